import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsDir } from "../../db/database-provider";
import { runPatchToRow } from "../../db/mapping/run-rows";
import { manualClock } from "../../runtime/testing/manual-clock";
import { foldForSearch } from "../../shared/search-fold";
import { createTestServices, testServicesForFile } from "../../testing/test-services";
import { queuedRunRecord } from "../../runtime/testing/record-fixtures";

/**
 * The runs list's question search ignores case and Unicode form alike on SQLite and
 * PostgreSQL (Run.questionSearch, foldForSearch), fills runs stored without it, and the
 * run_question_search migration fills the ASCII questions of existing runs.
 */

const setup = testServicesForFile(() => createTestServices({ clock: manualClock() }));

const QUESTIONS: [string, string][] = [
  ["run_zurich", "Why did ZÜRICH stop paying?"],
  ["run_arger", "ÄRGER mit der API"],
  ["run_greek", "ΟΔΟΣ ΣΙΣΥΦΟΣ: which merchants?"],
  ["run_turkish", "İSTANBUL office and ırmak"],
  ["run_strasse", "Die STRAẞE ist gesperrt"],
  ["run_cafe", "cafe\u0301 prices in zu\u0308rich"],
  ["run_ascii", "Plain 100% ascii_run"],
];

async function ids(query: string): Promise<string[]> {
  const page = await setup.caller.runs.list({ query });
  expect(page.total).toBe(page.runs.length);
  return page.runs.map((summary) => summary.id);
}

/** Each query and the runs it finds, newest first. */
const EXPECTED: [string, string[]][] = [
  ["zürich", ["run_cafe", "run_zurich"]],
  ["ZU\u0308RICH", ["run_cafe", "run_zurich"]],
  ["ärger", ["run_arger"]],
  ["a\u0308rger", ["run_arger"]],
  ["σισυφος", ["run_greek"]],
  ["οδος σισυφοσ", ["run_greek"]],
  ["istanbul", ["run_turkish"]],
  ["IRMAK", ["run_turkish"]],
  ["straße", ["run_strasse"]],
  ["STRASSE", ["run_strasse"]],
  ["CAFÉ", ["run_cafe"]],
  ["100%", ["run_ascii"]],
  ["ASCII_RUN", ["run_ascii"]],
  ["ascii%run", []],
  ["%", ["run_ascii"]],
];

describe("runs.list search folding", () => {
  it("stores foldForSearch of the question with each run", async () => {
    for (const [index, [id, question]] of QUESTIONS.entries()) {
      await setup.services.runLeases.createQueued(queuedRunRecord(id, question, index + 1), null);
    }
    const rows = await setup.services.prisma.run.findMany({
      orderBy: { createdAt: "asc" },
      select: { question: true, questionSearch: true },
    });
    expect(rows.map((row) => row.questionSearch)).toEqual(
      QUESTIONS.map(([, question]) => foldForSearch(question)),
    );
  });

  it.each(EXPECTED)("finds %j in exactly %j", async (query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it("pages a folded search by the database with its total", async () => {
    const first = await setup.caller.runs.list({ query: "ZÜRICH", limit: 1 });
    expect(first).toMatchObject({ total: 2, nextCursor: "run_cafe" });
    const second = await setup.caller.runs.list({ query: "ZÜRICH", limit: 1, cursor: "run_cafe" });
    expect(second.runs.map((summary) => summary.id)).toEqual(["run_zurich"]);
    expect(second.nextCursor).toBeNull();
  });

  it("fills runs stored without questionSearch before it searches", async () => {
    await setup.services.prisma.run.updateMany({ data: { questionSearch: null } });
    expect(await ids("straße")).toEqual(["run_strasse"]);
    const rows = await setup.services.prisma.run.findMany({
      select: { question: true, questionSearch: true },
    });
    for (const row of rows) expect(row.questionSearch).toBe(foldForSearch(row.question));
  });

  it("the migration folds the ASCII questions of existing runs and leaves the others to the fill", async () => {
    await setup.services.prisma.run.updateMany({ data: { questionSearch: null } });
    const script = readFileSync(
      path.join(
        migrationsDir(setup.database.provider),
        "20261203223720_run_question_search",
        "migration.sql",
      ),
      "utf8",
    );
    await setup.services.prisma.$executeRawUnsafe(script.slice(script.indexOf("UPDATE")));
    const rows = await setup.services.prisma.run.findMany({
      orderBy: { createdAt: "asc" },
      select: { questionSearch: true },
    });
    expect(rows.map((row) => row.questionSearch)).toEqual([
      ...QUESTIONS.slice(0, 6).map(() => null),
      "plain 100% ascii_run",
    ]);
    expect(await ids("zürich")).toEqual(["run_cafe", "run_zurich"]);
  });

  it("a patched question brings its folded search text", () => {
    expect(runPatchToRow({ question: "ÄRGER" })).toEqual({
      question: "ÄRGER",
      questionSearch: "ärger",
    });
    expect(runPatchToRow({ status: "running" })).toEqual({ status: "running" });
  });
});
