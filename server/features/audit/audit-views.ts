import type { RunStatus } from "../../shared/run-status";
import type { AuditExportFormat, FlagSeverity } from "../../shared/audit-terms";
import type { AuditFlag, AuditReport, DebriefProvenance, FlagReviewRecord } from "./audit-report";

/**
 * View models of the audit feature: what its router returns and the UI renders (the UI
 * imports them as types only).
 */

/** A flag with the latest decision on it (null: not reviewed yet). */
export type ReviewedFlag = AuditFlag & { review: FlagReviewRecord | null };

/** What audit.get returns. */
export type AuditView =
  | { state: "pending"; runId: string; runStatus: RunStatus; detail: string }
  | {
      state: "ready";
      runId: string;
      question: string;
      runStatus: RunStatus;
      /** Epoch ms. */
      computedAt: number;
      finalAnswer: string;
      report: AuditReport;
      provenance: DebriefProvenance[];
      flags: ReviewedFlag[];
      /** Every decision, oldest first (the history; the latest per flag is on `flags`). */
      reviews: FlagReviewRecord[];
      counts: AuditReport["counts"] & { unreviewed: number; confirmed: number; dismissed: number };
    };

/** An export: the text and how to save it. */
export interface AuditExport {
  format: AuditExportFormat;
  filename: string;
  contentType: string;
  content: string;
}

/** Flag counts for the runs list: flags, and flags with no decision yet. */
export interface AuditSummary {
  runId: string;
  flagCount: number;
  unreviewedCount: number;
  /** The most severe flag, or null when there is none. */
  highestSeverity: FlagSeverity | null;
}
