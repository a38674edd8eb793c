import { beforeAll, describe, expect, it } from "vitest";
import type { ResolvedHistory } from "../../features/runs/run-history";
import type { ReturnMode } from "../../runtime/records";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { o200kTokenCounter } from "../../runtime/window/token-counter";
import { SUMMARY_TOKEN_BUDGET } from "../../shared/run-settings";
import {
  copyLedgerline,
  ledgerlineSampleHistory,
  runLedgerlineInMode,
} from "../../testing/ledgerline-fixture";
import { expectSameTranscripts, replayFromStore } from "../../testing/replay-comparison";
import { SAMPLE_QUESTION } from "./sample-question";

/**
 * The ledgerline escalation end to end on the scripted model in every return mode, with the
 * sample history (ESC-0932) as the parent's opening context, as issue 11's realistic parent:
 * the window figures are the runs' own (o200k tokens, deterministic). Every mode's parent
 * finishes through final_answer (issue 14): its tool definition and the prompt's sentence
 * about it are in every parent's window from the start.
 */

let history: ResolvedHistory;

beforeAll(async () => {
  history = await ledgerlineSampleHistory(copyLedgerline().root);
});

async function runMode(mode: ReturnMode, scenario: "auto" | "fan-out" = "auto") {
  const { run, store, figures } = await runLedgerlineInMode(mode, scenario, history);
  const parent = store.agents.find((agent) => agent.role === "parent")!;
  const parentItems = store.items.filter((item) => item.agentId === parent.id);
  return { run, store, figures, parentItems };
}

/** The last tool call of a transcript. */
const lastCall = (items: readonly TranscriptItem[]) =>
  items.filter((item) => item.kind === "tool_call").at(-1);

const figure = (
  beforeSpawn: number,
  childPeak: number | null,
  afterReturn: number,
  transcriptTokens: number | null,
) => ({ beforeSpawn, childPeak, afterReturn, transcriptTokens });

describe("the ledgerline escalation in every return mode, with its sample history", () => {
  it("opens the parent with the history (about 21k tokens) before the question", async () => {
    const { run, parentItems } = await runMode("contract");
    expect(history.label).toBe("ESC-0932");
    expect(run.history).toEqual({ source: "sample", label: "ESC-0932", tokens: 20_777 });
    expect(parentItems.slice(0, 2)).toMatchObject([
      { kind: "message", role: "user", text: history.text },
      { kind: "message", role: "user", text: SAMPLE_QUESTION },
    ]);
    expect(history.text).toMatch(/^# Escalation history ESC-0932 \(as of 2026-11-30\)/);
  });

  it("contract: the parent grows by the ~1k-token debrief rendering, not the 8.0k transcript", async () => {
    const { run, figures, store, parentItems } = await runMode("contract");
    expect(run.status).toBe("succeeded");
    expect(figures).toMatchObject([figure(21_991, 9_008, 22_963, 8_014)]);
    // The rendering prints each item's id (researcher/F1…) for the parent's claims to cite.
    expect(store.debriefs[0]?.renderedTokens).toBe(875);
    expect(store.debriefs[0]?.renderedForParent).toContain("researcher/F1 [");
    expect(lastCall(parentItems)).toMatchObject({ name: "final_answer", acceptance: "accepted" });
    expect(run.finalAnswer).toContain("[rests on: researcher/");
  });

  it("summary: the child's extractive summary fits 400 tokens and drops what had no room", async () => {
    const { run, figures, store } = await runMode("summary");
    expect(run.status).toBe("succeeded");
    expect(figures).toMatchObject([figure(21_950, 8_856, 22_488, 8_409)]);
    const [returned] = store.debriefs;
    expect(returned?.returnMode).toBe("summary");
    const summary = returned!.renderedForParent
      .split("\n")
      .slice(1)
      .map((line) => line.replace(/^\| /, ""))
      .join("\n");
    expect(o200kTokenCounter.count(summary)).toBeLessThanOrEqual(SUMMARY_TOKEN_BUDGET);
    // Kept: the indirect merchants, the total with its condition, one open question.
    expect(summary).toContain("m_0005, m_0067, m_0148");
    expect(summary).toContain("if the api_version column is authoritative");
    expect(summary).toContain("Are the 12 sandbox merchants affected on the same date?");
    // With F5 inferred (its file was not read), SumBasic's word weights keep the api_version
    // assumption too. No room for: the 16 direct merchants' list, the overrides' open question.
    expect(summary).toContain("I assumed: The merchants table's api_version column");
    expect(summary).not.toContain("m_0008");
    expect(summary).not.toContain("Do the 5 merchants with a per-request override");
    // One final_answer claim per line of the summary, citing nothing (free text has no ids).
    expect(run.finalAnswer).toBe(
      summary
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => `- ${line.replace(/^\s*-\s+/, "").trim()}`)
        .join("\n"),
    );
  });

  it("transcript: the parent receives the child's whole transcript and grows by all of it", async () => {
    const { run, figures, store, parentItems } = await runMode("transcript");
    expect(run.status).toBe("succeeded");
    expect(figures).toMatchObject([figure(21_956, 8_415, 30_007, 7_954)]);
    const [returned] = store.debriefs;
    expect(returned?.renderedForParent).toMatch(/^TRANSCRIPT of researcher \(agent_2\), 16 items/);
    expect(returned?.renderedTokens).toBe(7_954);
    expect(lastCall(parentItems)).toMatchObject({ name: "final_answer", acceptance: "accepted" });
    expect(run.finalAnswer).toContain("- I could not determine this: Do the 5 merchants");
    expect(run.finalAnswer).not.toContain("[rests on:");
  });

  it("inline: no child; the parent's own research grows its window", async () => {
    const { run, figures, store, parentItems } = await runMode("inline");
    expect(run.status).toBe("succeeded");
    expect(store.agents).toHaveLength(1);
    expect(figures).toEqual([
      {
        parentAgentId: "agent_1",
        childAgentId: null,
        ...figure(22_147, null, 28_985, null),
        returnTokens: null,
      },
    ]);
    const calls = parentItems.flatMap((item) => (item.kind === "tool_call" ? [item.name] : []));
    expect(calls).toEqual([
      "search_code",
      "search_code",
      "read_changelog",
      "query_sql",
      "read_file",
      "read_file",
      "search_code",
      "final_answer",
    ]);
    // Its claims cite nothing (no child, no debrief ids) and carry the caveats in their words.
    expect(run.finalAnswer).not.toContain("[rests on:");
    expect(run.finalAnswer).toContain("(inferred, not verified;");
    expect(run.finalAnswer).toContain("- Assumption, not verified:");
  });

  it("four children: four contracts add ~1.8k tokens; four transcripts add them all", async () => {
    const contract = await runMode("contract", "fan-out");
    const transcript = await runMode("transcript", "fan-out");
    const span = (figures: typeof contract.figures) => [
      Math.min(...figures.map((f) => f.beforeSpawn!)),
      Math.max(...figures.map((f) => f.afterReturn!)),
      figures.reduce((sum, f) => sum + f.transcriptTokens!, 0),
    ];
    expect(span(contract.figures)).toEqual([22_123, 23_914, 17_570]);
    expect(span(transcript.figures)).toEqual([22_088, 39_875, 17_495]);
  });
});

describe("replay of the other return modes", () => {
  it("a summary, a transcript and an inline run replay offline to identical transcripts", async () => {
    for (const mode of ["summary", "transcript", "inline"] as const) {
      const { run, store } = await runLedgerlineInMode(mode, "auto", history);
      const replay = await replayFromStore(store, run.id);
      expect(replay.session.warnings).toEqual([]);
      expect([replay.run.status, replay.run.returnMode, replay.run.history]).toEqual([
        "succeeded",
        mode,
        run.history,
      ]);
      expect(replay.run.finalAnswer).toBe(run.finalAnswer);
      expectSameTranscripts(replay.original, replay.replayed);
    }
  });
});
