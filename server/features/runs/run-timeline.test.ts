import { describe, expect, it } from "vitest";
import { createTestServicesWithSampleRun, testServicesForFile } from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";
import { pairToolEvents } from "./run-timeline";

const setup = testServicesForFile(createTestServicesWithSampleRun);

describe("runs.timeline", () => {
  it("gives each agent's model calls with usage and each tool call from call to result", async () => {
    const timeline = await setup.caller.runs.timeline({ runId: setup.runId });
    const detail = await setup.services.runRepository.getRunDetail(setup.runId);
    expect(timeline.agents.map((agent) => agent.id)).toEqual(detail.agents.map((a) => a.id));
    expect(timeline.modelCalls).toEqual(detail.exchanges);
    // The scripted model reports its usage (o200k counts), so the timeline shows tokens.
    for (const call of timeline.modelCalls) {
      expect(call.usage.inputTokens).toBeGreaterThan(0);
      expect(call.usage.outputTokens).toBeGreaterThan(0);
    }
    const calls = Object.values(detail.transcripts)
      .flat()
      .filter((item) => item.kind === "tool_call");
    expect(timeline.toolCalls).toHaveLength(calls.length);
    for (const call of timeline.toolCalls) {
      expect(call.status).toBe("ok");
      expect(call.endedAt).toBeGreaterThanOrEqual(call.startedAt);
    }
    expect(timeline.startedAt).toBe(detail.run.startedAt);
    expect(timeline.finishedAt).toBe(detail.run.finishedAt);
  });

  it("answers NOT_FOUND for an unknown run", async () => {
    await expectTrpcError(
      setup.caller.runs.timeline({ runId: "run_missing" }),
      "NOT_FOUND",
      "unknown run: run_missing",
    );
  });
});

describe("pairToolEvents", () => {
  it("pairs each call with its result by id and agent, and leaves an unanswered call open", () => {
    const row = (
      agentId: string,
      sequence: number,
      kind: "tool_call" | "tool_result",
      callId: string,
      status: string | null = null,
    ) => ({ agentId, sequence, iteration: 1, kind, at: sequence * 10, callId, status, name: "t" });
    expect(
      pairToolEvents([
        row("a", 1, "tool_call", "c1"),
        row("a", 2, "tool_call", "c2"),
        row("b", 1, "tool_call", "c1"),
        row("a", 3, "tool_result", "c2", "error"),
        row("a", 4, "tool_result", "c1", "ok"),
      ]),
    ).toEqual([
      expect.objectContaining({
        agentId: "a",
        callId: "c1",
        startedAt: 10,
        endedAt: 40,
        status: "ok",
      }),
      expect.objectContaining({ agentId: "a", callId: "c2", endedAt: 30, status: "error" }),
      expect.objectContaining({ agentId: "b", callId: "c1", endedAt: null, status: null }),
    ]);
  });
});
