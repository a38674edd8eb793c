import { describe, expect, it } from "vitest";
import {
  runOnFakeApi,
  wireApi,
  type WireApi,
  type ProviderRun,
} from "../../testing/provider-setup";
import {
  LEDGERLINE_CHILD_CALLS,
  LEDGERLINE_FINDING_CONFIDENCES,
} from "../../testing/ledgerline-fixture";
import {
  comparable,
  expectSameTranscripts,
  replayFromStore,
} from "../../testing/replay-comparison";
import { manualClock } from "../testing/manual-clock";
import { callsOf, resultsOf } from "../testing/transcript-queries";
import { ollamaWire } from "./ollama/__fixtures__/ollama-wire";
import {
  anthropicThinkingChild,
  kimiReasoningChild,
  responsesReasoningChild,
} from "./shared/__fixtures__/reasoning-turns";
import type { ModelTurn, TurnOverride, WireEvent } from "./shared/__fixtures__/scripted-wire-model";

/**
 * The provider contract, for every API against its fake server: manager → agent iteration →
 * conversion → HTTP → conversion → acceptance → execution, and back on the next request; then
 * an offline replay of the same run. One table row per API; every test runs over each row.
 */
interface ContractApi extends WireApi {
  /** An id this API's model would give (case 3 reuses it). */
  id: string;
  /** How usage {input 1100, cached 200, output 50, reasoning 10} of turn 1 reads back. */
  usage: {
    inputTokens: number;
    cachedInputTokens: number | null;
    outputTokens: number;
    reasoningTokens: number | null;
  };
  /** The run replayed offline: a child turn with the API's reasoning extra, its settings, its server. */
  replay: Partial<Pick<WireApi, "env" | "codec">> & { child?: TurnOverride };
}

const APIS: ContractApi[] = [
  {
    ...wireApi("openai"),
    id: "call_Ab12",
    usage: { inputTokens: 1100, cachedInputTokens: 200, outputTokens: 50, reasoningTokens: 10 },
    replay: { child: responsesReasoningChild },
  },
  {
    ...wireApi("kimi"),
    id: "functions.search_code:0",
    usage: { inputTokens: 1100, cachedInputTokens: 200, outputTokens: 50, reasoningTokens: null },
    replay: { child: kimiReasoningChild },
  },
  {
    ...wireApi("openai-compatible"),
    id: "call_0",
    usage: { inputTokens: 1100, cachedInputTokens: 200, outputTokens: 50, reasoningTokens: 10 },
    replay: {},
  },
  {
    // A server that gives call ids; the replayed run's server gives none (ids are assigned).
    ...wireApi("ollama"),
    codec: ollamaWire(true),
    id: "call_k3xq9a7e",
    usage: { inputTokens: 1100, cachedInputTokens: null, outputTokens: 50, reasoningTokens: null },
    replay: { codec: wireApi("ollama").codec },
  },
  {
    ...wireApi("anthropic"),
    id: "toolu_01A09q90",
    usage: { inputTokens: 1100, cachedInputTokens: 200, outputTokens: 50, reasoningTokens: null },
    replay: { env: { DEBRIEF_ANTHROPIC_THINKING_BUDGET: 2048 }, child: anthropicThinkingChild },
  },
];

const events = (api: WireApi, body: Record<string, unknown>): WireEvent[] =>
  api.codec.decode(body).events;

/** Every call on the wire has exactly one result after it, before the next user turn (cases 1, 2, 6). */
function expectPairedOnTheWire(result: ProviderRun): void {
  expect(result.wireProblems()).toEqual([]);
}

function turn(calls: ModelTurn["calls"]): ModelTurn {
  return { calls, usage: { input: 1100, cached: 200, output: 50, reasoning: 10 } };
}

describe.each(APIS)("$provider against its fake server", (api) => {
  it("runs the ledgerline escalation end to end to a valid debrief, plain and streamed, one execution per accepted call", async () => {
    const plain = await runOnFakeApi({ ...api });
    const streamed = await runOnFakeApi({
      ...api,
      stream: true,
    });
    for (const result of [plain, streamed]) {
      expect(result.run.status, result.run.statusDetail ?? "").toBe("succeeded");
      const debrief = result.harness.store.debriefs[0]!;
      expect(debrief.result?.findings.map((finding) => finding.confidence)).toEqual(
        LEDGERLINE_FINDING_CONFIDENCES,
      );
      expect(debrief.result?.effort).toEqual({ tool_calls: 7, budget_exhausted: false });
      expect(result.run.finalAnswer).toContain("16 merchants are configured for API v2");
      const childCalls = callsOf(result.transcript("child"));
      expect(childCalls.map((call) => call.name)).toEqual(LEDGERLINE_CHILD_CALLS);
      expect([...result.executions.values()]).toEqual([1, 1, 1, 1, 1, 1, 1]);
      expect([...result.executions.keys()]).toEqual(
        childCalls.slice(0, 7).map((call) => call.callId),
      );
      expectPairedOnTheWire(result);
    }
    expect(streamed.transcript("child").map(comparable)).toEqual(
      plain.transcript("child").map(comparable),
    );
    expect(streamed.transcript("parent").map(comparable)).toEqual(
      plain.transcript("parent").map(comparable),
    );
  });

  it("maps usage to input, cached input, output and reasoning tokens, and charts the provider's input beside the local count", async () => {
    const result = await runOnFakeApi({
      ...api,
      child: (n) =>
        n === 1 ? turn([{ id: api.id, name: "read_changelog", arguments: "{}" }]) : null,
    });
    const child = result.harness.store.agents.find((agent) => agent.role === "child")!;
    const exchange = result.harness.store.exchanges.find(
      (entry) => entry.agentId === child.id && entry.iteration === 1,
    )!;
    expect(exchange.usage).toEqual(api.usage);
    expect(exchange.httpStatus).toBe(200);
    expect(exchange.requestBody).not.toMatch(/sk-test|sk-ant-test/);
    const sample = result.harness.store.windowSamples.find(
      (entry) => entry.agentId === child.id && entry.iteration === 1 && entry.mark === "iteration",
    )!;
    expect(sample.providerInputTokens).toBe(api.usage.inputTokens);
    expect(sample.tokens).toBeGreaterThan(0);
  });

  it("case 4: parallel calls with the same tool name and no ids get distinct ids assigned once, each executed once and paired in order", async () => {
    const result = await runOnFakeApi({
      ...api,
      child: (n) =>
        n === 1
          ? turn([
              { id: null, name: "search_code", arguments: { query: "API_VERSION" } },
              { id: null, name: "search_code", arguments: { query: "api_version" } },
            ])
          : null,
    });
    expect(result.run.status).toBe("succeeded");
    const transcript = result.transcript("child");
    const [first, second] = callsOf(transcript);
    expect(
      [first, second].map((call) => [call?.callId, call?.providerCallId, call?.idSource]),
    ).toEqual([
      ["call_1_0", null, "assigned"],
      ["call_1_1", null, "assigned"],
    ]);
    expect(result.executions.get("call_1_0")).toBe(1);
    expect(result.executions.get("call_1_1")).toBe(1);
    expect(resultsOf(transcript, "call_1_0")[0]?.content).toMatch(/^\d+ matches for "API_VERSION"/);
    expect(resultsOf(transcript, "call_1_1")[0]?.content).toMatch(/^\d+ matches for "api_version"/);
    const next = events(api, result.bodies("child")[1]!).filter((event) => event.kind !== "user");
    expect(next.map((event) => `${event.kind}:${"id" in event ? event.id : ""}`)).toEqual([
      "call:call_1_0",
      "call:call_1_1",
      "assistant_end:",
      "result:call_1_0",
      "result:call_1_1",
    ]);
    expectPairedOnTheWire(result);
  });

  it("case 3: a duplicate id within a response and reused a turn later keeps the first; each duplicate gets its own wire id, a paired error and no execution", async () => {
    const result = await runOnFakeApi({
      ...api,
      child: (n) =>
        n === 1
          ? turn([
              { id: api.id, name: "search_code", arguments: { query: "API_VERSION" } },
              { id: api.id, name: "search_code", arguments: { query: "api_version" } },
            ])
          : n === 2
            ? turn([{ id: api.id, name: "read_changelog", arguments: {} }])
            : null,
    });
    expect(result.run.status).toBe("succeeded");
    const transcript = result.transcript("child");
    const [kept, duplicate, reused] = callsOf(transcript);
    expect(
      [kept, duplicate, reused].map((call) => [
        call?.callId,
        call?.providerCallId,
        call?.acceptance,
      ]),
    ).toEqual([
      [api.id, api.id, "accepted"],
      [`${api.id}#dup-1-1`, api.id, "duplicate_id"],
      [`${api.id}#dup-2-0`, api.id, "duplicate_id"],
    ]);
    expect(result.executions.get(api.id)).toBe(1);
    expect(result.executions.has(`${api.id}#dup-1-1`)).toBe(false);
    expect(result.executions.has(`${api.id}#dup-2-0`)).toBe(false);
    expect(resultsOf(transcript, `${api.id}#dup-1-1`)).toMatchObject([
      {
        status: "error",
        content: `duplicate call id "${api.id}": this call was not executed; call the tool again if it is still needed`,
      },
    ]);
    const third = events(api, result.bodies("child")[2]!).filter(
      (event) => event.kind === "call" || event.kind === "result",
    );
    expect(third.map((event) => `${event.kind}:${"id" in event ? event.id : ""}`)).toEqual([
      `call:${api.wire(api.id)}`,
      `call:${api.wire(`${api.id}#dup-1-1`)}`,
      `result:${api.wire(api.id)}`,
      `result:${api.wire(`${api.id}#dup-1-1`)}`,
      `call:${api.wire(`${api.id}#dup-2-0`)}`,
      `result:${api.wire(`${api.id}#dup-2-0`)}`,
    ]);
    expectPairedOnTheWire(result);
  });

  it("cases 7 and 8: truncated JSON and empty arguments get paired errors without execution; empty arguments of a tool without required fields run; the run continues", async () => {
    const result = await runOnFakeApi({
      ...api,
      child: (n) =>
        n === 1
          ? turn([
              { id: `${api.id}a`, name: "search_code", arguments: '{"a"' },
              { id: `${api.id}b`, name: "search_code", arguments: "" },
              { id: `${api.id}c`, name: "read_changelog", arguments: "" },
            ])
          : null,
    });
    expect(result.run.status).toBe("succeeded");
    const transcript = result.transcript("child");
    expect(
      callsOf(transcript)
        .slice(0, 3)
        .map((call) => call.acceptance),
    ).toEqual(["malformed_arguments", "invalid_arguments", "accepted"]);
    expect(resultsOf(transcript, `${api.id}a`)[0]?.content).toMatch(
      /^arguments are not valid JSON \(.*\); the tool was not executed$/,
    );
    expect(resultsOf(transcript, `${api.id}b`)[0]?.content).toBe(
      "invalid arguments for search_code: query: Invalid input: expected string, received undefined; the tool was not executed",
    );
    expect([...result.executions.keys()].slice(0, 1)).toEqual([`${api.id}c`]);
    expect(result.executions.has(`${api.id}a`)).toBe(false);
    expect(result.executions.has(`${api.id}b`)).toBe(false);
    expectPairedOnTheWire(result);
  });

  it("provider errors end the agent truthfully with the provider's message; 429/5xx are retried within the bound and reported", async () => {
    const errorBody = (message: string) =>
      api.provider === "anthropic"
        ? { type: "error", error: { type: "api_error", message } }
        : api.provider === "ollama"
          ? { error: message }
          : { error: { message, type: "server_error" } };
    let parentCalls = 0;
    const flaky = await runOnFakeApi({
      ...api,
      parent: () =>
        ++parentCalls === 1
          ? { reply: { status: 429, json: errorBody("Rate limit reached") } }
          : null,
    });
    expect(flaky.run.status).toBe("succeeded");
    const retried = flaky.harness.store.exchanges[0]!;
    // (Kimi with thinking and Ollama also warn that the parent's forced tool falls back to auto.)
    expect(retried.warnings.filter((warning) => !warning.startsWith("tool_choice:"))).toEqual([
      `attempt 1 of 3: HTTP 429 (${JSON.stringify(errorBody("Rate limit reached"))}); retried after 500 ms`,
    ]);

    const down = await runOnFakeApi({
      ...api,
      parent: () => ({ reply: { status: 500, json: errorBody("The server had an error") } }),
    });
    expect(down.server.requests).toHaveLength(3);
    expect(down.run.status).toBe("failed");
    expect(down.run.statusDetail).toMatch(
      new RegExp(
        `^provider error 500: .* HTTP 500: The server had an error \\(after 3 attempts: attempt 1 of 3: HTTP 500 .*\\)$`,
      ),
    );
    expect(down.harness.store.exchanges[0]).toMatchObject({ httpStatus: 500 });

    const rejected = await runOnFakeApi({
      ...api,
      parent: () => ({
        reply: { status: 400, json: errorBody("Invalid value for 'tool_choice'") },
      }),
    });
    expect(rejected.server.requests).toHaveLength(1);
    expect(rejected.run.statusDetail).toMatch(
      /^provider error 400: .* HTTP 400: Invalid value for 'tool_choice'$/,
    );

    const garbled = await runOnFakeApi({
      ...api,
      parent: () => ({ reply: { status: 200, text: "<html>upstream timed out</html>" } }),
    });
    expect(garbled.run.statusDetail).toMatch(/^provider error 200: .*malformed response body/);

    // The server never answers: only the transport's limit can end the call, and it passes (on
    // the transport's manual clock) once the request has arrived.
    const clock = manualClock();
    const slow = await runOnFakeApi({
      ...api,
      transport: { timeoutMs: 150, clock },
      parent: () => {
        void clock.advance(150);
        return new Promise<null>(() => undefined);
      },
    });
    expect(slow.run.statusDetail).toMatch(
      /^provider error: no complete reply from 127\.0\.0\.1:\d+ within 150 ms$/,
    );
  });

  it("replays offline, plain and streamed, to an identical transcript with byte-identical requests (provider extras and assigned ids included)", async () => {
    for (const stream of [false, true]) {
      const result = await runOnFakeApi({
        ...api,
        codec: api.replay.codec ?? api.codec,
        env: api.replay.env,
        stream,
        child: api.replay.child,
      });
      expect(result.run.status, result.run.statusDetail ?? "").toBe("succeeded");
      const { run, session, original, replayed } = await replayFromStore(
        result.harness.store,
        result.run.id,
      );
      expect(session.warnings).toEqual([]);
      expect(run.finalAnswer).toBe(result.run.finalAnswer);
      expectSameTranscripts(original, replayed);
      expect(replayed.exchanges.map((exchange) => exchange.requestBody)).toEqual(
        original.exchanges.map((exchange) => exchange.requestBody),
      );
    }
  });
});
