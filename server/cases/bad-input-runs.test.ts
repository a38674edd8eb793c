import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import {
  checkedTurnModel,
  delegatingParent,
  spawnedChild,
} from "../runtime/testing/checked-turn-model";
import { callsOf, resultsOf } from "../runtime/testing/transcript-queries";
import { answerOf, callOf } from "../runtime/testing/turn-script";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { testServicesForFile } from "../testing/test-services";
import {
  childCalling,
  expectTrpcError,
  scriptedRuns,
  startThroughRouter,
  storedRun,
  zodMessages,
} from "./bad-input-support";

/**
 * The developer guide's bad inputs aimed at runs, corrections and transcript spans, through
 * the tRPC caller on a real SQLite file: each gets its exact error and stores nothing, and the
 * finished run they were aimed at is stored exactly as before (the last test).
 */

describe("bad input to runs, corrections and spans", () => {
  const setup = testServicesForFile();
  const scriptedRun = scriptedRuns(setup);
  let baselineRunId: string;
  let baseline: unknown;

  beforeAll(async () => {
    const detail = await startThroughRouter(setup, {
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });
    baselineRunId = detail.run.id;
    baseline = await storedRun(setup, baselineRunId);
  });

  it("rejects over-long and empty questions before anything is stored, and accepts exactly 4000 characters", async () => {
    const before = (await setup.caller.runs.list()).total;
    const cases: [string, string, string][] = [
      ["", "ledgerline", "the question must not be empty"],
      ["   \n\t  ", "ledgerline", "the question must not be empty"],
      ["x".repeat(4001), "ledgerline", "the question must be at most 4,000 characters"],
      ["x".repeat(1_000_000), "ledgerline", "the question must be at most 4,000 characters"],
      ["a fine question", "   ", "choose a workspace"],
    ];
    for (const [question, workspaceId, message] of cases) {
      const error = await expectTrpcError(
        setup.caller.runs.start({ question, workspaceId }),
        "BAD_REQUEST",
        new RegExp(message),
      );
      expect(zodMessages(error)).toEqual([message]);
    }
    await expectTrpcError(
      setup.caller.runs.start({ question: "a fine question", workspaceId: "../ledgerline" }),
      "NOT_FOUND",
      "unknown workspace: ../ledgerline",
    );
    const histories: [{ text: string }, string][] = [
      [{ text: " \n\t " }, "the attached history must not be empty"],
      [{ text: "h".repeat(200_001) }, "the attached history must be at most 200,000 characters"],
    ];
    for (const [history, message] of histories) {
      const error = await expectTrpcError(
        setup.caller.runs.start({
          question: "a fine question",
          workspaceId: "ledgerline",
          history,
        }),
        "BAD_REQUEST",
        new RegExp(message),
      );
      expect(zodMessages(error)).toEqual([message]);
    }
    expect((await setup.caller.runs.list()).total).toBe(before);
    // Padding is trimmed first: 4000 characters of question are accepted and stored as sent.
    const question = "q".repeat(3999) + "?";
    const detail = await startThroughRouter(setup, {
      question: `   ${question}\n`,
      workspaceId: "ledgerline",
    });
    expect(detail.run.question).toBe(question);
    expect(detail.run.status).toBe("succeeded");
  });

  it("answers unknown runs with NOT_FOUND everywhere, and finished ones with CONFLICT where they cannot change", async () => {
    const missing = "run_missing";
    await expectTrpcError(
      setup.caller.runs.get({ runId: missing }),
      "NOT_FOUND",
      `run ${missing} does not exist`,
    );
    await expectTrpcError(
      setup.caller.runs.cancel({ runId: missing }),
      "NOT_FOUND",
      `unknown run: ${missing}`,
    );
    await expectTrpcError(
      setup.caller.runs.cancelAgent({ runId: missing, agentId: "agent_x" }),
      "NOT_FOUND",
      `unknown run: ${missing}`,
    );
    await expectTrpcError(
      setup.caller.corrections.send({ runId: missing, agentId: "agent_x", text: "hi" }),
      "NOT_FOUND",
      `unknown run: ${missing}`,
    );
    await expectTrpcError(
      setup.caller.replay.start({ runId: missing }),
      "NOT_FOUND",
      `run ${missing} does not exist`,
    );
    await expectTrpcError(
      setup.caller.audit.get({ runId: missing }),
      "NOT_FOUND",
      `unknown run: ${missing}`,
    );
    await expectTrpcError(
      setup.caller.audit.provenance({ runId: missing }),
      "NOT_FOUND",
      `unknown run: ${missing}`,
    );
    const blank = await expectTrpcError(
      setup.caller.runs.get({ runId: "  " }),
      "BAD_REQUEST",
      /runId must not be empty/,
    );
    expect(zodMessages(blank)).toEqual(["runId must not be empty"]);
    // A finished run: nothing to cancel, no agent to cancel.
    const detail = await setup.caller.runs.get({ runId: baselineRunId });
    await expectTrpcError(
      setup.caller.runs.cancel({ runId: baselineRunId }),
      "CONFLICT",
      `Run ${baselineRunId} already ended (succeeded): there is nothing left to cancel (reload to see its outcome)`,
    );
    const child = detail.agents.find((agent) => agent.role === "child")!;
    await expectTrpcError(
      setup.caller.runs.cancelAgent({ runId: baselineRunId, agentId: child.id }),
      "CONFLICT",
      `Agent ${child.id} already ended (succeeded): there is nothing left to cancel (reload to see it)`,
    );
    await expectTrpcError(
      setup.caller.runs.cancelAgent({ runId: baselineRunId, agentId: "agent_missing" }),
      "NOT_FOUND",
      `unknown agent agent_missing in run ${baselineRunId}`,
    );
  });

  it("rejects empty, over-long and late corrections without storing them; a 4000-character correction to a running agent is stored and consumed", async () => {
    const detail = await setup.caller.runs.get({ runId: baselineRunId });
    const [parent, child] = detail.agents;
    for (const [text, message] of [
      ["", "the correction must not be empty"],
      [" \n\t ", "the correction must not be empty"],
      ["c".repeat(4001), "the correction must be at most 4,000 characters"],
      ["c".repeat(1_000_000), "the correction must be at most 4,000 characters"],
    ] as const) {
      const error = await expectTrpcError(
        setup.caller.corrections.send({ runId: baselineRunId, agentId: child!.id, text }),
        "BAD_REQUEST",
        new RegExp(message),
      );
      expect(zodMessages(error)).toEqual([message]);
    }
    // Late: both agents have finished.
    for (const agent of [parent!, child!]) {
      await expectTrpcError(
        setup.caller.corrections.send({ runId: baselineRunId, agentId: agent.id, text: "late" }),
        "CONFLICT",
        `Agent ${agent.id} already ended (succeeded): corrections are closed (reload to see its answer)`,
      );
    }
    // An agent of another run is unknown in this one.
    const other = await scriptedRun({ parent: () => answerOf("Nothing to research.") });
    await expectTrpcError(
      setup.caller.corrections.send({ runId: baselineRunId, agentId: other.parent.id, text: "x" }),
      "NOT_FOUND",
      `unknown agent ${other.parent.id} in run ${baselineRunId}`,
    );
    expect((await setup.caller.runs.get({ runId: baselineRunId })).corrections).toEqual([]);

    // The longest correction allowed, sent while the parent's model call is in flight.
    let release: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const callStarted = new Promise<void>((resolve) => (started = resolve));
    const text = `${"c".repeat(3999)}!`;
    const model = checkedTurnModel({
      parent: async (n) => {
        if (n === 1) {
          started();
          await inFlight;
        }
        return answerOf(`Answer ${n}.`, `final_${n}`);
      },
    });
    const handle = await setup.services.manager.startRun({
      runId: "run_bad_long_correction",
      question: "A question",
      workspaceId: "ledgerline",
      workspace: await setup.services.workspaces.get("ledgerline"),
      provider: model.provider,
      returnMode: "contract",
      scenario: null,
      workspaceTools,
    });
    await callStarted;
    const view = await setup.caller.corrections.send({
      runId: handle.runId,
      agentId: handle.parentAgentId,
      text: `  ${text}  `,
    });
    expect(view.correction).toMatchObject({
      sequence: 1,
      text,
      author: "human:Test admin",
    });
    release();
    const run = await handle.done;
    expect(run.finalAnswer).toBe("- Answer 2.");
    const after = await setup.caller.runs.get({ runId: handle.runId });
    expect(after.corrections).toMatchObject([
      { correction: { sequence: 1, text }, consumption: { sequence: 1, iteration: 2 } },
    ]);
    expect(model.requests[1]!.items.at(-1)).toMatchObject({ kind: "correction", text });
  });

  it("span requests for refs or call ids that do not exist: exact errors through tRPC and through fetch_transcript_span", async () => {
    const detail = await setup.caller.runs.get({ runId: baselineRunId });
    const child = detail.agents.find((agent) => agent.role === "child");
    const ref = `transcript:${child!.id}`;
    const firstCall = callsOf(detail.transcripts[child!.id]!)[0]!;
    const empty = await expectTrpcError(
      setup.caller.transcripts.span({ ref: "  " }),
      "BAD_REQUEST",
      /ref must not be empty/,
    );
    expect(zodMessages(empty)).toEqual(["ref must not be empty"]);
    for (const bad of [
      "nonsense",
      "transcript:",
      "transcript:../../etc/passwd",
      "transcript:a b",
    ]) {
      await expectTrpcError(
        setup.caller.transcripts.span({ ref: bad }),
        "BAD_REQUEST",
        `"${bad}" is not a transcript_ref (expected transcript:<agentId>)`,
      );
    }
    await expectTrpcError(
      setup.caller.transcripts.span({ ref: "transcript:agent_missing" }),
      "NOT_FOUND",
      "unknown transcript_ref: transcript:agent_missing",
    );
    for (const toolCallId of [
      "call_missing",
      firstCall.callId.toUpperCase(),
      firstCall.callId.slice(0, -1),
    ]) {
      await expectTrpcError(
        setup.caller.transcripts.span({ ref, toolCallId }),
        "NOT_FOUND",
        `no tool call "${toolCallId}" in ${ref}`,
      );
    }
    const span = await setup.caller.transcripts.span({
      ref: `  ${ref} `,
      toolCallId: firstCall.callId,
    });
    expect(span.items.map((item) => item.kind)).toEqual(["tool_call", "tool_result"]);

    // The model's own tool: refs outside its run and unknown call ids are errors, not crashes.
    const { parentItems, detail: own } = await scriptedRun({
      parent: (n, request) => {
        if (n === 1) return delegatingParent(n, request);
        if (n === 2) return delegatingParent(n, request);
        if (n === 3) {
          const childId = spawnedChild(request.items);
          return [
            callOf("f1", "fetch_transcript_span", {
              ref: "transcript:agent_missing",
              tool_call_id: "x",
            }),
            callOf("f2", "fetch_transcript_span", { ref, tool_call_id: firstCall.callId }),
            callOf("f3", "fetch_transcript_span", {
              ref: `transcript:${childId}`,
              tool_call_id: "nope",
            }),
            callOf("f4", "fetch_transcript_span", { ref: "not a ref", tool_call_id: "x" }),
            callOf("f5", "fetch_transcript_span", {
              ref: `transcript:${childId}`,
              tool_call_id: "c1",
            }),
          ];
        }
        return answerOf("done");
      },
      child: childCalling([callOf("c1", "read_changelog", {})]),
    });
    const childId = own.agents[1]!.id;
    expect(
      ["f1", "f2", "f3", "f4", "f5"].map((id) => {
        const result = resultsOf(parentItems, id)[0]!;
        return [result.status, result.content.split("\n")[0]];
      }),
    ).toEqual([
      ["error", 'unknown transcript_ref "transcript:agent_missing"'],
      ["error", `unknown transcript_ref "${ref}"`],
      ["error", `no tool call "nope" in transcript:${childId}`],
      ["error", 'unknown transcript_ref "not a ref"'],
      ["ok", "[tool_call c1] read_changelog({})"],
    ]);
  });

  it("huge inputs: rejected fast at the boundary, or stored exactly and carried through without breaking the run", async () => {
    // Rejected by the routers' input schemas (a ZodError), before any service ran or stored.
    const runsBefore = (await setup.caller.runs.list()).total;
    const question = await expectTrpcError(
      setup.caller.runs.start({ question: "y".repeat(5_000_000), workspaceId: "ledgerline" }),
      "BAD_REQUEST",
      /at most 4,000 characters/,
    );
    expect(zodMessages(question)).toEqual(["the question must be at most 4,000 characters"]);
    const summaries = await expectTrpcError(
      setup.caller.audit.summaries({ runIds: Array.from({ length: 1001 }, (_, i) => `run_${i}`) }),
      "BAD_REQUEST",
      /at most 1,000 runs at once/,
    );
    expect(zodMessages(summaries)).toEqual(["at most 1,000 runs at once"]);
    const name = await expectTrpcError(
      setup.caller.workspaces.register({ name: "n".repeat(65), rootPath: "/tmp" }),
      "BAD_REQUEST",
      /at most 64 characters/,
    );
    expect(zodMessages(name)).toEqual(["the workspace name must be at most 64 characters"]);
    expect((await setup.caller.runs.list()).total).toBe(runsBefore);
    // ~200 KB of tool arguments from the model: stored as received, executed once, the run ends.
    const words = Array.from({ length: 20_000 }, (_, i) => `merchant${i % 97} `).join("");
    const argumentsText = JSON.stringify({ query: words });
    const { childItems, detail } = await scriptedRun({
      parent: delegatingParent,
      child: childCalling([callOf("huge", "search_code", argumentsText)]),
    });
    expect(detail.run.status).toBe("succeeded");
    const [call] = callsOf(childItems);
    expect(call!.argumentsText).toBe(argumentsText);
    expect(resultsOf(childItems, "huge")).toMatchObject([
      { status: "ok", content: expect.stringMatching(/^0 matches for "merchant0 merchant1 /) },
    ]);
    // The wait_for_agents spec bounds lists: 33 children is a paired validation error.
    const tooMany = await scriptedRun({
      parent: (n) =>
        n === 1
          ? [
              callOf("w", "wait_for_agents", {
                agent_ids: Array.from({ length: 33 }, (_, i) => `agent_${i}`),
              }),
            ]
          : answerOf("done"),
    });
    expect(resultsOf(tooMany.parentItems, "w")[0]!.content).toBe(
      "invalid arguments for wait_for_agents: agent_ids: Too big: expected array to have <=32 items; the tool was not executed",
    );
  });

  it("nothing stored is lost: the run every bad input was aimed at is stored exactly as before", async () => {
    expect(await storedRun(setup, baselineRunId)).toEqual(baseline);
    const { runs } = await setup.caller.runs.list({ limit: 100 });
    expect(runs.map((run) => run.id)).toContain(baselineRunId);
    expect(runs.every((run) => !["queued", "running"].includes(run.status))).toBe(true);
  });
});
