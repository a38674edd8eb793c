import type { FlagReviewRecord } from "@/server/features/audit/audit-report";
import type { JudgeOption, ReviewedFlag } from "@/server/features/audit/audit-views";
import { useCan } from "@/components/auth/viewer-context";
import { Badge } from "@/components/ui/badge";
import { RelativeTime } from "@/components/ui/relative-time";
import { flagRaisedBy } from "./flag-merge";
import { flagItemKey, flagKindLabel } from "./flag-kind";
import { FlagReviewForm } from "./flag-review-form";
import { flagReviewGroupLabel, reviewerLabel } from "./flag-review-rules";
import { JudgeOpinion } from "./judge-opinion";
import { SeverityBadge } from "./severity-badge";

/**
 * One flag: severity, the claim that dropped the caveat, the child's dropped text (quoted)
 * and name (the item the claim rests on), every child that raised it when near-duplicates were
 * merged, the latest review with the size of its history, and the review controls.
 */
export function FlagCard({
  runId,
  flag,
  historyCount,
  earlier = [],
  onShowClaim,
  judgeOptions = [],
}: {
  runId: string;
  flag: ReviewedFlag;
  /** The decisions before the latest one, newest first (their notes stay readable). */
  earlier?: FlagReviewRecord[];
  judgeOptions?: JudgeOption[];
  historyCount: number;
  onShowClaim: (claimId: string) => void;
}) {
  const canReview = useCan("audit:review");
  const review = flag.review;
  const raisedBy = flagRaisedBy(flag);
  return (
    <li
      data-testid="audit-flag"
      data-flag-id={flag.id}
      data-severity={flag.severity}
      data-review={review?.decision ?? "unreviewed"}
      className={`space-y-2 rounded-md border bg-white p-3 shadow-xs ${flag.severity === "high" ? "border-red-300" : "border-zinc-200"}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-600">
        <SeverityBadge severity={flag.severity} />
        <span>
          <span className="font-medium text-zinc-800">{flag.agentName}</span> ·{" "}
          {flagKindLabel(flag.hedgeKind)}{" "}
          <span className="font-mono text-zinc-400">{flagItemKey(flag.hedgeId)}</span>
        </span>
        <span className="ml-auto">
          {review ? (
            <Badge
              tone={review.decision === "confirmed" ? "red" : "grey"}
              data-testid="flag-review-state"
              data-state={review.decision}
            >
              {review.decision}
            </Badge>
          ) : (
            <Badge tone="amber" data-testid="flag-review-state" data-state="unreviewed">
              unreviewed
            </Badge>
          )}
        </span>
      </div>
      <blockquote
        data-testid="flag-child-text"
        className="border-l-4 border-amber-400 bg-amber-50/60 px-2.5 py-1.5 text-sm text-zinc-900"
      >
        “{flag.childText}”
      </blockquote>
      <p className="text-xs text-zinc-700">
        <span className="font-semibold">Dropped by </span>
        <button
          type="button"
          onClick={() => (flag.claimId ? onShowClaim(flag.claimId) : undefined)}
          className="inline text-left text-zinc-900 underline decoration-red-300 underline-offset-2 hover:decoration-red-600"
          title="Show this claim in the answer"
        >
          {flag.claimText}
        </button>
      </p>
      {raisedBy ? (
        <p data-testid="flag-raised-by" className="text-xs text-zinc-600">
          <span className="font-semibold">Raised by </span>
          <span className="font-mono">{raisedBy}</span>
          <span className="text-zinc-500"> (near-duplicates merged across children)</span>
        </p>
      ) : null}
      <p className="text-xs text-zinc-500">{flag.reason}</p>
      {review ? (
        <p data-testid="flag-latest-review" className="text-xs text-zinc-700">
          <span className="font-medium">{review.decision}</span> by{" "}
          <span className="font-medium" title={review.reviewer}>
            {reviewerLabel(review)}
          </span>{" "}
          <RelativeTime at={review.createdAt} />
          {review.note ? <span className="text-zinc-900"> — “{review.note}”</span> : null}
          <span data-testid="flag-history-count" className="text-zinc-500">
            {" "}
            · {historyCount} decision{historyCount === 1 ? "" : "s"} in its history
          </span>
        </p>
      ) : null}
      {earlier.length > 0 ? (
        <ul data-testid="flag-earlier-reviews" className="space-y-0.5 pl-3 text-xs text-zinc-500">
          {earlier.map((decision) => (
            <li key={decision.id}>
              earlier: <span className="font-medium">{decision.decision}</span> by{" "}
              <span title={decision.reviewer}>{reviewerLabel(decision)}</span>{" "}
              <RelativeTime at={decision.createdAt} />
              {decision.note ? <span className="text-zinc-700"> — “{decision.note}”</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <JudgeOpinion runId={runId} flag={flag} options={judgeOptions} />
      {canReview ? (
        <FlagReviewForm
          runId={runId}
          flagId={flag.id}
          latest={review}
          label={flagReviewGroupLabel({
            agentName: flag.agentName,
            kindLabel: flagKindLabel(flag.hedgeKind),
            hedgeId: flag.hedgeId,
          })}
        />
      ) : null}
    </li>
  );
}
