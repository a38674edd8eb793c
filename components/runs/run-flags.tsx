import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import {
  flagColumnText,
  flagSummaryText,
  flagSummaryTone,
  type FlagSummary,
} from "@/components/audit/flag-summary";

/**
 * A run's flags in the runs list, the same shape in every state ("13 flags · 12 open", "13
 * flags · all reviewed", "0 flags", "not audited"), the count coloured by severity and linked
 * to its audit; "—" when the run has not been audited yet (still running, or the audit has not
 * been stored), spelled out as "not audited yet" on a card below `sm`.
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
        {/* The table's Flags column header gives the dash its meaning; a card (below `sm`)
            has no header, so it says the words instead. */}
        <span aria-hidden="true" className="max-sm:hidden">
          —
        </span>
        <span className="sr-only max-sm:not-sr-only max-sm:text-xs">not audited yet</span>
      </span>
    );
  }
  const text = flagColumnText(summary);
  return (
    <Link
      href={`/runs/${runId}/audit`}
      data-testid="run-flags"
      data-state={summary.unreviewedCount > 0 ? "unreviewed" : "reviewed"}
      data-count={summary.flagCount}
      title={flagSummaryText(summary)}
      className="inline-flex flex-wrap items-center gap-1 hover:underline"
    >
      <Badge tone={flagSummaryTone(summary)}>{text.count}</Badge>
      {text.review !== null ? (
        <>
          {" "}
          <span className="text-xs text-zinc-500">· {text.review}</span>
        </>
      ) : null}
    </Link>
  );
}
