import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../../db/database-provider";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import { transcriptVisibleText } from "../../runtime/transcript/search-text";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { foldForSearch } from "../../shared/search-fold";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { RunListRepository } from "../runs/run-list-repository";
import { PrismaRunStore } from "../runs/run-store-repository";
import { TranscriptRepository } from "./transcript-repository";

/**
 * foldForSearch repeats its pass while a dot above is left after an i (so it is idempotent);
 * the search_fold_dot_above migration sends the search columns folded by the single pass
 * (those holding a U+0307) back to be filled, so the two foldings never meet in one search.
 */

let database: TestDatabase;
const fixture = buildRunFixture("dot");
const agentId = fixture.parent.id;
const TEXT = "İ\u0307\u0307STANBUL office";
/** What the single pass stored for TEXT. */
const SINGLE_PASS = "i\u0307\u0307stanbul office";

const item: TranscriptItem = {
  id: "dot_item_0",
  agentId,
  sequence: 0,
  iteration: 1,
  createdAt: 1_000,
  kind: "message",
  role: "assistant",
  text: TEXT,
};

beforeAll(async () => {
  database = await createTestDatabase();
  const store = new PrismaRunStore(database.prisma);
  await store.createRun({ ...fixture.run, question: TEXT });
  await store.createAgent(fixture.parent);
  await store.appendItems(fixture.run.id, [item]);
  await store.close();
});

afterAll(async () => {
  await database?.dispose();
});

async function runIds(query: string): Promise<string[]> {
  const page = await new RunListRepository(database.prisma).listRuns({ query });
  return page.runs.map((run) => run.id);
}

async function sequences(query: string): Promise<number[]> {
  const page = await new TranscriptRepository(database.prisma).page({
    agentId,
    fromSequence: 0,
    limit: 10,
    query,
  });
  return page.items.map((found) => found.sequence);
}

describe("search folding of a dot above after an i", () => {
  it("stores the repeated folding, which searches by the undotted word find", async () => {
    expect(foldForSearch(TEXT)).toBe("istanbul office");
    const run = await database.prisma.run.findUniqueOrThrow({ where: { id: fixture.run.id } });
    expect(run.questionSearch).toBe("istanbul office");
    expect(await runIds("ISTANBUL")).toEqual([fixture.run.id]);
    expect(await sequences("ISTANBUL")).toEqual([0]);
  });

  it("the migration empties the single pass's foldings; the searches fill them again", async () => {
    await database.prisma.run.update({
      where: { id: fixture.run.id },
      data: { questionSearch: SINGLE_PASS },
    });
    await database.prisma.transcriptItem.update({
      where: { id: item.id },
      data: { searchText: foldForSearch(`assistant\n`) + SINGLE_PASS },
    });
    expect(await runIds("istanbul")).toEqual([]);
    const script = readFileSync(
      path.join(
        migrationsDir(database.provider),
        "20261204000500_search_fold_dot_above",
        "migration.sql",
      ),
      "utf8",
    );
    for (const statement of script.split(";\n").filter((part) => part.includes("UPDATE"))) {
      await database.prisma.$executeRawUnsafe(statement.slice(statement.indexOf("UPDATE")));
    }
    const run = await database.prisma.run.findUniqueOrThrow({ where: { id: fixture.run.id } });
    expect(run.questionSearch).toBeNull();
    const row = await database.prisma.transcriptItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(row.searchText).toBeNull();
    expect(await runIds("istanbul")).toEqual([fixture.run.id]);
    expect(await sequences("istanbul")).toEqual([0]);
    const refilled = await database.prisma.transcriptItem.findUniqueOrThrow({
      where: { id: item.id },
    });
    expect(refilled.searchText).toBe(foldForSearch(transcriptVisibleText(item)));
  });
});
