import { auditRun } from "../../audit/caveat-audit";
import type { ResearchResult } from "../../../runtime/records";
import type { RunScores } from "../../../shared/experiment-scores";

/**
 * The experiments' one call into the caveat audit (server/features/audit): everything the
 * scores need from it passes through this module, so a change of the audit's public function
 * touches this file only.
 */

/** A child's typed debrief the answer is audited against. */
export interface AuditedDebrief {
  agentId: string;
  agentName: string;
  result: ResearchResult;
}

/**
 * Audit `finalAnswer` against `debriefs` (the recording's children, whatever mode produced the
 * answer): hedges carried / dropped / not used, and overstated claims (distinct claims with a
 * flag: a claim that states as fact something a child hedged) and each flag.
 */
export function auditAnswer(
  finalAnswer: string | null,
  debriefs: readonly AuditedDebrief[],
): RunScores["audit"] {
  const report = auditRun({ finalAnswer, debriefs });
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
