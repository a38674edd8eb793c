import { describe, expect, it } from "vitest";
import {
  runOnFakeApi,
  turnWithUsage,
  WIRE_APIS,
  type ProviderRun,
} from "../../testing/provider-setup";
import { openAIResponsesWire } from "../providers/openai-responses/__fixtures__/openai-responses-wire";
import {
  convertedEvents,
  pairingProblems,
  requestProblems,
  WIRE_CONVERSIONS,
} from "../providers/shared/__fixtures__/wire-pairing";
import { testRequest } from "../providers/shared/__fixtures__/transcript-builder";
import { checkedTurnModel } from "../testing/checked-turn-model";
import { callsOf, resultsOf } from "../testing/transcript-queries";
import { answerOf, callOf, probeTool, turnHarness } from "../testing/turn-script";

/**
 * Shared cases 1 and 2 (the shared cases list, "Pairing and
 * ids"): a call never goes out without its result. Each case runs through the real manager,
 * loop and conversion on every API's fake server and checks every captured request, plus
 * variants of the same kind inside the runtime (a throwing tool, a budget running out
 * mid-batch, an unknown tool, a real cancellation).
 */

describe("shared cases: a call is always answered on the wire", () => {
  it("case 1: result never sent — an accepted call whose turn is followed by a user message gets a recorded not_executed result, sent before that message on every wire", async () => {
    // The checker every wire assertion below relies on catches the sample as it broke elsewhere.
    expect(
      pairingProblems([
        { kind: "user", text: "start" },
        { kind: "call", id: "call_A", name: "lookup", arguments: '{"k":"v"}' },
        { kind: "assistant_end" },
        { kind: "user", text: "hi" },
      ]),
    ).toEqual(["unanswered call_A before a user"]);
    for (const api of WIRE_APIS) {
      let harness: ProviderRun["harness"] | undefined;
      let childId = "";
      const result = await runOnFakeApi({
        ...api,
        child: async (n, decoded) => {
          if (n === 1) {
            const id = api.codec.callId("read_changelog", decoded.callCount);
            return turnWithUsage([{ id, name: "read_changelog", arguments: {} }]);
          }
          if (n === 2) {
            // U("hi") arrives while the model is producing A(call_A, …): call_A never starts.
            await harness!.manager.queueCorrection({
              agentId: childId,
              text: "hi",
              author: "human:operator",
            });
            const id = api.codec.callId("search_code", decoded.callCount);
            return turnWithUsage([{ id, name: "search_code", arguments: { query: "v" } }]);
          }
          return null;
        },
        onExecute: (context, owner) => {
          harness = owner;
          childId = context.agentId;
        },
      });
      expect(result.run.status, api.provider).toBe("succeeded");
      const transcript = result.transcript("child");
      const callA = callsOf(transcript)[1]!;
      expect(callA.name).toBe("search_code");
      const paired = resultsOf(transcript, callA.callId);
      expect(paired, api.provider).toHaveLength(1);
      expect(paired[0]).toMatchObject({
        status: "not_executed",
        content: "not executed: prevented by correction #1, which arrived before this call started",
        preventedByCorrection: 1,
      });
      const after = transcript[paired[0]!.sequence + 1];
      expect(after).toMatchObject({ kind: "correction", correctionSequence: 1, text: "hi" });
      expect(result.executions.has(callA.callId), api.provider).toBe(false);
      expect(result.harness.store.consumptions).toMatchObject([
        { sequence: 1, preventedCallIds: [callA.callId] },
      ]);
      // On the wire: A(call_A), R(call_A, not executed), then U("Correction #1 …: hi").
      const third = api.codec
        .decode(result.bodies("child")[2]!)
        .events.filter((event) => event.kind !== "assistant_end");
      expect(third.slice(-3), api.provider).toEqual([
        expect.objectContaining({ kind: "call", id: api.wire(callA.callId) }),
        expect.objectContaining({
          kind: "result",
          id: api.wire(callA.callId),
          content:
            "not executed: prevented by correction #1, which arrived before this call started",
        }),
        { kind: "user", text: "Correction #1 from human:operator: hi" },
      ]);
      // Recorded by the runtime, not patched up by the conversion.
      const warnings = result.harness.store.exchanges.flatMap((exchange) => exchange.warnings);
      expect(warnings.filter((w) => /no recorded result|left out/.test(w))).toEqual([]);
      expect(result.wireProblems()).toEqual([]);
    }

    // The same kind inside the runtime: a tool that throws, the tool-call budget running out
    // mid-batch, an unknown tool — every call still gets exactly one recorded result.
    const lookup = probeTool("lookup", (input) => {
      if (input.key === "boom") throw new Error("connection reset");
      return { status: "ok", content: `value of ${input.key}` };
    });
    const model = checkedTurnModel({
      parent: (n) =>
        n === 1
          ? [
              callOf("a1", "lookup", { key: "v" }),
              callOf("a2", "lookup", { key: "boom" }),
              callOf("a3", "no_such_tool", {}),
            ]
          : n === 2
            ? [callOf("b1", "lookup", { key: "w" }), callOf("b2", "lookup", { key: "x" })]
            : answerOf("done"),
    });
    const harness = turnHarness();
    const handle = await harness.start(
      model.provider,
      { parent: [lookup] },
      { maxIterations: 20, maxToolCalls: 3, deadlineMs: 600_000 },
    );
    const run = await handle.done;
    expect(run.status).toBe("succeeded");
    expect(model.problems).toEqual([]);
    const items = harness.store.items;
    expect(
      callsOf(items).map((call) => {
        const results = resultsOf(items, call.callId);
        return [call.callId, results.length, results[0]?.status, results[0]?.content];
      }),
    ).toEqual([
      ["a1", 1, "ok", "value of v"],
      ["a2", 1, "error", "tool lookup failed: connection reset"],
      [
        "a3",
        1,
        "error",
        'unknown tool "no_such_tool"; available tools: spawn_agent, wait_for_agents, correct_agent, fetch_transcript_span, lookup, final_answer',
      ],
      ["b1", 1, "ok", "value of w"],
      [
        "b2",
        1,
        "not_executed",
        "not executed: tool-call budget exhausted (3 calls). Finish now with final_answer.",
      ],
      ["final", 1, "ok", "final_answer accepted (1 claims). Your work is done."],
    ]);
    expect(lookup.calls).toEqual(["a1", "a2", "b1"]);
  });

  it("case 2: cancelled mid-batch — A(c1); A(c2); R(c1) then the rest is stopped: c2 gets a paired result placed before the user message that follows, on every wire", async () => {
    const PREVENTED =
      "not executed: prevented by correction #1, which arrived before this call started";
    for (const api of WIRE_APIS) {
      let queued = false;
      const result = await runOnFakeApi({
        ...api,
        child: (n, decoded) =>
          n === 1
            ? turnWithUsage([
                {
                  id: api.codec.callId("search_code", decoded.callCount),
                  name: "search_code",
                  arguments: { query: "API_VERSION" },
                },
                {
                  id: api.codec.callId("read_changelog", decoded.callCount + 1),
                  name: "read_changelog",
                  arguments: {},
                },
              ])
            : null,
        onExecute: async (context, harness) => {
          if (queued) return;
          queued = true; // a correction arrives while c1 runs: c1 finishes, c2 never starts
          await harness.manager.queueCorrection({
            agentId: context.agentId,
            text: "stop searching, read the changelog later",
            author: "human:operator",
          });
        },
      });
      expect(result.run.status, api.provider).toBe("succeeded");
      const transcript = result.transcript("child");
      const [c1, c2] = callsOf(transcript);
      expect(resultsOf(transcript, c1!.callId)).toMatchObject([
        { status: "ok", content: expect.stringMatching(/^\d+ matches for "API_VERSION"/) },
      ]);
      expect(resultsOf(transcript, c2!.callId)).toMatchObject([
        { status: "not_executed", content: PREVENTED, preventedByCorrection: 1 },
      ]);
      expect([...result.executions.keys()].slice(0, 1)).toEqual([c1!.callId]);
      expect(result.executions.has(c2!.callId)).toBe(false);
      const second = api.codec
        .decode(result.bodies("child")[1]!)
        .events.filter((event) => event.kind !== "assistant_end");
      expect(
        second.slice(-5).map((event) => `${event.kind}:${"id" in event ? event.id : ""}`),
        api.provider,
      ).toEqual([
        `call:${api.wire(c1!.callId)}`,
        `call:${api.wire(c2!.callId)}`,
        `result:${api.wire(c1!.callId)}`,
        `result:${api.wire(c2!.callId)}`,
        "user:",
      ]);
      expect(second.at(-1)).toEqual({
        kind: "user",
        text: "Correction #1 from human:operator: stop searching, read the changelog later",
      });
      expect(result.wireProblems()).toEqual([]);
    }

    // A real cancellation mid-batch: c1 stops, c2 is `cancelled`; that stored transcript,
    // continued by a user message (as a replay or a later turn would), converts paired for
    // every API with the cancelled result before the user turn and nothing repaired.
    let cancelled = false;
    const stopped = await runOnFakeApi({
      provider: "openai",
      codec: openAIResponsesWire,
      child: (n, decoded) =>
        n === 1
          ? turnWithUsage([
              {
                id: openAIResponsesWire.callId("search_code", decoded.callCount),
                name: "search_code",
                arguments: { query: "API_VERSION" },
              },
              {
                id: openAIResponsesWire.callId("read_changelog", decoded.callCount + 1),
                name: "read_changelog",
                arguments: {},
              },
            ])
          : null,
      onExecute: (context, harness) => {
        if (cancelled) return;
        cancelled = true;
        harness.manager.cancelAgent(context.agentId, "operator stopped the child");
      },
    });
    expect(stopped.run.status).toBe("succeeded");
    const child = stopped.harness.store.agents.find((agent) => agent.role === "child")!;
    expect([child.status, child.statusDetail]).toEqual(["cancelled", "operator stopped the child"]);
    const items = stopped.transcript("child");
    const [c1, c2] = callsOf(items);
    expect(resultsOf(items, c2!.callId)).toMatchObject([
      { status: "cancelled", content: "cancelled before it started: operator stopped the child" },
    ]);
    expect(resultsOf(items, c1!.callId)).toHaveLength(1);
    const continued = [
      ...items,
      {
        id: `${child.id}:${items.length}`,
        agentId: child.id,
        sequence: items.length,
        iteration: 2,
        createdAt: 0,
        kind: "message" as const,
        role: "user" as const,
        text: "hi",
      },
    ];
    const request = testRequest(continued, { toolChoice: { type: "auto" } });
    expect(requestProblems(request)).toEqual([]);
    for (const conversion of WIRE_CONVERSIONS) {
      const events = convertedEvents(conversion, request).filter(
        (event) => event.kind === "result" || event.kind === "user",
      );
      expect(events.slice(-3), conversion.name).toEqual([
        expect.objectContaining({ kind: "result", id: conversion.wireId(c1!.callId) }),
        expect.objectContaining({
          kind: "result",
          id: conversion.wireId(c2!.callId),
          content: "cancelled before it started: operator stopped the child",
        }),
        { kind: "user", text: "hi" },
      ]);
    }
  });
});
