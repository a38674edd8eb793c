"use client";

import type { AuditStatus, FlagReviewRecord } from "@/server/features/audit/audit-report";
import type { JudgeOption, ReviewedFlag } from "@/server/features/audit/audit-views";
import { sortFlags } from "./audit-items";
import { FlagCard } from "./flag-card";
import { earlierDecisions } from "./flag-review-rules";
import { judgeUnavailableNote } from "./judge-note";
import { useCan } from "@/components/auth/viewer-context";

/**
 * The audit's flags, high severity first, each with its review controls; a green "No caveat
 * was dropped" only when the answer was audited against returned research and dropped none; a
 * neutral "Not audited" otherwise. When no model judge can be asked, one line says how to get
 * one (judgeUnavailableNote) instead of the per-flag "Second opinion" controls.
 */
export function FlagList({
  runId,
  flags,
  reviews,
  auditStatus,
  onShowClaim,
  judgeOptions = [],
}: {
  runId: string;
  flags: ReviewedFlag[];
  reviews: FlagReviewRecord[];
  auditStatus: AuditStatus;
  onShowClaim: (claimId: string) => void;
  judgeOptions?: JudgeOption[];
}) {
  const judgeNote = judgeUnavailableNote({
    canAsk: useCan("audit:review"),
    optionCount: judgeOptions.length,
  });
  if (flags.length === 0) {
    const audited = auditStatus === "audited";
    return (
      <div
        data-testid="audit-no-flags"
        data-audit-status={auditStatus}
        className={`rounded-md border px-4 py-3 text-sm font-medium ${audited ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-zinc-300 bg-zinc-50 text-zinc-700"}`}
      >
        {audited
          ? "✓ No caveat was dropped"
          : "Not audited: no flags, because there was nothing to check the answer against (see above)"}
      </div>
    );
  }
  const history = new Map<string, number>();
  for (const review of reviews) history.set(review.flagId, (history.get(review.flagId) ?? 0) + 1);
  return (
    <div className="space-y-3">
      {judgeNote ? (
        <p data-testid="flag-judge-unavailable" className="text-xs text-zinc-500">
          {judgeNote}
        </p>
      ) : null}
      <ul data-testid="audit-flags" className="space-y-3">
        {sortFlags(flags).map((flag) => (
          <FlagCard
            key={flag.id}
            runId={runId}
            flag={flag}
            historyCount={history.get(flag.id) ?? 0}
            earlier={earlierDecisions(reviews, flag.id)}
            onShowClaim={onShowClaim}
            judgeOptions={judgeOptions}
          />
        ))}
      </ul>
    </div>
  );
}
