import { describe, expect, it } from "vitest";
import type { RunRecord } from "../../runtime/records";
import { manualClock } from "../../runtime/testing/manual-clock";
import { createTestServices, testServicesForFile } from "../../testing/test-services";
import { expectTrpcError, zodMessages } from "../../testing/trpc-errors";
import { RUN_LIST_MIN_INTERVAL_MS, RUN_LIST_POLL_MS, runListChanges } from "./run-list-changes";

const clock = manualClock();
const setup = testServicesForFile(() => createTestServices({ clock }));

/** A queued run stored the way runs.start stores one (never taken: nothing executes it). */
function queuedRun(id: string, fields: Partial<RunRecord>, createdAt: number): RunRecord {
  return {
    id,
    question: `question of ${id}`,
    workspaceId: "ledgerline",
    providerName: "scripted",
    model: "scripted-1",
    returnMode: "contract",
    scenario: "auto",
    status: "queued",
    statusDetail: null,
    finalAnswer: null,
    createdAt,
    startedAt: null,
    finishedAt: null,
    ...fields,
  };
}

const RUNS: RunRecord[] = [
  queuedRun("run_a", { question: "Which merchants break when API v2 retires?" }, 1),
  queuedRun("run_b", { question: "Why did the WEBHOOK retries stop?", returnMode: "summary" }, 2),
  queuedRun("run_c", { question: "Which merchants use the sandbox?", workspaceId: "routemark" }, 3),
  queuedRun("run_d", { question: "100% of refunds fail_fast?", providerName: "openai" }, 4),
];

async function storeRuns(): Promise<void> {
  for (const run of RUNS) await setup.services.runLeases.createQueued(run, null);
}

describe("runs.list search and filters", () => {
  it("searches the questions case-insensitively and filters by provider, mode and workspace", async () => {
    await storeRuns();
    const ids = async (input: Parameters<typeof setup.caller.runs.list>[0]) =>
      (await setup.caller.runs.list(input)).runs.map((run) => run.id);
    expect(await ids({ query: "merchants" })).toEqual(["run_c", "run_a"]);
    expect(await ids({ query: "webhook" })).toEqual(["run_b"]);
    expect(await ids({ query: "   " })).toEqual(["run_d", "run_c", "run_b", "run_a"]);
    expect(await ids({ query: "merchants", workspaceId: "routemark" })).toEqual(["run_c"]);
    expect(await ids({ returnMode: "summary" })).toEqual(["run_b"]);
    expect(await ids({ provider: "openai" })).toEqual(["run_d"]);
    expect(await ids({ provider: "openai", status: "succeeded" })).toEqual([]);
    // `%`, `_` and `\` match themselves, not as LIKE wildcards (both databases).
    expect(await ids({ query: "100%" })).toEqual(["run_d"]);
    expect(await ids({ query: "l_fast" })).toEqual(["run_d"]);
    expect(await setup.caller.runs.list({ query: "%" })).toMatchObject({ total: 1 });
    expect(await ids({ query: "%" })).toEqual(["run_d"]);
    expect(await ids({ query: "_" })).toEqual(["run_d"]);
    expect(await ids({ query: "Which_merchants" })).toEqual([]);
    expect(await ids({ query: "which%merchants" })).toEqual([]);
    expect(await ids({ query: "\\%" })).toEqual([]);
    expect(await ids({ query: "\\" })).toEqual([]);
  });

  it("pages a filtered list with its cursor and counts only the matches", async () => {
    const first = await setup.caller.runs.list({ query: "which", limit: 1 });
    expect(first.runs.map((run) => run.id)).toEqual(["run_c"]);
    expect(first.total).toBe(2);
    expect(first.nextCursor).toBe("run_c");
    const second = await setup.caller.runs.list({ query: "which", limit: 1, cursor: "run_c" });
    expect(second).toMatchObject({ nextCursor: null, total: 2 });
    expect(second.runs.map((run) => run.id)).toEqual(["run_a"]);
  });

  it("filters by source: runs a person started, runs an experiment started", async () => {
    await setup.services.experimentRepository.tagRun("run_b", "exp_list_test");
    await setup.services.experimentRepository.tagRun("run_unknown", "exp_list_test"); // no-op
    const ids = async (input: Parameters<typeof setup.caller.runs.list>[0]) =>
      (await setup.caller.runs.list(input)).runs.map((run) => run.id);
    expect(await ids({ source: "experiments" })).toEqual(["run_b"]);
    expect(await ids({ source: "people" })).toEqual(["run_d", "run_c", "run_a"]);
    expect(await ids({ source: "people", query: "webhook" })).toEqual([]);
    expect(await ids({})).toEqual(["run_d", "run_c", "run_b", "run_a"]);
    expect((await setup.caller.runs.summary({ runId: "run_b" })).experimentId).toBe(
      "exp_list_test",
    );
    expect((await setup.caller.runs.summary({ runId: "run_a" })).experimentId).toBeNull();
    await expectTrpcError(
      // @ts-expect-error: not a source
      setup.caller.runs.list({ source: "robots" }),
      "BAD_REQUEST",
      /./,
    );
  });

  it("refuses a search over 200 characters and an unknown provider", async () => {
    const long = await expectTrpcError(
      setup.caller.runs.list({ query: "x".repeat(201) }),
      "BAD_REQUEST",
      /./,
    );
    expect(zodMessages(long)).toEqual(["the search must be at most 200 characters"]);
    await expectTrpcError(
      // @ts-expect-error: not a provider name
      setup.caller.runs.list({ provider: "gemini" }),
      "BAD_REQUEST",
      /./,
    );
  });

  it("answers runs.summary with the run's row, NOT_FOUND for an unknown id", async () => {
    expect(await setup.caller.runs.summary({ runId: "run_b" })).toMatchObject({
      id: "run_b",
      returnMode: "summary",
      agentCount: 0,
    });
    await expectTrpcError(
      setup.caller.runs.summary({ runId: "run_missing" }),
      "NOT_FOUND",
      "run run_missing does not exist",
    );
  });
});

describe("runListChanges", () => {
  it("sends the version, then a new one when this process stores a run or another process's run is polled", async () => {
    const abort = new AbortController();
    const stream = runListChanges(setup.services, abort.signal);
    const first = await stream.next();
    expect(first.value).toEqual({ version: await setup.services.runRepository.listVersion() });

    // A run stored in this process: announced, read again after the minimum spacing.
    const announced = stream.next();
    await setup.services.runLeases.createQueued(queuedRun("run_e", {}, 5), null);
    await clock.advance(RUN_LIST_MIN_INTERVAL_MS);
    const second = await announced;
    expect(second.value).toEqual({ version: await setup.services.runRepository.listVersion() });
    expect(second.value?.version).not.toBe(first.value?.version);

    // A run written behind the feed's back (another process): seen at the next poll.
    const polled = stream.next();
    await setup.services.prisma.run.update({
      where: { id: "run_e" },
      data: { status: "cancelled" },
    });
    await clock.advance(RUN_LIST_POLL_MS);
    const third = await polled;
    expect(third.value?.version).toContain("cancelled:1");

    const ended = stream.next();
    abort.abort();
    await clock.advance(RUN_LIST_POLL_MS);
    expect(await ended).toEqual({ done: true, value: undefined });
  });
});
