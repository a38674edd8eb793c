import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRunFixture, writeRunFixture } from "../../runtime/testing/record-fixtures";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
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
  it("deletes its agents' transcript items (through the agents: items have no run foreign key)", async () => {
    const deleted = buildRunFixture("gone");
    const kept = buildRunFixture("kept");
    await writeRunFixture(store, deleted);
    await writeRunFixture(store, kept);
    const prisma = database.prisma;
    const itemsOf = (runId: string) => prisma.transcriptItem.count({ where: { runId } });
    expect(await itemsOf(deleted.run.id)).toBe(deleted.items.length);

    await prisma.run.delete({ where: { id: deleted.run.id } });

    expect(await itemsOf(deleted.run.id)).toBe(0);
    expect(await prisma.agent.count({ where: { runId: deleted.run.id } })).toBe(0);
    expect(await itemsOf(kept.run.id)).toBe(kept.items.length);
  });
});
