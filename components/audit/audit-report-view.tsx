"use client";

import { useMemo, useRef, useState, type ReactNode } from "react";
import type { AuditView } from "@/server/features/audit/audit-views";
import type { RunDetail } from "@/server/features/runs/run-views";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { formatNumber, formatTimestamp } from "@/components/ui/format";
import { AnnotatedAnswer } from "./annotated-answer";
import { claimStatus, claimTally, claimTallyText, indexDebriefs, resolveItem } from "./audit-items";
import { ClaimSources } from "./claim-sources";
import { FlagList } from "./flag-list";
import { RUN_OUTCOME_LABELS } from "@/server/shared/run-outcome";
import { HedgesTable } from "./hedges-table";
import { ProvenancePanel } from "./provenance-panel";
import { sourcesPanelStacked } from "./sources-panel";

export type ReadyAudit = Extract<AuditView, { state: "ready" }>;

function Panel({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-md border border-zinc-200 bg-white p-4 shadow-xs"
    >
      <h2 id={id} className="mb-2 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

const LEGEND = [
  ["bg-red-100", "rests on a dropped caveat"],
  ["bg-emerald-50", "supported"],
  ["bg-sky-50", "the answer's own caveat"],
  ["bg-zinc-100", "no source found"],
] as const;

/**
 * A ready audit: the annotated final answer beside the sources of the selected claim, the
 * flags with review controls, the hedges table and the provenance checks per child.
 * `detail` (runs.get) supplies the text of findings that are not hedges; optional.
 */
export function AuditReportView({
  audit,
  detail,
}: {
  audit: ReadyAudit;
  detail: RunDetail | undefined;
}) {
  const { report, flags } = audit;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sourcesRef = useRef<HTMLDivElement>(null);
  const debriefs = useMemo(
    () =>
      indexDebriefs(
        detail?.debriefs ?? [],
        Object.fromEntries((detail?.agents ?? []).map((agent) => [agent.id, agent.name])),
      ),
    [detail],
  );
  const childName = (agentId: string) =>
    report.children.find((child) => child.agentId === agentId)?.agentName ?? agentId;
  const selected = report.claims.find((claim) => claim.id === selectedId) ?? null;
  const items = (selected?.links ?? []).map((link) => ({
    ...resolveItem(link.itemId, report.hedges, debriefs, childName),
    stated: link.stated,
  }));

  if (audit.finalAnswer.trim() === "") {
    return (
      <EmptyState title="Nothing to audit: the run has no final answer" testId="audit-no-answer">
        <p>
          The run&apos;s outcome is &ldquo;{RUN_OUTCOME_LABELS[audit.runOutcome.outcome]}&rdquo;:
          its parent gave no answer. An audit checks a final answer against the debriefs its
          children returned.
        </p>
      </EmptyState>
    );
  }

  // Below the lg breakpoint the sources panel sits under the whole answer: a claim clicked (or
  // Enter) there brings the panel into view, else its sources changed off screen; the keyboard
  // focus goes with it (it stayed on the claim, off screen, and Tab scrolled back up).
  function showSources() {
    const panel = sourcesRef.current;
    const answer = panel?.previousElementSibling;
    if (!panel || !answer) return;
    if (!sourcesPanelStacked(panel.getBoundingClientRect(), answer.getBoundingClientRect())) return;
    panel.scrollIntoView({ block: "nearest", behavior: "smooth" });
    panel.focus({ preventScroll: true });
  }

  // A flag's "Dropped by" scrolls the answer to its claim; the keyboard focus goes with it, as
  // for the sources panel (it stayed on the flag, off screen, and Tab scrolled back down).
  function showClaim(claimId: string) {
    setSelectedId(claimId);
    const claim = document.querySelector<HTMLElement>(
      `[data-testid="audit-claim"][data-claim-id="${CSS.escape(claimId)}"]`,
    );
    claim?.scrollIntoView({ block: "center", behavior: "smooth" });
    claim?.focus({ preventScroll: true });
  }

  return (
    <div className="space-y-4">
      {audit.runOutcome.outcome !== "succeeded" ? (
        <p
          data-testid="audit-outcome"
          data-state={audit.runOutcome.outcome}
          className="rounded border border-zinc-300 bg-zinc-50 px-3 py-2 text-sm text-zinc-700"
        >
          Run outcome: {RUN_OUTCOME_LABELS[audit.runOutcome.outcome]}
          {/* "the run cancelled" only repeats the label: said once. */}
          {audit.runOutcome.detail === `the run ${audit.runOutcome.outcome}`
            ? ""
            : ` (${audit.runOutcome.detail})`}
          . The audit checks the answer against the debriefs that were returned only.
        </p>
      ) : null}
      {report.status !== "audited" || report.truncated ? (
        <p
          data-testid="audit-status"
          data-status={report.status}
          className="rounded border border-zinc-300 bg-zinc-50 px-3 py-2 text-sm text-zinc-700"
        >
          {report.status !== "audited" ? "Not audited: " : ""}
          {report.statusDetail}
          {report.truncated
            ? ` The answer (${formatNumber(report.answerChars)} characters) was audited in part.`
            : ""}
        </p>
      ) : null}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Panel
          id="audit-answer-heading"
          title={
            <>
              Final answer ·{" "}
              <span data-testid="audit-answer-claim-count">
                {claimTallyText(claimTally(report.claims))}
              </span>
            </>
          }
        >
          {audit.finalAnswer.trim() === "" ? (
            <p className="text-sm text-zinc-500 italic">The run has no final answer.</p>
          ) : (
            <AnnotatedAnswer
              answer={audit.finalAnswer}
              claims={report.claims}
              statusOf={(claim) => claimStatus(claim, flags)}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onActivate={showSources}
            />
          )}
          <ul className="mt-3 flex flex-wrap gap-3 text-xs text-zinc-600" aria-label="Legend">
            {LEGEND.map(([swatch, label]) => (
              <li key={label} className="flex items-center gap-1">
                <span aria-hidden className={`inline-block size-3 rounded-sm ${swatch}`} />
                {label}
              </li>
            ))}
          </ul>
        </Panel>
        <div
          ref={sourcesRef}
          tabIndex={-1}
          data-testid="audit-sources"
          className="scroll-mt-4 rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 lg:sticky lg:top-4"
        >
          <Panel id="audit-sources-heading" title="What the claim rests on">
            <ClaimSources
              claim={selected}
              status={selected ? claimStatus(selected, flags) : null}
              items={items}
              flags={flags.filter((flag) => flag.claimId === selectedId)}
            />
          </Panel>
        </div>
      </div>

      <Panel
        id="audit-flags-heading"
        title={
          <span className="flex flex-wrap items-center gap-2">
            Flags ({flags.length})
            {flags.length > 0 ? (
              <span className="flex gap-1 font-normal tracking-normal normal-case">
                <Badge tone="amber">{audit.counts.unreviewed} unreviewed</Badge>
                <Badge tone="red">{audit.counts.confirmed} confirmed</Badge>
                <Badge tone="grey">{audit.counts.dismissed} dismissed</Badge>
              </span>
            ) : null}
          </span>
        }
      >
        <FlagList
          runId={audit.runId}
          flags={flags}
          reviews={audit.reviews}
          auditStatus={
            audit.runOutcome.outcome === "answered_without_evidence" ? "no_debriefs" : report.status
          }
          onShowClaim={showClaim}
          judgeOptions={audit.judgeOptions}
        />
      </Panel>

      <HedgesTable hedges={report.hedges} counts={report.counts} />

      <Panel id="audit-provenance-heading" title="Provenance checks">
        <ProvenancePanel provenance={audit.provenance} />
      </Panel>
      <p className="text-xs text-zinc-400">
        Audited {formatTimestamp(audit.computedAt)} · {report.statusDetail}
      </p>
    </div>
  );
}
