import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPrismaClient, type PrismaClient } from "../../db/client";
import { applyMigrations } from "../../db/migrate";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import { batchOf } from "./append-writer-repository";
import { PrismaRunStore } from "./run-store-repository";
import { SqliteAppendWriter } from "./sqlite-append-repository";

/**
 * The SQLite append writer hands its WAL checkpoints to a thread once the WAL file has grown
 * past its threshold (issue 10, item 9), not before, never with a null threshold, and stops
 * the thread when it closes; rows written with the thread running read back whole.
 * A real SQLite file in either vitest project (the thread is SQLite's).
 */
let folder: string;
let databaseUrl: string;
let prisma: PrismaClient;
let store: PrismaRunStore;

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "debrief-append-checkpoints-"));
  databaseUrl = `file:${path.join(folder, "test.db")}`;
  await applyMigrations(databaseUrl);
  prisma = createPrismaClient(databaseUrl);
  store = new PrismaRunStore(prisma);
});

afterEach(async () => {
  await store.close();
  await prisma.$disconnect();
  rmSync(folder, { recursive: true, force: true });
});

/** A writer batch (no events) of `parts` for run `runId`. */
const writerBatch = (runId: string, parts: Parameters<typeof batchOf>[1]) => ({
  ...batchOf(runId, parts),
  events: [],
  runEvent: null,
  at: 1_764_446_400_123,
});

/** A stored run with its agents; the fixture's rows are left to the caller. */
async function storedRun(prefix: string) {
  const fixture = buildRunFixture(prefix);
  await store.createRun(fixture.run);
  await store.createAgent(fixture.parent);
  for (const child of fixture.children) await store.createAgent(child);
  return fixture;
}

describe("SqliteAppendWriter's background checkpoints", () => {
  it("start with the first flush once the WAL has reached the threshold, and stop on close", async () => {
    const fixture = await storedRun("ck1");
    const writer = new SqliteAppendWriter(databaseUrl, 1_000, 0);
    expect(writer.checkpointsInBackground).toBe(false);
    await writer.writeBatches([writerBatch(fixture.run.id, { items: fixture.items })]);
    expect(writer.checkpointsInBackground).toBe(true);
    await writer.writeBatches([writerBatch(fixture.run.id, { telemetry: fixture.telemetry })]);
    await writer.close();
    expect(writer.checkpointsInBackground).toBe(false);
    const where = { runId: fixture.run.id };
    const items = await prisma.transcriptItem.findMany({ where, orderBy: { sequence: "asc" } });
    expect(items.map((item) => item.id).sort()).toEqual(
      fixture.items.map((item) => item.id).sort(),
    );
    expect(await prisma.telemetryEvent.count({ where })).toBe(fixture.telemetry.length);
  });

  it("stay with the writer's commits below the threshold, and always with a null threshold", async () => {
    const fixture = await storedRun("ck2");
    const small = new SqliteAppendWriter(databaseUrl, 1_000, 64 * 1024 * 1024);
    const never = new SqliteAppendWriter(databaseUrl, 1_000, null);
    await small.writeBatches([writerBatch(fixture.run.id, { items: fixture.items })]);
    await never.writeBatches([writerBatch(fixture.run.id, { telemetry: fixture.telemetry })]);
    expect(small.checkpointsInBackground).toBe(false);
    expect(never.checkpointsInBackground).toBe(false);
    await small.close();
    await never.close();
  });
});
