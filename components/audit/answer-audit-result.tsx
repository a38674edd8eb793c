import type { AnswerAuditView } from "@/server/features/audit/answer-audit-service";
import type { AuditReport } from "@/server/features/audit/audit-report";
import { Badge } from "@/components/ui/badge";
import { AnswerAuditExportButtons } from "./answer-audit-export-buttons";
import { flagItemKey, flagKindLabel } from "./flag-kind";
import { HedgesTable } from "./hedges-table";
import { SeverityBadge } from "./severity-badge";

/**
 * The status line of a pasted answer's audit, in words (never the status code): "Audited: 3
 * claims against 12 debrief items", or "Not audited: the run has no child debriefs to audit
 * against" when there was nothing to check the answer against.
 */
export function answerAuditStatusText(report: Pick<AuditReport, "status" | "statusDetail">): {
  audited: boolean;
  label: string;
  reason: string;
} {
  const audited = report.status === "audited";
  return { audited, label: audited ? "Audited" : "Not audited", reason: report.statusDetail };
}

/** "run run_1 (the question)" or "the debriefs given as JSON", and the children by name. */
function againstText(view: AnswerAuditView): string {
  const source =
    view.source.kind === "run"
      ? `run ${view.source.runId} (${view.source.question})`
      : "the debriefs given as JSON";
  return view.children.length > 0 ? `${source}: ${view.children.join(", ")}` : source;
}

/**
 * The audit of a pasted answer (issue 14): how it was read (the answer contract, exactly, or
 * the free-text reader), the counts, each flag with the child's hedged text and the claim that
 * dropped it, and every hedge's status, with Markdown and JSON exports. An answer that could not be audited (no debriefs, no
 * claims) says so and why, with no flag count (a "0 flags" would read as a clean audit).
 */
export function AnswerAuditResult({
  view,
  auditedAt,
}: {
  view: AnswerAuditView;
  /** When the audit answered (epoch ms): the exports carry it. */
  auditedAt: number;
}) {
  const { report } = view;
  const { counts } = report;
  const status = answerAuditStatusText(report);
  return (
    <section
      aria-label="Audit result"
      data-testid="answer-audit-result"
      data-mode={report.mode}
      data-status={report.status}
      className="space-y-3 rounded-md border border-zinc-200 bg-white p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={report.mode === "contract" ? "violet" : "blue"}>
          {report.mode === "contract" ? "answer contract (exact)" : "free-text reader"}
        </Badge>
        <span data-testid="answer-audit-status" className="text-zinc-700">
          <span className="font-medium text-zinc-900">{status.label}</span>: {status.reason}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-zinc-500">Against {againstText(view)}</p>
        <AnswerAuditExportButtons view={view} auditedAt={auditedAt} />
      </div>
      {status.audited ? (
        <p data-testid="answer-audit-counts" className="text-sm text-zinc-800">
          {counts.flags} flag{counts.flags === 1 ? "" : "s"} (high {counts.high}, medium{" "}
          {counts.medium}, low {counts.low}); hedges carried {counts.carried}, dropped{" "}
          {counts.dropped}, not used {counts.notUsed}, uncertain {counts.uncertain}
        </p>
      ) : null}
      {report.flags.length > 0 ? (
        <ol className="space-y-2">
          {report.flags.map((flag) => (
            <li
              key={flag.id}
              data-testid="answer-audit-flag"
              data-severity={flag.severity}
              className="rounded border border-zinc-200 p-2.5 text-sm"
            >
              <div className="mb-1 flex flex-wrap items-center gap-2">
                <SeverityBadge severity={flag.severity} />
                {/* Which child and what it raised, worded as the run audit's flags are. */}
                <span className="text-xs text-zinc-600" title={flag.hedgeLabel}>
                  <span className="font-medium text-zinc-800">{flag.agentName}</span> ·{" "}
                  {flagKindLabel(flag.hedgeKind)}{" "}
                  <span className="font-mono text-zinc-400">{flagItemKey(flag.hedgeLabel)}</span>
                </span>
                {flag.alsoFrom.length > 0 ? (
                  <span className="text-xs text-zinc-500">also {flag.alsoFrom.join(", ")}</span>
                ) : null}
              </div>
              <blockquote className="border-l-4 border-amber-400 bg-amber-50/60 px-2 py-1 text-zinc-900">
                “{flag.childText}”
              </blockquote>
              {flag.claimText ? (
                <p className="mt-1 text-xs text-zinc-700">
                  <span className="font-semibold">Dropped by </span>“{flag.claimText}”
                </p>
              ) : null}
              <p className="text-xs text-zinc-500">{flag.reason}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {report.hedges.length > 0 ? <HedgesTable hedges={report.hedges} counts={counts} /> : null}
    </section>
  );
}
