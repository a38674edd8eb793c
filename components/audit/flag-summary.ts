import type { FlagSeverity } from "@/server/features/audit/audit-report";
import type { BadgeTone } from "@/components/ui/badge";
import { SEVERITY_TONE } from "./severity-badge";

/**
 * A run's flag counts as `audit.summaries` returns them. `highestSeverity` is read when the
 * server sends it (the summaries carry counts only today); without it a run with unreviewed
 * flags shows red, one whose flags are all reviewed grey, and one with none green.
 */
export interface FlagSummary {
  runId: string;
  flagCount: number;
  unreviewedCount: number;
  highestSeverity?: FlagSeverity | null;
}

/** The badge tone for a run's flag count. */
export function flagSummaryTone(summary: FlagSummary): BadgeTone {
  if (summary.flagCount === 0) return "green";
  if (summary.highestSeverity) return SEVERITY_TONE[summary.highestSeverity];
  return summary.unreviewedCount > 0 ? "red" : "grey";
}

/** "3 flags, 2 unreviewed" for titles and screen readers. */
export function flagSummaryText(summary: FlagSummary): string {
  if (summary.flagCount === 0) return "audited: no caveat was dropped";
  const flags = `${summary.flagCount} flag${summary.flagCount === 1 ? "" : "s"}`;
  const severity = summary.highestSeverity ? `, highest ${summary.highestSeverity}` : "";
  return `${flags}${severity}, ${summary.unreviewedCount} unreviewed`;
}
