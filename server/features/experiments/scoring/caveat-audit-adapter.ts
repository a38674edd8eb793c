import { auditRunAnswer } from "../../audit/run-answer-audit";
import type { ResearchResult, RunRecord } from "../../../runtime/records";
import type { TranscriptItem } from "../../../runtime/transcript/transcript-item";
import type { RunScores } from "../../../shared/experiment-scores";

/**
 * The experiments' one call into the caveat audit (server/features/audit): everything the
 * scores need from it passes through this module, so a change of the audit's public function
 * touches this file only. It is the run audit page's own path (audit/run-answer-audit.ts), so
 * an experiment never scores an answer differently from the run's audit.
 */

/** A child's typed debrief the answer is audited against. */
export interface AuditedDebrief {
  agentId: string;
  agentName: string;
  result: ResearchResult;
}

/** The answer of a stored run as its audit reads it. */
export interface AuditedAnswer {
  run: Pick<RunRecord, "returnMode" | "finalAnswer">;
  /** The run's transcript items: the parent's final_answer calls and results among them. */
  items: readonly TranscriptItem[];
}

/**
 * Audit a run's answer against `debriefs` (the recording's children, whatever mode produced the
 * answer) as its run's audit does: a contract run's accepted final_answer record exactly, any
 * other answer by the free-text reader. Hedges carried / dropped / not used, overstated claims
 * (distinct claims with a flag) and each flag.
 */
export function auditAnswer(
  answer: AuditedAnswer,
  debriefs: readonly AuditedDebrief[],
): RunScores["audit"] {
  const report = auditRunAnswer({
    run: answer.run,
    answerItems: answer.items.filter(
      (item) =>
        (item.kind === "tool_call" && item.name === "final_answer") ||
        (item.kind === "tool_result" && item.toolName === "final_answer"),
    ),
    debriefs,
  });
  return {
    hedges: report.counts.hedges,
    carried: report.counts.carried,
    dropped: report.counts.dropped,
    notUsed: report.counts.notUsed,
    overstated: new Set(report.flags.map((flag) => flag.claimId)).size,
    flags: report.flags.map((flag) => ({
      severity: flag.severity,
      claim: flag.claimText,
      childText: flag.childText,
      reason: flag.reason,
    })),
  };
}
