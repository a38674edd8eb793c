import { describe, expect, it } from "vitest";
import { composeFinalAnswer } from "../../runtime/providers/scripted/parent-policy";
import { SampleScriptedProvider } from "../scripted-samples";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { o200kTokenCounter } from "../../runtime/window/token-counter";
import {
  correctedAtChildIteration3,
  LEDGERLINE_CHILD_CALLS,
  ledgerlineHarness,
  runWithChildCorrection,
} from "../../testing/ledgerline-fixture";
import { SAMPLE_QUESTION } from "./sample-question";
import type { ModelProvider, ModelRequest } from "../../runtime/providers/model-provider";
import { whenPhase } from "../../runtime/testing/agent-phase";

const NO_LATENCY = { parent: 0, child: 0 };

/** Every accepted or rejected call has exactly one result, after it and before the next model request. */
function assertPaired(items: readonly TranscriptItem[]): void {
  const open = new Set<string>();
  const seen = new Set<string>();
  let iteration = 0;
  for (const item of items) {
    if (item.iteration !== iteration) {
      expect([...open], `unpaired calls before iteration ${item.iteration}`).toEqual([]);
      iteration = item.iteration;
    }
    if (item.kind === "tool_call") {
      expect(seen.has(item.callId), `duplicate call id ${item.callId}`).toBe(false);
      seen.add(item.callId);
      open.add(item.callId);
    }
    if (item.kind === "tool_result") {
      expect(open.has(item.toolUseId), `result without an open call ${item.toolUseId}`).toBe(true);
      open.delete(item.toolUseId);
    }
  }
  expect([...open]).toEqual([]);
}

describe("scripted contract scenarios", () => {
  it("invalid-once: the missing coverage goes back to the child, the retry succeeds", async () => {
    const harness = ledgerlineHarness();
    const run = await (
      await harness.start(SAMPLE_QUESTION, new SampleScriptedProvider({ scenario: "invalid-once" }))
    ).done;
    expect(run.status).toBe("succeeded");
    const child = harness.store.agents.find((agent) => agent.role === "child")!;
    const results = harness.store.items.filter(
      (item): item is Extract<TranscriptItem, { kind: "tool_result" }> =>
        item.agentId === child.id &&
        item.kind === "tool_result" &&
        item.toolName === "research_result",
    );
    expect(results.map((result) => result.status)).toEqual(["error", "ok"]);
    expect(results[0]!.content).toBe(
      "research_result rejected (attempt 1 of 3): coverage: Invalid input: expected object, received undefined. Fix these fields and call research_result again.",
    );
    const debrief = harness.store.debriefs[0]!;
    expect(debrief.attempts).toBe(2);
    expect(debrief.validationErrors).toEqual([
      "coverage: Invalid input: expected object, received undefined",
    ]);
    expect(
      harness.store.items
        .filter((item) => item.agentId !== child.id && item.kind === "tool_result")
        .some((item) => item.kind === "tool_result" && item.content.includes("rejected")),
    ).toBe(false);
  });

  it("always-invalid: three rejections end in SubagentContractError, which the parent receives as a failed child", async () => {
    const harness = ledgerlineHarness();
    const run = await (
      await harness.start(
        SAMPLE_QUESTION,
        new SampleScriptedProvider({ scenario: "always-invalid" }),
      )
    ).done;
    const child = harness.store.agents.find((agent) => agent.role === "child")!;
    expect(child.status).toBe("failed");
    expect(child.statusDetail).toBe(
      `SubagentContractError: agent ${child.id} returned no valid research_result after 3 attempts: coverage: Invalid input: expected object, received undefined`,
    );
    const debrief = harness.store.debriefs[0]!;
    expect(debrief.result).toBeNull();
    expect(debrief.attempts).toBe(3);
    const parentWait = harness.store.items.find(
      (item) =>
        item.kind === "tool_result" &&
        item.toolName === "wait_for_agents" &&
        item.content.includes("CHILD FAILED"),
    );
    expect(parentWait).toBeDefined();
    expect(run.status).toBe("succeeded");
    expect(run.finalAnswer).toContain(
      "A child failed: researcher raised SubagentContractError after 3 research_result attempts.",
    );
    expect(run.finalAnswer).not.toContain("merchants are configured");
  });

  it("pairs every call with exactly one result in every transcript", async () => {
    const harness = ledgerlineHarness();
    await (
      await harness.start(SAMPLE_QUESTION, new SampleScriptedProvider())
    ).done;
    for (const agent of harness.store.agents) {
      assertPaired(await harness.store.loadTranscript(agent.id));
    }
  });

  it("records the parent's window before spawn, the child's peak and after return", async () => {
    const harness = ledgerlineHarness();
    await (
      await harness.start(SAMPLE_QUESTION, new SampleScriptedProvider())
    ).done;
    const parent = harness.store.agents.find((agent) => agent.role === "parent")!;
    const child = harness.store.agents.find((agent) => agent.role === "child")!;
    const samples = harness.store.windowSamples;
    const before = samples.find(
      (sample) => sample.agentId === parent.id && sample.mark === "before_spawn",
    )!;
    const after = samples.find(
      (sample) => sample.agentId === parent.id && sample.mark === "after_return",
    )!;
    const peak = samples.find(
      (sample) => sample.agentId === child.id && sample.mark === "child_peak",
    )!;
    const debrief = harness.store.debriefs[0]!;
    expect(before.relatedAgentId).toBe(child.id);
    expect(after.tokens).toBeGreaterThan(before.tokens + debrief.renderedTokens);
    expect(peak.tokens).toBeGreaterThan(after.tokens);
    const childIterations = samples.filter(
      (sample) => sample.agentId === child.id && sample.mark === "iteration",
    );
    expect(childIterations.map((sample) => sample.iteration)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(childIterations.map((sample) => sample.tokens)).toEqual(
      [...childIterations.map((sample) => sample.tokens)].sort((a, b) => a - b),
    );
    expect(Math.max(...childIterations.map((sample) => sample.tokens))).toBeLessThanOrEqual(
      peak.tokens,
    );
  });
});

describe("corrections during a run", () => {
  it("a correction to the running child is consumed at its next iteration and recorded separately", async () => {
    const harness = ledgerlineHarness();
    const provider = correctedAtChildIteration3(harness.manager, new SampleScriptedProvider());
    const run = await (await harness.start(SAMPLE_QUESTION, provider)).done;
    expect(run.status).toBe("succeeded");
    const [correction] = harness.store.corrections;
    expect(correction).toMatchObject({
      sequence: 1,
      text: "Also check the sandbox merchants.",
      author: "human:operator",
    });
    expect(harness.store.consumptions).toEqual([
      expect.objectContaining({
        correctionId: correction!.id,
        sequence: 1,
        iteration: 4,
        preventedCallIds: ["sc_3_0"],
      }),
    ]);
    const prevented = harness.store.items.find(
      (entry) => entry.kind === "tool_result" && entry.toolUseId === "sc_3_0",
    );
    expect(prevented).toMatchObject({
      status: "not_executed",
      preventedByCorrection: 1,
      content: "not executed: prevented by correction #1, which arrived before this call started",
    });
    const childCalls = harness.store.items.filter(
      (entry) => entry.kind === "tool_call" && entry.agentId === correction!.agentId,
    );
    // "Also check the sandbox merchants." takes effect: the child reads the sandbox adapter at
    // iteration 4, then makes the changelog read the correction prevented, and goes on.
    expect(childCalls.map((entry) => (entry.kind === "tool_call" ? entry.name : ""))).toEqual([
      ...LEDGERLINE_CHILD_CALLS.slice(0, 3),
      "read_file",
      ...LEDGERLINE_CHILD_CALLS.slice(2),
    ]);
    const afterCorrection = childCalls[3];
    expect(afterCorrection?.kind === "tool_call" && afterCorrection.argumentsText).toBe(
      JSON.stringify({ path: "src/adapters/sandbox-adapter.ts" }),
    );
    expect(harness.store.debriefs[0]!.result!.effort.tool_calls).toBe(8);
    expect(harness.store.debriefs[0]!.result!.coverage.searched).toContain(
      "read src/adapters/sandbox-adapter.ts",
    );
    expect(harness.store.debriefs[0]!.guardsApplied).toEqual([]);
    const item = harness.store.items.find((entry) => entry.kind === "correction")!;
    expect(item.iteration).toBe(3);
    // How the child acted on it is in its transcript (the correction card), not in the debrief.
    expect(harness.store.debriefs[0]!.result!.assumptions.join(" ")).not.toContain("Correction");
    const reply = harness.store.items.find(
      (entry) =>
        entry.kind === "message" && entry.role === "assistant" && entry.sequence > item.sequence,
    );
    expect(reply?.kind === "message" && reply.text).toBe(
      "Correction #1: checking the sandbox merchants next.",
    );
  });

  it("stop and report ends the research; skip leaves the step out and says so", async () => {
    const childCallsWith = async (text: string) => {
      const { harness, run, child } = await runWithChildCorrection(text);
      expect(run.status).toBe("succeeded");
      return {
        finalAnswer: run.finalAnswer ?? "",
        said: harness.store.items.flatMap((item) =>
          item.kind === "message" && item.role === "assistant" && item.agentId === child.id
            ? [item.text]
            : [],
        ),
        calls: harness.store.items.flatMap((item) =>
          item.kind === "tool_call" && item.agentId === child.id ? [item.name] : [],
        ),
        debrief: harness.store.debriefs[0]!.result!,
      };
    };
    const stopped = await childCallsWith("Stop and report.");
    // The call made at iteration 2 was prevented; the child then returns its debrief.
    expect(stopped.calls).toEqual(["search_code", "search_code", "research_result"]);
    // The stop is a coverage gap of the debrief; the child's reply is in its transcript.
    expect(stopped.debrief.assumptions).toEqual([]);
    expect(stopped.debrief.coverage.not_searched).toContain(
      "the rest of the planned research (stopped by correction #1)",
    );
    expect(stopped.said[0]).toBe("Correction #1: stopping; I report what I found until now.");
    // The answer a person reads names the gap, not the runtime's process note.
    expect(stopped.finalAnswer).toContain("the rest of the planned research");
    expect(stopped.finalAnswer).not.toContain("stopped by correction");
    const skipped = await childCallsWith("Skip the changelog.");
    expect(skipped.calls).not.toContain("read_changelog");
    expect(skipped.debrief.coverage.not_searched).toContain(
      "the changelog (skipped by correction #1)",
    );
    expect(skipped.finalAnswer).toMatch(
      /Not searched, so the answer may be incomplete there: [^\n]*the changelog/,
    );
    expect(skipped.finalAnswer).not.toContain("skipped by correction");
    // A correction the scripted model cannot act on: said so in the transcript, where the
    // correction card reads it; neither the debrief nor the customer-facing answer mentions it.
    const ignored = await childCallsWith("please be careful");
    expect(ignored.said[0]).toBe(
      'Correction #1 ("please be careful") not acted on: the scripted model acts only on "stop and report", "skip …" and "also check …".',
    );
    expect(ignored.debrief.assumptions.join(" ")).not.toContain("Correction");
    expect(ignored.finalAnswer).not.toContain("Correction");
    expect(ignored.finalAnswer).not.toContain("please be careful");
  });

  it("rejects empty corrections and corrections to finished or unknown agents", async () => {
    const harness = ledgerlineHarness();
    const handle = await harness.start(SAMPLE_QUESTION, new SampleScriptedProvider());
    await expect(
      harness.manager.queueCorrection({ agentId: handle.parentAgentId, text: "   ", author: "x" }),
    ).rejects.toThrow("correction text must not be empty");
    // Invisible format characters alone (a parent's correct_agent included) are empty too.
    await expect(
      harness.manager.queueCorrection({
        agentId: handle.parentAgentId,
        text: "\u200b\u2060\ufeff",
        author: "x",
      }),
    ).rejects.toThrow("correction text must not be empty");
    await handle.done;
    await expect(
      harness.manager.queueCorrection({ agentId: handle.parentAgentId, text: "late", author: "x" }),
    ).rejects.toThrow(`agent ${handle.parentAgentId} is not running in this process`);
    await expect(
      harness.manager.queueCorrection({ agentId: "agent_404", text: "hi", author: "x" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(harness.store.corrections).toEqual([]);
  });
});

describe("the scripted parent and children that end without a debrief", () => {
  it("names a cancelled child as a caveat instead of answering as if nothing was missing", () => {
    const received = [
      "Wait ended: every requested child has finished.",
      "- agent_2 (researcher): cancelled (cancelled by human:op)",
      "  (no debrief: the child ended without a research_result)",
    ].join("\n");
    expect(composeFinalAnswer(received).claims.map((claim) => claim.text)).toEqual([
      "The research produced no findings I can state.",
      "A child was cancelled: researcher was cancelled (by op) before it returned a debrief; what it was asked to research is covered only where another child's debrief covers it. Nothing from it is stated as established.",
    ]);
  });
});

describe("fan-out: four children, one merged debrief", () => {
  it("spawns four children in one turn and grows the parent's window only by the merged rendering", async () => {
    const harness = ledgerlineHarness();
    const run = await (
      await harness.start(SAMPLE_QUESTION, new SampleScriptedProvider({ scenario: "fan-out" }))
    ).done;
    expect(run.status).toBe("succeeded");
    const parent = harness.store.agents.find((agent) => agent.role === "parent")!;
    const children = harness.store.agents.filter((agent) => agent.role === "child");
    expect(children.map((child) => child.name)).toEqual([
      "direct-researcher",
      "fallback-researcher",
      "sandbox-researcher",
      "changelog-researcher",
    ]);
    const spawnCalls = harness.store.items.filter(
      (item) =>
        item.agentId === parent.id && item.kind === "tool_call" && item.name === "spawn_agent",
    );
    expect(new Set(spawnCalls.map((item) => item.iteration))).toEqual(new Set([1]));

    const waits = harness.store.items.filter(
      (item): item is Extract<TranscriptItem, { kind: "tool_result" }> =>
        item.agentId === parent.id &&
        item.kind === "tool_result" &&
        item.toolName === "wait_for_agents",
    );
    const delivered = waits.find((wait) =>
      wait.content.includes("MERGED DEBRIEF from 4 children"),
    )!;
    expect(delivered).toBeDefined();
    expect(delivered.content.match(/MERGED DEBRIEF/g)).toHaveLength(1);
    // Never a transcript: no tool results of the children reach the parent.
    expect(delivered.content).not.toContain('"columns"');
    expect(delivered.content).not.toContain("const LEGACY_API_VERSION");

    const samples = harness.store.windowSamples.filter((sample) => sample.agentId === parent.id);
    const afterReturn = samples.filter((sample) => sample.mark === "after_return");
    expect(afterReturn).toHaveLength(4);
    expect(new Set(afterReturn.map((sample) => sample.tokens)).size).toBe(1);
    const beforeWait = samples.find(
      (sample) => sample.mark === "iteration" && sample.iteration === delivered.iteration,
    )!;
    const callTokens = 60; // the wait_for_agents call item itself (four ids and a timeout)
    const growth = afterReturn[0]!.tokens - beforeWait.tokens;
    const renderedTokens = o200kTokenCounter.count(
      `result ${delivered.toolUseId} [ok]: ${delivered.content}`,
    );
    expect(growth).toBeGreaterThanOrEqual(renderedTokens);
    expect(growth).toBeLessThanOrEqual(renderedTokens + callTokens);
    // The final answer cites the merged items by every child's id (issue 14).
    expect(run.finalAnswer).toContain("[rests on: direct-researcher/A1, fallback-researcher/A1]");
  });
});

describe("two-children with one child cancelled (issue 12)", () => {
  it("the answer stays coherent: the survivor's merchants stay, the cancelled child is named cancelled", async () => {
    const harness = ledgerlineHarness();
    const inner = new SampleScriptedProvider({ scenario: "two-children", latencyMs: NO_LATENCY });
    // direct-researcher's model call ends only when it is cancelled.
    const provider: ModelProvider = {
      name: inner.name,
      defaultModel: inner.defaultModel,
      async complete(request: ModelRequest) {
        const agent = harness.store.agents.find((candidate) => candidate.id === request.agentId);
        if (agent?.name === "direct-researcher")
          await new Promise((_resolve, reject) =>
            request.signal.addEventListener("abort", () => reject(new Error("aborted"))),
          );
        return inner.complete(request);
      },
    };
    const handle = await harness.start(SAMPLE_QUESTION, provider);
    void whenPhase(harness.store, "waiting_for_agents").then(() => {
      const direct = harness.store.agents.find((agent) => agent.name === "direct-researcher")!;
      harness.manager.cancelAgent(direct.id, "cancelled by human:op");
    });
    const run = await handle.done;
    expect(run.status).toBe("succeeded");
    const answer = run.finalAnswer ?? "";
    expect(
      answer.startsWith("- 3 merchants not configured for API v2 still break indirectly"),
    ).toBe(true);
    expect(answer).not.toContain("more merchants");
    expect(answer).toContain(
      "- 16 merchants are configured for API v2 and break directly when v2 is retired: m_0008,",
    );
    expect(answer).toContain(
      "- A child was cancelled: direct-researcher was cancelled (by op) before it returned a debrief;",
    );
    expect(answer).not.toContain("A child failed");
  });
});
