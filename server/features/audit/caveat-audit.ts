import type { FinalAnswerRecord } from "../../runtime/contract/final-answer";
import type { AuditClaim, AuditReport } from "./audit-report";
import { buildReport, type GroupDecision, MAX_ANSWER_CHARS } from "./audit-report-builder";
import { auditContractAnswer } from "./contract-audit";
import { regroupGaps } from "./gap-groups";
import { capLoweredSeverity } from "./provenance-severity";
import { buildItems, type AuditDebrief } from "./reader/debrief-model";
import type { ClauseReading } from "./reader/clause-analysis";
import { readFreeText } from "./reader/free-text-reading";

/**
 * The caveat audit (issue 5, issue 14; seed 000: "In eight of the thirty runs the parent's final
 * answer stated as established fact something the child had explicitly flagged as
 * unverified"). Lines up a final answer with the children's debriefs, with no model, and
 * classifies every hedged item carried / dropped / not used (or uncertain); each dropped
 * caveat is one flag with a severity.
 * - An answer given through the answer contract (a final_answer record) is audited exactly
 *   from the items its claims cite (contract-audit.ts).
 * - Any other answer is read by the free-text reader (reader/): clauses, hedge scope,
 *   normalised values and links to the debrief items.
 */

export { MAX_ANSWER_CHARS };

export interface AuditInput {
  finalAnswer: string | null | undefined;
  debriefs: readonly AuditDebrief[];
  /** The accepted final_answer record, when the answer came through the contract. */
  answerRecord?: FinalAnswerRecord | null;
  /** Why an answer of a contract run is read as free text (e.g. the parent broke the contract). */
  freeTextReason?: string | null;
}

function cleanDebriefs(value: unknown): AuditDebrief[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is AuditDebrief =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as AuditDebrief).agentId === "string",
  );
}

function claimOf(reading: ClauseReading): AuditClaim {
  const hedgeCues = [...reading.hedges.values()].flat();
  return {
    id: `c${reading.clause.index + 1}`,
    text: reading.clause.text,
    start: reading.clause.start,
    end: reading.clause.end,
    role:
      reading.clause.role === "assert" && reading.clause.unit.kind !== "footnote"
        ? "claim"
        : "caveat",
    hedgeCues: [...new Set(hedgeCues)],
    countOrList: reading.listClaim,
    overstatements: [
      ...reading.certainty,
      ...reading.listComplete,
      ...reading.codeComplete,
      ...reading.noEffect,
    ],
    links: [
      ...[...reading.states].map((itemId) => ({ itemId, stated: true })),
      ...[...reading.mentions].map((itemId) => ({ itemId, stated: false })),
    ].map((link) => ({
      ...link,
      kind: link.itemId.includes("/F") ? ("finding" as const) : ("assumption" as const),
      agentId: link.itemId.slice(0, link.itemId.lastIndexOf("/")),
    })),
  };
}

/**
 * Audit one run's final answer against its children's debriefs (`result` null for a child that
 * failed its contract). Pure and total: odd input gives a report with a status, never an
 * exception.
 */
export function auditRun(input: AuditInput): AuditReport {
  const debriefs = cleanDebriefs(input?.debriefs);
  const items = buildItems(debriefs);
  const kinds = new Map(items.map((item) => [item.id, item.kind]));
  if (input?.answerRecord) {
    // The exact audit groups only near-identical gaps (gap-groups.ts).
    const exactItems = regroupGaps(items);
    const contract = auditContractAnswer(input.answerRecord, exactItems);
    return buildReport({
      mode: "contract",
      modeDetail:
        contract.unknownIds.length > 0
          ? `claims cite items not in these debriefs: ${contract.unknownIds.join(", ")}`
          : null,
      rawAnswer: contract.answer,
      answer: contract.answer,
      debriefs,
      items: exactItems,
      claims: contract.claims,
      decisions: capLoweredSeverity(contract.decisions, exactItems),
    });
  }
  const raw = typeof input?.finalAnswer === "string" ? input.finalAnswer : "";
  const answer = raw.length > MAX_ANSWER_CHARS ? raw.slice(0, MAX_ANSWER_CHARS) : raw;
  const reading = readFreeText(answer, items);
  const claimId = (value: ClauseReading) => `c${value.clause.index + 1}`;
  const decisions = new Map<string, GroupDecision>();
  for (const [group, verdict] of reading.verdicts) {
    decisions.set(group, {
      status: verdict.status,
      severity: verdict.severity,
      claim: verdict.evidence
        ? {
            id: claimId(verdict.evidence),
            text: verdict.evidence.clause.text,
            start: verdict.evidence.clause.start,
            end: verdict.evidence.clause.end,
          }
        : null,
      reason: verdict.reason,
      dependentClaimIds: verdict.dependents.map(claimId),
    });
  }
  const claims = reading.readings.map(claimOf).map((claim) => ({
    ...claim,
    links: claim.links.map((link) => ({ ...link, kind: kinds.get(link.itemId) ?? link.kind })),
  }));
  return buildReport({
    mode: "free_text",
    modeDetail: input?.freeTextReason ?? null,
    rawAnswer: raw,
    answer,
    debriefs,
    items,
    claims,
    decisions: capLoweredSeverity(decisions, items),
  });
}
