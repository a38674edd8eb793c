import { auditRun } from "../../server/features/audit/caveat-audit";
import type { FinalAnswerRecord } from "../../server/runtime/contract/final-answer";
import { acceptedFinalAnswer } from "../../server/runtime/contract/final-answer-check";
import type { MemoryRunStore } from "../../server/runtime/memory-store";
import type { DebriefRecord, ResearchResult } from "../../server/runtime/records";
import { RETURN_MODES, type ReturnMode } from "../../server/shared/run-settings";
import {
  ledgerlineSampleHistory,
  runLedgerlineInMode,
} from "../../server/testing/ledgerline-fixture";

/**
 * Seed 000's table reproduced on the scripted model (issue 11 "Figures"): the ledgerline
 * escalation with its sample history (ESC-0932, the realistic parent), once per return mode,
 * with one child (`auto`) and with four (`fan-out`). Window figures come from the runs' own
 * window samples (o200k tokens); caveats carried and overstated claims from the caveat audit
 * (`auditRun`) of each mode's final answer against the debriefs the same children returned in
 * the contract mode — the children's work is the same in every mode (their tool calls are
 * compared), only how it reaches the parent differs. Every parent ends with final_answer
 * (issue 14): the contract parent's record is audited exactly, as the app audits it; the other
 * modes' claims cite no debrief item, so their rendered text is read by the free-text reader.
 */

/** One row of the table. */
export interface ReturnModeRow {
  mode: ReturnMode;
  /** Children the escalation plans: 1 (`auto`) or 4 (`fan-out`); inline spawns none of them. */
  planned: number;
  /** Children spawned. */
  children: number;
  /** The parent's window before the first spawn (inline: before its first research call). */
  beforeSpawn: number;
  /** The largest child window; null for inline. */
  childPeak: number | null;
  /** The parent's window after the last return (inline: after its last research result). */
  afterReturn: number;
  /** The children's transcripts as the transcript mode renders them (sum), at return time. */
  transcriptTokens: number | null;
  audit: AuditFigures;
  /** Every tool call the research made (name + arguments), for the held-constant check. */
  researchCalls: string[];
}

/** What the caveat audit says about one final answer. */
export interface AuditFigures {
  hedges: number;
  carried: number;
  dropped: number;
  notUsed: number;
  /** Claims of the answer that state as fact something a child hedged (one per claim). */
  overstatedClaims: number;
}

/** The one call into the caveat audit (its internals are another module's). */
function auditAnswer(
  finalAnswer: string,
  debriefs: readonly { agentId: string; agentName: string; result: ResearchResult }[],
  answerRecord: FinalAnswerRecord | null,
): AuditFigures {
  const report = auditRun({ finalAnswer, debriefs, answerRecord });
  return {
    hedges: report.counts.hedges,
    carried: report.counts.carried,
    dropped: report.counts.dropped,
    notUsed: report.counts.notUsed,
    overstatedClaims: new Set(report.flags.map((flag) => flag.claimId)).size,
  };
}

function researchCalls(store: MemoryRunStore): string[] {
  return store.items
    .flatMap((item) =>
      item.kind === "tool_call" &&
      !/^(spawn_agent|wait_for_agents|research_result|final_answer)$/.test(item.name)
        ? [`${item.name} ${item.argumentsText}`]
        : [],
    )
    .sort();
}

/** The parent's accepted final_answer record (null when none was accepted). */
function parentAnswerRecord(store: MemoryRunStore): FinalAnswerRecord | null {
  const parent = store.agents.find((agent) => agent.role === "parent");
  return acceptedFinalAnswer(store.items.filter((item) => item.agentId === parent?.id));
}

function typedDebriefs(store: MemoryRunStore, debriefs: readonly DebriefRecord[]) {
  return debriefs.flatMap((debrief) =>
    debrief.result
      ? [
          {
            agentId: debrief.agentId,
            agentName: store.agentsById.get(debrief.agentId)?.name ?? debrief.agentId,
            result: debrief.result,
          },
        ]
      : [],
  );
}

/** Run every mode with one child and with four; throws when a run does not succeed. */
export async function measureReturnModes(): Promise<ReturnModeRow[]> {
  const history = await ledgerlineSampleHistory();
  const rows: ReturnModeRow[] = [];
  for (const scenario of ["auto", "fan-out"] as const) {
    let reference: ReturnType<typeof typedDebriefs> = [];
    for (const mode of RETURN_MODES) {
      const { run, store, figures } = await runLedgerlineInMode(mode, scenario, history);
      if (run.status !== "succeeded" || run.finalAnswer === null) {
        throw new Error(`${mode} ${scenario} run ended ${run.status}: ${run.statusDetail ?? ""}`);
      }
      if (mode === "contract") reference = typedDebriefs(store, store.debriefs);
      const numbers = (pick: (f: (typeof figures)[number]) => number | null) =>
        figures.flatMap((f) => (pick(f) === null ? [] : [pick(f) as number]));
      const peaks = numbers((f) => f.childPeak);
      const transcripts = numbers((f) => f.transcriptTokens);
      rows.push({
        mode,
        planned: scenario === "auto" ? 1 : 4,
        children: figures.filter((f) => f.childAgentId !== null).length,
        beforeSpawn: Math.min(...numbers((f) => f.beforeSpawn)),
        childPeak: peaks.length === 0 ? null : Math.max(...peaks),
        afterReturn: Math.max(...numbers((f) => f.afterReturn)),
        transcriptTokens:
          transcripts.length === 0 ? null : transcripts.reduce((sum, value) => sum + value, 0),
        audit: auditAnswer(
          run.finalAnswer,
          reference,
          mode === "contract" ? parentAnswerRecord(store) : null,
        ),
        researchCalls: researchCalls(store),
      });
    }
  }
  return rows;
}

const number = (value: number | null) => (value === null ? "—" : value.toLocaleString("en-US"));
const signed = (value: number) => `${value >= 0 ? "+" : ""}${value.toLocaleString("en-US")}`;

/** The table as text lines, with the targets checked and the seed's figures for reference. */
export function formatReturnModeTable(rows: readonly ReturnModeRow[]): string[] {
  const lines: string[] = [];
  const header = [
    "mode".padEnd(11),
    "children".padStart(10),
    "parent before".padStart(14),
    "child peak".padStart(11),
    "parent after".padStart(13),
    "added".padStart(8),
    "change".padStart(7),
    "caveats carried".padStart(16),
    "overstated".padStart(11),
  ].join(" ");
  lines.push(header, "-".repeat(header.length));
  for (const row of rows) {
    const added = row.afterReturn - row.beforeSpawn;
    const { audit } = row;
    lines.push(
      [
        row.mode.padEnd(11),
        (row.mode === "inline" ? `0 (of ${row.planned})` : String(row.children)).padStart(10),
        number(row.beforeSpawn).padStart(14),
        number(row.childPeak).padStart(11),
        number(row.afterReturn).padStart(13),
        signed(added).padStart(8),
        `${signed(Math.round((added / row.beforeSpawn) * 100))}%`.padStart(7),
        `${audit.carried}/${audit.hedges}`.padStart(16),
        String(audit.overstatedClaims).padStart(11),
      ].join(" "),
    );
  }
  return lines;
}

/** Target checks (issue 11): contract ≤ 1.3k per child and ≤ 5k for four; transcript in full. */
export function checkTargets(rows: readonly ReturnModeRow[]): string[] {
  const lines: string[] = [];
  const children = (count: number) => `${count} ${count === 1 ? "child" : "children"}`;
  for (const [planned, limit] of [
    [1, 1_300],
    [4, 5_000],
  ] as const) {
    const row = (mode: ReturnMode) =>
      rows.find((candidate) => candidate.mode === mode && candidate.planned === planned);
    const contract = row("contract");
    if (contract !== undefined) {
      const added = contract.afterReturn - contract.beforeSpawn;
      lines.push(
        `${added <= limit ? "ok  " : "MISS"} contract adds ${number(added)} tokens with ${children(planned)} (target ≤ ${number(limit)})`,
      );
    }
    const transcript = row("transcript");
    if (transcript?.transcriptTokens != null) {
      const grew = transcript.afterReturn - transcript.beforeSpawn;
      lines.push(
        `${grew >= transcript.transcriptTokens ? "ok  " : "MISS"} transcript adds ${number(grew)} tokens with ${children(planned)}: the children's whole transcripts (${number(transcript.transcriptTokens)}) and the wait around them`,
      );
    }
    const held = rows
      .filter((candidate) => candidate.planned === planned && candidate.mode !== "inline")
      .every(
        (candidate) => candidate.researchCalls.join("\n") === contract?.researchCalls.join("\n"),
      );
    lines.push(
      `${held ? "ok  " : "MISS"} with ${children(planned)} the children make the same tool calls in the contract, summary and transcript modes`,
    );
  }
  return lines;
}

/** Print the table, the target checks and seed 000's figures beside them. */
export async function printReturnModeTable(): Promise<void> {
  const rows = await measureReturnModes();
  console.log(
    "Return modes: seed 000's table on the SCRIPTED MODEL (deterministic; not a real model's figures)",
  );
  console.log(
    "ledgerline escalation with its sample history (ESC-0932); o200k tokens; child peak = the largest child window; caveats carried = hedges the final answer carried / hedges the children raised (caveat audit: contract exactly from its final_answer record, the other modes' uncited claims by the free-text reader); overstated = claims stating a hedged item as fact",
  );
  for (const line of formatReturnModeTable(rows)) console.log(`  ${line}`);
  for (const line of checkTargets(rows)) console.log(`  ${line}`);
  console.log(
    "  inline: no child; the parent's own research calls (not the children's) are audited against the children's debriefs, so its work is not held constant",
  );
  console.log(
    "  seed 000 (real models, 30 cases): transcript 22,400 -> 51,300 (+129%); summary 23,900; contract record 1,240 tokens; four transcripts ~112k, four contracts ~5k\n",
  );
}
