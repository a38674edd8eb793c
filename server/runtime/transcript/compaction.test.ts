import { describe, expect, it } from "vitest";
import { callOf, probeTool, textOf, turnHarness, turnProvider } from "../testing/turn-script";
import type { TranscriptItem } from "./transcript-item";
import { planCompaction, requestView } from "./compaction";

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
        : [textOf("done")];
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
    expect(harness.store.items.filter((item) => item.kind === "tool_call")).toHaveLength(6);
  });
});
