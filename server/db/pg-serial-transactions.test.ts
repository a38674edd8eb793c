import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaRunStore } from "../features/runs/run-store-repository";
import { buildRunFixture } from "../runtime/testing/record-fixtures";
import { trackPgQueryOverlap } from "../testing/pg-query-overlap";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";

let database: TestDatabase;
let store: PrismaRunStore;
const fixture = buildRunFixture("serial");

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PrismaRunStore(database.prisma);
  await store.createRun(fixture.run);
  await store.createAgent(fixture.parent);
  await database.prisma.correction.create({
    data: {
      id: "correction_serial",
      runId: fixture.run.id,
      agentId: fixture.parent.id,
      sequence: 1,
      text: "check v3 too",
      author: "human:ada",
      createdAt: new Date(fixture.run.createdAt),
    },
  });
});

afterAll(async () => {
  await store?.close();
  await database?.dispose();
});

describe("PostgreSQL interactive transactions", () => {
  it("send one statement at a time on their connection: a nested select's relations and a Promise.all of queries never overlap (pg's 'already executing a query' warning)", async (context) => {
    if (database.provider !== "postgresql") return context.skip();
    const { prisma } = database;
    const overlap = trackPgQueryOverlap();
    try {
      const found = await prisma.$transaction(async (tx) => {
        // What StoredCorrectionRepository's refusable check selects: four relations at once.
        const correction = await tx.correction.findUnique({
          where: { id: "correction_serial" },
          select: {
            consumption: { select: { correctionId: true } },
            refusal: { select: { correctionId: true } },
            agent: { select: { status: true } },
            run: { select: { status: true } },
          },
        });
        const counts = await Promise.all([tx.run.count(), tx.agent.count(), tx.drain.count()]);
        return { correction, counts };
      });
      expect(found).toEqual({
        correction: {
          consumption: null,
          refusal: null,
          agent: { status: fixture.parent.status },
          run: { status: fixture.run.status },
        },
        counts: [1, 1, 0],
      });
      // BEGIN, the correction and its four relations, three counts, COMMIT.
      expect(overlap.calls()).toBe(10);
      expect(overlap.mostAtOnce()).toBe(1);
    } finally {
      overlap.restore();
    }
  });
});
