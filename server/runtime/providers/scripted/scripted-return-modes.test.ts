import { describe, expect, it } from "vitest";
import { validDebrief } from "../../testing/debrief-builders";
import { o200kTokenCounter, type TokenCounter } from "../../window/token-counter";
import { summarizeExtractively } from "./extractive-summary";
import { composeAnswerFromText, parseTextReturns } from "./free-text-answer";
import { writeResearchReport } from "./research-report";

/** One token per whitespace-separated word: SumBasic's choices can be followed by hand. */
const perWord: TokenCounter = { count: (text) => text.split(/\s+/).filter(Boolean).length };

describe("the scripted model's extractive summary (SumBasic under a token budget)", () => {
  const text = "Merchants break on v2. Merchants on v3 are fine. I could not check the sandbox.";

  it("returns a text that fits as it is", () => {
    expect(summarizeExtractively(text, 15, perWord)).toBe(text);
  });

  it("picks by word frequency, not by hedging: what is dropped is what the budget has no room for", () => {
    // Content words: merchants ×2, break, v2, v3, fine, check, sandbox (p = 2/8, else 1/8).
    // 9 words: "merchants" leads; of its two sentences the first wins the tie; its words are
    // squared away; the hedge (6 words) no longer fits beside it, the v3 sentence (5) does.
    expect(summarizeExtractively(text, 9, perWord)).toBe(
      "Merchants break on v2. Merchants on v3 are fine.",
    );
    // 10 words: after the first pick, "check" leads the tied words alphabetically, and the
    // hedge fits: it is kept and the v3 sentence is the one dropped.
    expect(summarizeExtractively(text, 10, perWord)).toBe(
      "Merchants break on v2. I could not check the sandbox.",
    );
  });

  it("keeps sentences verbatim, in text order, one line per source line, within the real tokenizer's budget", () => {
    const report = writeResearchReport(
      "Which merchants break?",
      validDebrief({
        findings: Array.from({ length: 30 }, (_, index) => ({
          claim: `Merchant m_${index} uses adapter ${index % 3} with fallback ${index % 2}.`,
          provenance: [`merchants.row_${index}`],
          confidence: "verified" as const,
        })),
      }),
    );
    const summary = summarizeExtractively(report, 200, o200kTokenCounter);
    expect(o200kTokenCounter.count(summary)).toBeLessThanOrEqual(200);
    expect(o200kTokenCounter.count(report)).toBeGreaterThan(200);
    const lines = summary.split("\n");
    const reportLines = report.split("\n");
    const positions = lines.map((line) => reportLines.indexOf(line));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe("the scripted child's prose answer", () => {
  it("states every finding, assumption, open question, gap and its effort, one per line", () => {
    const report = writeResearchReport(
      "Which merchants break?\nMore detail.",
      validDebrief({
        unresolved: [{ question: "Do overrides send v2?", would_settle_it: "request logs" }],
        effort: { tool_calls: 3, budget_exhausted: true },
      }),
    );
    expect(report).toBe(
      [
        "My research on: Which merchants break?",
        "- The sandbox pins v2. (inferred across sources, not verified; sources: src/a.ts:9)",
        "- I assumed: The table is authoritative.",
        "- I could not determine this: Do overrides send v2? What would settle it: request logs.",
        "- I did not search request logs.",
        "I made 3 tool calls. I ran out of budget, so this may be incomplete.",
      ].join("\n"),
    );
  });
});

describe("the scripted parent's answer from free-text returns", () => {
  const received = [
    "Wait ended: every requested child has finished.",
    "- agent_2 (direct): succeeded (summary returned)",
    "SUMMARY from direct (free text, 12 of at most 400 tokens; return mode: summary, not a debrief):",
    "| - 16 merchants break directly.",
    "| - I assumed: the table is authoritative.",
    "- agent_3 (fallback): failed (budget exhausted: no summary within 16 iterations)",
    "CHILD FAILED: fallback ended without returning its summary.",
    "Its work is NOT available; do not state anything as established from it.",
  ].join("\n");

  it("finds each summary, and a transcript's last assistant message", () => {
    expect(parseTextReturns(received)).toEqual([
      {
        kind: "summary",
        agentName: "direct",
        text: "- 16 merchants break directly.\n- I assumed: the table is authoritative.",
      },
    ]);
    const transcript = [
      "- agent_2 (researcher): succeeded (transcript returned)",
      "TRANSCRIPT of researcher (agent_2), 4 items, inlined whole (return mode: transcript; not a debrief):",
      "[0] user: Go.",
      "[1] assistant: Looking.",
      '[2] call c1 lookup({"key":"k1"})',
      "[3] result c1 [ok]: value",
      "[4] assistant: It is k1.",
      "| I assumed the value is current.",
      "END OF TRANSCRIPT of researcher (agent_2)",
    ].join("\n");
    expect(parseTextReturns(transcript)).toEqual([
      {
        kind: "transcript",
        agentName: "researcher",
        text: "It is k1.\nI assumed the value is current.",
      },
    ]);
  });

  it("restates what came back as claims citing nothing, failed children as caveats, corrections as received", () => {
    // A final_answer record: free text has no debrief item ids, so no claim rests on one; a
    // line in the child's hedging words is stated as qualified.
    const claim = (text: string, stated_as: "established" | "qualified") => ({
      text,
      rests_on: [],
      carries: [],
      stated_as,
    });
    expect(composeAnswerFromText(received)).toEqual({
      claims: [
        claim("16 merchants break directly.", "established"),
        claim("I assumed: the table is authoritative.", "qualified"),
        claim(
          "A child failed: fallback ended without returning its summary. Nothing from it is stated as established.",
          "qualified",
        ),
      ],
    });
    const cancelled = [
      "Wait ended: every requested child has finished.",
      "- agent_4 (sandbox): cancelled (cancelled by human:ana)",
      "  (no debrief: the child ended without a research_result)",
    ].join("\n");
    expect(composeAnswerFromText(cancelled)).toEqual({
      claims: [
        claim("The research produced nothing I can state.", "established"),
        claim(
          "A child failed: sandbox ended cancelled (cancelled by ana) and returned nothing. Nothing from it is stated as established.",
          "qualified",
        ),
      ],
    });
    const two = [
      "SUMMARY from direct (free text, 5 of at most 400 tokens; return mode: summary, not a debrief):",
      "| - 16 merchants break directly.",
      "SUMMARY from fallback (free text, 5 of at most 400 tokens; return mode: summary, not a debrief):",
      "| - 3 merchants break through the fallback (inferred across sources, not verified).",
    ].join("\n");
    expect(composeAnswerFromText(two).claims.map((entry) => entry.text)).toEqual([
      "direct: 16 merchants break directly.",
      "fallback: 3 merchants break through the fallback (inferred across sources, not verified).",
    ]);
  });
});
