import { describe, expect, it } from "vitest";
import { manualClock } from "../runtime/testing/manual-clock";
import { createTestServices, testServicesForFile } from "../testing/test-services";
import { expectTrpcError } from "../testing/trpc-errors";
import { queuedRunRecord } from "../runtime/testing/record-fixtures";

/**
 * Attacks on the runs list's paging and search: a cursor from another filtered list, cursors
 * that name no run, hostile search text (quotes, backslashes, non-ASCII), hostile page sizes.
 */
const clock = manualClock();
const setup = testServicesForFile(() => createTestServices({ clock }));

const RUNS = [
  queuedRunRecord("run_1", "Which merchants use O'Brien's \"legacy\" API?", 1),
  queuedRunRecord("run_2", "Why did C:\\jobs\\retry stop?", 2),
  queuedRunRecord("run_3", "Which merchants are in São Paulo?", 3),
  queuedRunRecord("run_4", "Which merchants use the sandbox?", 4),
];

async function ids(input: Parameters<typeof setup.caller.runs.list>[0]): Promise<string[]> {
  return (await setup.caller.runs.list(input)).runs.map((run) => run.id);
}

describe("attack: runs.list paging and search", () => {
  it("finds quotes and backslashes literally", async () => {
    for (const run of RUNS) await setup.services.runLeases.createQueued(run, null);
    expect(await ids({ query: "O'Brien's \"legacy\"" })).toEqual(["run_1"]);
    expect(await ids({ query: "C:\\jobs\\retry" })).toEqual(["run_2"]);
    expect(await ids({ query: "\\j" })).toEqual(["run_2"]);
    expect(await ids({ query: "são" })).toEqual(["run_3"]);
    expect(await ids({ query: '\'; DROP TABLE "Run"; --' })).toEqual([]);
    expect(await ids({})).toEqual(["run_4", "run_3", "run_2", "run_1"]);
  });

  it("pages on from a cursor that another filter's list returned (older matches only)", async () => {
    expect(await ids({ query: "which", cursor: "run_2" })).toEqual(["run_1"]);
    expect(await ids({ query: "which", cursor: "run_4", limit: 1 })).toEqual(["run_3"]);
    // Runs created in the same millisecond page on by id, none skipped or repeated.
    for (const id of ["run_5a", "run_5b"]) {
      await setup.services.runLeases.createQueued(queuedRunRecord(id, "Which tie?", 5), null);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await setup.caller.runs.list({ query: "which", limit: 1, cursor });
      seen.push(...page.runs.map((run) => run.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(["run_5b", "run_5a", "run_4", "run_3", "run_1"]);
  });

  it("answers a cursor that names no run with NOT_FOUND and refuses hostile page sizes", async () => {
    await expectTrpcError(
      setup.caller.runs.list({ cursor: "run_404" }),
      "NOT_FOUND",
      "unknown cursor: run_404",
    );
    await expectTrpcError(
      setup.caller.runs.list({ limit: 0 }),
      "BAD_REQUEST",
      /limit must be at least 1/,
    );
    await expectTrpcError(
      setup.caller.runs.list({ limit: -5 }),
      "BAD_REQUEST",
      /limit must be at least 1/,
    );
    await expectTrpcError(
      setup.caller.runs.list({ limit: 1e9 }),
      "BAD_REQUEST",
      /limit must be at most 100/,
    );
    await expectTrpcError(
      setup.caller.runs.list({ limit: 2.5 }),
      "BAD_REQUEST",
      /limit must be a whole number/,
    );
    await expectTrpcError(
      setup.caller.runs.list({ query: "a\u0000b" }),
      "BAD_REQUEST",
      /the search must not contain control characters \(U\+0000 at character 2\)/,
    );
  });
});
