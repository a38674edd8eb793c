import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import {
  flagSummaryLabel,
  flagSummaryText,
  flagSummaryTone,
  type FlagSummary,
} from "@/components/audit/flag-summary";

/**
 * A run's flag count in the runs list, coloured by severity and linked to its audit; "—" when
 * the run has not been audited yet (still running, or the audit has not been stored).
 */
export function RunFlags({ runId, summary }: { runId: string; summary: FlagSummary | undefined }) {
  if (!summary) {
    return (
      <span
        data-testid="run-flags"
        data-state="none"
        className="text-zinc-400"
        title="not audited yet"
      >
        —
      </span>
    );
  }
  return (
    <Link
      href={`/runs/${runId}/audit`}
      data-testid="run-flags"
      data-state={summary.unreviewedCount > 0 ? "unreviewed" : "reviewed"}
      data-count={summary.flagCount}
      title={flagSummaryText(summary)}
      className="inline-flex items-center gap-1 hover:underline"
    >
      <Badge tone={flagSummaryTone(summary)}>{flagSummaryLabel(summary)}</Badge>
      {summary.unreviewedCount > 0 && summary.unreviewedCount < summary.flagCount ? (
        <span className="text-xs text-zinc-500">{summary.unreviewedCount} open</span>
      ) : null}
    </Link>
  );
}
