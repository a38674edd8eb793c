import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgPoolConfig } from "../../db/postgres-url";
import { NotFoundError } from "../../runtime/errors";
import { buildRunFixture, writeRunFixture } from "../../runtime/testing/record-fixtures";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { deleteRun } from "./run-deletion-repository";
import { PrismaRunStore } from "./run-store-repository";

let database: TestDatabase;
let store: PrismaRunStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PrismaRunStore(database.prisma);
});

afterAll(async () => {
  await store?.close();
  await database?.dispose();
});

describe("deleting a run", () => {
  it("deletes its rows of every table (the insert-only ones have no foreign keys) and keeps the other runs'", async () => {
    const deleted = buildRunFixture("gone");
    const kept = buildRunFixture("kept");
    await writeRunFixture(store, deleted);
    await writeRunFixture(store, kept);
    const prisma = database.prisma;
    const rowsOf = async (runId: string) => {
      const where = { where: { runId } };
      return {
        agents: await prisma.agent.count(where),
        items: await prisma.transcriptItem.count(where),
        telemetry: await prisma.telemetryEvent.count(where),
        exchanges: await prisma.modelExchange.count(where),
        samples: await prisma.windowSample.count(where),
        events: await prisma.runEvent.count(where),
        debriefs: await prisma.debrief.count(where),
        runs: await prisma.run.count({ where: { id: runId } }),
      };
    };
    const before = await rowsOf(deleted.run.id);
    expect(before.items).toBe(deleted.items.length);
    expect(Object.values(before).every((count) => count > 0)).toBe(true);
    const keptBefore = await rowsOf(kept.run.id);

    await deleteRun(prisma, deleted.run.id);

    expect(Object.values(await rowsOf(deleted.run.id)).every((count) => count === 0)).toBe(true);
    expect(await rowsOf(kept.run.id)).toEqual(keptBefore);
    await expect(deleteRun(prisma, deleted.run.id)).rejects.toEqual(
      new NotFoundError(`run ${deleted.run.id} does not exist`),
    );
  });

  it("on PostgreSQL waits for a flush that checked the run (FOR KEY SHARE) and then deletes its rows too: no orphans", async (context) => {
    if (database.provider !== "postgresql") return context.skip();
    const fixture = buildRunFixture("racing");
    await writeRunFixture(store, fixture);
    const runId = fixture.run.id;
    const flush = new pg.Client(pgPoolConfig(database.databaseUrl));
    const watcher = new pg.Client(pgPoolConfig(database.databaseUrl));
    await flush.connect();
    await watcher.connect();
    try {
      // What a telemetry-only flush does: check the run as the flush statement's `cr` does, insert.
      await flush.query("BEGIN");
      await flush.query(`SELECT "id" FROM "Run" WHERE "id" = $1 FOR KEY SHARE`, [runId]);
      const telemetry = fixture.telemetry[0]!;
      await flush.query(
        `INSERT INTO "TelemetryEvent" ("id", "runId", "agentId", "type", "data", "at") VALUES ($1, $2, $3, $4, $5, now())`,
        ["telemetry_racing", runId, telemetry.agentId, telemetry.type, telemetry.data],
      );
      const deletion = deleteRun(database.prisma, runId);
      // The deletion waits on the flush's lock (polled: no sleeping).
      let waiting = 0;
      for (let attempt = 0; attempt < 500 && waiting === 0; attempt += 1) {
        const { rows } = await watcher.query<{ count: string }>(
          `SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database() AND query LIKE '%"Run"%' AND pid <> pg_backend_pid()`,
        );
        waiting = Number(rows[0]!.count);
      }
      expect(waiting).toBeGreaterThan(0);
      await flush.query("COMMIT");
      await deletion;
    } finally {
      await flush.end();
      await watcher.end();
    }
    const prisma = database.prisma;
    expect(await prisma.telemetryEvent.count({ where: { runId } })).toBe(0);
    expect(await prisma.run.count({ where: { id: runId } })).toBe(0);
  });
});
