import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_QUESTION } from "../features/runs/run-options";
import { createTestServices, waitForRun } from "../testing/test-services";

type Setup = Awaited<ReturnType<typeof createTestServices>>;
let setup: Setup;
let runId: string;

async function expectTrpcError(
  promise: Promise<unknown>,
  code: TRPCError["code"],
  message: string | RegExp,
): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  if (typeof message === "string") expect((error as TRPCError).message).toBe(message);
  else expect((error as TRPCError).message).toMatch(message);
}

beforeAll(async () => {
  setup = await createTestServices();
  const started = await setup.caller.runs.start({
    question: SAMPLE_QUESTION,
    workspaceId: "ledgerline",
  });
  runId = started.runId;
  await waitForRun(setup.caller, runId);
});

afterAll(async () => {
  await setup.services.prisma.$disconnect();
});

describe("runs router against a real SQLite file", () => {
  it("stores the whole escalation: agents, transcripts, debrief, window figures, exchanges", async () => {
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

describe("corrections router", () => {
  it("rejects corrections to unknown runs, unknown agents, finished agents and empty text", async () => {
    const detail = await setup.caller.runs.get({ runId });
    const parent = detail.agents[0]!;
    await expectTrpcError(
      setup.caller.corrections.send({ runId: "run_missing", agentId: parent.id, text: "x" }),
      "NOT_FOUND",
      "unknown run: run_missing",
    );
    await expectTrpcError(
      setup.caller.corrections.send({ runId, agentId: "agent_missing", text: "x" }),
      "NOT_FOUND",
      `unknown agent agent_missing in run ${runId}`,
    );
    await expectTrpcError(
      setup.caller.corrections.send({ runId, agentId: parent.id, text: "x" }),
      "CONFLICT",
      `agent ${parent.id} has finished (succeeded); corrections are closed`,
    );
    await expectTrpcError(
      setup.caller.corrections.send({ runId, agentId: parent.id, text: "  " }),
      "BAD_REQUEST",
      /the correction must not be empty/,
    );
    expect((await setup.caller.runs.get({ runId })).corrections).toEqual([]);
  });

  it("queues a correction for a running agent and shows it consumed", async () => {
    const started = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      scenario: "slow",
    });
    let child: { id: string } | undefined;
    for (let attempt = 0; attempt < 100 && child === undefined; attempt += 1) {
      child = (await setup.caller.runs.get({ runId: started.runId })).agents.find(
        (agent) => agent.role === "child" && agent.status === "running",
      );
      if (child === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const view = await setup.caller.corrections.send({
      runId: started.runId,
      agentId: child!.id,
      text: "Check the sandbox merchants too.",
      author: "dana",
    });
    expect(view.correction).toMatchObject({
      sequence: 1,
      author: "human:dana",
      text: "Check the sandbox merchants too.",
    });
    expect(view.consumption).toBeNull();
    const detail = await waitForRun(setup.caller, started.runId, 30_000);
    expect(detail.corrections).toHaveLength(1);
    expect(detail.corrections[0]!.consumption?.iteration).toBeGreaterThan(0);
    expect(detail.run.status).toBe("succeeded");
  }, 40_000);
});

describe("transcripts router", () => {
  it("returns a span by transcript_ref and call id, and clear errors otherwise", async () => {
    const detail = await setup.caller.runs.get({ runId });
    const debrief = detail.debriefs[0]!;
    const firstCall = detail.transcripts[debrief.agentId]!.find(
      (item) => item.kind === "tool_call",
    )!;
    const callId = firstCall.kind === "tool_call" ? firstCall.callId : "";
    const span = await setup.caller.transcripts.span({
      ref: debrief.transcriptRef,
      toolCallId: callId,
    });
    expect(span.items.map((item) => item.kind)).toEqual(["tool_call", "tool_result"]);
    await expectTrpcError(
      setup.caller.transcripts.span({ ref: "nonsense" }),
      "BAD_REQUEST",
      '"nonsense" is not a transcript_ref (expected transcript:<agentId>)',
    );
    await expectTrpcError(
      setup.caller.transcripts.span({ ref: "transcript:agent_missing" }),
      "NOT_FOUND",
      "unknown transcript_ref: transcript:agent_missing",
    );
    await expectTrpcError(
      setup.caller.transcripts.span({ ref: debrief.transcriptRef, toolCallId: "call_missing" }),
      "NOT_FOUND",
      `no tool call "call_missing" in ${debrief.transcriptRef}`,
    );
  });
});
