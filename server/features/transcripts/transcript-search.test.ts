import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import { transcriptVisibleText } from "../../runtime/transcript/search-text";
import type { TranscriptItem, TranscriptItemBase } from "../../runtime/transcript/transcript-item";
import { foldForSearch } from "../../shared/search-fold";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { PrismaRunStore } from "../runs/run-store-repository";
import { TranscriptRepository } from "./transcript-repository";

/**
 * Transcript search (TranscriptRepository.page) matches what the view shows of each item, on
 * each database: items written through the run store's append path, searched for field names,
 * JSON syntax, quoted text, wildcards and non-ASCII letters.
 */

let database: TestDatabase;
let repository: TranscriptRepository;
const fixture = buildRunFixture("search");
const agentId = fixture.parent.id;

function base(sequence: number): TranscriptItemBase {
  return { id: `search_item_${sequence}`, agentId, sequence, iteration: 1, createdAt: 1_000 };
}

const call = (sequence: number, name: string, callId: string, argumentsText: string) =>
  ({
    ...base(sequence),
    kind: "tool_call",
    callId,
    providerCallId: `toolu_${callId}`,
    idSource: "provider",
    name,
    argumentsText,
    argumentsFormat: "string",
    parsedArguments: JSON.parse(argumentsText) as unknown,
    acceptance: "accepted",
    rejectionReason: null,
  }) satisfies TranscriptItem;

const result = (sequence: number, toolName: string, toolUseId: string, content: string) =>
  ({
    ...base(sequence),
    kind: "tool_result",
    toolUseId,
    toolName,
    status: "ok",
    content,
    uncertainty: null,
    preventedByCorrection: null,
  }) satisfies TranscriptItem;

const items: TranscriptItem[] = [
  { ...base(0), kind: "message", role: "system", text: "You are the parent agent." },
  { ...base(1), kind: "message", role: "assistant", text: "Reading the changelog." },
  call(2, "read_file", "c1", '{"path":"docs/changelog.md"}'),
  result(3, "read_file", "c1", 'Changelog\n2027-03-31: "API version 2" is retired.'),
  call(
    4,
    "query_sql",
    "c2",
    `{"sql":"SELECT id FROM merchants WHERE fee LIKE '5%' AND code = 'a_b'"}`,
  ),
  result(5, "query_sql", "c2", "merchant: Ünïcode Straße GmbH"),
  {
    ...base(6),
    kind: "correction",
    correctionSequence: 1,
    author: "ana",
    text: "Check the 100% rollout of fee_v3",
  },
  { ...base(7), kind: "notice", source: "repetition_guard", text: "You called read_file twice." },
  { ...base(8), kind: "legacy_text", text: 'raw {"status":"ok"}' },
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

/** The sequences of every item matching `query`, and the count page reports. */
async function search(query: string, fromSequence = 0, limit = 100) {
  const page = await repository.page({ agentId, fromSequence, limit, query });
  return { sequences: page.items.map((item) => item.sequence), matching: page.matching };
}

/** Each query and the sequences of the items whose shown text contains it. */
const EXPECTED: [string, number[]][] = [
  ["acceptance", []],
  ["providerCallId", []],
  ['":"', [8]],
  ['2027-03-31: "API version', [3]],
  ['2027-03-31: \\"API version', []],
  ["CHANGELOG", [1, 2, 3]],
  ["accepted", [2, 4]],
  ["toolu_c1", [2]],
  ["repetition guard", [7]],
  ["ÜNÏCODE STRAßE", [5]],
  ["%", [4, 6]],
  ["_", [2, 3, 4, 5, 6, 7]],
  ["5%", [4]],
  ["a_b", [4]],
  ["a%b", []],
  ["fee_v3", [6]],
  ["fee%v3", []],
  ["100%", [6]],
  ["\\", []],
];

describe("TranscriptRepository.page search", () => {
  it("shows each item's values, not its JSON: one value a line", () => {
    expect(transcriptVisibleText(items[2]!)).toBe(
      'read_file\naccepted\nc1\ntoolu_c1\n{\n  "path": "docs/changelog.md"\n}',
    );
    expect(transcriptVisibleText(items[6]!)).toBe("ana\nCheck the 100% rollout of fee_v3");
    expect(transcriptVisibleText(items[7]!)).toBe("repetition guard\nYou called read_file twice.");
  });

  it.each(EXPECTED)("matches %j in exactly the items that show it", async (query, expected) => {
    const shown = items
      .filter((item) => foldForSearch(transcriptVisibleText(item)).includes(foldForSearch(query)))
      .map((item) => item.sequence);
    expect(shown).toEqual(expected);
    expect(await search(query)).toEqual({ sequences: expected, matching: expected.length });
  });

  it("pages the matches with the full count on every page", async () => {
    expect(await search("_", 0, 2)).toEqual({ sequences: [2, 3], matching: 6 });
    expect(await search("_", 4, 2)).toEqual({ sequences: [4, 5], matching: 6 });
    expect(await search("_", 7, 2)).toEqual({ sequences: [7], matching: 6 });
    expect(await search("", 7, 5)).toEqual({ sequences: [7, 8], matching: 9 });
  });

  it("fills the search text of rows stored before it existed, then finds them", async () => {
    const stored = await database.prisma.transcriptItem.findMany({
      where: { agentId },
      orderBy: { sequence: "asc" },
      select: { searchText: true },
    });
    expect(stored.map((row) => row.searchText)).toEqual(
      items.map((item) => foldForSearch(transcriptVisibleText(item))),
    );
    await database.prisma.transcriptItem.updateMany({
      where: { agentId },
      data: { searchText: null },
    });
    expect(await search('2027-03-31: "API version')).toEqual({ sequences: [3], matching: 1 });
    expect(await search("acceptance")).toEqual({ sequences: [], matching: 0 });
    const filled = await database.prisma.transcriptItem.findMany({
      where: { agentId },
      orderBy: { sequence: "asc" },
      select: { searchText: true },
    });
    expect(filled).toEqual(stored);
  });
});
