import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPatchToRow } from "../../db/mapping/run-rows";
import type { PrismaClient } from "../../db/prisma-types";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import { foldForSearch } from "../../shared/search-fold";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { RunListRepository } from "./run-list-repository";
import { PrismaRunStore } from "./run-store-repository";

/**
 * The runs list's fill of questionSearch (before a search) racing with a question change: the
 * change lands between the fill's read and its write, and the fill must not write the old
 * question's folding over the new one.
 */

let database: TestDatabase;
const fixture = buildRunFixture("race");

beforeAll(async () => {
  database = await createTestDatabase();
  const store = new PrismaRunStore(database.prisma);
  await store.createRun({ ...fixture.run, question: "Alte Straße" });
  await store.close();
  await database.prisma.run.update({
    where: { id: fixture.run.id },
    data: { questionSearch: null },
  });
});

afterAll(async () => {
  await database?.dispose();
});

/** `prisma` whose first run.findMany is followed by a patch of the run's question. */
function patchingAfterFirstRead(prisma: PrismaClient): PrismaClient {
  let patched = false;
  const run = new Proxy(prisma.run, {
    get(target, property, receiver) {
      if (property !== "findMany") return Reflect.get(target, property, receiver) as unknown;
      return async (args: Parameters<typeof target.findMany>[0]) => {
        const rows = await target.findMany(args);
        if (!patched) {
          patched = true;
          await target.update({
            where: { id: fixture.run.id },
            data: runPatchToRow({ question: "Neue GASSE" }),
          });
        }
        return rows;
      };
    },
  });
  return new Proxy(prisma, {
    get(target, property, receiver) {
      return property === "run" ? run : (Reflect.get(target, property, receiver) as unknown);
    },
  });
}

describe("questionSearch fill racing with a question change", () => {
  it("keeps the new question's folding", async () => {
    const repository = new RunListRepository(patchingAfterFirstRead(database.prisma));
    const page = await repository.listRuns({ query: "gasse" });
    expect(page.runs.map((run) => run.id)).toEqual([fixture.run.id]);
    const row = await database.prisma.run.findUniqueOrThrow({ where: { id: fixture.run.id } });
    expect(row.questionSearch).toBe(foldForSearch("Neue GASSE"));
    expect((await repository.listRuns({ query: "strasse" })).runs).toEqual([]);
  });
});
