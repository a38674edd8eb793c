import { describe, expect, it } from "vitest";
import { SUMMARY_TOKEN_BUDGET } from "../../shared/run-settings";
import { probeTool } from "../testing/turn-script";
import type { TranscriptItem } from "../transcript/transcript-item";
import { o200kTokenCounter, type TokenCounter } from "../window/token-counter";
import type { ReturnModeStrategy } from "./return-mode";
import { RETURN_MODE_STRATEGIES } from "./return-modes";
import { fitToTokens, renderSummaryForParent, summaryRequest } from "./summary";
import { renderTranscriptForParent } from "./transcript-rendering";

const lookup = probeTool("lookup", ({ key }) => ({ status: "ok", content: `value of ${key}` }));
const names = (tools: readonly { name: string }[]) => tools.map((tool) => tool.name);
/** One token per character: exact figures for hand-made strings. */
const perCharacter: TokenCounter = { count: (text) => Array.from(text).length };

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
