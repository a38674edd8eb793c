import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { describe, expect, it } from "vitest";
import { yieldingAdapterFactory } from "./sqlite-yield";

/** A driver adapter whose statements run synchronously (as better-sqlite3's) and log their SQL. */
function syncFactory(log: string[]): SqlDriverAdapterFactory {
  const adapter = {
    provider: "sqlite",
    adapterName: "fake",
    queryRaw: (query: { sql: string }) => {
      log.push(query.sql);
      return Promise.resolve({ columnNames: [], columnTypes: [], rows: [] });
    },
    executeRaw: (query: { sql: string }) => {
      log.push(query.sql);
      return Promise.resolve(1);
    },
  } as unknown as SqlDriverAdapter;
  return {
    provider: "sqlite",
    adapterName: "fake",
    connect: () => Promise.resolve(adapter),
  };
}

describe("yieldingAdapterFactory", () => {
  it("lets I/O queued meanwhile run between a request's statements", async () => {
    const log: string[] = [];
    const adapter = await yieldingAdapterFactory(syncFactory(log)).connect();
    const query = (sql: string) => ({ sql, args: [], argTypes: [] });
    const request = (async () => {
      await adapter.queryRaw(query("first"));
      await adapter.executeRaw(query("second"));
      await adapter.queryRaw(query("third"));
    })();
    // Queued after the request began, as a health check read from its socket would be.
    const other = new Promise<void>((resolve) =>
      setImmediate(() => {
        log.push("another request");
        resolve();
      }),
    );
    await Promise.all([request, other]);
    expect(log).toEqual(["first", "another request", "second", "third"]);
  });

  it("keeps the factory's provider and name", () => {
    const factory = yieldingAdapterFactory(syncFactory([]));
    expect([factory.provider, factory.adapterName]).toEqual(["sqlite", "fake"]);
  });
});
