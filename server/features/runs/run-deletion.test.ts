import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
