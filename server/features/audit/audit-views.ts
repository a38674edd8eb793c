import type { RunOutcomeView } from "../../shared/run-outcome";
import type { RunStatus } from "../../shared/run-status";
import type { AuditExportFormat, FlagSeverity } from "../../shared/audit-terms";
import type { ProviderName } from "../../shared/run-settings";
import type {
  AuditFlag,
  AuditReport,
  AuditStatus,
  DebriefProvenance,
  FlagReviewRecord,
  JudgementRecord,
} from "./audit-report";

/**
 * View models of the audit feature: what its router returns and the UI renders (the UI
 * imports them as types only).
 */

/** A flag with the latest decision on it (null: not reviewed yet) and the latest judge's opinion. */
export type ReviewedFlag = AuditFlag & {
  review: FlagReviewRecord | null;
  judgement: JudgementRecord | null;
};

/** A provider a reviewer may ask for a second opinion, and the model it would use. */
export interface JudgeOption {
  provider: Exclude<ProviderName, "scripted">;
  model: string | null;
}

/** How often the judges agree with the mechanical flags (latest opinion per flag; failures aside). */
export interface JudgeAgreement {
  judged: number;
  agreed: number;
  /** agreed / judged; null when nothing was judged. */
  rate: number | null;
}

/** What audit.get returns. */
export type AuditView =
  | { state: "pending"; runId: string; runStatus: RunStatus; detail: string }
  | {
      state: "ready";
      runId: string;
      question: string;
      runStatus: RunStatus;
      /** What the run's answer is worth (server/shared/run-outcome.ts). */
      runOutcome: RunOutcomeView;
      /** Epoch ms. */
      computedAt: number;
      finalAnswer: string;
      report: AuditReport;
      provenance: DebriefProvenance[];
      flags: ReviewedFlag[];
      /** Every decision, oldest first (the history; the latest per flag is on `flags`). */
      reviews: FlagReviewRecord[];
      /** Every judge's opinion, oldest first (issue 14; never changes the flags). */
      judgements: JudgementRecord[];
      judgeAgreement: JudgeAgreement;
      /** Configured real providers a reviewer may ask (empty: the judge is unavailable). */
      judgeOptions: JudgeOption[];
      counts: AuditReport["counts"] & { unreviewed: number; confirmed: number; dismissed: number };
    };

/** An export: the text and how to save it. */
export interface AuditExport {
  format: AuditExportFormat;
  filename: string;
  contentType: string;
  content: string;
}

/** Flag counts for the runs list: flags, flags with no decision yet, flags confirmed. */
export interface AuditSummary {
  runId: string;
  flagCount: number;
  unreviewedCount: number;
  /** Flags whose latest review confirmed them (the rest of the reviewed ones were dismissed). */
  confirmedCount: number;
  /** The most severe flag, or null when there is none. */
  highestSeverity: FlagSeverity | null;
  /** Flags of high severity (0 when none). */
  highCount: number;
  /** Whether the audit could audit (`audited`) or why not (no answer, debriefs or claims). */
  auditStatus: AuditStatus;
}
