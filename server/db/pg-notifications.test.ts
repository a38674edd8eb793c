import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { PgNotifications } from "./pg-notifications";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
});

describe("PgNotifications", () => {
  it("sends one statement at a time on its connection: concurrent listens and notifies never overlap (pg's 'already executing a query' warning)", async (context) => {
    if (database.provider !== "postgresql") return context.skip();
    const notifications = await PgNotifications.connect(database.databaseUrl);
    // Every query given to a pg Client while this test runs: how many were under way at once.
    const original = pg.Client.prototype.query;
    let active = 0;
    let mostAtOnce = 0;
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      return result.finally(() => (active -= 1));
    } as typeof original);
    try {
      const channels = ["one", "two", "three"].map((name) =>
        notifications.channelName(`debrief_test_${name}`),
      );
      const heard: string[] = [];
      let allHeard: () => void = () => undefined;
      const heardAll = new Promise<void>((resolve) => (allHeard = resolve));
      const handler = (payload: string) => {
        heard.push(payload);
        if (heard.length === 3) allHeard();
      };
      await Promise.all(channels.map((channel) => notifications.listen(channel, handler)));
      await Promise.all(
        channels.map((channel, index) => notifications.notify(channel, `payload ${index}`)),
      );
      await heardAll;
      expect(heard.sort()).toEqual(["payload 0", "payload 1", "payload 2"]);
      expect(spy).toHaveBeenCalledTimes(6); // three LISTENs, three pg_notify
      expect(mostAtOnce).toBe(1);
    } finally {
      spy.mockRestore();
      await notifications.close();
    }
  });
});
