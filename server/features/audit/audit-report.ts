import type {
  FlagSeverity,
  HedgeClassification,
  ProvenanceCheckForm,
  ProvenanceCheckStatus,
  ReviewDecision,
} from "../../shared/audit-terms";
import type { ItemKind } from "./reader/debrief-model";

/**
 * The shape of a caveat audit report (issue 5), shared by the audit, its storage, the tRPC
 * router and the reviewer view. Plain JSON: stored as is in AuditReport.report.
 */

export type { FlagSeverity, HedgeClassification };
export type AuditStatus = "audited" | "no_answer" | "no_claims" | "no_debriefs";
/**
 * How the answer was read (issue 14): `contract` — a final_answer record, audited exactly from
 * the items each claim cites; `free_text` — any other answer, read by the free-text reader.
 */
export type AuditMode = "contract" | "free_text";

export interface ClaimLink {
  itemId: string;
  kind: ItemKind;
  agentId: string;
  /** True when the claim states this finding or cites the item (not just mentions it). */
  stated: boolean;
}

/** A sentence or bullet of the answer that asserts (`claim`) or hedges (`caveat`). */
export interface AuditClaim {
  id: string;
  text: string;
  /** answer.slice(start, end) === text. */
  start: number;
  end: number;
  role: "claim" | "caveat";
  hedgeCues: string[];
  countOrList: boolean;
  overstatements: string[];
  links: ClaimLink[];
}

export interface AuditHedge {
  /** `${agentId}/${key}`. */
  id: string;
  key: string;
  /** `${agentName}/${key}`: the id the parent cites and the renderings print. */
  label: string;
  agentId: string;
  agentName: string;
  kind: ItemKind;
  /** The child's text. */
  text: string;
  confidence: "inferred" | "reported" | null;
  /** Other items of its near-duplicate group (the same caveat from other children). */
  alsoFrom: { id: string; label: string; agentId: string; agentName: string }[];
  classification: HedgeClassification;
  /** Dropped only. */
  severity: FlagSeverity | null;
  /** A not-searched area a sibling covered: the sibling's name (the item is no caveat). */
  coveredBy: string | null;
  /** Carried: the answer text that keeps it. Dropped: the claim that dropped it. */
  evidence: { claimId: string | null; text: string } | null;
  reason: string;
  dependentClaimIds: string[];
}

export interface AuditFlag {
  /** `flag:${hedgeId}`: stable for a given answer and debriefs. */
  id: string;
  hedgeId: string;
  /** `${agentName}/${key}` of the hedge. */
  hedgeLabel: string;
  /** The same caveat from other children (labels): the flag stands for them too. */
  alsoFrom: string[];
  hedgeKind: ItemKind;
  agentId: string;
  agentName: string;
  severity: FlagSeverity;
  /** The child text the answer dropped. */
  childText: string;
  /** The claim that dropped it (null when no single claim did). */
  claimId: string | null;
  claimText: string;
  claimStart: number;
  claimEnd: number;
  reason: string;
}

export interface AuditCounts {
  claims: number;
  caveats: number;
  hedges: number;
  carried: number;
  dropped: number;
  notUsed: number;
  uncertain: number;
  flags: number;
  high: number;
  medium: number;
  low: number;
}

export interface AuditReport {
  /** 2 since issue 14 (mode, labels, severities, uncertain); stored version-1 reports lack them. */
  version: 1 | 2;
  mode: AuditMode;
  /** Contract audits of a parent that broke the contract say so; null otherwise. */
  modeDetail: string | null;
  status: AuditStatus;
  statusDetail: string;
  answerChars: number;
  truncated: boolean;
  children: { agentId: string; agentName: string; hasResult: boolean; budgetExhausted: boolean }[];
  claims: AuditClaim[];
  hedges: AuditHedge[];
  flags: AuditFlag[];
  counts: AuditCounts;
}

/** One provenance entry's check, as stored and shown as a badge beside the entry. */
export interface StoredProvenanceCheck {
  debriefId: string;
  agentId: string;
  findingIndex: number;
  entryIndex: number;
  entry: string;
  form: ProvenanceCheckForm;
  status: ProvenanceCheckStatus;
  reason: string;
}

/** The checks of one debrief with their counts (issue 5: "counted per debrief"). */
export interface DebriefProvenance {
  debriefId: string;
  agentId: string;
  agentName: string;
  checks: StoredProvenanceCheck[];
  counts: { verified: number; not_found: number; unverifiable: number; total: number };
}

/** What AuditReport.report stores for a run: the audit and the provenance it was shown with. */
export interface StoredAudit {
  version: 1;
  runId: string;
  /** Epoch ms. */
  computedAt: number;
  /** The final answer the audit read (its spans index into this text). */
  finalAnswer: string;
  audit: AuditReport;
  provenance: DebriefProvenance[];
}

/** A reviewer's decision on a flag (insert-only; the latest per flag wins). */
export interface FlagReviewRecord {
  id: string;
  runId: string;
  flagId: string;
  decision: ReviewDecision;
  note: string;
  reviewer: string;
  /**
   * The reviewer's name as people see it, looked up by `reviewer` (their email) when the review
   * is read: the account's current name; null when no account has that email any more. Not
   * stored with the review (the email is its identity).
   */
  reviewerName?: string | null;
  /** Epoch ms. */
  createdAt: number;
}

/** A model's second opinion on one flag (issue 14), stored like any model exchange. */
export interface JudgementRecord {
  id: string;
  runId: string;
  flagId: string;
  provider: string;
  model: string;
  requestBody: string;
  responseBody: string;
  httpStatus: number | null;
  usage: {
    inputTokens: number | null;
    cachedInputTokens: number | null;
    outputTokens: number | null;
    reasoningTokens: number | null;
  };
  latencyMs: number;
  warnings: string[];
  verdict: "dropped" | "carried" | "unsure" | "failed";
  explanation: string;
  /** Epoch ms. */
  createdAt: number;
}
