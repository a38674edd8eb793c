import type { AuditClaim } from "@/server/features/audit/audit-report";
import type { ReviewedFlag } from "@/server/features/audit/audit-views";
import { Badge } from "@/components/ui/badge";
import { ConfidenceBadge } from "@/components/run/confidence-badge";
import {
  CLAIM_STATUS_LABEL,
  shownOverstatements,
  type ClaimStatus,
  type ItemView,
} from "./audit-items";
import { ClassificationBadge } from "./classification-badge";
import { SeverityBadge } from "./severity-badge";
import { cueList } from "./cue-list";

const KIND_LABEL: Record<ItemView["kind"], string> = {
  finding: "finding",
  assumption: "assumption",
  unresolved: "unresolved",
  not_searched: "not searched",
  budget_exhausted: "budget exhausted",
};

const STATUS_TEXT: Record<ClaimStatus, string> = {
  dropped: "text-red-800",
  supported: "text-emerald-800",
  caveat: "text-sky-800",
  unlinked: "text-zinc-600",
};

/**
 * What the selected claim rests on: each linked finding, assumption, unresolved item or gap
 * (child, item id, text, confidence), and the caveats the claim dropped.
 */
export function ClaimSources({
  claim,
  status,
  items,
  flags,
}: {
  claim: AuditClaim | null;
  status: ClaimStatus | null;
  items: (ItemView & { stated: boolean })[];
  flags: ReviewedFlag[];
}) {
  if (!claim || !status) {
    return (
      <p data-testid="claim-sources-empty" className="text-sm text-zinc-500 italic">
        Select a highlighted claim to see the debrief items it rests on.
      </p>
    );
  }
  const overstatements = shownOverstatements(claim, status);
  return (
    <div data-testid="claim-sources" data-claim-id={claim.id} className="space-y-3">
      <div>
        <p className="text-xs text-zinc-500">
          Claim <span className="font-mono">{claim.id}</span> ·{" "}
          <span className={`font-medium ${STATUS_TEXT[status]}`}>{CLAIM_STATUS_LABEL[status]}</span>
          {claim.countOrList ? " · states a count or list" : ""}
        </p>
        {overstatements.length > 0 ? (
          <p className="mt-1 text-xs text-red-800">Overstates: {cueList(overstatements)}</p>
        ) : null}
        {claim.hedgeCues.length > 0 ? (
          <p className="mt-1 text-xs text-sky-800">Hedged with: {cueList(claim.hedgeCues)}</p>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-zinc-500 italic">No finding, assumption or gap matches it.</p>
      ) : (
        <ul className="space-y-2">
          {items.map((item) => (
            <li
              key={item.itemId}
              data-testid="claim-source"
              data-item-id={item.itemId}
              className="rounded border border-zinc-200 bg-zinc-50 px-2.5 py-1.5 text-sm"
            >
              <div className="mb-0.5 flex flex-wrap items-center gap-1.5 text-xs text-zinc-600">
                <span className="font-medium text-zinc-800">{item.agentName}</span>
                <span className="font-mono text-zinc-500">{item.key}</span>
                <Badge tone="grey">{KIND_LABEL[item.kind]}</Badge>
                {item.confidence ? <ConfidenceBadge confidence={item.confidence} /> : null}
                {item.classification ? (
                  <ClassificationBadge classification={item.classification} />
                ) : null}
                {item.stated ? <span className="text-zinc-500">stated by the claim</span> : null}
              </div>
              <p className="leading-snug text-zinc-900">{item.text}</p>
            </li>
          ))}
        </ul>
      )}
      {flags.length > 0 ? (
        <div className="space-y-1">
          <h4 className="text-xs font-semibold text-red-800">Caveats this claim dropped</h4>
          <ul className="space-y-1">
            {flags.map((flag) => (
              <li key={flag.id} className="flex items-start gap-1.5 text-xs text-zinc-800">
                <SeverityBadge severity={flag.severity} />
                <span>
                  <span className="font-medium">{flag.agentName}</span>: “{flag.childText}”
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
