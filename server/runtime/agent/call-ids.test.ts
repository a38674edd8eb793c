import { describe, expect, it } from "vitest";
import {
  runOnFakeApi,
  turnWithUsage,
  WIRE_APIS,
  wireApi,
  type WireApi,
} from "../../testing/provider-setup";
import { comparable, replayFromStore } from "../../testing/replay-comparison";
import { chatCompletionsWire } from "../providers/chat-completions/__fixtures__/chat-completions-wire";
import { ollamaWire } from "../providers/ollama/__fixtures__/ollama-wire";
import { validDebrief } from "../testing/debrief-builders";
import { callsOf, resultsOf } from "../testing/transcript-queries";

/**
 * Shared cases 3–6 (the shared cases list, "Pairing and ids"):
 * call ids as tool-call acceptance assigns and keeps them — duplicates within and across
 * responses, no ids at all, provider ids sent back byte for byte, one call and one result per
 * id. Each through the real runtime on every API's fake server (see call-pairing.test.ts).
 */

describe("shared cases: call ids", () => {
  it("case 3: same call id twice in one response and reused two turns later — the first keeps it; each duplicate gets a deterministic wire id, a paired error, no execution; replay gives the same ids", async () => {
    const ID = "terminal:0";
    const duplicateError = `duplicate call id "${ID}": this call was not executed; call the tool again if it is still needed`;
    for (const api of WIRE_APIS) {
      const result = await runOnFakeApi({
        ...api,
        child: (n) =>
          n === 1
            ? turnWithUsage([
                { id: ID, name: "search_code", arguments: { query: "API_VERSION" } },
                { id: ID, name: "search_code", arguments: { query: "api_version" } },
              ])
            : n === 2
              ? turnWithUsage([{ id: "other:1", name: "read_changelog", arguments: {} }])
              : n === 3
                ? turnWithUsage([{ id: ID, name: "query_sql", arguments: { sql: "SELECT 1" } }])
                : null,
      });
      expect(result.run.status, api.provider).toBe("succeeded");
      const transcript = result.transcript("child");
      const calls = callsOf(transcript).slice(0, 4);
      expect(
        calls.map((call) => [call.callId, call.providerCallId, call.acceptance]),
        api.provider,
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
      expect(result.wireProblems()).toEqual([]);
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
    const variants: { api: WireApi; stream: boolean }[] = [
      ...WIRE_APIS.map((api) => ({ api, stream: false })),
      { api: wireApi("openai-compatible"), stream: true },
      { api: wireApi("ollama"), stream: true },
    ];
    for (const { api, stream } of variants) {
      const label = `${api.provider}${stream ? " (streamed)" : ""}`;
      const result = await runOnFakeApi({
        ...api,
        stream,
        child: (n) =>
          n === 1
            ? turnWithUsage([
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
      const second = api.codec
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
      expect(result.wireProblems()).toEqual([]);
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
            ? turnWithUsage(
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
      const api =
        provider === "ollama"
          ? { ...wireApi("ollama"), codec: ollamaWire(true) }
          : wireApi(provider);
      const result = await runOnFakeApi({
        ...api,
        child: (n) =>
          n === 1
            ? turnWithUsage([
                { id: odd[0]!, name: "read_changelog", arguments: {} },
                { id: odd[1]!, name: "search_code", arguments: { query: "v2" } },
              ])
            : null,
      });
      expect(result.run.status, provider).toBe("succeeded");
      const second = api.codec.decode(result.bodies("child")[1]!).events;
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
    for (const api of WIRE_APIS) {
      const R = api.provider === "anthropic" ? "toolu_R1" : "call_R1";
      let parentRequests = 0;
      const result = await runOnFakeApi({
        ...api,
        parent: () =>
          ++parentRequests === 1
            ? { reply: { status: 429, json: { error: { message: "slow down" } } } }
            : null,
        child: (n) =>
          n === 1
            ? // an approval flow re-emits the same call: same id, same arguments
              turnWithUsage([
                { id: "call_X", name: "read_changelog", arguments: {} },
                { id: "call_X", name: "read_changelog", arguments: {} },
              ])
            : n === 2
              ? turnWithUsage([{ id: R, name: "research_result", arguments: { findings: [] } }])
              : n === 3
                ? // a retry re-emits the rejected call with its old id
                  turnWithUsage([{ id: R, name: "research_result", arguments: validDebrief() }])
                : n === 4
                  ? turnWithUsage([
                      { id: `${R}b`, name: "research_result", arguments: validDebrief() },
                    ])
                  : null,
      });
      expect(result.run.status, api.provider).toBe("succeeded");
      expect(result.wireProblems()).toEqual([]);
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
      expect(
        firstParentExchange.warnings.filter((warning) => !warning.startsWith("tool_choice:"))[0],
      ).toMatch(/^attempt 1 of 3: HTTP 429 .*retried after/);
    }
  });
});
