/** The caveat audit's vocabulary (issue 5), shared by the audit, its storage and the UI. */

/** A reviewer's decision on a flag. */
export const REVIEW_DECISIONS = ["confirmed", "dismissed"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** How bad a dropped caveat is, most severe first. */
export const FLAG_SEVERITIES = ["high", "medium", "low"] as const;
export type FlagSeverity = (typeof FLAG_SEVERITIES)[number];

/**
 * What the final answer did with a child's hedged item; `uncertain`: the free-text reader
 * could not tell (an ambiguous hedge) and does not guess (issue 14).
 */
export const HEDGE_CLASSIFICATIONS = ["carried", "dropped", "not_used", "uncertain"] as const;
export type HedgeClassification = (typeof HEDGE_CLASSIFICATIONS)[number];

/** The form a provenance entry was recognised as. */
export const PROVENANCE_CHECK_FORMS = [
  "path_line",
  "path_range",
  "table_column",
  "table_column_value",
  "url",
  "unrecognised",
] as const;
export type ProvenanceCheckForm = (typeof PROVENANCE_CHECK_FORMS)[number];

/** The outcome of checking a provenance entry against the workspace. */
export const PROVENANCE_CHECK_STATUSES = ["verified", "not_found", "unverifiable"] as const;
export type ProvenanceCheckStatus = (typeof PROVENANCE_CHECK_STATUSES)[number];

/** Formats an audit exports as. */
export const AUDIT_EXPORT_FORMATS = ["markdown", "json"] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];
