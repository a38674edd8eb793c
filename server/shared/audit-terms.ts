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

/** What a provenance check that passed checked, by form: never the confidence word "verified". */
const PASSED_CHECK_LABELS: Record<ProvenanceCheckForm, string> = {
  path_line: "line matches",
  path_range: "lines match",
  table_column: "column exists",
  table_column_value: "value found",
  url: "reachable",
  unrecognised: "checked",
};

/** Reason prefix of a check on a file the child itself lists as not searched. */
export const NOT_READ_BY_CHILD_REASON = "the child lists ";

/**
 * A provenance check's name for people (issue 12): what was checked, distinct from the
 * confidence levels (verified / inferred / reported). `line matches`, `column exists`,
 * `value found`; `no match` for not_found; `not read by the child` for a file its coverage
 * lists as not searched; `not checkable` for the other unverifiable entries.
 */
export function provenanceCheckLabel(check: {
  form: ProvenanceCheckForm;
  status: ProvenanceCheckStatus;
  reason: string;
}): string {
  if (check.status === "verified") return PASSED_CHECK_LABELS[check.form];
  if (check.status === "not_found") return "no match";
  return check.reason.startsWith(NOT_READ_BY_CHILD_REASON)
    ? "not read by the child"
    : "not checkable";
}

/** Formats an audit exports as. */
export const AUDIT_EXPORT_FORMATS = ["markdown", "json"] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];
