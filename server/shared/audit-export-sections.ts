import { cell, inline, quote } from "./markdown-text";

/**
 * Sections both Markdown exports of an audit write (a run's, audit-export.ts; a pasted
 * answer's, answer-audit-export.ts): a flag's heading and evidence, the hedges table and the
 * claims list. Their shapes are the fields these sections read of the audit report's flags,
 * hedges and claims (server/features/audit/audit-report.ts), which server/shared cannot import.
 */

/** What a flag's sections read of an AuditFlag. */
export interface ExportedFlag {
  hedgeId: string;
  hedgeLabel: string;
  alsoFrom: readonly string[];
  hedgeKind: string;
  agentName: string;
  severity: string;
  childText: string;
  claimId: string | null;
  claimText: string;
  claimStart: number;
  claimEnd: number;
  reason: string;
}

/** What the hedges table reads of an AuditHedge. */
export interface ExportedHedge {
  agentName: string;
  key: string;
  kind: string;
  confidence: string | null;
  classification: string;
  severity: string | null;
  evidence: { text: string } | null;
  reason: string;
}

/** What the claims list reads of an AuditClaim. */
export interface ExportedClaim {
  id: string;
  role: string;
  text: string;
  links: readonly { itemId: string; stated?: boolean }[];
}

/** "### 1. HIGH: researcher/U1 (researcher, unresolved); also …", the flag numbered `number`. */
export function flagHeading(flag: ExportedFlag, number: number): string {
  return `### ${number}. ${flag.severity.toUpperCase()}: ${inline(flag.hedgeLabel ?? flag.hedgeId)} (${inline(flag.agentName)}, ${flag.hedgeKind})${flag.alsoFrom?.length ? `; also ${inline(flag.alsoFrom.join(", "))}` : ""}`;
}

/** What the child said, the claim that dropped it (or the answer as a whole) and why. */
export function flagEvidenceLines(flag: ExportedFlag): string[] {
  return [
    "The child said:",
    quote(flag.childText),
    "",
    flag.claimId
      ? `Dropped by claim ${inline(flag.claimId)} (characters ${flag.claimStart}–${flag.claimEnd}):`
      : "Dropped by the answer as a whole:",
    quote(flag.claimText),
    "",
    `Why: ${flag.reason}.`,
  ];
}

/** The hedges as a table: child, item, kind, classification, evidence. */
export function hedgeTableLines(report: { hedges: readonly ExportedHedge[] }): string[] {
  return [
    "| Child | Item | Kind | Classification | Evidence |",
    "|---|---|---|---|---|",
    ...report.hedges.map(
      (hedge) =>
        `| ${cell(hedge.agentName, 40)} | ${cell(hedge.key, 40)} | ${hedge.kind}${hedge.confidence ? ` (${hedge.confidence})` : ""} | ${hedge.classification}${hedge.severity ? ` (${hedge.severity})` : ""} | ${cell(hedge.evidence?.text ?? hedge.reason)} |`,
    ),
  ];
}

/** The claims, each with the items it links to ("No claims." when there are none). */
export function claimLines(report: { claims: readonly ExportedClaim[] }): string[] {
  if (report.claims.length === 0) return ["No claims."];
  return report.claims.map((claim) => {
    // An item id holds the child's id, which a pasted answer's debriefs JSON gives: inert too.
    const links = claim.links
      .map((link) => `${inline(link.itemId)}${link.stated ? " (stated)" : ""}`)
      .join(", ");
    return `- ${inline(claim.id)} [${claim.role}] ${cell(claim.text, 200)}${links ? ` → ${links}` : ""}`;
  });
}

/** The answer in a text fence (a fence inside it cannot close it). */
export function answerFenceLines(answer: string): string[] {
  return ["```text", answer.replace(/```/g, "ʼʼʼ"), "```"];
}
