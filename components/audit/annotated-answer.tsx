"use client";

import type { KeyboardEvent } from "react";
import type { AuditClaim } from "@/server/features/audit/audit-report";
import { RestsOn } from "@/components/run/rests-on";
import {
  CLAIM_STATUS_LABEL,
  segmentAnswer,
  type AnswerSegment,
  type ClaimStatus,
} from "./audit-items";
import { answerClaimLines } from "./answer-lines";

const STATUS_CLASS: Record<ClaimStatus, string> = {
  dropped: "bg-red-100 decoration-red-500 hover:bg-red-200",
  supported: "bg-emerald-50 decoration-emerald-500 hover:bg-emerald-100",
  caveat: "bg-sky-50 decoration-sky-500 hover:bg-sky-100",
  unlinked: "bg-zinc-100 decoration-zinc-400 hover:bg-zinc-200",
};

/** How the answer's claims show: their status, the selected one, and how one is selected. */
interface ClaimProps {
  statusOf: (claim: AuditClaim) => ClaimStatus;
  selectedId: string | null;
  onSelect: (claimId: string) => void;
  /** A click, Enter or Space on a claim (after onSelect); focus alone only selects. */
  onActivate?: (claimId: string) => void;
}

/** Plain text and highlighted, selectable claim spans. */
function Segments({
  segments,
  statusOf,
  selectedId,
  onSelect,
  onActivate,
}: { segments: AnswerSegment[] } & ClaimProps) {
  function activate(claimId: string) {
    onSelect(claimId);
    onActivate?.(claimId);
  }
  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>, claimId: string) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      activate(claimId);
    }
  }
  return segments.map((segment, index) => {
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
        onClick={() => activate(claim.id)}
        onFocus={() => onSelect(claim.id)}
        onKeyDown={(event) => onKeyDown(event, claim.id)}
        className={`cursor-pointer rounded-sm px-0.5 underline decoration-2 underline-offset-4 box-decoration-clone focus-visible:outline-2 focus-visible:outline-sky-600 ${STATUS_CLASS[status]} ${selected ? "outline-2 outline-zinc-800" : ""}`}
      >
        {claim.text}
      </span>
    );
  });
}

/**
 * The final answer with every claim highlighted by status (red: rests on a dropped caveat,
 * green: supported, blue: the answer's own caveat, grey: no source found). A claim selects on
 * click, Enter/Space or focus (click, Enter and Space also call onActivate); `selectedId` is outlined. A contract answer shows as the run
 * page shows it: a list, one claim line per item, its cited items under it (RestsOn, a long
 * list collapsed); any other answer as written.
 */
export function AnnotatedAnswer({
  answer,
  claims,
  ...claimProps
}: {
  answer: string;
  claims: AuditClaim[];
} & ClaimProps) {
  const lines = answerClaimLines(answer, claims);
  if (lines !== null) {
    return (
      <ul
        data-testid="audit-answer"
        data-layout="list"
        className="list-disc space-y-2 pl-5 text-sm leading-7 break-words text-zinc-900"
      >
        {lines.map((line, index) => (
          <li key={index} data-testid="audit-answer-line" className="space-y-1">
            <div className="whitespace-pre-wrap">
              <Segments segments={line.segments} {...claimProps} />
            </div>
            <RestsOn citations={line.restsOn.map((id) => ({ id, anchor: "" }))} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div
      data-testid="audit-answer"
      data-layout="text"
      className="text-sm leading-7 whitespace-pre-wrap break-words text-zinc-900"
    >
      <Segments segments={segmentAnswer(answer, claims)} {...claimProps} />
    </div>
  );
}
