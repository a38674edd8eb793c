import { describe, expect, it } from "vitest";
import { manualClock } from "../../runtime/testing/manual-clock";
import { createTestServices, testServicesForFile } from "../../testing/test-services";
import { queuedRunRecord } from "../../runtime/testing/record-fixtures";

/**
 * Hostile runs-list searches on both databases: LIKE's special characters (typed, or produced
 * by NFKC from their full-width and small forms), quotes, emoji sequences, the longest query
 * with the widest NFKC expansion, and a question patched after creation.
 */

const setup = testServicesForFile(() => createTestServices({ clock: manualClock() }));

const QUESTIONS: [string, string][] = [
  ["run_backslash", "path C:\\temp\\x and 50%"],
  ["run_underscore", "fee_v3 vs fee-v3"],
  ["run_quotes", `it's "quoted" O'Brien`],
  ["run_emoji", "family 👨‍👩‍👧 trip"],
  ["run_ligature", "the ﬁnal ﬂow"],
  ["run_plain", "feexv3 C:xtemp"],
];

async function ids(query: string): Promise<string[]> {
  const page = await setup.caller.runs.list({ query });
  expect(page.total).toBe(page.runs.length);
  return page.runs.map((summary) => summary.id);
}

const EXPECTED: [string, string[]][] = [
  ["\\", ["run_backslash"]],
  ["C:\\TEMP", ["run_backslash"]],
  ["＼temp", ["run_backslash"]],
  ["_", ["run_underscore"]],
  ["＿", ["run_underscore"]],
  ["fee_v3", ["run_underscore"]],
  ["％", ["run_backslash"]],
  ["﹪", ["run_backslash"]],
  ["'", ["run_quotes"]],
  [`"QUOTED"`, ["run_quotes"]],
  ["o'brien", ["run_quotes"]],
  ["👨‍👩‍👧", ["run_emoji"]],
  ["FINAL FLOW", ["run_ligature"]],
  ["ﬁ", ["run_ligature"]],
];

describe("runs.list hostile searches", () => {
  it("stores the runs", async () => {
    for (const [index, [id, question]] of QUESTIONS.entries()) {
      await setup.services.runLeases.createQueued(queuedRunRecord(id, question, index + 1), null);
    }
    expect(await setup.services.prisma.run.count()).toBe(QUESTIONS.length);
  });

  it.each(EXPECTED)("finds %j in exactly %j", async (query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it("answers the longest query of the widest NFKC expansion with no match", async () => {
    expect(await ids("\uFDFA".repeat(200))).toEqual([]);
    expect(await ids("%".repeat(200))).toEqual([]);
  });

  it("finds a patched question by its new text only", async () => {
    await setup.services.store.updateRun("run_plain", { question: "Über die Straße" });
    expect(await ids("STRASSE")).toEqual(["run_plain"]);
    expect(await ids("feexv3")).toEqual([]);
  });
});
