import type { AuditStatus, FlagSeverity } from "@/server/features/audit/audit-report";
import type { BadgeTone } from "@/components/ui/badge";
import { SEVERITY_TONE } from "./severity-badge";
import { pluralize } from "@/components/ui/plural";

/**
 * A run's flag counts as `audit.summaries` returns them. `highestSeverity` is read when the
 * server sends it (the summaries carry counts only today); without it a run with unreviewed
 * flags shows red, one whose flags are all reviewed grey, one with none green — unless the
 * audit could not audit (`auditStatus` other than `audited`): grey.
 */
export interface FlagSummary {
  runId: string;
  flagCount: number;
  unreviewedCount: number;
  /** Flags whose latest review confirmed them, when the server sends it. */
  confirmedCount?: number;
  highestSeverity?: FlagSeverity | null;
  /** Flags of high severity, when the server sends it. */
  highCount?: number;
  /** `audited`, or why the audit could not audit (no answer, debriefs or claims). */
  auditStatus?: AuditStatus;
}

/** True when the audit checked claims against returned research. */
function audited(summary: FlagSummary): boolean {
  return summary.auditStatus === undefined || summary.auditStatus === "audited";
}

/** The badge tone for a run's flag count. */
export function flagSummaryTone(summary: FlagSummary): BadgeTone {
  if (summary.flagCount === 0) return audited(summary) ? "green" : "grey";
  if (summary.highestSeverity) return SEVERITY_TONE[summary.highestSeverity];
  return summary.unreviewedCount > 0 ? "red" : "grey";
}

/**
 * The badge's visible text: the flag count, or "not audited" when the audit had nothing to
 * check the answer against (a grey "0" read as "audited, clean").
 */
export function flagSummaryLabel(summary: FlagSummary): string {
  return summary.flagCount === 0 && !audited(summary) ? "not audited" : String(summary.flagCount);
}

/**
 * The runs list's Flags cell, the same shape in every state: "13 flags · 13 open", "13 flags ·
 * 12 open", "13 flags · all reviewed"; "0 flags" for a clean audit, "not audited" when the
 * audit had nothing to check (no review part then).
 */
export function flagColumnText(summary: FlagSummary): { count: string; review: string | null } {
  if (summary.flagCount === 0)
    return { count: flagSummaryLabel(summary) === "0" ? "0 flags" : "not audited", review: null };
  return {
    count: pluralize(summary.flagCount, "flag"),
    review: summary.unreviewedCount > 0 ? `${summary.unreviewedCount} open` : "all reviewed",
  };
}

/** "3 flags, 2 unreviewed" for titles and screen readers. */
export function flagSummaryText(summary: FlagSummary): string {
  if (summary.flagCount === 0)
    return audited(summary)
      ? "audited: no caveat was dropped"
      : `not audited (${(summary.auditStatus ?? "").replace(/_/g, " ")}): nothing to check the answer against`;
  const flags = `${summary.flagCount} flag${summary.flagCount === 1 ? "" : "s"}`;
  const severity = summary.highestSeverity ? `, highest ${summary.highestSeverity}` : "";
  return `${flags}${severity}, ${summary.unreviewedCount} unreviewed`;
}

/**
 * The warning shown beside a run's final answer when its audit has flags, by where the review
 * stands: flags still open, "The audit found 3 dropped caveats (2 high) — review before using
 * this answer"; every flag reviewed and some confirmed, "Reviewers confirmed 2 of the 3 dropped
 * caveats the audit found (2 high) — correct the answer before using it"; every flag dismissed,
 * "The audit found 3 dropped caveats (2 high); reviewers dismissed all of them". Null when
 * there is no flag.
 */
export function flagWarningText(summary: FlagSummary): string | null {
  if (summary.flagCount === 0) return null;
  const caveats = `${summary.flagCount} dropped caveat${summary.flagCount === 1 ? "" : "s"}`;
  const high = summary.highCount ? ` (${summary.highCount} high)` : "";
  switch (flagReviewState(summary)) {
    case "dismissed":
      return `The audit found ${caveats}${high}; reviewers dismissed ${summary.flagCount === 1 ? "it" : "all of them"}`;
    case "confirmed":
      return `Reviewers confirmed ${summary.confirmedCount} of the ${caveats} the audit found${high} — correct the answer before using it`;
    case "open":
      return `The audit found ${caveats}${high} — review before using this answer`;
  }
}

/**
 * Where the review of a run's flags stands: `open` while any flag has no decision (or the
 * server sent no confirmed count), `confirmed` when every flag is decided and some were
 * confirmed, `dismissed` when every flag was dismissed.
 */
export function flagReviewState(summary: FlagSummary): "open" | "confirmed" | "dismissed" {
  if (summary.unreviewedCount > 0 || summary.confirmedCount === undefined) return "open";
  return summary.confirmedCount > 0 ? "confirmed" : "dismissed";
}

/** What the audit-outcome badge beside a run's status needs (a summary, or the audit page's flags). */
export type AuditOutcomeCounts = Pick<FlagSummary, "flagCount" | "highCount" | "highestSeverity">;

/**
 * The audit's outcome for the badge beside a run's status: "13 dropped caveats (6 high)", red
 * when any flag is high, amber otherwise; null when the audit found no dropped caveat (the
 * status badge then says enough).
 */
export function auditOutcomeBadge(
  counts: AuditOutcomeCounts,
): { label: string; tone: Extract<BadgeTone, "red" | "amber"> } | null {
  if (counts.flagCount === 0) return null;
  const caveats = `${counts.flagCount} dropped caveat${counts.flagCount === 1 ? "" : "s"}`;
  const high = counts.highCount ? ` (${counts.highCount} high)` : "";
  const anyHigh = (counts.highCount ?? 0) > 0 || counts.highestSeverity === "high";
  return { label: `${caveats}${high}`, tone: anyHigh ? "red" : "amber" };
}

/** The audit's hedge counts: every hedged debrief item, and those the answer dropped. */
export interface HedgedItemCounts {
  /** Hedged debrief items (one per item or child item that hedges). */
  hedges: number;
  /** Hedged items the answer dropped. */
  dropped: number;
  /** Flags: one per dropped caveat (a near-duplicate group of dropped items). */
  flags: number;
}

/**
 * The hedged-item tally beside the dropped-caveat badge, in the same vocabulary: "32 of 43
 * hedged items dropped (grouped as 13 caveats)" (items, where the badge counts caveats: one
 * flag per group), the grouping said in words when it changes the count, not only on hover.
 */
export function hedgedItemTallyText(counts: HedgedItemCounts): string {
  const tally = `${counts.dropped} of ${pluralize(counts.hedges, "hedged item")} dropped`;
  if (counts.flags === 0 || counts.flags === counts.dropped) return tally;
  return `${tally} (grouped as ${pluralize(counts.flags, "caveat")})`;
}

/**
 * Why the two counts differ, for the tally's title: a dropped caveat is one flag grouping
 * every hedged item (across children) that says the same thing.
 */
export function hedgedItemTallyTitle(counts: HedgedItemCounts): string {
  const caveats = pluralize(counts.flags, "dropped caveat");
  return (
    `Hedged items count every debrief item that hedges; the answer dropped ${counts.dropped} of ` +
    `${counts.hedges}. A dropped caveat is one flag for a group of items that say the same ` +
    `thing (often from several children), so those ${counts.dropped} items make ${caveats}.`
  );
}
