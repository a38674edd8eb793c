import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../../db/database-provider";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import { transcriptVisibleText } from "../../runtime/transcript/search-text";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { foldForSearch } from "../../shared/search-fold";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { PrismaRunStore } from "../runs/run-store-repository";
import { TranscriptRepository } from "./transcript-repository";

/**
 * Transcript search folds the stored text and the query alike (foldForSearch) on each
 * database: final sigma, Turkish İ/ı, ß/ẞ, composed and decomposed accents. And the
 * search_fold migration sends rows stored with the old folding (toLowerCase) back to be filled.
 */

let database: TestDatabase;
let repository: TranscriptRepository;
const fixture = buildRunFixture("fold");
const agentId = fixture.parent.id;

const message = (sequence: number, text: string): TranscriptItem => ({
  id: `fold_item_${sequence}`,
  agentId,
  sequence,
  iteration: 1,
  createdAt: 1_000,
  kind: "message",
  role: "assistant",
  text,
});

const items: TranscriptItem[] = [
  message(0, "ΟΔΟΣ ΣΊΣΥΦΟΣ"),
  message(1, "İSTANBUL office"),
  message(2, "ırmak and Isparta"),
  message(3, "Die STRAẞE ist lang"),
  message(4, "Straße und Gasse"),
  message(5, "cafe\u0301 in ZU\u0308RICH"),
  message(6, "Café in Zürich"),
  message(7, "plain ascii text"),
];

beforeAll(async () => {
  database = await createTestDatabase();
  const store = new PrismaRunStore(database.prisma);
  await store.createRun(fixture.run);
  await store.createAgent(fixture.parent);
  await store.appendItems(fixture.run.id, items);
  await store.close();
  repository = new TranscriptRepository(database.prisma);
});

afterAll(async () => {
  await database?.dispose();
});

async function search(query: string): Promise<number[]> {
  const page = await repository.page({ agentId, fromSequence: 0, limit: 100, query });
  expect(page.matching).toBe(page.items.length);
  return page.items.map((item) => item.sequence);
}

/** Each query and the sequences of the items it finds. */
const EXPECTED: [string, number[]][] = [
  ["οδος", [0]],
  ["ΟΔΟΣ", [0]],
  ["οδοσ σίσυφος", [0]],
  ["Σίσυφος", [0]],
  ["istanbul", [1]],
  ["İstanbul", [1]],
  ["ıstanbul", [1]],
  ["IRMAK", [2]],
  ["ısparta", [2]],
  ["straße", [3, 4]],
  ["STRASSE", [3, 4]],
  ["strasse", [3, 4]],
  ["STRAẞE", [3, 4]],
  ["café", [5, 6]],
  ["cafe\u0301", [5, 6]],
  ["zürich", [5, 6]],
  ["ZU\u0308RICH", [5, 6]],
  ["cafe ", []],
  ["ASCII", [7]],
];

describe("transcript search folding", () => {
  it("stores foldForSearch of the shown text", async () => {
    const rows = await database.prisma.transcriptItem.findMany({
      where: { agentId },
      orderBy: { sequence: "asc" },
      select: { searchText: true },
    });
    expect(rows.map((row) => row.searchText)).toEqual(
      items.map((item) => foldForSearch(transcriptVisibleText(item))),
    );
  });

  it.each(EXPECTED)("finds %j in exactly %j", async (query, expected) => {
    expect(await search(query)).toEqual(expected);
  });

  it("the search_fold migration empties the non-ASCII rows folded the old way; a search refills them", async () => {
    for (const item of items) {
      await database.prisma.transcriptItem.update({
        where: { id: item.id },
        data: { searchText: transcriptVisibleText(item).toLowerCase() },
      });
    }
    const script = readFileSync(
      path.join(migrationsDir(database.provider), "20261203223500_search_fold", "migration.sql"),
      "utf8",
    );
    await database.prisma.$executeRawUnsafe(script);
    const emptied = await database.prisma.transcriptItem.findMany({
      where: { agentId },
      orderBy: { sequence: "asc" },
      select: { searchText: true },
    });
    expect(emptied.map((row) => row.searchText)).toEqual([
      ...items.slice(0, 7).map(() => null),
      "assistant\nplain ascii text",
    ]);
    expect(await search("STRASSE")).toEqual([3, 4]);
    expect(await search("ıstanbul")).toEqual([1]);
  });
});
