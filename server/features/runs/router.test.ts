import { describe, expect, it } from "vitest";
import { createTestServicesWithSampleRun, testServicesForFile } from "../../testing/test-services";
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
    const figures = detail.windowFigures[0]!;
    expect(figures.childAgentId).toBe(child.id);
    expect(figures.beforeSpawn).toBeGreaterThan(0);
    expect(figures.afterReturn).toBeGreaterThan(figures.beforeSpawn!);
    expect(figures.childPeak).toBeGreaterThan(figures.afterReturn!);
    expect(detail.exchanges).toHaveLength(detail.agents[0]!.iteration + child.iteration);
  });

  it("lists the run with its duration", async () => {
    const { runId } = setup;
    const runs = await setup.caller.runs.list();
    const summary = runs.find((run) => run.id === runId)!;
    expect(summary.status).toBe("succeeded");
    expect(summary.durationMs).toBeGreaterThanOrEqual(0);
    expect(summary.agentCount).toBe(2);
    expect(await setup.caller.runs.list({ status: "failed" })).toEqual([]);
  });

  it("answers a live subscription to an unknown run with NOT_FOUND", async () => {
    const stream = await setup.caller.runs.live({ runId: "run_missing" });
    const consume = async () => {
      for await (const snapshot of stream) void snapshot;
    };
    await expectTrpcError(consume(), "NOT_FOUND", /run_missing/);
  });

  it("streams live snapshots that end with the terminal one", async () => {
    const { runId } = setup;
    const stream = await setup.caller.runs.live({ runId });
    const statuses: string[] = [];
    for await (const snapshot of stream) statuses.push(snapshot.run.status);
    expect(statuses).toEqual(["succeeded"]);
  });

  it("rejects bad run input with clear errors and stores nothing", async () => {
    const before = (await setup.caller.runs.list()).length;
    await expectTrpcError(
      setup.caller.runs.start({ question: "   ", workspaceId: "ledgerline" }),
      "BAD_REQUEST",
      /the question must not be empty/,
    );
    await expectTrpcError(
      setup.caller.runs.start({ question: "x".repeat(4001), workspaceId: "ledgerline" }),
      "BAD_REQUEST",
      /at most 4000 characters/,
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
    expect((await setup.caller.runs.list()).length).toBe(before);
  });
});
