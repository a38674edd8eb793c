"use client";

import type { KeyboardEvent } from "react";
import type { AuditClaim } from "@/server/features/audit/audit-report";
import { CLAIM_STATUS_LABEL, segmentAnswer, type ClaimStatus } from "./audit-items";

const STATUS_CLASS: Record<ClaimStatus, string> = {
  dropped: "bg-red-100 decoration-red-500 hover:bg-red-200",
  supported: "bg-emerald-50 decoration-emerald-500 hover:bg-emerald-100",
  caveat: "bg-sky-50 decoration-sky-500 hover:bg-sky-100",
  unlinked: "bg-zinc-100 decoration-zinc-400 hover:bg-zinc-200",
};

/**
 * The final answer with every claim highlighted by status (red: rests on a dropped caveat,
 * green: supported, blue: the answer's own caveat, grey: no source found). A claim selects on
 * click, Enter/Space or focus; `selectedId` is outlined.
 */
export function AnnotatedAnswer({
  answer,
  claims,
  statusOf,
  selectedId,
  onSelect,
}: {
  answer: string;
  claims: AuditClaim[];
  statusOf: (claim: AuditClaim) => ClaimStatus;
  selectedId: string | null;
  onSelect: (claimId: string) => void;
}) {
  const segments = segmentAnswer(answer, claims);

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>, claimId: string) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(claimId);
    }
  }

  return (
    <div
      data-testid="audit-answer"
      className="text-sm leading-7 whitespace-pre-wrap break-words text-zinc-900"
    >
      {segments.map((segment, index) => {
        if (segment.kind === "text") return <span key={index}>{segment.text}</span>;
        const { claim } = segment;
        const status = statusOf(claim);
        const selected = claim.id === selectedId;
        return (
          <span
            key={claim.id}
            role="button"
            tabIndex={0}
            data-testid="audit-claim"
            data-claim-id={claim.id}
            data-status={status}
            aria-pressed={selected}
            title={`${claim.id}: ${CLAIM_STATUS_LABEL[status]} (${claim.links.length} linked item${claim.links.length === 1 ? "" : "s"})`}
            onClick={() => onSelect(claim.id)}
            onFocus={() => onSelect(claim.id)}
            onKeyDown={(event) => onKeyDown(event, claim.id)}
            className={`cursor-pointer rounded-sm px-0.5 underline decoration-2 underline-offset-4 box-decoration-clone focus-visible:outline-2 focus-visible:outline-sky-600 ${STATUS_CLASS[status]} ${selected ? "outline-2 outline-zinc-800" : ""}`}
          >
            {claim.text}
          </span>
        );
      })}
    </div>
  );
}
