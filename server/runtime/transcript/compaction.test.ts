import { describe, expect, it } from "vitest";
import {
  testRequest,
  TranscriptBuilder,
} from "../providers/shared/__fixtures__/transcript-builder";
import {
  convertedEvents,
  pairingProblems,
  WIRE_CONVERSIONS,
} from "../providers/shared/__fixtures__/wire-pairing";
import { toWireTurns } from "../providers/shared/wire-turns";
import { checkedTurnModel } from "../testing/checked-turn-model";
import { callsOf, resultsOf } from "../testing/transcript-queries";
import {
  answerOf,
  callOf,
  probeTool,
  textOf,
  turnHarness,
  turnProvider,
} from "../testing/turn-script";
import type { TranscriptItem } from "./transcript-item";
import { planCompaction, requestView } from "./compaction";
import { Transcript } from "./transcript";
import { manualClock } from "../testing/manual-clock";

let sequence = 0;
const base = () => ({
  id: `a:${sequence}`,
  agentId: "a",
  sequence: sequence++,
  iteration: 1,
  createdAt: 0,
});
const message = (text: string): TranscriptItem => ({
  ...base(),
  kind: "message",
  role: "assistant",
  text,
});
const legacy = (text: string): TranscriptItem => ({ ...base(), kind: "legacy_text", text });
const call = (callId: string): TranscriptItem => ({
  ...base(),
  kind: "tool_call",
  callId,
  providerCallId: callId,
  idSource: "provider",
  name: "read",
  argumentsText: "{}",
  argumentsFormat: "string",
  parsedArguments: {},
  acceptance: "accepted",
  rejectionReason: null,
});
const result = (callId: string, content: string): TranscriptItem => ({
  ...base(),
  kind: "tool_result",
  toolUseId: callId,
  toolName: "read",
  status: "ok",
  content,
  uncertainty: null,
  preventedByCorrection: null,
});
const tokensOf = (item: TranscriptItem) =>
  item.kind === "tool_result" ? item.content.length : item.kind === "compaction" ? 40 : 10;

function transcript(): TranscriptItem[] {
  sequence = 0;
  return [
    { ...base(), kind: "message", role: "user", text: "brief" },
    legacy("old row without ids"),
    call("c1"),
    result("c1", "x".repeat(500)),
    message("thinking"),
    call("c2"),
    call("c3"),
    result("c2", "y".repeat(500)),
    result("c3", "z".repeat(500)),
    call("c4"),
    result("c4", "w".repeat(100)),
  ];
}

describe("planCompaction (case 12)", () => {
  it("compacts the oldest complete pairs and legacy rows, never the brief or the newest units", () => {
    const items = transcript();
    const plan = planCompaction(items, {
      limitTokens: 800,
      fixedTokens: 0,
      keepRecent: 1,
      tokensOf,
      transcriptRef: "transcript:a",
    });
    expect(plan.unfit).toBeNull();
    expect(
      plan.compactions.map((compaction) => [compaction.fromSequence, compaction.toSequence]),
    ).toEqual([[1, 8]]);
    expect(plan.compactions[0]!.text).toContain("call ids c1, c2, c3");
  });

  it("never compacts a call without its result, nor a result without its call", () => {
    const items = transcript().slice(0, 8); // c3 unanswered
    const plan = planCompaction(items, {
      limitTokens: 10,
      fixedTokens: 0,
      keepRecent: 0,
      tokensOf,
      transcriptRef: "t",
    });
    const view = requestView([
      ...items,
      ...plan.compactions.map((compaction, index) => ({
        ...compaction,
        id: `c${index}`,
        agentId: "a",
        sequence: 100 + index,
        iteration: 2,
        createdAt: 0,
      })),
    ]);
    const calls = new Set(view.flatMap((item) => (item.kind === "tool_call" ? [item.callId] : [])));
    const results = new Set(
      view.flatMap((item) => (item.kind === "tool_result" ? [item.toolUseId] : [])),
    );
    expect([...results].every((id) => calls.has(id))).toBe(true);
    expect(calls.has("c2") && calls.has("c3")).toBe(true);
  });

  it("marks an oversized newest call unfit instead of cutting it", () => {
    sequence = 0;
    const items: TranscriptItem[] = [
      { ...base(), kind: "message", role: "user", text: "brief" },
      call("big"),
      result("big", "b".repeat(5_000)),
    ];
    const plan = planCompaction(items, {
      limitTokens: 1_000,
      fixedTokens: 0,
      keepRecent: 1,
      tokensOf,
      transcriptRef: "t",
    });
    expect(plan.unfit).toBe(
      "the newest call (read) needs 5010 tokens on its own, more than the 1000-token window allows; it is kept intact (executed arguments are never changed)",
    );
  });
});

describe("Transcript.requestItems", () => {
  it("stays equal to requestView of the whole transcript through appends and compactions", () => {
    const kept = new Transcript("a", manualClock());
    const views: number[] = [];
    const check = () => {
      expect(kept.requestItems).toEqual(requestView(kept.items));
      views.push(kept.requestItems.length);
    };
    const plain = (text: string) => ({
      kind: "message" as const,
      role: "assistant" as const,
      text,
    });
    const compaction = (fromSequence: number, toSequence: number) => ({
      kind: "compaction" as const,
      fromSequence,
      toSequence,
      text: `compacted ${fromSequence}-${toSequence}`,
    });
    for (let index = 0; index < 6; index += 1) {
      kept.append(plain(`m${index}`), 0);
      check();
    }
    kept.append(compaction(1, 3), 1); // replaces 1..3
    check();
    kept.append(plain("after"), 1);
    check();
    kept.append(compaction(0, 5), 2); // supersedes the first compaction
    check();
    kept.append(plain("last"), 2);
    check();
    expect(views).toEqual([1, 2, 3, 4, 5, 6, 4, 5, 2, 3]);
  });
});

describe("compaction in the loop", () => {
  it("keeps the window under the limit with every call still paired in the request view", async () => {
    const harness = turnHarness();
    const tool = probeTool("read", (input) => ({
      status: "ok",
      content: `${input.key} `.repeat(400),
    }));
    const requests: (readonly TranscriptItem[])[] = [];
    const provider = turnProvider((request) => {
      requests.push(request.items);
      return request.iteration <= 6
        ? [callOf(`c${request.iteration}`, "read", { key: `k${request.iteration}` })]
        : answerOf("done");
    });
    const run = await (
      await harness.start(
        provider,
        { parent: [tool] },
        { maxIterations: 20, maxToolCalls: 20, deadlineMs: 60_000, maxWindowTokens: 2_500 },
      )
    ).done;
    expect(run.status).toBe("succeeded");
    const compactions = harness.store.items.filter((item) => item.kind === "compaction");
    expect(compactions.length).toBeGreaterThan(0);
    const last = requests[requests.length - 1]!;
    expect(last.some((item) => item.kind === "compaction")).toBe(true);
    const calls = last.flatMap((item) => (item.kind === "tool_call" ? [item.callId] : []));
    const results = last.flatMap((item) => (item.kind === "tool_result" ? [item.toolUseId] : []));
    expect(results).toEqual(calls);
    // Six reads and the final_answer call.
    expect(harness.store.items.filter((item) => item.kind === "tool_call")).toHaveLength(7);
  });
});

describe("shared case 12: compaction keeps calls and results paired", () => {
  it("case 12: compaction while a call is unanswered, or trimming a result — compaction takes complete call/result pairs only and never leaves an orphan on either side", async () => {
    // Through the runtime: a parent past its window limit, parallel calls with large results
    // and a correction that prevents calls mid-batch; every request stays paired for every
    // API, nothing had to be repaired, and the stored transcript is never rewritten.
    const harness = turnHarness();
    const big = (key: string) => `${key}: ${"ledger api; ".repeat(120)}`;
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
    const model = checkedTurnModel({
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
        return answerOf("Final answer.");
      },
    });
    const handle = await harness.start(
      model.provider,
      { parent: [tool] },
      { maxIterations: 20, maxToolCalls: 40, deadlineMs: 600_000, maxWindowTokens: 3000 },
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

    // A legacyItems transcript with an unanswered call and a result whose call was trimmed away:
    // planning never picks either, and the compacted request keeps the wire exactly as paired
    // as before (the repairs are the old rows' own, compaction adds none).
    const legacyItems = new TranscriptBuilder()
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
    const plan = planCompaction(legacyItems, {
      limitTokens: 50,
      fixedTokens: 0,
      keepRecent: 1,
      tokensOf: (item) => JSON.stringify(item).length / 4,
      transcriptRef: "transcript:agent_t",
    });
    const bySequence = (sequence: number) => legacyItems[sequence]!;
    for (const compaction of plan.compactions) {
      const covered = legacyItems.filter(
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
    let next = legacyItems.length;
    const withCompactions: TranscriptItem[] = [
      ...legacyItems,
      ...plan.compactions.map((planned) => ({
        ...planned,
        id: `agent_t:${next}`,
        agentId: "agent_t",
        sequence: next++,
        iteration: 7,
        createdAt: 0,
      })),
    ];
    const view = requestView(withCompactions);
    expect(view.length).toBeLessThan(legacyItems.length);
    expect(toWireTurns(view).warnings).toEqual(toWireTurns(legacyItems).warnings);
    expect(toWireTurns(legacyItems).warnings).toEqual([
      "call open (lookup) had no recorded result; sent with a not_executed result so the request stays paired",
      "a result for gone had no call in the request and was left out",
    ]);
    const request = testRequest(view, { toolChoice: { type: "auto" } });
    for (const conversion of WIRE_CONVERSIONS) {
      expect(pairingProblems(convertedEvents(conversion, request)), conversion.name).toEqual([]);
    }
  });
});
