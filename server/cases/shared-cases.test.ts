import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import type { ProviderEnv, ProviderName } from "../features/runs/provider-factory";
import { runOnFakeApi, type ProviderRun } from "../runs/__fixtures__/provider-run";
import { comparable, replayFromStore } from "../runs/__fixtures__/replay-comparison";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import type { ResearchResultInput } from "../runtime/contract/research-result";
import { renderForParent } from "../runtime/contract/render-for-parent";
import { anthropicWire } from "../runtime/providers/anthropic/__fixtures__/anthropic-wire";
import { anthropicToolUseId } from "../runtime/providers/anthropic/anthropic-settings";
import { convertToAnthropicRequest } from "../runtime/providers/anthropic/convert-to-anthropic-request";
import { chatCompletionsWire } from "../runtime/providers/chat-completions/__fixtures__/chat-completions-wire";
import { convertToChatCompletionsRequest } from "../runtime/providers/chat-completions/convert-to-chat-completions-request";
import type { ModelOutput, ModelRequest } from "../runtime/providers/model-provider";
import { ollamaWire } from "../runtime/providers/ollama/__fixtures__/ollama-wire";
import { convertToOllamaRequest } from "../runtime/providers/ollama/convert-to-ollama-request";
import { openAIResponsesWire } from "../runtime/providers/openai-responses/__fixtures__/openai-responses-wire";
import { convertToOpenAIResponsesRequest } from "../runtime/providers/openai-responses/convert-to-openai-responses-request";
import { ScriptedProvider } from "../runtime/providers/scripted/scripted-provider";
import type {
  ModelTurn,
  WireCodec,
  WireEvent,
} from "../runtime/providers/shared/__fixtures__/scripted-wire-model";
import { TranscriptBuilder } from "../runtime/providers/shared/__fixtures__/transcript-builder";
import { toWireTurns } from "../runtime/providers/shared/wire-turns";
import type { AgentBudget } from "../runtime/records";
import {
  callOf,
  probeTool,
  textOf,
  turnHarness,
  turnProvider,
} from "../runtime/testing/turn-script";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import { planCompaction, requestView } from "../runtime/transcript/compaction";
import type {
  ToolCallItem,
  ToolResultItem,
  TranscriptItem,
} from "../runtime/transcript/transcript-item";
import { copyLedgerline } from "../testing/ledgerline-fixture";
import { buildDatabaseFromSeed } from "../features/workspaces/file-workspace";
import { createTestServices, waitForRun } from "../testing/test-services";

/**
 * The shared cases file (/work/shared/cases/provider-and-transcript-cases.md): fifteen inputs
 * that broke other agent systems, each asserted with its exact right outcome through the real
 * runtime (manager → loop → conversion, and over HTTP against the fake API servers where the
 * wire matters), plus variants of the same kind. Then the bad inputs of the developer guide
 * through the tRPC caller on a real SQLite file, with the check that nothing stored is lost.
 */

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

interface Api {
  provider: Exclude<ProviderName, "scripted">;
  codec: WireCodec;
  /** The id the API is sent for a call id (Anthropic allows only [A-Za-z0-9_-]). */
  wire: (callId: string) => string;
  env?: ProviderEnv;
}

const same = (callId: string) => callId;
const APIS: Api[] = [
  { provider: "openai", codec: openAIResponsesWire, wire: same },
  { provider: "kimi", codec: chatCompletionsWire("kimi"), wire: same },
  { provider: "openai-compatible", codec: chatCompletionsWire("openai-compatible"), wire: same },
  { provider: "ollama", codec: ollamaWire(false), wire: same },
  { provider: "anthropic", codec: anthropicWire, wire: anthropicToolUseId },
];
const api = (provider: Api["provider"]) => APIS.find((entry) => entry.provider === provider)!;

/** A scripted model turn with usage (the fake servers encode it per API). */
function turn(calls: ModelTurn["calls"], extra: Omit<ModelTurn, "calls"> = {}): ModelTurn {
  return { calls, usage: { input: 1000, cached: 0, output: 20, reasoning: 0 }, ...extra };
}

const callsOf = (items: readonly TranscriptItem[]) =>
  items.filter((item): item is ToolCallItem => item.kind === "tool_call");
const resultsOf = (items: readonly TranscriptItem[], callId: string) =>
  items.filter(
    (item): item is ToolResultItem => item.kind === "tool_result" && item.toolUseId === callId,
  );

/**
 * What is wrong with one request on the wire: a call id twice, a result without its call, a
 * result out of call order, or a call still unanswered when a user turn, text or the end comes.
 */
function pairingProblems(events: readonly WireEvent[]): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const calls = new Set<string>();
  const results = new Set<string>();
  for (const event of events) {
    if (event.kind === "call") {
      const id = event.id ?? "(none)";
      if (calls.has(id)) problems.push(`call id ${id} twice`);
      calls.add(id);
      open.push(id);
    } else if (event.kind === "result") {
      if (results.has(event.id)) problems.push(`result for ${event.id} twice`);
      results.add(event.id);
      if (!calls.has(event.id)) problems.push(`result for ${event.id} without its call`);
      const expected = open.shift();
      if (expected !== event.id) problems.push(`result ${event.id} where ${expected} was due`);
    } else if (event.kind === "user" || event.kind === "assistant_text") {
      if (open.length > 0) problems.push(`unanswered ${open.join(", ")} before a ${event.kind}`);
      open.length = 0;
    }
  }
  if (open.length > 0) problems.push(`unanswered ${open.join(", ")} at the end`);
  return problems;
}

/** Every captured request body of a fake-server run, checked for pairing. */
function wireProblems(entry: Api, result: ProviderRun): string[] {
  return result.server.requests.flatMap((request, index) =>
    pairingProblems(entry.codec.decode(request.body ?? {}).events).map(
      (problem) => `${entry.provider} request ${index + 1}: ${problem}`,
    ),
  );
}

/** Every conversion, with the settings that matter most for pairing (Kimi thinking on). */
const CONVERSIONS: [string, (request: ModelRequest) => Record<string, unknown>, WireCodec][] = [
  [
    "openai",
    (request) =>
      convertToOpenAIResponsesRequest(request, {
        reasoning: false,
        reasoningEffort: null,
        stream: false,
        maxOutputTokens: null,
      }).body,
    openAIResponsesWire,
  ],
  [
    "kimi",
    (request) =>
      convertToChatCompletionsRequest(request, {
        flavor: "kimi",
        thinking: true,
        thinkingParameter: null,
        stream: false,
        maxTokens: null,
      }).body,
    chatCompletionsWire("kimi"),
  ],
  [
    "openai-compatible",
    (request) =>
      convertToChatCompletionsRequest(request, {
        flavor: "openai-compatible",
        thinking: false,
        thinkingParameter: null,
        stream: false,
        maxTokens: null,
      }).body,
    chatCompletionsWire("openai-compatible"),
  ],
  [
    "ollama",
    (request) => convertToOllamaRequest(request, { stream: false, think: null, numCtx: null }).body,
    ollamaWire(true),
  ],
  [
    "anthropic",
    (request) =>
      convertToAnthropicRequest(request, { maxTokens: 1024, thinkingBudget: null, stream: false })
        .body,
    anthropicWire,
  ],
];

/**
 * What is wrong with a request the runtime built: anything the wire step had to repair (a
 * call without a result, an orphan result, a repeated call id), and any pairing problem once
 * converted for each API.
 */
function requestProblems(request: ModelRequest): string[] {
  const problems = toWireTurns(request.items).warnings.map((warning) => `repaired: ${warning}`);
  for (const [name, convert, codec] of CONVERSIONS) {
    problems.push(
      ...pairingProblems(codec.decode(convert(request)).events).map((p) => `${name}: ${p}`),
    );
  }
  return problems;
}

type Script = (turn: number, request: ModelRequest) => ModelOutput[] | Promise<ModelOutput[]>;

/**
 * A model for the turn harness: the parent and each child follow their script by their own
 * turn number; every request is kept (a copy of its items) and checked with requestProblems.
 */
function scriptedModel(scripts: { parent: Script; child?: Script }) {
  const turns = new Map<string, number>();
  const requests: (ModelRequest & { turn: number })[] = [];
  const problems: string[] = [];
  const provider = turnProvider(async (request) => {
    const n = (turns.get(request.agentId) ?? 0) + 1;
    turns.set(request.agentId, n);
    const copy = { ...request, items: [...request.items], turn: n };
    requests.push(copy);
    problems.push(...requestProblems(copy).map((p) => `${request.agentRole} turn ${n}: ${p}`));
    const script = request.agentRole === "parent" ? scripts.parent : scripts.child;
    if (script === undefined) throw new Error("no child script");
    return script(n, copy);
  });
  return { provider, requests, problems };
}

/** The id a conversion sends for a call id (Anthropic's are sanitised). */
function anthropicSafe(conversion: string, callId: string): string {
  return conversion === "anthropic" ? anthropicToolUseId(callId) : callId;
}

/** A valid research_result (overrides replace whole fields). */
function debriefArgs(overrides: Partial<ResearchResultInput> = {}): ResearchResultInput {
  return {
    findings: [
      { claim: "The sandbox pins v2.", provenance: ["src/a.ts:9"], confidence: "inferred" },
    ],
    assumptions: ["The table is authoritative."],
    unresolved: [],
    coverage: { searched: ["src/"], not_searched: ["request logs"] },
    effort: { tool_calls: 0, budget_exhausted: false },
    ...overrides,
  };
}

/** The id of the child a spawn_agent result names. */
function spawnedChild(items: readonly TranscriptItem[]): string {
  for (const item of items) {
    if (item.kind !== "tool_result") continue;
    const match = /spawned child (\S+)/.exec(item.content);
    if (match?.[1]) return match[1];
  }
  throw new Error("no child was spawned");
}

/** The default parent: spawn one child, wait for it, answer. */
const delegatingParent: Script = (n, request) =>
  n === 1
    ? [callOf("p_spawn", "spawn_agent", { name: "researcher", brief: "Research it." })]
    : n === 2
      ? [
          callOf("p_wait", "wait_for_agents", {
            agent_ids: [spawnedChild(request.items)],
            timeout_ms: 10_000,
          }),
        ]
      : [textOf("Final answer.")];

const BUDGET: AgentBudget = { maxIterations: 20, maxToolCalls: 40, deadlineMs: 600_000 };

async function expectTrpcError(
  promise: Promise<unknown>,
  code: TRPCError["code"],
  message: string | RegExp,
): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(TRPCError);
  const trpc = error as TRPCError;
  expect(trpc.code).toBe(code);
  if (typeof message === "string") expect(trpc.message).toBe(message);
  else expect(trpc.message).toMatch(message);
  return trpc;
}

/** The messages of a zod input rejection (tRPC puts the ZodError in `cause`). */
function zodMessages(error: TRPCError): string[] {
  return ((error.cause as ZodError | undefined)?.issues ?? []).map((issue) => issue.message);
}

// ---------------------------------------------------------------------------------------------
// The fifteen cases
// ---------------------------------------------------------------------------------------------

describe("shared cases: provider and transcript", () => {
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
    for (const entry of APIS) {
      let harness: ProviderRun["harness"] | undefined;
      let childId = "";
      const result = await runOnFakeApi({
        provider: entry.provider,
        codec: entry.codec,
        env: entry.env,
        child: async (n, decoded) => {
          if (n === 1) {
            const id = entry.codec.callId("read_changelog", decoded.callCount);
            return turn([{ id, name: "read_changelog", arguments: {} }]);
          }
          if (n === 2) {
            // U("hi") arrives while the model is producing A(call_A, …): call_A never starts.
            await harness!.manager.queueCorrection({
              agentId: childId,
              text: "hi",
              author: "human:operator",
            });
            const id = entry.codec.callId("search_code", decoded.callCount);
            return turn([{ id, name: "search_code", arguments: { query: "v" } }]);
          }
          return null;
        },
        onExecute: (context, owner) => {
          harness = owner;
          childId = context.agentId;
        },
      });
      expect(result.run.status, entry.provider).toBe("succeeded");
      const transcript = result.transcript("child");
      const callA = callsOf(transcript)[1]!;
      expect(callA.name).toBe("search_code");
      const paired = resultsOf(transcript, callA.callId);
      expect(paired, entry.provider).toHaveLength(1);
      expect(paired[0]).toMatchObject({
        status: "not_executed",
        content: "not executed: prevented by correction #1, which arrived before this call started",
        preventedByCorrection: 1,
      });
      const after = transcript[paired[0]!.sequence + 1];
      expect(after).toMatchObject({ kind: "correction", correctionSequence: 1, text: "hi" });
      expect(result.executions.has(callA.callId), entry.provider).toBe(false);
      expect(result.harness.store.consumptions).toMatchObject([
        { sequence: 1, preventedCallIds: [callA.callId] },
      ]);
      // On the wire: A(call_A), R(call_A, not executed), then U("Correction #1 …: hi").
      const third = entry.codec
        .decode(result.bodies("child")[2]!)
        .events.filter((event) => event.kind !== "assistant_end");
      expect(third.slice(-3), entry.provider).toEqual([
        expect.objectContaining({ kind: "call", id: entry.wire(callA.callId) }),
        expect.objectContaining({
          kind: "result",
          id: entry.wire(callA.callId),
          content:
            "not executed: prevented by correction #1, which arrived before this call started",
        }),
        { kind: "user", text: "Correction #1 from human:operator: hi" },
      ]);
      // Recorded by the runtime, not patched up by the conversion.
      const warnings = result.harness.store.exchanges.flatMap((exchange) => exchange.warnings);
      expect(warnings.filter((w) => /no recorded result|left out/.test(w))).toEqual([]);
      expect(wireProblems(entry, result)).toEqual([]);
    }

    // The same kind inside the runtime: a tool that throws, the tool-call budget running out
    // mid-batch, an unknown tool — every call still gets exactly one recorded result.
    const lookup = probeTool("lookup", (input) => {
      if (input.key === "boom") throw new Error("connection reset");
      return { status: "ok", content: `value of ${input.key}` };
    });
    const model = scriptedModel({
      parent: (n) =>
        n === 1
          ? [
              callOf("a1", "lookup", { key: "v" }),
              callOf("a2", "lookup", { key: "boom" }),
              callOf("a3", "no_such_tool", {}),
            ]
          : n === 2
            ? [callOf("b1", "lookup", { key: "w" }), callOf("b2", "lookup", { key: "x" })]
            : [textOf("done")],
    });
    const harness = turnHarness();
    const handle = await harness.start(
      model.provider,
      { parent: [lookup] },
      { ...BUDGET, maxToolCalls: 3 },
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
        'unknown tool "no_such_tool"; available tools: spawn_agent, wait_for_agents, correct_agent, fetch_transcript_span, lookup',
      ],
      ["b1", 1, "ok", "value of w"],
      ["b2", 1, "not_executed", "not executed: tool-call budget exhausted (3 calls). Finish now."],
    ]);
    expect(lookup.calls).toEqual(["a1", "a2", "b1"]);
  });

  it("case 2: cancelled mid-batch — A(c1); A(c2); R(c1) then the rest is stopped: c2 gets a paired result placed before the user message that follows, on every wire", async () => {
    const PREVENTED =
      "not executed: prevented by correction #1, which arrived before this call started";
    for (const entry of APIS) {
      let queued = false;
      const result = await runOnFakeApi({
        provider: entry.provider,
        codec: entry.codec,
        env: entry.env,
        child: (n, decoded) =>
          n === 1
            ? turn([
                {
                  id: entry.codec.callId("search_code", decoded.callCount),
                  name: "search_code",
                  arguments: { query: "API_VERSION" },
                },
                {
                  id: entry.codec.callId("read_changelog", decoded.callCount + 1),
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
      expect(result.run.status, entry.provider).toBe("succeeded");
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
      const second = entry.codec
        .decode(result.bodies("child")[1]!)
        .events.filter((event) => event.kind !== "assistant_end");
      expect(
        second.slice(-5).map((event) => `${event.kind}:${"id" in event ? event.id : ""}`),
        entry.provider,
      ).toEqual([
        `call:${entry.wire(c1!.callId)}`,
        `call:${entry.wire(c2!.callId)}`,
        `result:${entry.wire(c1!.callId)}`,
        `result:${entry.wire(c2!.callId)}`,
        "user:",
      ]);
      expect(second.at(-1)).toEqual({
        kind: "user",
        text: "Correction #1 from human:operator: stop searching, read the changelog later",
      });
      expect(wireProblems(entry, result)).toEqual([]);
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
          ? turn([
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
    const request: ModelRequest = {
      runId: "r",
      agentId: child.id,
      agentRole: "child",
      brief: "b",
      systemPrompt: "s",
      items: continued,
      tools: [],
      toolChoice: { type: "auto" },
      iteration: 2,
      model: "m",
      signal: new AbortController().signal,
    };
    expect(requestProblems(request)).toEqual([]);
    for (const [name, convert, codec] of CONVERSIONS) {
      const events = codec
        .decode(convert(request))
        .events.filter((event) => event.kind === "result" || event.kind === "user");
      expect(events.slice(-3), name).toEqual([
        expect.objectContaining({ kind: "result", id: anthropicSafe(name, c1!.callId) }),
        expect.objectContaining({
          kind: "result",
          id: anthropicSafe(name, c2!.callId),
          content: "cancelled before it started: operator stopped the child",
        }),
        { kind: "user", text: "hi" },
      ]);
    }
  });

  it("case 3: same call id twice in one response and reused two turns later — the first keeps it; each duplicate gets a deterministic wire id, a paired error, no execution; replay gives the same ids", async () => {
    const ID = "terminal:0";
    const duplicateError = `duplicate call id "${ID}": this call was not executed; call the tool again if it is still needed`;
    for (const entry of APIS) {
      const result = await runOnFakeApi({
        provider: entry.provider,
        codec: entry.codec,
        env: entry.env,
        child: (n) =>
          n === 1
            ? turn([
                { id: ID, name: "search_code", arguments: { query: "API_VERSION" } },
                { id: ID, name: "search_code", arguments: { query: "api_version" } },
              ])
            : n === 2
              ? turn([{ id: "other:1", name: "read_changelog", arguments: {} }])
              : n === 3
                ? turn([{ id: ID, name: "query_sql", arguments: { sql: "SELECT 1" } }])
                : null,
      });
      expect(result.run.status, entry.provider).toBe("succeeded");
      const transcript = result.transcript("child");
      const calls = callsOf(transcript).slice(0, 4);
      expect(
        calls.map((call) => [call.callId, call.providerCallId, call.acceptance]),
        entry.provider,
      ).toEqual([
        [ID, ID, "accepted"],
        [`${ID}#dup-1-1`, ID, "duplicate_id"],
        ["other:1", "other:1", "accepted"],
        [`${ID}#dup-3-0`, ID, "duplicate_id"],
      ]);
      for (const duplicate of [`${ID}#dup-1-1`, `${ID}#dup-3-0`]) {
        expect(resultsOf(transcript, duplicate)).toMatchObject([
          { status: "error", content: duplicateError },
        ]);
        expect(result.executions.has(duplicate)).toBe(false);
      }
      expect(result.executions.get(ID)).toBe(1);
      expect(resultsOf(transcript, ID)).toMatchObject([
        { status: "ok", content: expect.stringMatching(/matches for "API_VERSION"/) },
      ]);
      // Every request: each wire id once, each paired (the wire ids stay distinct on Anthropic).
      expect(wireProblems(entry, result)).toEqual([]);
      const replay = await replayFromStore(result.harness.store, result.run.id);
      const replayedChild = replay.replayed.agents.find((agent) => agent.role === "child")!;
      expect(
        callsOf(replay.replayed.transcripts[replayedChild.id]!).map((call) => call.callId),
      ).toEqual(callsOf(transcript).map((call) => call.callId));
      expect(replay.replayed.transcripts[replayedChild.id]!.map(comparable)).toEqual(
        transcript.map(comparable),
      );
    }
  });

  it("case 4: same tool name twice in parallel without ids — distinct ids assigned once and stored once, each executed once, results paired to the right call in order", async () => {
    const variants: { entry: Api; stream: boolean }[] = [
      ...APIS.map((entry) => ({ entry, stream: false })),
      { entry: api("openai-compatible"), stream: true },
      { entry: api("ollama"), stream: true },
    ];
    for (const { entry, stream } of variants) {
      const label = `${entry.provider}${stream ? " (streamed)" : ""}`;
      const result = await runOnFakeApi({
        provider: entry.provider,
        codec: entry.codec,
        env: entry.env,
        stream,
        child: (n) =>
          n === 1
            ? turn([
                { id: null, name: "search_code", arguments: { query: "fallback" } },
                { id: null, name: "search_code", arguments: { query: "sandbox" } },
                { id: null, name: "search_code", arguments: { query: "sandbox" } },
              ])
            : null,
      });
      expect(result.run.status, label).toBe("succeeded");
      const transcript = result.transcript("child");
      const calls = callsOf(transcript).slice(0, 3);
      expect(
        calls.map((call) => [call.callId, call.providerCallId, call.idSource, call.acceptance]),
        label,
      ).toEqual([
        ["call_1_0", null, "assigned", "accepted"],
        ["call_1_1", null, "assigned", "accepted"],
        ["call_1_2", null, "assigned", "accepted"],
      ]);
      for (const call of calls) {
        expect(
          transcript.filter((item) => item.kind === "tool_call" && item.callId === call.callId),
        ).toHaveLength(1);
        expect(result.executions.get(call.callId), label).toBe(1);
      }
      expect(
        calls.map((call) => resultsOf(transcript, call.callId)[0]?.content.split(" (")[0]),
      ).toEqual([
        expect.stringMatching(/^\d+ matches for "fallback"$/),
        expect.stringMatching(/^\d+ matches for "sandbox"$/),
        expect.stringMatching(/^\d+ matches for "sandbox"$/),
      ]);
      const second = entry.codec
        .decode(result.bodies("child")[1]!)
        .events.filter((event) => event.kind === "call" || event.kind === "result");
      expect(
        second.map((event) =>
          event.kind === "result"
            ? `result:${event.id}:${event.content.split(" (")[0]}`
            : `call:${event.id}:${event.arguments}`,
        ),
        label,
      ).toEqual([
        'call:call_1_0:{"query":"fallback"}',
        'call:call_1_1:{"query":"sandbox"}',
        'call:call_1_2:{"query":"sandbox"}',
        `result:call_1_0:${resultsOf(transcript, "call_1_0")[0]!.content.split(" (")[0]}`,
        `result:call_1_1:${resultsOf(transcript, "call_1_1")[0]!.content.split(" (")[0]}`,
        `result:call_1_2:${resultsOf(transcript, "call_1_2")[0]!.content.split(" (")[0]}`,
      ]);
      expect(wireProblems(entry, result)).toEqual([]);
    }
  });

  it("case 5: Kimi ids pass verbatim — provider ids go back byte for byte (never normalised), plain and streamed, on every API that keeps ids", async () => {
    const kimiIds = ["functions.read_file:0", "functions.search_code:1"];
    for (const stream of [false, true]) {
      const result = await runOnFakeApi({
        provider: "kimi",
        codec: chatCompletionsWire("kimi"),
        stream,
        child: (n) =>
          n === 1
            ? turn(
                [
                  { id: kimiIds[0]!, name: "read_file", arguments: { path: "README.md" } },
                  { id: kimiIds[1]!, name: "search_code", arguments: { query: "v2" } },
                ],
                { reasoning: "" },
              )
            : null,
      });
      expect(result.run.status).toBe("succeeded");
      const raw = result.server.requests.map((request) => request.raw);
      const second = raw.filter((text) => !text.includes('"spawn_agent"'))[1]!;
      for (const id of kimiIds) {
        expect(second).toContain(`"id":"${id}"`);
        expect(second).toContain(`"tool_call_id":"${id}"`);
      }
      expect(raw.join("\n")).not.toMatch(/functions_read_file_0|functions_search_code_1/);
      expect(
        callsOf(result.transcript("child"))
          .slice(0, 2)
          .map((call) => call.callId),
      ).toEqual(kimiIds);
    }
    // The kind: unusual but legal ids (unicode, '/', '+', '=', spaces) survive on the APIs
    // whose ids are free-form strings.
    const odd = ["call_Ab+/=12 ü", "fn:读取:0"];
    for (const provider of ["openai", "kimi", "openai-compatible", "ollama"] as const) {
      const entry =
        provider === "ollama" ? { ...api("ollama"), codec: ollamaWire(true) } : api(provider);
      const result = await runOnFakeApi({
        provider,
        codec: entry.codec,
        child: (n) =>
          n === 1
            ? turn([
                { id: odd[0]!, name: "read_changelog", arguments: {} },
                { id: odd[1]!, name: "search_code", arguments: { query: "v2" } },
              ])
            : null,
      });
      expect(result.run.status, provider).toBe("succeeded");
      const second = entry.codec.decode(result.bodies("child")[1]!).events;
      expect(
        second.flatMap((event) =>
          event.kind === "call" || event.kind === "result" ? [event.id] : [],
        ),
        provider,
      ).toEqual([odd[0], odd[1], odd[0], odd[1]]);
      const rawSecond = result.server.requests
        .map((request) => request.raw)
        .filter((text) => !text.includes('"spawn_agent"'))[1]!;
      for (const id of odd) expect(rawSecond, provider).toContain(JSON.stringify(id));
    }
  });

  it("case 6: approval or retry emits the same call twice — one call and one result per call id in every request", async () => {
    for (const entry of APIS) {
      const R = entry.provider === "anthropic" ? "toolu_R1" : "call_R1";
      let parentRequests = 0;
      const result = await runOnFakeApi({
        provider: entry.provider,
        codec: entry.codec,
        env: entry.env,
        parent: () =>
          ++parentRequests === 1
            ? { reply: { status: 429, json: { error: { message: "slow down" } } } }
            : null,
        child: (n) =>
          n === 1
            ? // an approval flow re-emits the same call: same id, same arguments
              turn([
                { id: "call_X", name: "read_changelog", arguments: {} },
                { id: "call_X", name: "read_changelog", arguments: {} },
              ])
            : n === 2
              ? turn([{ id: R, name: "research_result", arguments: { findings: [] } }])
              : n === 3
                ? // a retry re-emits the rejected call with its old id
                  turn([{ id: R, name: "research_result", arguments: debriefArgs() }])
                : n === 4
                  ? turn([{ id: `${R}b`, name: "research_result", arguments: debriefArgs() }])
                  : null,
      });
      expect(result.run.status, entry.provider).toBe("succeeded");
      expect(wireProblems(entry, result)).toEqual([]);
      const transcript = result.transcript("child");
      const calls = callsOf(transcript);
      expect(new Set(calls.map((call) => call.callId)).size).toBe(calls.length);
      for (const call of calls) expect(resultsOf(transcript, call.callId)).toHaveLength(1);
      expect(calls.map((call) => [call.callId, call.acceptance])).toEqual([
        ["call_X", "accepted"],
        ["call_X#dup-1-1", "duplicate_id"],
        [R, "accepted"],
        [`${R}#dup-3-0`, "duplicate_id"],
        [`${R}b`, "accepted"],
      ]);
      expect(result.executions.get("call_X")).toBe(1);
      expect(resultsOf(transcript, R)[0]!.content).toMatch(
        /^research_result rejected \(attempt 1 of 3\): /,
      );
      expect(resultsOf(transcript, `${R}b`)[0]!.content).toBe(
        "research_result accepted. Your work is done.",
      );
      // The retried HTTP request is one exchange with a warning, not a second call.
      const parent = result.harness.store.agents.find((agent) => agent.role === "parent")!;
      const parentCalls = callsOf(result.transcript("parent"));
      expect(new Set(parentCalls.map((call) => call.callId)).size).toBe(parentCalls.length);
      const firstParentExchange = result.harness.store.exchanges.find(
        (exchange) => exchange.agentId === parent.id,
      )!;
      expect(firstParentExchange.warnings[0]).toMatch(/^attempt 1 of 3: HTTP 429 .*retried after/);
    }
  });

  it("case 7: truncated JSON arguments — a paired error says the arguments are invalid JSON, the tool never runs, the run goes on", async () => {
    const NOT_JSON = /^arguments are not valid JSON \(.+\); the tool was not executed$/;
    const NOT_OBJECT = "arguments must be a JSON object; the tool was not executed";
    const unparseable = ['{"a"', '{"query": "API_VER', '{"query":"x"}}'];
    const notObjects = ["[1]", "null", '"{\\"query\\":\\"x\\"}"', "42"];
    for (const entry of APIS) {
      // APIs that carry arguments as objects only ever see unparseable text as a raw string.
      const stringApi = ["openai", "kimi", "openai-compatible"].includes(entry.provider);
      const sent = stringApi ? [...unparseable, ...notObjects] : unparseable;
      const result = await runOnFakeApi({
        provider: entry.provider,
        codec: entry.codec,
        env: entry.env,
        child: (n) =>
          n === 1
            ? turn(
                sent.map((text, index) => ({
                  id: `${entry.provider === "anthropic" ? "toolu" : "call"}_m${index}`,
                  name: "search_code",
                  arguments: text,
                })),
              )
            : null,
      });
      expect(result.run.status, entry.provider).toBe("succeeded");
      const transcript = result.transcript("child");
      const calls = callsOf(transcript).slice(0, sent.length);
      calls.forEach((call, index) => {
        const label = `${entry.provider} ${sent[index]}`;
        expect(call.acceptance, label).toBe("malformed_arguments");
        expect(call.argumentsText, label).toBe(sent[index]);
        expect(call.parsedArguments).toBeNull();
        const [paired, ...extra] = resultsOf(transcript, call.callId);
        expect(extra).toEqual([]);
        expect(paired?.status, label).toBe("error");
        if (index < unparseable.length) expect(paired?.content, label).toMatch(NOT_JSON);
        else expect(paired?.content, label).toBe(NOT_OBJECT);
        expect(result.executions.has(call.callId), label).toBe(false);
      });
      // The child went on with the scripted research and returned a valid debrief.
      expect(result.harness.store.debriefs[0]?.result?.findings.length).toBeGreaterThan(0);
      expect(wireProblems(entry, result)).toEqual([]);
    }
  });

  it("case 8: empty string arguments — treated per the tool's schema: {} when nothing is required, else a paired validation error; never a crash", async () => {
    for (const entry of APIS) {
      const id = (suffix: string) =>
        `${entry.provider === "anthropic" ? "toolu" : "call"}_${suffix}`;
      const result = await runOnFakeApi({
        provider: entry.provider,
        codec: entry.codec,
        env: entry.env,
        child: (n) =>
          n === 1
            ? turn([
                { id: id("e1"), name: "search_code", arguments: "" },
                { id: id("e2"), name: "read_changelog", arguments: "" },
                { id: id("e3"), name: "read_changelog", arguments: "   " },
              ])
            : n === 2
              ? turn([{ id: id("e4"), name: "research_result", arguments: "" }])
              : null,
      });
      expect(result.run.status, entry.provider).toBe("succeeded");
      const transcript = result.transcript("child");
      const [e1, e2, e3, e4] = callsOf(transcript);
      expect(
        [e1, e2, e3, e4].map((call) => call?.acceptance),
        entry.provider,
      ).toEqual(["invalid_arguments", "accepted", "accepted", "accepted"]);
      expect(resultsOf(transcript, e1!.callId)).toMatchObject([
        {
          status: "error",
          content:
            "invalid arguments for search_code: query: Invalid input: expected string, received undefined; the tool was not executed",
        },
      ]);
      expect(result.executions.has(e1!.callId)).toBe(false);
      for (const call of [e2!, e3!]) {
        expect(call.parsedArguments).toEqual({});
        expect(result.executions.get(call.callId)).toBe(1);
        expect(resultsOf(transcript, call.callId)).toMatchObject([
          { status: "ok", content: expect.stringMatching(/^docs\/provider-changelog\.md \(lines/) },
        ]);
      }
      // The return tool's schema requires every field: an empty call is one contract attempt.
      expect(resultsOf(transcript, e4!.callId)).toMatchObject([
        {
          status: "error",
          content: expect.stringMatching(
            /^research_result rejected \(attempt 1 of 3\): findings: Invalid input: expected array, received undefined; .*coverage: Invalid input: expected object, received undefined; .*Fix these fields and call research_result again\.$/,
          ),
        },
      ]);
      expect(result.harness.store.debriefs[0]).toMatchObject({ attempts: 2 });
      expect(wireProblems(entry, result)).toEqual([]);
    }
  });

  it("case 9: object vs string arguments — stored exactly as received, sent back in each API's own form", async () => {
    const spaced = '{ "query" :  "API_VERSION" ,"max_results": 3 }';
    // Responses and chat completions: the JSON string goes back byte for byte.
    for (const provider of ["openai", "kimi", "openai-compatible"] as const) {
      const entry = api(provider);
      const result = await runOnFakeApi({
        provider,
        codec: entry.codec,
        child: (n) =>
          n === 1 ? turn([{ id: "call_s", name: "search_code", arguments: spaced }]) : null,
      });
      expect(result.run.status, provider).toBe("succeeded");
      const [call] = callsOf(result.transcript("child"));
      expect([call?.argumentsText, call?.argumentsFormat], provider).toEqual([spaced, "string"]);
      expect(call?.parsedArguments).toEqual({ query: "API_VERSION", max_results: 3 });
      const second = result.bodies("child")[1]!;
      const sentBack =
        provider === "openai"
          ? (second.input as { type: string; arguments?: unknown }[]).find(
              (item) => item.type === "function_call",
            )?.arguments
          : ((second.messages as { tool_calls?: { function: { arguments: unknown } }[] }[]).find(
              (message) => message.tool_calls,
            )?.tool_calls ?? [])[0]?.function.arguments;
      expect(sentBack, provider).toBe(spaced);
    }

    // Ollama and Anthropic: an object arrives, is stored as its JSON text, goes back an object.
    for (const provider of ["ollama", "anthropic"] as const) {
      const entry = api(provider);
      const id = provider === "anthropic" ? "toolu_o1" : null;
      const result = await runOnFakeApi({
        provider,
        codec: entry.codec,
        child: (n) =>
          n === 1
            ? turn([
                { id, name: "search_code", arguments: { query: "API_VERSION", max_results: 3 } },
              ])
            : null,
      });
      expect(result.run.status, provider).toBe("succeeded");
      const [call] = callsOf(result.transcript("child"));
      expect([call?.argumentsText, call?.argumentsFormat], provider).toEqual([
        '{"query":"API_VERSION","max_results":3}',
        "object",
      ]);
      const second = result.bodies("child")[1]! as { messages: Record<string, unknown>[] };
      const sentBack =
        provider === "ollama"
          ? (
              second.messages.find((message) => message.tool_calls) as {
                tool_calls: { function: { arguments: unknown } }[];
              }
            ).tool_calls[0]!.function.arguments
          : (
              second.messages.find(
                (message) =>
                  message.role === "assistant" &&
                  (message.content as { type: string }[]).some(
                    (block) => block.type === "tool_use",
                  ),
              )!.content as { type: string; input?: unknown }[]
            ).find((block) => block.type === "tool_use")!.input;
      expect(sentBack, provider).toEqual({ query: "API_VERSION", max_results: 3 });
    }

    // The other way round: a chat-completions server that answers with an object, and an
    // Ollama server that answers with a string — each stored as received, sent back in the
    // form its own API requires.
    const chatObject = await runOnFakeApi({
      provider: "openai-compatible",
      codec: api("openai-compatible").codec,
      child: (n) =>
        n === 1
          ? {
              reply: {
                json: {
                  choices: [
                    {
                      index: 0,
                      finish_reason: "tool_calls",
                      message: {
                        role: "assistant",
                        content: "",
                        tool_calls: [
                          {
                            id: "call_obj",
                            type: "function",
                            function: { name: "search_code", arguments: { query: "sandbox" } },
                          },
                        ],
                      },
                    },
                  ],
                  usage: { prompt_tokens: 10, completion_tokens: 5 },
                },
              },
            }
          : null,
    });
    expect(chatObject.run.status).toBe("succeeded");
    const [objectCall] = callsOf(chatObject.transcript("child"));
    expect([objectCall?.argumentsText, objectCall?.argumentsFormat]).toEqual([
      '{"query":"sandbox"}',
      "object",
    ]);
    const chatSecond = chatObject.bodies("child")[1]! as {
      messages: { tool_calls?: { function: { arguments: unknown } }[] }[];
    };
    expect(chatSecond.messages.find((m) => m.tool_calls)!.tool_calls![0]!.function.arguments).toBe(
      '{"query":"sandbox"}',
    );

    const ollamaString = await runOnFakeApi({
      provider: "ollama",
      codec: api("ollama").codec,
      child: (n) =>
        n === 1
          ? {
              reply: {
                json: {
                  model: "qwen3",
                  message: {
                    role: "assistant",
                    content: "",
                    tool_calls: [
                      { function: { name: "search_code", arguments: '{"query": "sandbox"}' } },
                    ],
                  },
                  done: true,
                  done_reason: "stop",
                  prompt_eval_count: 10,
                  eval_count: 5,
                },
              },
            }
          : null,
    });
    expect(ollamaString.run.status).toBe("succeeded");
    const [stringCall] = callsOf(ollamaString.transcript("child"));
    expect([stringCall?.argumentsText, stringCall?.argumentsFormat]).toEqual([
      '{"query": "sandbox"}',
      "string",
    ]);
    const ollamaSecond = ollamaString.bodies("child")[1]! as {
      messages: { tool_calls?: { function: { arguments: unknown } }[] }[];
    };
    expect(
      ollamaSecond.messages.find((m) => m.tool_calls)!.tool_calls![0]!.function.arguments,
    ).toEqual({ query: "sandbox" });
  });

  it("case 10: Kimi thinking models — reasoning_content is round-tripped exactly on every assistant message (empty string included), plain and streamed", async () => {
    const kimiTurns = (n: number) =>
      n === 1
        ? turn(
            [{ id: "functions.search_code:0", name: "search_code", arguments: { query: "v2" } }],
            { reasoning: "R-one: look for pins.", text: "Searching." },
          )
        : n === 2
          ? turn([{ id: "functions.read_changelog:1", name: "read_changelog", arguments: {} }], {
              reasoning: "",
            })
          : n === 3
            ? turn(
                [
                  {
                    id: "functions.read_file:2",
                    name: "read_file",
                    arguments: { path: "README.md" },
                  },
                ],
                { reasoning: "R-three: «read» the README\nline two" },
              )
            : n === 4
              ? turn([], { reasoning: "R-four: I am done.", text: "I think I am done." })
              : null;
    const expected = [
      "R-one: look for pins.",
      "",
      "R-three: «read» the README\nline two",
      "R-four: I am done.",
    ];
    for (const stream of [false, true]) {
      for (const provider of ["kimi", "openai-compatible"] as const) {
        const result = await runOnFakeApi({
          provider,
          codec: api(provider).codec,
          stream,
          child: kimiTurns,
        });
        const label = `${provider}${stream ? " streamed" : ""}`;
        expect(result.run.status, label).toBe("succeeded");
        const fifth = result.bodies("child")[4]! as {
          messages: { role: string; content: string; reasoning_content?: unknown }[];
        };
        const assistants = fifth.messages.filter((message) => message.role === "assistant");
        expect(
          assistants.map((message) => message.reasoning_content),
          label,
        ).toEqual(expected);
        expect(assistants.map((message) => message.content)).toEqual([
          "Searching.",
          "",
          "",
          "I think I am done.",
        ]);
        // Every later request carries each earlier turn's reasoning_content, unchanged.
        result.bodies("child").forEach((body, index) => {
          const sent = (body.messages as { role: string; reasoning_content?: unknown }[])
            .filter((message) => message.role === "assistant")
            .map((message) => message.reasoning_content);
          expect(sent.slice(0, Math.min(index, 4)), `${label} request ${index + 1}`).toEqual(
            expected.slice(0, Math.min(index, 4)),
          );
        });
      }
    }
  });

  it("case 11: forcing a tool on Kimi with thinking on — tool_choice falls back to auto with a recorded warning, and the research_result contract is still enforced by validation and retry", async () => {
    const FALLBACK =
      'tool_choice: a thinking model cannot be forced to make a tool call; sent "auto" instead (the research_result contract is still enforced by validation and retries)';
    const result = await runOnFakeApi({
      provider: "kimi",
      codec: api("kimi").codec,
      child: (n) =>
        n === 1
          ? turn([], { reasoning: "Enough.", text: "The answer is 16 merchants." })
          : n === 2
            ? turn([
                {
                  id: "functions.research_result:0",
                  name: "research_result",
                  arguments: { ...debriefArgs(), coverage: undefined },
                },
              ])
            : n === 3
              ? turn([
                  {
                    id: "functions.research_result:1",
                    name: "research_result",
                    arguments: debriefArgs(),
                  },
                ])
              : null,
    });
    expect(result.run.status).toBe("succeeded");
    const child = result.harness.store.agents.find((agent) => agent.role === "child")!;
    const parent = result.harness.store.agents.find((agent) => agent.role === "parent")!;
    expect(result.bodies("child").map((body) => body.tool_choice)).toEqual([
      "auto",
      "auto",
      "auto",
    ]);
    const exchanges = result.harness.store.exchanges;
    expect(
      exchanges.filter((e) => e.agentId === child.id).map((e) => e.warnings.includes(FALLBACK)),
    ).toEqual([true, true, true]);
    expect(exchanges.filter((e) => e.agentId === parent.id).flatMap((e) => e.warnings)).toEqual([]);
    const transcript = result.transcript("child");
    expect(transcript.find((item) => item.kind === "notice")).toMatchObject({
      source: "contract",
      text: "You must finish by calling research_result (attempt 1 of 3 used).",
    });
    expect(resultsOf(transcript, "functions.research_result:0")).toMatchObject([
      {
        status: "error",
        content:
          "research_result rejected (attempt 2 of 3): coverage: Invalid input: expected object, received undefined. Fix these fields and call research_result again.",
      },
    ]);
    expect(result.harness.store.debriefs).toMatchObject([
      { agentId: child.id, attempts: 3, result: { coverage: debriefArgs().coverage } },
    ]);

    // Never valid: the child fails with SubagentContractError and the parent is told so.
    const failing = await runOnFakeApi({
      provider: "kimi",
      codec: api("kimi").codec,
      child: () => turn([], { reasoning: "", text: "Done, trust me." }),
    });
    const failedChild = failing.harness.store.agents.find((agent) => agent.role === "child")!;
    expect([failedChild.status, failedChild.statusDetail]).toEqual([
      "failed",
      `SubagentContractError: agent ${failedChild.id} returned no valid research_result after 3 attempts: the child ended its turn without calling research_result`,
    ]);
    expect(failing.harness.store.debriefs).toMatchObject([
      { agentId: failedChild.id, result: null, attempts: 3 },
    ]);
    expect(
      failing
        .transcript("parent")
        .some(
          (item) =>
            item.kind === "tool_result" &&
            item.content.includes(`CHILD FAILED: researcher raised SubagentContractError after 3`),
        ),
    ).toBe(true);

    // The same kind on the other APIs that cannot force a tool: Anthropic with extended
    // thinking and Ollama fall back with a warning, and the contract still holds.
    for (const [provider, env, choice, warning] of [
      [
        "anthropic",
        { DEBRIEF_ANTHROPIC_THINKING_BUDGET: 2048 },
        { type: "auto" },
        /^tool_choice: Anthropic does not allow forcing a tool call while extended thinking is on/,
      ],
      ["ollama", {}, undefined, /^tool_choice: Ollama \/api\/chat cannot force a tool call/],
    ] as const) {
      const run = await runOnFakeApi({
        provider,
        codec: api(provider).codec,
        env: env as ProviderEnv,
        child: (n) => (n === 1 ? turn([], { text: "No tools needed." }) : null),
      });
      expect(run.run.status, provider).toBe("succeeded");
      expect(run.bodies("child").map((body) => body.tool_choice)[0], provider).toEqual(choice);
      const childAgent = run.harness.store.agents.find((agent) => agent.role === "child")!;
      expect(
        run.harness.store.exchanges
          .filter((e) => e.agentId === childAgent.id)
          .every((e) => e.warnings.some((w) => warning.test(w))),
        provider,
      ).toBe(true);
      expect(run.transcript("child").find((item) => item.kind === "notice")).toMatchObject({
        text: "You must finish by calling research_result (attempt 1 of 3 used).",
      });
    }
  });

  it("case 12: compaction while a call is unanswered, or trimming a result — compaction takes complete call/result pairs only and never leaves an orphan on either side", async () => {
    // Through the runtime: a parent past its window limit, parallel calls with large results
    // and a correction that prevents calls mid-batch; every request stays paired for every
    // API, nothing had to be repaired, and the stored transcript is never rewritten.
    const harness = turnHarness();
    const big = (key: string) => `${key}: ${"ledger entry; ".repeat(120)}`;
    const lookup = {
      ...probeTool("lookup", (input) => ({ status: "ok" as const, content: big(input.key) })),
    };
    const executed: string[] = [];
    const tool = {
      ...lookup,
      async execute(input: { key: string }, context: Parameters<typeof lookup.execute>[1]) {
        executed.push(context.callId);
        if (input.key === "t5a") {
          await harness.manager.queueCorrection({
            agentId: context.agentId,
            text: "skip the second lookup",
            author: "human:operator",
          });
        }
        return { status: "ok" as const, content: big(input.key) };
      },
    };
    let parentId = "";
    const model = scriptedModel({
      parent: (n, request) => {
        parentId = request.agentId;
        if (n <= 8)
          return [
            textOf(`Turn ${n}: two lookups.`),
            callOf(`t${n}a`, "lookup", { key: `t${n}a` }),
            callOf(`t${n}b`, "lookup", { key: `t${n}b` }),
          ];
        if (n === 9)
          return [
            callOf("fetch", "fetch_transcript_span", {
              ref: `transcript:${request.agentId}`,
              tool_call_id: "t1a",
            }),
          ];
        return [textOf("Final answer.")];
      },
    });
    const handle = await harness.start(
      model.provider,
      { parent: [tool] },
      { ...BUDGET, maxWindowTokens: 3000 },
    );
    const run = await handle.done;
    expect(run.status, run.statusDetail ?? "").toBe("succeeded");
    expect(model.problems).toEqual([]);
    const stored = harness.store.items.filter((item) => item.agentId === parentId);
    const compactions = stored.filter((item) => item.kind === "compaction");
    expect(compactions.length).toBeGreaterThan(0);
    // Each compaction stands for whole turns: every call inside has its result inside.
    for (const compaction of compactions) {
      if (compaction.kind !== "compaction") continue;
      const inside = stored.filter(
        (item) =>
          item.sequence >= compaction.fromSequence && item.sequence <= compaction.toSequence,
      );
      const calls = callsOf(inside).map((call) => call.callId);
      const results = inside.flatMap((item) =>
        item.kind === "tool_result" ? [item.toolUseId] : [],
      );
      expect(results.sort()).toEqual([...calls].sort());
      expect(compaction.text).toContain(`fetch_transcript_span("transcript:${parentId}"`);
    }
    // Requests after the first compaction really were smaller than the transcript.
    const compacted = model.requests.filter((request) =>
      request.items.some((item) => item.kind === "compaction"),
    );
    expect(compacted.length).toBeGreaterThan(0);
    // The correction prevented t5b, paired before the correction, in the stored transcript.
    expect(resultsOf(stored, "t5b")).toMatchObject([
      { status: "not_executed", preventedByCorrection: 1 },
    ]);
    expect(executed).not.toContain("t5b");
    // Executed arguments are never changed; every call keeps exactly one result.
    for (const call of callsOf(stored)) {
      expect(resultsOf(stored, call.callId)).toHaveLength(1);
      if (call.name === "lookup")
        expect(call.argumentsText).toBe(JSON.stringify({ key: call.callId }));
    }
    // A compacted span is still retrievable on demand.
    expect(resultsOf(stored, "fetch")).toMatchObject([
      { status: "ok", content: expect.stringContaining(big("t1a")) },
    ]);

    // A legacy transcript with an unanswered call and a result whose call was trimmed away:
    // planning never picks either, and the compacted request keeps the wire exactly as paired
    // as before (the repairs are the old rows' own, compaction adds none).
    const legacy = new TranscriptBuilder()
      .user("brief")
      .result(1, "gone", "lookup", "a result whose call was trimmed: " + "x ".repeat(200))
      .call(2, "p1", "lookup", '{"key":"1"}')
      .result(2, "p1", "lookup", "one ".repeat(200))
      .call(3, "open", "lookup", '{"key":"2"}') // never answered
      .call(3, "sibling", "lookup", '{"key":"3"}')
      .result(3, "sibling", "lookup", "three ".repeat(200))
      .call(4, "p4", "lookup", '{"key":"4"}')
      .result(4, "p4", "lookup", "four ".repeat(200))
      .text("more", 5)
      .call(5, "p5", "lookup", '{"key":"5"}')
      .result(5, "p5", "lookup", "five")
      .call(6, "p6", "lookup", '{"key":"6"}')
      .result(6, "p6", "lookup", "six").items;
    const plan = planCompaction(legacy, {
      limitTokens: 50,
      fixedTokens: 0,
      keepRecent: 1,
      tokensOf: (item) => JSON.stringify(item).length / 4,
      transcriptRef: "transcript:agent_t",
    });
    const bySequence = (sequence: number) => legacy[sequence]!;
    for (const compaction of plan.compactions) {
      const covered = legacy.filter(
        (item) =>
          item.sequence >= compaction.fromSequence && item.sequence <= compaction.toSequence,
      );
      const ids = covered.flatMap((item) =>
        item.kind === "tool_call"
          ? [item.callId]
          : item.kind === "tool_result"
            ? [item.toolUseId]
            : [],
      );
      expect(ids).not.toContain("open");
      expect(ids).not.toContain("sibling");
      expect(ids).not.toContain("gone");
      expect(bySequence(compaction.fromSequence).kind).not.toBe("tool_result");
    }
    expect(plan.compactions.length).toBeGreaterThan(0);
    let sequence = legacy.length;
    const withCompactions: TranscriptItem[] = [
      ...legacy,
      ...plan.compactions.map((planned) => ({
        ...planned,
        id: `agent_t:${sequence}`,
        agentId: "agent_t",
        sequence: sequence++,
        iteration: 7,
        createdAt: 0,
      })),
    ];
    const view = requestView(withCompactions);
    expect(view.length).toBeLessThan(legacy.length);
    expect(toWireTurns(view).warnings).toEqual(toWireTurns(legacy).warnings);
    expect(toWireTurns(legacy).warnings).toEqual([
      "call open (lookup) had no recorded result; sent with a not_executed result so the request stays paired",
      "a result for gone had no call in the request and was left out",
    ]);
    const request: ModelRequest = {
      runId: "r",
      agentId: "agent_t",
      agentRole: "parent",
      brief: "brief",
      systemPrompt: "s",
      items: view,
      tools: [],
      toolChoice: { type: "auto" },
      iteration: 7,
      model: "m",
      signal: new AbortController().signal,
    };
    for (const [name, convert, codec] of CONVERSIONS) {
      expect(pairingProblems(codec.decode(convert(request)).events), name).toEqual([]);
    }
  });

  it("case 13: the model repeats the identical call forever — one warning after three unchanged cycles, truthful termination on the fourth", async () => {
    const WARNING =
      "Warning: 3 cycles in a row made the same call (lookup) with the same arguments and got the same result. Change your approach; a 4th identical cycle ends this agent.";
    const TERMINATED =
      "terminated: repeated identical call (lookup with the same arguments and result 4 cycles in a row)";
    const variants: {
      name: string;
      calls: (n: number) => ModelOutput[];
      executions: number;
      cycles: number;
    }[] = [
      {
        name: "same call, same arguments",
        calls: (n) => [callOf(`c${n}`, "lookup", { key: "k" })],
        executions: 4,
        cycles: 4,
      },
      {
        name: "same arguments written differently",
        calls: (n) => [callOf(`c${n}`, "lookup", n % 2 ? '{"key":"k"}' : '{ "key" : "k" }')],
        executions: 4,
        cycles: 4,
      },
      {
        name: "the same broken call (invalid JSON) every turn",
        calls: (n) => [callOf(`c${n}`, "lookup", '{"key"')],
        executions: 0,
        cycles: 4,
      },
      {
        // The first cycle runs; from the second on each reuse is a paired duplicate error,
        // which then repeats unchanged.
        name: "a server that reuses one call id every turn",
        calls: () => [callOf("call_0", "lookup", { key: "k" })],
        executions: 1,
        cycles: 5,
      },
      {
        name: "the same parallel batch",
        calls: (n) => [
          callOf(`a${n}`, "lookup", { key: "x" }),
          callOf(`b${n}`, "lookup", { key: "y" }),
        ],
        executions: 8,
        cycles: 4,
      },
    ];
    for (const variant of variants) {
      const lookup = probeTool("lookup", () => ({ status: "ok", content: "status: pending" }));
      const model = scriptedModel({ parent: (n) => (n <= 10 ? variant.calls(n) : [textOf("x")]) });
      const harness = turnHarness();
      const handle = await harness.start(model.provider, { parent: [lookup] });
      const run = await handle.done;
      const parent = harness.store.agents[0]!;
      expect([parent.status, parent.statusDetail], variant.name).toEqual([
        "terminated",
        TERMINATED,
      ]);
      expect([run.status, run.statusDetail], variant.name).toEqual(["failed", TERMINATED]);
      expect(model.requests, variant.name).toHaveLength(variant.cycles);
      const notices = harness.store.items.filter((item) => item.kind === "notice");
      expect(notices, variant.name).toMatchObject([{ source: "repetition_guard", text: WARNING }]);
      // The warning follows the third cycle's results and is the last thing the 4th request says.
      expect(model.requests[variant.cycles - 1]!.items.at(-1)).toMatchObject({
        kind: "notice",
        text: WARNING,
      });
      expect(lookup.calls, variant.name).toHaveLength(variant.executions);
      expect(model.problems, variant.name).toEqual([]);
    }

    // Changing results reset the streak: never a warning, never a termination.
    const results = ["10%", "10%", "20%", "20%", "30%", "30%", "40%", "40%", "done"];
    let poll = 0;
    const job = probeTool("lookup", () => ({ status: "ok", content: results[poll++]! }));
    const harness = turnHarness();
    const model = scriptedModel({
      parent: (n) =>
        n <= results.length
          ? [callOf(`p${n}`, "lookup", { key: "job" })]
          : [textOf("The job is done.")],
    });
    const run = await (await harness.start(model.provider, { parent: [job] })).done;
    expect(run.status).toBe("succeeded");
    expect(harness.store.items.filter((item) => item.kind === "notice")).toEqual([]);
    expect(job.calls).toHaveLength(results.length);
  });

  it("case 14: a legitimately waiting agent is never killed — wait_for_agents never counts toward the streak (identical snapshots of a child inside one long iteration), a changed poll resets it", async () => {
    // A frozen clock: a child inside one long model call renders the very same snapshot on
    // every wait ("phase model_call for 0 ms").
    const clock = {
      now: () => 1_800_000_000_000,
      setTimer(callback: () => void, delayMs: number) {
        const handle = setTimeout(callback, delayMs);
        return () => clearTimeout(handle);
      },
      yieldToEventLoop: () => new Promise<void>((resolve) => setImmediate(resolve)),
    };
    const harness = turnHarness({ clock });
    let childId = "";
    let polledSixTimes: () => void = () => undefined;
    const sixPolls = new Promise<void>((resolve) => (polledSixTimes = resolve));
    const model = scriptedModel({
      parent: (n, request) => {
        if (n === 1) return [callOf("spawn", "spawn_agent", { name: "slow", brief: "Research." })];
        childId = spawnedChild(request.items);
        const waits = request.items.filter(
          (item): item is ToolResultItem =>
            item.kind === "tool_result" && item.toolName === "wait_for_agents",
        );
        const finished = waits.findIndex((wait) =>
          wait.content.startsWith("Wait ended: every requested"),
        );
        if (finished >= 0 && waits.length - finished > 5)
          return [textOf("Final answer from the debrief.")];
        if (waits.length >= 6) polledSixTimes();
        return [callOf(`wait${n}`, "wait_for_agents", { agent_ids: [childId], timeout_ms: 20 })];
      },
      child: async () => {
        // One long iteration: the child's model call lasts until the parent has polled six times.
        await sixPolls;
        return [callOf("rr", "research_result", debriefArgs())];
      },
    });
    const run = await (await harness.start(model.provider)).done;
    expect(run.status, run.statusDetail ?? "").toBe("succeeded");
    const parentItems = harness.store.items.filter((item) => item.agentId !== childId);
    const waits = parentItems.filter(
      (item): item is ToolResultItem =>
        item.kind === "tool_result" && item.toolName === "wait_for_agents",
    );
    // At least four identical polls of the running child in a row…
    const running = waits.filter((wait) => wait.content.startsWith("Wait ended: timeout"));
    expect(running.length).toBeGreaterThanOrEqual(4);
    expect(new Set(running.map((wait) => wait.content)).size).toBe(1);
    // …and identical "already delivered" snapshots after it finished: never a warning.
    const after = waits.filter((wait) => wait.content.includes("already delivered"));
    expect(after.length).toBeGreaterThanOrEqual(4);
    expect(new Set(after.map((wait) => wait.content)).size).toBe(1);
    expect(parentItems.filter((item) => item.kind === "notice")).toEqual([]);
    // The streak is still the one the spawn cycle started: no wait moved it.
    expect(harness.store.agents[0]).toMatchObject({
      status: "succeeded",
      activity: { repetitionStreak: 1 },
    });
    expect(model.problems).toEqual([]);

    // A poll that changes resets the streak, even across waits; one that does not is caught.
    const states = ["running", "running", "running 40%", "running 40%", "running 80%", "done"];
    let index = 0;
    const job = probeTool("lookup", () => ({ status: "ok", content: states[index++]! }));
    const second = turnHarness();
    const pollModel = scriptedModel({
      parent: (n) =>
        n <= states.length ? [callOf(`poll${n}`, "lookup", { key: "job-7" })] : [textOf("done")],
    });
    const polled = await (await second.start(pollModel.provider, { parent: [job] })).done;
    expect(polled.status).toBe("succeeded");
    expect(second.store.items.filter((item) => item.kind === "notice")).toEqual([]);
  });

  it("case 15: a child that searched two of five places — coverage names what was not searched, and what the parent receives and answers keeps not_searched, assumptions and unverified confidence", async () => {
    const places = probeTool("search_place", (input) => ({
      status: "ok",
      content: `3 matches in ${input.key}`,
    }));
    const partial = debriefArgs({
      findings: [
        {
          claim: "16 merchants pin API v2.",
          provenance: ["src/adapters/legacy-client.ts:11"],
          confidence: "inferred",
        },
        {
          claim: "v2 retires on 2027-03-31.",
          provenance: ["docs/provider-changelog.md:12"],
          confidence: "reported",
        },
      ],
      assumptions: ["The merchants table is authoritative."],
      unresolved: [{ question: "Do overrides send v2?", would_settle_it: "request logs" }],
      coverage: {
        searched: ["src/adapters", "docs/provider-changelog.md"],
        not_searched: ["the merchants table", "the sandbox adapter", "request logs"],
      },
      effort: { tool_calls: 2, budget_exhausted: false },
    });
    // A second child claims it "searched everything" and names no gap.
    const boastful = debriefArgs({
      findings: [
        {
          claim: "16 merchants pin API v2.",
          provenance: ["merchants.api_version"],
          confidence: "verified",
        },
      ],
      assumptions: [],
      unresolved: [],
      coverage: { searched: ["everything"], not_searched: [] },
      effort: { tool_calls: 2, budget_exhausted: false },
    });
    const scripted = new ScriptedProvider();
    let finalFromParent = "";
    const model = scriptedModel({
      parent: async (n, request) => {
        if (n === 1)
          return [
            callOf("s1", "spawn_agent", { name: "partial", brief: "Direct merchants." }),
            callOf("s2", "spawn_agent", { name: "boastful", brief: "Everything else." }),
          ];
        const spawned = request.items.flatMap((item) =>
          item.kind === "tool_result" ? (/spawned child (\S+)/.exec(item.content)?.[1] ?? []) : [],
        );
        if (n === 2)
          return [callOf("w1", "wait_for_agents", { agent_ids: spawned, timeout_ms: 10_000 })];
        // The built-in parent model writes the answer from what it received.
        const response = await scripted.complete({ ...request, brief: "Which merchants break?" });
        finalFromParent = response.outputs.map((o) => (o.type === "text" ? o.text : "")).join("");
        return response.outputs;
      },
      child: (n, request) => {
        const boast = request.brief.startsWith("Everything");
        if (n <= 2)
          return [callOf(`${boast ? "b" : "p"}${n}`, "search_place", { key: `place ${n}` })];
        return [callOf(`${boast ? "b" : "p"}rr`, "research_result", boast ? boastful : partial)];
      },
    });
    const harness = turnHarness();
    const run = await (await harness.start(model.provider, { child: [places] })).done;
    expect(run.status, run.statusDetail ?? "").toBe("succeeded");
    const [partialChild, boastChild] = harness.store.agents.slice(1);
    const received = resultsOf(
      harness.store.items.filter((item) => item.agentId === harness.store.agents[0]!.id),
      "w1",
    )[0]!.content;
    // What the parent model received: the merged record keeps every gap, caveat and hedge.
    expect(received).toContain(
      "not searched by some children: the merchants table (not searched by partial); the sandbox adapter (not searched by partial); request logs (not searched by partial)",
    );
    expect(received).toContain("A1 The merchants table is authoritative. (from: partial)");
    expect(received).toContain("U1 Do overrides send v2? (from: partial)");
    expect(received).toMatch(/F1 \[inferred\] 16 merchants pin API v2\./);
    expect(received).toContain(
      "confidence disagreement: the children differ; the weakest (inferred) is kept",
    );
    expect(received).toMatch(/F2 \[reported\] v2 retires on 2027-03-31\./);
    // Each child's own rendering keeps its coverage (both lists) verbatim.
    const [partialDebrief, boastDebrief] = [partialChild!, boastChild!].map((agent) =>
      harness.store.debriefs.find((debrief) => debrief.agentId === agent.id)!,
    );
    expect(partialDebrief!.renderedForParent).toBe(
      renderForParent("partial", { ...partial, transcript_ref: `transcript:${partialChild!.id}` }),
    );
    expect(partialDebrief!.renderedForParent).toContain(
      "  NOT searched: the merchants table; the sandbox adapter; request logs",
    );
    expect(boastDebrief!.renderedForParent).toContain("  NOT searched: (none)");
    // The built-in parent's answer states nothing of it as settled fact (wording aside: each
    // line keeps its hedge, every assumption and every gap).
    const lineOf = (start: string) =>
      finalFromParent.split("\n").find((line) => line.startsWith(start)) ?? "";
    expect(lineOf("- 16 merchants pin API v2.")).toMatch(/\(inferred, not verified; sources: /);
    expect(lineOf("- v2 retires on 2027-03-31.")).toMatch(/\(reported\b.*not verified; sources: /);
    expect(lineOf("- Assumption:")).toContain("The merchants table is authoritative.");
    expect(finalFromParent).toContain("Do overrides send v2?");
    const gaps = lineOf("- Not searched");
    for (const gap of ["the merchants table", "the sandbox adapter", "request logs"])
      expect(gaps).toContain(gap);
    expect(run.finalAnswer).toBe(finalFromParent);
  });
});

// ---------------------------------------------------------------------------------------------
// Bad input (developer guide), through the tRPC caller on a real SQLite file
// ---------------------------------------------------------------------------------------------

describe("bad input", () => {
  type Setup = Awaited<ReturnType<typeof createTestServices>>;
  let setup: Setup;
  let baselineRunId: string;
  let baseline: unknown;
  let runCount = 0;

  /** Everything stored about a run (the live activity assessment is computed, not stored). */
  async function stored(runId: string) {
    const {
      activity: _activity,
      warnings: _warnings,
      ...rest
    } = await setup.caller.runs.get({
      runId,
    });
    return rest;
  }

  /** A run on the real services (Prisma store) with a scripted model; returns its stored detail. */
  async function scriptedRun(
    scripts: { parent: Script; child?: Script },
    options: { workspaceId?: string; question?: string } = {},
  ) {
    const model = scriptedModel(scripts);
    const workspaceId = options.workspaceId ?? "ledgerline";
    const handle = await setup.services.manager.startRun({
      runId: `run_bad_${++runCount}`,
      question: options.question ?? "A bad-input run",
      workspaceId,
      workspace: await setup.services.workspaces.get(workspaceId),
      provider: model.provider,
      returnMode: "contract",
      scenario: null,
      workspaceTools,
    });
    await handle.done;
    const detail = await setup.caller.runs.get({ runId: handle.runId });
    const child = detail.agents.find((agent) => agent.role === "child");
    const parent = detail.agents.find((agent) => agent.role === "parent")!;
    return {
      detail,
      model,
      parent,
      child,
      childItems: child ? detail.transcripts[child.id]! : [],
      parentItems: detail.transcripts[parent.id]!,
    };
  }

  /** A child that makes the given calls in its first turn, then returns `debrief`. */
  const childCalling =
    (calls: ModelOutput[], debrief: unknown = debriefArgs()): Script =>
    (n) =>
      n === 1 ? calls : [callOf(`rr_${n}`, "research_result", debrief)];

  beforeAll(async () => {
    setup = await createTestServices();
    const started = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });
    baselineRunId = started.runId;
    await waitForRun(setup.caller, baselineRunId);
    baseline = await stored(baselineRunId);
  });

  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 200)); // background audits settle
    await setup.services.prisma.$disconnect();
  });

  it("rejects over-long and empty questions before anything is stored, and accepts exactly 4000 characters", async () => {
    const before = (await setup.caller.runs.list()).length;
    const cases: [string, string, string][] = [
      ["", "ledgerline", "the question must not be empty"],
      ["   \n\t  ", "ledgerline", "the question must not be empty"],
      ["x".repeat(4001), "ledgerline", "the question must be at most 4000 characters"],
      ["x".repeat(1_000_000), "ledgerline", "the question must be at most 4000 characters"],
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
    await expectTrpcError(
      setup.caller.runs.start({
        question: "a fine question",
        workspaceId: "ledgerline",
        returnMode: "summary",
      }),
      "BAD_REQUEST",
      'returnMode "summary" is comparison mode not built yet: the contract is the default',
    );
    expect((await setup.caller.runs.list()).length).toBe(before);
    // Padding is trimmed first: 4000 characters of question are accepted and stored as sent.
    const question = "q".repeat(3999) + "?";
    const { runId } = await setup.caller.runs.start({
      question: `   ${question}\n`,
      workspaceId: "ledgerline",
    });
    const detail = await waitForRun(setup.caller, runId);
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
      `run ${baselineRunId} is not running (succeeded); nothing to cancel`,
    );
    const child = detail.agents.find((agent) => agent.role === "child")!;
    await expectTrpcError(
      setup.caller.runs.cancelAgent({ runId: baselineRunId, agentId: child.id }),
      "CONFLICT",
      `agent ${child.id} has finished (succeeded); nothing to cancel`,
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
      ["c".repeat(4001), "the correction must be at most 4000 characters"],
      ["c".repeat(1_000_000), "the correction must be at most 4000 characters"],
    ] as const) {
      const error = await expectTrpcError(
        setup.caller.corrections.send({ runId: baselineRunId, agentId: child!.id, text }),
        "BAD_REQUEST",
        new RegExp(message),
      );
      expect(zodMessages(error)).toEqual([message]);
    }
    const author = await expectTrpcError(
      setup.caller.corrections.send({
        runId: baselineRunId,
        agentId: child!.id,
        text: "hi",
        author: "a".repeat(81),
      }),
      "BAD_REQUEST",
      /<=80 characters/,
    );
    expect(zodMessages(author)).toEqual(["Too big: expected string to have <=80 characters"]);
    // Late: both agents have finished.
    for (const agent of [parent!, child!]) {
      await expectTrpcError(
        setup.caller.corrections.send({ runId: baselineRunId, agentId: agent.id, text: "late" }),
        "CONFLICT",
        `agent ${agent.id} has finished (succeeded); corrections are closed`,
      );
    }
    // An agent of another run is unknown in this one.
    const other = await scriptedRun({ parent: () => [textOf("Nothing to research.")] });
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
    const model = scriptedModel({
      parent: async (n) => {
        if (n === 1) {
          started();
          await inFlight;
        }
        return [textOf(`Answer ${n}.`)];
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
    expect(view.correction).toMatchObject({ sequence: 1, text, author: "human:operator" });
    release();
    const run = await handle.done;
    expect(run.finalAnswer).toBe("Answer 2.");
    const after = await setup.caller.runs.get({ runId: handle.runId });
    expect(after.corrections).toMatchObject([
      { correction: { sequence: 1, text }, consumption: { sequence: 1, iteration: 2 } },
    ]);
    expect(model.requests[1]!.items.at(-1)).toMatchObject({ kind: "correction", text });
  });

  it("malformed tool arguments and duplicate ids: paired errors stored, nothing executed, the run goes on", async () => {
    const { detail, childItems, child, model } = await scriptedRun({
      parent: delegatingParent,
      child: childCalling([
        callOf("m1", "search_code", '{"query": "API_'),
        callOf("m2", "search_code", "[]"),
        callOf("m3", "search_code", { query: 5 }),
        callOf("m4", "search_code", { query: "x", max_results: 1000 }),
        callOf("m5", "delete_everything", {}),
        callOf("m6", "read_file", { path: "README.md" }),
        callOf("m6", "read_file", { path: "README.md" }),
        callOf("", "read_changelog", {}),
      ]),
    });
    expect(detail.run.status).toBe("succeeded");
    expect(model.problems).toEqual([]);
    const outcome = callsOf(childItems)
      .slice(0, 8)
      .map((call) => {
        const results = resultsOf(childItems, call.callId);
        return [
          call.callId,
          call.acceptance,
          results.length,
          results[0]!.status,
          results[0]!.content,
        ];
      });
    expect(outcome.map((row) => row.slice(0, 4))).toEqual([
      ["m1", "malformed_arguments", 1, "error"],
      ["m2", "malformed_arguments", 1, "error"],
      ["m3", "invalid_arguments", 1, "error"],
      ["m4", "invalid_arguments", 1, "error"],
      ["m5", "unknown_tool", 1, "error"],
      ["m6", "accepted", 1, "ok"],
      ["m6#dup-1-6", "duplicate_id", 1, "error"],
      ["call_1_7", "accepted", 1, "ok"],
    ]);
    expect(outcome.map((row) => row[4]).slice(1, 5)).toEqual([
      "arguments must be a JSON object; the tool was not executed",
      "invalid arguments for search_code: query: Invalid input: expected string, received number; the tool was not executed",
      "invalid arguments for search_code: max_results: Too big: expected number to be <=100; the tool was not executed",
      'unknown tool "delete_everything"; available tools: search_code, read_file, query_sql, read_changelog, research_result',
    ]);
    expect(outcome[6]![4]).toBe(
      'duplicate call id "m6": this call was not executed; call the tool again if it is still needed',
    );
    // Only the two accepted calls ran: the child's tool-call count says so.
    expect(child!.toolCallCount).toBe(2);
    expect(detail.debriefs[0]!.result!.effort.tool_calls).toBe(2);
  });

  it("invalid debriefs: three rejections end the child with SubagentContractError, stored and shown to the parent; a debrief that lies about its transcript or effort is corrected by the runtime", async () => {
    const attempts = [
      { ...debriefArgs(), coverage: undefined },
      debriefArgs({
        findings: [{ claim: "  ", provenance: [], confidence: "certain" as never }],
      }),
      debriefArgs({ effort: { tool_calls: -1, budget_exhausted: false } }),
    ];
    const failed = await scriptedRun({
      parent: delegatingParent,
      child: (n) => [callOf(`bad_${n}`, "research_result", attempts[n - 1] ?? debriefArgs())],
    });
    expect(failed.child!.status).toBe("failed");
    expect(failed.child!.statusDetail).toBe(
      `SubagentContractError: agent ${failed.child!.id} returned no valid research_result after 3 attempts: effort.tool_calls: Too small: expected number to be >=0`,
    );
    expect(
      failed.childItems.flatMap((item) => (item.kind === "tool_result" ? [item.content] : [])),
    ).toEqual([
      "research_result rejected (attempt 1 of 3): coverage: Invalid input: expected object, received undefined. Fix these fields and call research_result again.",
      'research_result rejected (attempt 2 of 3): findings.0.claim: claim must not be empty; findings.0.confidence: Invalid option: expected one of "verified"|"inferred"|"reported". Fix these fields and call research_result again.',
      "research_result rejected (attempt 3 of 3; no retries left): effort.tool_calls: Too small: expected number to be >=0",
    ]);
    expect(failed.detail.debriefs).toMatchObject([
      {
        agentId: failed.child!.id,
        result: null,
        attempts: 3,
        validationErrors: ["effort.tool_calls: Too small: expected number to be >=0"],
      },
    ]);
    const received = resultsOf(failed.parentItems, "p_wait")[0]!.content;
    expect(received).toContain(
      "CHILD FAILED: researcher raised SubagentContractError after 3 research_result attempts.",
    );
    expect(received).toContain("Its work is NOT available as a debrief");

    const lying = await scriptedRun({
      parent: delegatingParent,
      child: childCalling(
        [callOf("r1", "read_changelog", {})],
        debriefArgs({
          transcript_ref: "transcript:agent_someone_else",
          effort: { tool_calls: 99, budget_exhausted: false },
          findings: [],
          unresolved: [],
        }),
      ),
    });
    const debrief = lying.detail.debriefs[0]!;
    expect(debrief.result!.transcript_ref).toBe(`transcript:${lying.child!.id}`);
    expect(debrief.transcriptRef).toBe(`transcript:${lying.child!.id}`);
    expect(debrief.result!.effort).toEqual({ tool_calls: 1, budget_exhausted: true });
    expect(debrief.guardsApplied).toEqual([
      "no findings and no unresolved items: budget_exhausted set to true (a child that found nothing and named no open question has almost certainly stopped early)",
      "effort.tool_calls corrected from 99 (claimed) to 1 (counted by the runtime)",
    ]);
    expect(debrief.renderedForParent).not.toContain("agent_someone_else");
  });

  it("path traversal in tools is refused, through read_file, read_changelog and search_code, symlinks included", async () => {
    const copy = copyLedgerline();
    buildDatabaseFromSeed(copy.seed, copy.database);
    // A secret next to the workspace folder, and links that point at it from inside.
    const outside = path.dirname(copy.root);
    writeFileSync(path.join(outside, "passwd"), "root:x:0:0:SECRET-OUTSIDE-THE-WORKSPACE\n");
    symlinkSync(path.join(outside, "passwd"), path.join(copy.root, "evil-link"));
    symlinkSync(outside, path.join(copy.root, "docs", "evil-dir"));
    const registered = await setup.caller.workspaces.register({
      name: "ledgerline-copy",
      rootPath: copy.root,
      databasePath: copy.database,
    });
    const attempts: [string, string, Record<string, unknown>, string][] = [
      [
        "t1",
        "read_file",
        { path: "../../../../etc/passwd" },
        "path escapes the workspace: ../../../../etc/passwd",
      ],
      [
        "t2",
        "read_file",
        { path: "/etc/passwd" },
        "absolute paths are not allowed: /etc/passwd (use a path relative to the workspace root)",
      ],
      [
        "t3",
        "read_file",
        { path: "src/../../etc/passwd" },
        "path escapes the workspace: src/../../etc/passwd",
      ],
      [
        "t4",
        "read_file",
        { path: "evil-link" },
        "path resolves outside the workspace through a symlink: evil-link",
      ],
      [
        "t5",
        "read_file",
        { path: "docs/evil-dir/passwd" },
        "path resolves outside the workspace through a symlink: docs/evil-dir/passwd",
      ],
      [
        "t6",
        "read_file",
        { path: "C:\\Windows\\win.ini" },
        "absolute paths are not allowed: C:\\Windows\\win.ini (use a path relative to the workspace root)",
      ],
      ["t7", "read_file", { path: "README\u0000.md" }, 'invalid path: "README\\u0000.md"'],
      [
        "t8",
        "read_changelog",
        { path: "../../../../etc/passwd" },
        "path escapes the workspace: ../../../../etc/passwd",
      ],
      [
        "t9",
        "search_code",
        { query: "root:", path_prefix: "../../" },
        '0 matches for "root:" under ../../ (0 files searched)',
      ],
    ];
    const { childItems, detail } = await scriptedRun(
      {
        parent: delegatingParent,
        child: childCalling([
          ...attempts.map(([id, name, args]) => callOf(id, name, args)),
          callOf("t10", "search_code", { query: "SECRET-OUTSIDE" }),
          callOf("t11", "read_file", { path: "src/adapters/../../README.md", end_line: 1 }),
        ]),
      },
      { workspaceId: registered.id },
    );
    expect(detail.run.status).toBe("succeeded");
    for (const [id, , , message] of attempts) {
      expect(resultsOf(childItems, id), id).toMatchObject([
        { status: id === "t9" ? "ok" : "error", content: message },
      ]);
    }
    expect(resultsOf(childItems, "t10")[0]!.content).toMatch(
      /^0 matches for "SECRET-OUTSIDE" \(\d+ files searched\)$/,
    );
    expect(resultsOf(childItems, "t11")[0]).toMatchObject({
      status: "ok",
      content: expect.stringMatching(
        /^src\/adapters\/\.\.\/\.\.\/README\.md \(lines 1-1 of \d+\)\n/,
      ),
    });
    expect(JSON.stringify(detail)).not.toContain("SECRET-OUTSIDE-THE-WORKSPACE");
    // Registering a workspace is checked too.
    for (const [input, message] of [
      [
        { name: "w", rootPath: "../ledgerline" },
        'workspace folder must be an absolute path: "../ledgerline"',
      ],
      [
        { name: "w", rootPath: path.join(outside, "passwd") },
        `workspace folder is not a directory: ${path.join(outside, "passwd")}`,
      ],
      [
        { name: "w", rootPath: copy.root, databasePath: "db.sqlite" },
        'database must be an absolute path: "db.sqlite"',
      ],
      [
        { name: "w", rootPath: copy.root, databasePath: path.join(outside, "passwd") },
        `database file does not open as SQLite: ${path.join(outside, "passwd")} (file is not a database)`,
      ],
    ] as const) {
      await expectTrpcError(setup.caller.workspaces.register(input), "BAD_REQUEST", message);
    }
    await expectTrpcError(
      setup.caller.workspaces.register({ name: "ledgerline-copy", rootPath: copy.root }),
      "CONFLICT",
      /^a workspace named "ledgerline-copy" \(or with id ws_[0-9a-f-]+\) already exists$/,
    );
  });

  it("write attempts through read-only SQL are refused and the database is left byte for byte as it was", async () => {
    const copy = copyLedgerline();
    buildDatabaseFromSeed(copy.seed, copy.database);
    const hash = () => createHash("sha256").update(readFileSync(copy.database)).digest("hex");
    const before = hash();
    const registered = await setup.caller.workspaces.register({
      name: "ledgerline-sql",
      rootPath: copy.root,
      databasePath: copy.database,
    });
    const writes: [string, string][] = [
      [
        "DELETE FROM merchants",
        "query_sql is read-only: DELETE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "/* harmless */ UPDATE merchants SET api_version = 'v3'",
        "query_sql is read-only: UPDATE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "-- note\nINSERT INTO merchants (merchant_id) VALUES ('m_9999')",
        "query_sql is read-only: INSERT statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "WITH doomed AS (SELECT merchant_id FROM merchants) DELETE FROM merchants WHERE merchant_id IN doomed",
        "query_sql is read-only: the statement would modify the database",
      ],
      [
        "SELECT 1; DROP TABLE merchants",
        "query_sql is read-only: exactly one statement is allowed, the text contains more than one",
      ],
      [
        "ATTACH DATABASE '/tmp/evil.db' AS evil",
        "query_sql is read-only: ATTACH statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "PRAGMA query_only = OFF",
        "query_sql is read-only: PRAGMA assignments are not allowed (PRAGMA query_only = OFF)",
      ],
      [
        "PRAGMA writable_schema",
        "query_sql is read-only: PRAGMA writable_schema is not an allowed read-only pragma",
      ],
      [
        "CREATE TEMP TABLE t(x)",
        "query_sql is read-only: CREATE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "VACUUM INTO '/tmp/copy.db'",
        "query_sql is read-only: VACUUM statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      [
        "REPLACE INTO merchants (merchant_id) VALUES ('m_0001')",
        "query_sql is read-only: REPLACE statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)",
      ],
      ["  ;  ", "query_sql: the SQL text contains no statement"],
    ];
    const { childItems } = await scriptedRun(
      {
        parent: delegatingParent,
        child: childCalling([
          ...writes.map(([sql], index) => callOf(`w${index}`, "query_sql", { sql })),
          // EXPLAIN of a write does not run it, and is refused all the same (conservative).
          callOf("explain", "query_sql", { sql: "EXPLAIN DELETE FROM merchants" }),
          callOf("plan", "query_sql", {
            sql: "EXPLAIN QUERY PLAN SELECT * FROM merchants WHERE api_version = 'v2'",
          }),
          callOf("count", "query_sql", { sql: "SELECT count(*) AS n FROM merchants" }),
        ]),
      },
      { workspaceId: registered.id },
    );
    writes.forEach(([sql, message], index) => {
      expect(resultsOf(childItems, `w${index}`), sql).toMatchObject([
        { status: "error", content: message },
      ]);
    });
    expect(resultsOf(childItems, "explain")).toMatchObject([
      {
        status: "error",
        content: "query_sql is read-only: the statement would modify the database",
      },
    ]);
    expect(resultsOf(childItems, "plan")[0]!.status).toBe("ok");
    expect(resultsOf(childItems, "count")[0]!.content).toBe(
      '{"columns":["n"],"rows":[[160]],"row_count":1,"truncated":false}',
    );
    expect(hash()).toBe(before);
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
        return [textOf("done")];
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
    const started = Date.now();
    await expectTrpcError(
      setup.caller.runs.start({ question: "y".repeat(5_000_000), workspaceId: "ledgerline" }),
      "BAD_REQUEST",
      /at most 4000 characters/,
    );
    await expectTrpcError(
      setup.caller.audit.summaries({ runIds: Array.from({ length: 1001 }, (_, i) => `run_${i}`) }),
      "BAD_REQUEST",
      /<=1000 items/,
    );
    await expectTrpcError(
      setup.caller.workspaces.register({ name: "n".repeat(65), rootPath: "/tmp" }),
      "BAD_REQUEST",
      /<=64 characters/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
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
          : [textOf("done")],
    });
    expect(resultsOf(tooMany.parentItems, "w")[0]!.content).toBe(
      "invalid arguments for wait_for_agents: agent_ids: Too big: expected array to have <=32 items; the tool was not executed",
    );
  });

  it("nothing stored is lost: the run every bad input was aimed at is stored exactly as before", async () => {
    expect(await stored(baselineRunId)).toEqual(baseline);
    const runs = await setup.caller.runs.list();
    expect(runs.map((run) => run.id)).toContain(baselineRunId);
    expect(runs.every((run) => !["queued", "running"].includes(run.status))).toBe(true);
  });
});
