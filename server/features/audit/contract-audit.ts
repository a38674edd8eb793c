import { carryMisfit, type FinalAnswerRecord } from "../../runtime/contract/final-answer";
import { renderFinalAnswer } from "../../runtime/contract/final-answer-rendering";
import type { FlagSeverity } from "../../shared/audit-terms";
import type { AuditClaim } from "./audit-report";
import type { GroupDecision } from "./audit-report-builder";
import type { AuditItem } from "./reader/debrief-model";

/**
 * The exact audit of an answer given through the answer contract (issue 14): no text is read.
 * Each claim of the final_answer record names the items it rests on and the hedges it carries;
 * a claim that rests on a hedged item (or on a near-duplicate of it from another child) without
 * carrying it, in a form that keeps its hedge (carryMisfit: a source carries a reported finding,
 * never an inference), drops that caveat. Severity: low for a coverage gap (an area not searched),
 * whatever the claim; else high when the claim is stated as established; medium otherwise. An item no claim rests on is not used. A claim
 * "overstates" only when it is stated as established and drops a hedge.
 */

const SEVERITY_ORDER: Record<FlagSeverity, number> = { high: 0, medium: 1, low: 2 };

/** The claims (with their spans in the rendered answer) and the decision per group. */
export function auditContractAnswer(
  record: FinalAnswerRecord,
  items: readonly AuditItem[],
): {
  answer: string;
  claims: AuditClaim[];
  decisions: Map<string, GroupDecision>;
  unknownIds: string[];
} {
  const rendered = renderFinalAnswer(record);
  const byLabel = new Map(items.map((item) => [item.label, item]));
  const unknownIds = new Set<string>();
  /** The hedge `item` has for its carry forms (a lowered verified finding: an inferred one). */
  const hedgeOf = (item: AuditItem) => ({
    kind: item.kind,
    confidence: item.lowered !== null ? ("inferred" as const) : item.confidence,
  });
  /** The carries of `claim` naming `item`'s group (itself or a near-duplicate of it). */
  const carriesOf = (claim: FinalAnswerRecord["claims"][number], item: AuditItem) =>
    claim.carries.filter((carry) => byLabel.get(carry.item)?.group === item.group);
  /** The carry of `claim` that keeps `item`'s hedge: of its group, in a form fit for it. */
  const carryOf = (claim: FinalAnswerRecord["claims"][number], item: AuditItem) =>
    carriesOf(claim, item).find((carry) => carryMisfit(carry.as, hedgeOf(item)) === null);
  // A claim overstates only when it drops a hedge: stated as established while resting on a
  // hedged item it does not carry. Established on verified findings alone is not overstating.
  const dropsAHedge = (claim: FinalAnswerRecord["claims"][number]) =>
    claim.rests_on.some((label) => {
      const item = byLabel.get(label);
      return (
        item !== undefined &&
        item.hedged &&
        item.coveredBy === null &&
        carryOf(claim, item) === undefined
      );
    });
  /** Why the carries of `claim` naming `item` do not carry it: ": carried as …" or "". */
  const misfitOf = (claim: FinalAnswerRecord["claims"][number], item: AuditItem) => {
    const misfits = carriesOf(claim, item).flatMap(
      (carry) => carryMisfit(carry.as, hedgeOf(item)) ?? [],
    );
    return misfits.length === 0 ? "" : `: carried as ${misfits.join("; as ")}`;
  };
  const claims: AuditClaim[] = record.claims.map((claim, index) => {
    const span = rendered.spans[index]!;
    return {
      id: `c${index + 1}`,
      text: claim.text,
      start: span.start,
      end: span.end,
      role: "claim",
      hedgeCues: claim.carries.map((carry) => carry.words),
      countOrList: false,
      overstatements:
        claim.stated_as === "established" && dropsAHedge(claim) ? ["stated as established"] : [],
      links: claim.rests_on.flatMap((label) => {
        const item = byLabel.get(label);
        if (!item) {
          unknownIds.add(label);
          return [];
        }
        return [{ itemId: item.id, kind: item.kind, agentId: item.agentId, stated: true }];
      }),
    };
  });
  const decisions = new Map<string, GroupDecision>();
  record.claims.forEach((claim, index) => {
    const audited = claims[index]!;
    const span = { id: audited.id, text: audited.text, start: audited.start, end: audited.end };
    for (const label of claim.rests_on) {
      const item = byLabel.get(label);
      if (!item || !item.hedged || item.coveredBy !== null) continue;
      const previous = decisions.get(item.group);
      const dependents = [...new Set([...(previous?.dependentClaimIds ?? []), audited.id])];
      const carry = carryOf(claim, item);
      if (carry !== undefined) {
        decisions.set(item.group, {
          ...(previous ?? {
            status: "carried",
            severity: null,
            claim: span,
            reason: `claim ${audited.id} carries it (${carry.as})`,
          }),
          dependentClaimIds: dependents,
        });
        continue;
      }
      // README: high when stated as established, low for a coverage gap (whatever the claim).
      const severity: FlagSeverity =
        item.kind === "not_searched"
          ? "low"
          : claim.stated_as === "established"
            ? "high"
            : "medium";
      const worse =
        previous?.status !== "dropped" ||
        SEVERITY_ORDER[severity] < SEVERITY_ORDER[previous.severity ?? "low"];
      decisions.set(item.group, {
        ...(worse
          ? {
              status: "dropped" as const,
              severity,
              claim: span,
              itemId: item.id,
              reason: `claim ${audited.id} rests on ${label} (${item.kind}) without carrying its hedge${claim.stated_as === "established" ? ", stated as established" : ""}${item.lowered ? ` (${item.lowered})` : ""}${misfitOf(claim, item)}`,
            }
          : previous!),
        dependentClaimIds: dependents,
      });
    }
  });
  return { answer: rendered.text, claims, decisions, unknownIds: [...unknownIds] };
}
