import { describe, expect, it } from "vitest";
import { SUMMARY_TOKEN_BUDGET } from "../../shared/run-settings";
import { checkedTurnModel, delegatingParent } from "../testing/checked-turn-model";
import { validDebrief } from "../testing/debrief-builders";
import { answerOf, callOf, probeTool, textOf, turnHarness } from "../testing/turn-script";
import type { TranscriptItem } from "../transcript/transcript-item";
import { o200kTokenCounter, type TokenCounter } from "../window/token-counter";
import { computeWindowFigures } from "../../shared/window-figures";
import type { ReturnModeStrategy } from "./return-mode";
import { RETURN_MODE_STRATEGIES } from "./return-modes";
import { fitToTokens, renderSummaryForParent, summaryRequest } from "./summary";
import { renderTranscriptForParent } from "./transcript-rendering";

const lookup = probeTool("lookup", ({ key }) => ({ status: "ok", content: `value of ${key}` }));
const names = (tools: readonly { name: string }[]) => tools.map((tool) => tool.name);
/** One token per character: exact figures for hand-made strings. */
const perCharacter: TokenCounter = { count: (text) => Array.from(text).length };

/** A child that looks a key up, then replies with `answer`, then (asked again) `summary`. */
function researchingChild(answer: string, summary = "") {
  return (n: number) =>
    n === 1 ? [callOf("c_lookup", "lookup", { key: "k1" })] : [textOf(n === 2 ? answer : summary)];
}

describe("return-mode strategies: kits", () => {
  it("gives each mode's parent and child their tools, tool choice and prompt", () => {
    const parentKit = (strategy: ReturnModeStrategy) =>
      strategy.parentKit({ workspaceTools: [lookup], finish: "final_answer" });
    const kits = Object.values(RETURN_MODE_STRATEGIES).map((strategy) => ({
      mode: strategy.mode,
      parent: names(parentKit(strategy).tools),
      parentChoice: parentKit(strategy).toolChoice.type,
      child: strategy.child ? names(strategy.child.kit([lookup]).tools) : null,
      childChoice: strategy.child?.kit([lookup]).toolChoice.type ?? null,
      returnTool: strategy.child?.returnTool?.name ?? null,
      returnName: strategy.child?.returnName ?? null,
    }));
    // Every mode's parent finishes through the forced final_answer (issue 14).
    const delegating = [
      "spawn_agent",
      "wait_for_agents",
      "correct_agent",
      "fetch_transcript_span",
      "final_answer",
    ];
    expect(kits).toEqual([
      {
        mode: "contract",
        parent: delegating,
        parentChoice: "required",
        child: ["lookup", "research_result"],
        childChoice: "required",
        returnTool: "research_result",
        returnName: "valid research_result",
      },
      {
        mode: "summary",
        parent: delegating,
        parentChoice: "required",
        child: ["lookup"],
        childChoice: "auto",
        returnTool: null,
        returnName: "summary",
      },
      {
        mode: "transcript",
        parent: delegating,
        parentChoice: "required",
        child: ["lookup"],
        childChoice: "auto",
        returnTool: null,
        returnName: "transcript",
      },
      {
        mode: "inline",
        parent: ["lookup", "final_answer"],
        parentChoice: "required",
        child: null,
        childChoice: null,
        returnTool: null,
        returnName: null,
      },
    ]);
    const prompts = Object.values(RETURN_MODE_STRATEGIES).map(
      (strategy) => parentKit(strategy).systemPrompt,
    );
    expect(new Set(prompts).size).toBe(4);
    expect(prompts.every((prompt) => prompt.includes("Finish by calling final_answer"))).toBe(true);
  });

  it("puts extra tools before final_answer, and gives a parent replayed with a text finish its old kit", () => {
    const probe = probeTool("probe", () => ({ status: "ok", content: "" }));
    for (const strategy of Object.values(RETURN_MODE_STRATEGIES)) {
      const contract = strategy.parentKit({
        workspaceTools: [lookup],
        extraTools: [probe],
        finish: "final_answer",
      });
      expect(names(contract.tools).slice(-2)).toEqual(["probe", "final_answer"]);
      const text = strategy.parentKit({
        workspaceTools: [lookup],
        extraTools: [probe],
        finish: "text",
      });
      expect(names(text.tools)).toEqual(names(contract.tools).slice(0, -1));
      expect(text.toolChoice).toEqual({ type: "auto" });
      expect(text.systemPrompt).not.toContain("final_answer");
      expect(text.systemPrompt).not.toBe(contract.systemPrompt);
    }
  });
});

describe("return-mode strategies: rendering", () => {
  it("renders a transcript whole, item by item as on the wire, without compaction markers", () => {
    const base = { agentId: "agent_2", iteration: 1, createdAt: 0 };
    const items: TranscriptItem[] = [
      { ...base, id: "i0", sequence: 0, iteration: 0, kind: "message", role: "user", text: "Go." },
      {
        ...base,
        id: "i1",
        sequence: 1,
        kind: "tool_call",
        callId: "c1",
        providerCallId: "c1",
        idSource: "provider",
        name: "lookup",
        argumentsText: '{"key":"k1"}',
        argumentsFormat: "string",
        parsedArguments: { key: "k1" },
        acceptance: "accepted",
        rejectionReason: null,
      },
      {
        ...base,
        id: "i2",
        sequence: 2,
        kind: "tool_result",
        toolUseId: "c1",
        toolName: "lookup",
        status: "ok",
        content: "value of k1",
        uncertainty: null,
        preventedByCorrection: null,
      },
      {
        ...base,
        id: "i3",
        sequence: 3,
        kind: "compaction",
        fromSequence: 1,
        toSequence: 2,
        text: "…",
      },
      {
        ...base,
        id: "i4",
        sequence: 4,
        kind: "message",
        role: "assistant",
        text: "It is k1.\nDone.",
      },
    ];
    expect(renderTranscriptForParent("researcher", "agent_2", items)).toBe(
      [
        'TRANSCRIPT of researcher (agent_2), 4 items, inlined whole (return mode: transcript; not a debrief); each item starts at "[sequence]", its further lines start with "| ":',
        "[0] user: Go.",
        '[1] call c1 lookup({"key":"k1"})',
        "[2] result c1 [ok]: value of k1",
        "[4] assistant: It is k1.\n| Done.",
        "END OF TRANSCRIPT of researcher (agent_2)",
      ].join("\n"),
    );
  });

  it("fits a summary to its token budget: unchanged under it, the longest prefix over it", () => {
    expect(fitToTokens("short text", 10, perCharacter)).toEqual({
      text: "short text",
      tokens: 10,
      cut: false,
    });
    // Cut where the budget ends, as a max-tokens limit cuts (trailing space trimmed).
    expect(fitToTokens("one two three", 9, perCharacter)).toEqual({
      text: "one two t",
      tokens: 9,
      cut: true,
    });
    expect(fitToTokens("one two three", 8, perCharacter)).toEqual({
      text: "one two",
      tokens: 7,
      cut: true,
    });
    expect(fitToTokens("ééé", 2, perCharacter)).toEqual({ text: "éé", tokens: 2, cut: true });
    const long = "The merchants table lists sixteen merchants on v2. ".repeat(60);
    const fitted = fitToTokens(long, SUMMARY_TOKEN_BUDGET, o200kTokenCounter);
    expect(fitted.cut).toBe(true);
    expect(fitted.tokens).toBe(o200kTokenCounter.count(fitted.text));
    expect(fitted.tokens).toBeLessThanOrEqual(SUMMARY_TOKEN_BUDGET);
    expect(fitted.tokens).toBeGreaterThan(SUMMARY_TOKEN_BUDGET - 12);
    expect(long.startsWith(fitted.text)).toBe(true);
  });

  it("says what a summary is and whether it was cut", () => {
    expect(renderSummaryForParent("r", { text: "S.", tokens: 2, cut: false }, 400)).toBe(
      'SUMMARY from r (free text, 2 of at most 400 tokens; return mode: summary, not a debrief; its lines start with "| "):\n| S.',
    );
    expect(renderSummaryForParent("r", { text: "S.", tokens: 400, cut: true }, 400)).toBe(
      'SUMMARY from r (free text, 400 tokens, cut at the 400-token budget; return mode: summary, not a debrief; its lines start with "| "):\n| S.',
    );
    expect(summaryRequest(400)).toMatch(/in at most 400 tokens of free text/);
  });
});

describe("return-mode strategies: runs on a hand-made model", () => {
  it("contract: the debrief record names its mode and what the transcript would have added", async () => {
    const model = checkedTurnModel({
      parent: delegatingParent,
      child: () => [callOf("c_rr", "research_result", validDebrief())],
    });
    const harness = turnHarness();
    await (
      await harness.start(model.provider, { child: [lookup] })
    ).done;
    const [debrief] = harness.store.debriefs;
    const child = harness.store.agents.find((agent) => agent.role === "child")!;
    const childItems = harness.store.items.filter((item) => item.agentId === child.id);
    expect(debrief?.returnMode).toBe("contract");
    expect(debrief?.transcriptTokens).toBe(
      o200kTokenCounter.count(renderTranscriptForParent("researcher", child.id, childItems)),
    );
    expect(model.problems).toEqual([]);
  });

  it("summary: a text reply gets one more turn without tools asking for the summary; the parent receives it, cut at the budget", async () => {
    const long = "The lookup of k1 returned a value that I report here in detail. ".repeat(60);
    const model = checkedTurnModel({
      parent: delegatingParent,
      child: researchingChild("My answer: k1 has a value.", long),
    });
    const harness = turnHarness();
    const run = await (
      await harness.start(model.provider, { child: [lookup] }, undefined, {
        returnMode: "summary",
      })
    ).done;
    expect(run.status).toBe("succeeded");
    const childRequests = model.requests.filter((request) => request.agentRole === "child");
    expect(childRequests.map((request) => request.toolChoice.type)).toEqual([
      "auto",
      "auto",
      "none",
    ]);
    expect(childRequests[2]?.items.at(-1)).toMatchObject({
      kind: "message",
      role: "user",
      text: summaryRequest(SUMMARY_TOKEN_BUDGET),
    });
    const [debrief] = harness.store.debriefs;
    const fitted = fitToTokens(long, SUMMARY_TOKEN_BUDGET, o200kTokenCounter);
    expect(debrief).toMatchObject({
      returnMode: "summary",
      result: null,
      renderedForParent: renderSummaryForParent("researcher", fitted, SUMMARY_TOKEN_BUDGET),
      guardsApplied: ["the summary was cut at the 400-token budget"],
    });
    const child = harness.store.agents.find((agent) => agent.role === "child")!;
    expect([child.status, child.statusDetail]).toEqual(["succeeded", "summary returned"]);
    const waitResult = harness.store.items.find(
      (item) => item.kind === "tool_result" && item.toolName === "wait_for_agents",
    );
    expect(waitResult?.kind === "tool_result" && waitResult.content).toContain(
      debrief!.renderedForParent,
    );
    expect(model.problems).toEqual([]);
  });

  it("summary: an empty reply gets a notice and another turn", async () => {
    const model = checkedTurnModel({
      parent: delegatingParent,
      child: (n) => [textOf(["", "Answer.", "Summary."][n - 1] ?? "")],
    });
    const harness = turnHarness();
    await (
      await harness.start(model.provider, { child: [lookup] }, undefined, {
        returnMode: "summary",
      })
    ).done;
    const child = harness.store.agents.find((agent) => agent.role === "child")!;
    const notices = harness.store.items.filter(
      (item) => item.agentId === child.id && item.kind === "notice",
    );
    expect(notices.map((item) => item.kind === "notice" && item.text)).toEqual([
      "Your reply was empty. Reply with your findings in text, or call a tool.",
    ]);
    expect(harness.store.debriefs[0]?.renderedForParent).toBe(
      'SUMMARY from researcher (free text, 2 of at most 400 tokens; return mode: summary, not a debrief; its lines start with "| "):\n| Summary.',
    );
  });

  it("transcript: the parent receives the child's whole transcript as one string", async () => {
    const model = checkedTurnModel({
      parent: delegatingParent,
      child: researchingChild("My answer: k1 has a value."),
    });
    const harness = turnHarness();
    await (
      await harness.start(model.provider, { child: [lookup] }, undefined, {
        returnMode: "transcript",
      })
    ).done;
    const child = harness.store.agents.find((agent) => agent.role === "child")!;
    const childItems = harness.store.items.filter((item) => item.agentId === child.id);
    const [debrief] = harness.store.debriefs;
    expect(debrief?.renderedForParent).toBe(
      renderTranscriptForParent("researcher", child.id, childItems),
    );
    expect(debrief?.renderedForParent).toContain("[3] assistant: My answer: k1 has a value.");
    expect(debrief?.transcriptTokens).toBe(debrief?.renderedTokens);
    const [figures] = computeWindowFigures(
      harness.store.agents,
      harness.store.windowSamples,
      harness.store.debriefs,
    );
    expect(figures!.afterReturn! - figures!.beforeSpawn!).toBeGreaterThan(debrief!.renderedTokens);
    expect(figures!.transcriptTokens).toBe(debrief!.renderedTokens);
  });

  it("summary and transcript: a child out of iterations returns a failure record instead", async () => {
    for (const mode of ["summary", "transcript"] as const) {
      const model = checkedTurnModel({
        parent: delegatingParent,
        child: (n) => [callOf(`c_${n}`, "lookup", { key: `k${n}` })],
      });
      const harness = turnHarness();
      await (
        await harness.start(
          model.provider,
          { child: [lookup] },
          { maxIterations: 2, maxToolCalls: 10, deadlineMs: 600_000 },
          { returnMode: mode },
        )
      ).done;
      const child = harness.store.agents.find((agent) => agent.role === "child")!;
      expect(child.statusDetail).toBe(`budget exhausted: no ${mode} within 2 iterations`);
      expect(harness.store.debriefs[0]?.renderedForParent).toBe(
        [
          `CHILD FAILED: researcher ended without returning its ${mode}.`,
          "Its work is NOT available; do not state anything as established from it.",
          `Why: no ${mode} within 2 iterations`,
          `Transcript: transcript:${child.id} (fetch_transcript_span(ref, tool_call_id) retrieves a span)`,
        ].join("\n"),
      );
    }
  });

  it("inline: no child; the parent researches itself and its window is marked before and after", async () => {
    const model = checkedTurnModel({
      parent: (n) =>
        n <= 2 ? [callOf(`p_${n}`, "lookup", { key: `k${n}` })] : answerOf("Answer from k1, k2."),
    });
    const harness = turnHarness();
    const run = await (
      await harness.start(model.provider, { child: [lookup] }, undefined, {
        returnMode: "inline",
      })
    ).done;
    // It finishes through final_answer like every parent; its claims cite nothing (no debrief).
    expect(run.finalAnswer).toBe("- Answer from k1, k2.");
    expect(harness.store.agents.map((agent) => agent.role)).toEqual(["parent"]);
    expect(names(model.requests[0]!.tools)).toEqual(["lookup", "final_answer"]);
    const marks = harness.store.windowSamples.map((sample) => sample.mark);
    expect(marks).toEqual([
      "iteration",
      "before_research",
      "after_research",
      "iteration",
      "after_research",
      "iteration",
    ]);
    const samples = harness.store.windowSamples;
    const [figures] = computeWindowFigures(harness.store.agents, samples, []);
    expect(figures).toEqual({
      parentAgentId: harness.store.agents[0]!.id,
      childAgentId: null,
      beforeSpawn: samples[1]!.tokens,
      childPeak: null,
      // What the parent sent for its answer is where the research left its window.
      afterReturn: samples[5]!.tokens,
      transcriptTokens: null,
      returnTokens: null,
    });
    expect(samples[1]!.tokens).toBeGreaterThan(samples[0]!.tokens);
  });

  it("summary: the parent received no item ids, so a claim citing one is rejected; citing nothing is accepted", async () => {
    const answer = (restsOn: string[]) => ({
      claims: [
        { text: "k1 has a value.", rests_on: restsOn, carries: [], stated_as: "established" },
      ],
    });
    const model = checkedTurnModel({
      parent: (n, request) =>
        n <= 2
          ? delegatingParent(n, request)
          : [callOf(`fa${n}`, "final_answer", answer(n === 3 ? ["researcher/F1"] : []))],
      child: researchingChild("My answer: k1 has a value.", "k1 has a value."),
    });
    const harness = turnHarness();
    const run = await (
      await harness.start(model.provider, { child: [lookup] }, undefined, {
        returnMode: "summary",
      })
    ).done;
    const results = harness.store.items.flatMap((item) =>
      item.kind === "tool_result" && item.toolName === "final_answer"
        ? [[item.status, item.content]]
        : [],
    );
    expect(results).toEqual([
      [
        "error",
        'final_answer rejected (attempt 1 of 3): claims.0.rests_on.0: unknown debrief item "researcher/F1"; you received no debrief item ids (no typed debrief was delivered to you), so leave rests_on and carries empty and say each caveat in the words of the claim. Fix these fields and call final_answer again.',
      ],
      ["ok", "final_answer accepted (1 claims). Your work is done."],
    ]);
    expect([run.status, run.statusDetail, run.finalAnswer]).toEqual([
      "succeeded",
      "final_answer accepted",
      "- k1 has a value.",
    ]);
  });

  it("a parent replayed from a run before the answer contract (text finish) gets no final_answer and ends with text", async () => {
    const model = checkedTurnModel({
      parent: (n, request) => (n <= 2 ? delegatingParent(n, request) : [textOf("Answer in text.")]),
      child: () => [callOf("c_rr", "research_result", validDebrief())],
    });
    const harness = turnHarness();
    const run = await (
      await harness.start(model.provider, { child: [lookup] }, undefined, {
        returnMode: "contract",
        parentFinish: "text",
      })
    ).done;
    expect([run.status, run.statusDetail, run.finalAnswer]).toEqual([
      "succeeded",
      "final answer",
      "Answer in text.",
    ]);
    const parentRequest = model.requests.find((request) => request.agentRole === "parent")!;
    expect(names(parentRequest.tools)).not.toContain("final_answer");
    expect(parentRequest.toolChoice).toEqual({ type: "auto" });
  });
});
