import { describe, expect, it } from "vitest";
import { SUMMARY_TOKEN_BUDGET } from "../../shared/run-settings";
import { checkedTurnModel, delegatingParent } from "../testing/checked-turn-model";
import { validDebrief } from "../testing/debrief-builders";
import { answerOf, callOf, probeTool, textOf, turnHarness } from "../testing/turn-script";
import { o200kTokenCounter } from "../window/token-counter";
import { computeWindowFigures } from "../../shared/window-figures";
import { fitToTokens, renderSummaryForParent, summaryRequest } from "./summary";
import { renderTranscriptForParent } from "./transcript-rendering";

const lookup = probeTool("lookup", ({ key }) => ({ status: "ok", content: `value of ${key}` }));
const names = (tools: readonly { name: string }[]) => tools.map((tool) => tool.name);

/** A child that looks a key up, then replies with `answer`, then (asked again) `summary`. */
function researchingChild(answer: string, summary = "") {
  return (n: number) =>
    n === 1 ? [callOf("c_lookup", "lookup", { key: "k1" })] : [textOf(n === 2 ? answer : summary)];
}

/** Each return mode on a hand-made model: what the parent receives, and the run's end. */
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
