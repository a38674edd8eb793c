import type { AuditClaim, AuditHedge, FlagSeverity } from "@/server/features/audit/audit-report";
import type { ReviewedFlag } from "@/server/features/audit/audit-views";
import type { ItemKind } from "@/server/features/audit/reader/debrief-model";
import type { Confidence, ResearchResult } from "@/server/runtime/contract/research-result";
import { pluralize } from "@/components/ui/plural";

/**
 * Pure helpers for the reviewer view: claim statuses, flag order, and the debrief item
 * (finding, assumption, unresolved question, coverage gap) an audit link points at.
 */

/** How a highlighted claim reads to a reviewer. */
export type ClaimStatus = "dropped" | "supported" | "caveat" | "unlinked";

export const CLAIM_STATUS_LABEL: Record<ClaimStatus, string> = {
  dropped: "rests on a dropped caveat",
  supported: "supported by the debriefs",
  caveat: "the answer's own caveat",
  unlinked: "no debrief item found",
};

const SEVERITY_RANK: Record<FlagSeverity, number> = { high: 0, medium: 1, low: 2 };

/** Flags high first, then medium, then low; the audit's order within a severity. */
export function sortFlags<T extends { severity: FlagSeverity }>(flags: readonly T[]): T[] {
  return flags
    .map((flag, index) => ({ flag, index }))
    .sort(
      (a, b) =>
        SEVERITY_RANK[a.flag.severity] - SEVERITY_RANK[b.flag.severity] || a.index - b.index,
    )
    .map(({ flag }) => flag);
}

/** The highest severity among flags, or null when there are none. */
export function highestSeverity(flags: readonly { severity: FlagSeverity }[]): FlagSeverity | null {
  return sortFlags(flags)[0]?.severity ?? null;
}

/** A claim's status: any flag on it wins, then the answer's own hedges, then its links. */
export function claimStatus(claim: AuditClaim, flags: readonly ReviewedFlag[]): ClaimStatus {
  if (flags.some((flag) => flag.claimId === claim.id)) return "dropped";
  if (claim.role === "caveat") return "caveat";
  return claim.links.length > 0 ? "supported" : "unlinked";
}

/**
 * The overstatements the reviewer is shown for a claim: only a claim that dropped a caveat
 * (status `dropped`) can overstate; a claim the debriefs support (e.g. stated as established on
 * a verified finding) is never shown as overstating, whatever words the audit noted.
 */
export function shownOverstatements(
  claim: Pick<AuditClaim, "overstatements">,
  status: ClaimStatus,
): string[] {
  return status === "dropped" ? claim.overstatements : [];
}

/**
 * How many of the answer's highlighted sentences are claims and how many are its own caveats:
 * the one count the audit page's header and its answer panel both show (the header read the
 * stored `counts.claims`, linked claims only, and disagreed with the panel's list).
 */
export function claimTally(claims: readonly Pick<AuditClaim, "role">[]): {
  claims: number;
  caveats: number;
} {
  const caveats = claims.filter((claim) => claim.role === "caveat").length;
  return { claims: claims.length - caveats, caveats };
}

/** "4 claims · 1 caveat" (the caveat part only when there is one). */
export function claimTallyText(tally: { claims: number; caveats: number }): string {
  const claims = pluralize(tally.claims, "claim");
  return tally.caveats === 0 ? claims : `${claims} · ${pluralize(tally.caveats, "caveat")}`;
}

/** A piece of the answer: plain text, or a claim span (start/end index into the answer). */
export type AnswerSegment = { kind: "text"; text: string } | { kind: "claim"; claim: AuditClaim };

/**
 * The answer cut into plain text and claim spans. Claims out of range, overlapping an earlier
 * one, or whose offsets do not match their text are left as plain text (never a crash).
 */
export function segmentAnswer(answer: string, claims: readonly AuditClaim[]): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  let cursor = 0;
  const ordered = [...claims].sort((a, b) => a.start - b.start || a.end - b.end);
  for (const claim of ordered) {
    const valid = claim.start >= cursor && claim.end > claim.start && claim.end <= answer.length;
    if (!valid) continue;
    if (claim.start > cursor)
      segments.push({ kind: "text", text: answer.slice(cursor, claim.start) });
    segments.push({ kind: "claim", claim });
    cursor = claim.end;
  }
  if (cursor < answer.length) segments.push({ kind: "text", text: answer.slice(cursor) });
  return segments;
}

/** A debrief item as the reviewer sees it. */
export interface ItemView {
  itemId: string;
  key: string;
  kind: ItemKind;
  agentId: string;
  agentName: string;
  text: string;
  confidence: Confidence | null;
  classification: AuditHedge["classification"] | null;
}

/** The children's accepted debriefs: agent id → name and result (latest debrief per agent). */
export type DebriefIndex = Map<string, { agentName: string; result: ResearchResult }>;

/** Builds the index from the run's debriefs and agents. */
export function indexDebriefs(
  debriefs: readonly { agentId: string; createdAt: number; result: ResearchResult | null }[],
  agentNames: Record<string, string>,
): DebriefIndex {
  const index: DebriefIndex = new Map();
  const ordered = [...debriefs].sort((a, b) => a.createdAt - b.createdAt);
  for (const debrief of ordered) {
    if (debrief.result)
      index.set(debrief.agentId, {
        agentName: agentNames[debrief.agentId] ?? debrief.agentId,
        result: debrief.result,
      });
  }
  return index;
}

const KIND_BY_PREFIX: Record<string, ItemKind> = {
  F: "finding",
  A: "assumption",
  U: "unresolved",
  N: "not_searched",
  B: "budget_exhausted",
};

/** Reads `F3` (1-based) out of the item's key in its child's debrief. */
function fromDebrief(
  key: string,
  result: ResearchResult,
): Pick<ItemView, "text" | "confidence"> | null {
  const match = /^([FAUN])(\d+)$/.exec(key);
  if (!match) return null;
  const position = Number(match[2]) - 1;
  switch (match[1]) {
    case "F": {
      const finding = result.findings[position];
      return finding ? { text: finding.claim, confidence: finding.confidence } : null;
    }
    case "A": {
      const assumption = result.assumptions[position];
      return assumption !== undefined ? { text: assumption, confidence: null } : null;
    }
    case "U": {
      const item = result.unresolved[position];
      return item
        ? { text: `${item.question} (would settle it: ${item.would_settle_it})`, confidence: null }
        : null;
    }
    default: {
      const area = result.coverage.not_searched[position];
      return area !== undefined ? { text: area, confidence: null } : null;
    }
  }
}

/**
 * The item an audit link points at (`${agentId}/${key}`): the hedge when the audit has one,
 * otherwise read from the child's debrief; the bare id when neither knows it.
 */
export function resolveItem(
  itemId: string,
  hedges: readonly AuditHedge[],
  debriefs: DebriefIndex,
  fallbackAgentName: (agentId: string) => string,
): ItemView {
  const hedge = hedges.find((candidate) => candidate.id === itemId);
  if (hedge) {
    return {
      itemId,
      key: hedge.key,
      kind: hedge.kind,
      agentId: hedge.agentId,
      agentName: hedge.agentName,
      text: hedge.text,
      confidence: hedge.confidence,
      classification: hedge.classification,
    };
  }
  const slash = itemId.lastIndexOf("/");
  const agentId = slash >= 0 ? itemId.slice(0, slash) : itemId;
  const key = slash >= 0 ? itemId.slice(slash + 1) : "";
  const debrief = debriefs.get(agentId);
  const found = debrief ? fromDebrief(key, debrief.result) : null;
  return {
    itemId,
    key,
    kind: KIND_BY_PREFIX[key.charAt(0)] ?? "finding",
    agentId,
    agentName: debrief?.agentName ?? fallbackAgentName(agentId),
    text: found?.text ?? "(this item is not in the run's debriefs any more)",
    confidence: found?.confidence ?? null,
    classification: null,
  };
}
