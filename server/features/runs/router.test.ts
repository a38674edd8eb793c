import { describe, expect, it } from "vitest";
import { createTestServicesWithSampleRun, testServicesForFile } from "../../testing/test-services";
import { trackedEvents } from "../../testing/tracked-events";
import { expectTrpcError } from "../../testing/trpc-errors";

const setup = testServicesForFile(createTestServicesWithSampleRun);

describe("runs router against a real SQLite file", () => {
  it("stores the whole escalation: agents, transcripts, debrief, window figures, exchanges", async () => {
    const { runId } = setup;
    const detail = await setup.caller.runs.get({ runId });
    expect(detail.run.status).toBe("succeeded");
    expect(detail.run.finalAnswer).toContain("16 merchants are configured for API v2");
    expect(detail.agents.map((agent) => [agent.role, agent.status])).toEqual([
      ["parent", "succeeded"],
      ["child", "succeeded"],
    ]);
    const child = detail.agents[1]!;
    expect(detail.transcripts[child.id]!.filter((item) => item.kind === "tool_call")).toHaveLength(
      8,
    );
    expect(detail.debriefs).toHaveLength(1);
    expect(detail.debriefs[0]!.result!.unresolved).toHaveLength(2);
    // The sample question starts with its sample history (ESC-0932, about 21k tokens): the
    // parent's window is large before the spawn, and the contract adds little to it.
    expect(detail.run.history).toMatchObject({ source: "sample", label: "ESC-0932" });
    const figures = detail.windowFigures[0]!;
    expect(figures.childAgentId).toBe(child.id);
    expect(figures.beforeSpawn).toBeGreaterThan(detail.run.history!.tokens);
    const added = figures.afterReturn! - figures.beforeSpawn!;
    expect(added).toBeGreaterThan(detail.debriefs[0]!.renderedTokens);
    expect(added).toBeLessThanOrEqual(1_300);
    expect(figures.childPeak).toBeLessThan(figures.beforeSpawn!);
    const exchanges = await setup.caller.runs.exchanges({ runId });
    expect(exchanges).toHaveLength(detail.agents[0]!.iteration + child.iteration);
    expect(detail.modelCallCounts[child.id]).toEqual({
      calls: child.iteration,
      withWarnings: 0,
      lastIteration: child.iteration,
    });
    expect(detail.transcriptCounts[child.id]).toMatchObject({
      items: detail.transcripts[child.id]!.length,
      toolCalls: 8,
    });
  });

  it("lists the run with its duration", async () => {
    const { runId } = setup;
    const { runs } = await setup.caller.runs.list();
    const summary = runs.find((run) => run.id === runId)!;
    expect(summary.status).toBe("succeeded");
    expect(summary.durationMs).toBeGreaterThanOrEqual(0);
    expect(summary.agentCount).toBe(2);
    expect(await setup.caller.runs.list({ status: "failed" })).toEqual({
      runs: [],
      nextCursor: null,
      total: 0,
    });
  });

  it("answers a live subscription to an unknown run with NOT_FOUND", async () => {
    const stream = await setup.caller.runs.live({ runId: "run_missing", afterSequence: 0 });
    const consume = async () => {
      for await (const snapshot of stream) void snapshot;
    };
    await expectTrpcError(consume(), "NOT_FOUND", /run_missing/);
  });

  it("streams nothing after the snapshot of an ended run, and ends", async () => {
    const { runId } = setup;
    const detail = await setup.caller.runs.get({ runId });
    const stream = await setup.caller.runs.live({
      runId,
      afterSequence: detail.lastEventSequence,
    });
    const received: number[] = [];
    for await (const event of trackedEvents(stream)) received.push(event.data.sequence);
    expect(detail.lastEventSequence).toBeGreaterThan(10);
    expect(received).toEqual([]);
  });

  it("rejects a live cursor that is not a sequence", async () => {
    const { runId } = setup;
    await expectTrpcError(
      setup.caller.runs.live({ runId, afterSequence: -1 }),
      "BAD_REQUEST",
      /afterSequence/,
    );
    await expectTrpcError(
      setup.caller.runs.live({ runId, afterSequence: 0, lastEventId: "abc" }),
      "BAD_REQUEST",
      /lastEventId must be an event sequence/,
    );
  });

  it("rejects bad run input with clear errors and stores nothing", async () => {
    const before = (await setup.caller.runs.list()).total;
    await expectTrpcError(
      setup.caller.runs.start({ question: "   ", workspaceId: "ledgerline" }),
      "BAD_REQUEST",
      /the question must not be empty/,
    );
    await expectTrpcError(
      setup.caller.runs.start({ question: "x".repeat(4001), workspaceId: "ledgerline" }),
      "BAD_REQUEST",
      /at most 4,000 characters/,
    );
    await expectTrpcError(
      setup.caller.runs.start({ question: "hi there", workspaceId: "nope" }),
      "NOT_FOUND",
      "unknown workspace: nope",
    );
    await expectTrpcError(
      setup.caller.runs.start({
        question: "hi there",
        workspaceId: "ledgerline",
        provider: "openai",
      }),
      "BAD_REQUEST",
      'provider "openai" is not configured: set OPENAI_API_KEY to enable',
    );
    await expectTrpcError(
      setup.caller.runs.get({ runId: "run_missing" }),
      "NOT_FOUND",
      /run_missing/,
    );
    expect((await setup.caller.runs.list()).total).toBe(before);
  });
});
