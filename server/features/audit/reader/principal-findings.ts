import { contentWords } from "../entities";
import type { ClauseReading, ReaderContext } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { EVERY_USE_HEDGED, type ItemVerdict } from "./item-status";
import { ASSUMPTION_HEDGES, has } from "./hedge-families";

/**
 * The findings an assumption is the principal premise of (its best-matching assumption), and
 * what their verdicts say of it (issue 14). An assumption follows the hedge of the findings resting mainly on it (issue 14, fourth
 * cross-set residual round; the README's "a hedge on the claim itself carries the assumption
 * that claim rests on"): when the answer carries every hedged finding the assumption is the
 * principal premise of ("three more, inferred from the fallback code"), a plain restatement
 * elsewhere of a claim resting on it ("16 + 3 = 19", "re-point the three") leaves it carried.
 * Only a medium drop yields (an assumption stated as fact or contradicted stays high), only when
 * the answer never names the assumption itself in a plain assertion, and only when every
 * finding resting mainly on it is a hedged one the answer carries: a verified finding resting on
 * it (undecided here) keeps a plain claim about it a drop.
 */

/**
 * The assumption's verdict once its principal findings' verdicts (`principal`; undefined for a
 * verified finding, which gets none) are known.
 */
export function followPrincipalHedge(
  assumption: ItemVerdict,
  principal: readonly (ItemVerdict | undefined)[],
  /** The answer's clauses, and the assumption's words no finding uses ("fire", "timeout"). */
  readings: readonly ClauseReading[],
  distinctive: readonly string[],
): ItemVerdict {
  if (assumption.status !== "dropped" || assumption.severity !== "medium") return assumption;
  // (Its own content said in a plain assertion, "the adapter falls back on every timeout", or
  // the assumption named there, states it: the finding's hedge does not carry that.)
  const stated = readings.some(
    (reading) =>
      reading.clause.role === "assert" &&
      !has(reading, ASSUMPTION_HEDGES) &&
      (assumption.dependents.includes(reading) || reading.mentions.size > 0) &&
      distinctive.some((word) => contentWords(reading.clause.text).has(word)),
  );
  if (stated) return assumption;
  // (A verified finding resting on it, "the 16 on v2 in the table", has no hedge to carry it.)
  // (Every clause stating the finding hedges it: a plain one beside a hedged one, excused for
  // the finding itself as a restated part, still rests on the assumption without it.)
  if (principal.length === 0 || principal.some((found) => found?.reason !== EVERY_USE_HEDGED))
    return assumption;
  const carrier = principal[0]!;
  return {
    ...assumption,
    status: "carried",
    severity: null,
    evidence: carrier.evidence,
    reason: "the hedge on the finding resting mainly on it carries it",
  };
}

/** The findings whose best-matching assumption is in `members`. */
export function principalOf(
  members: AuditItem[],
  findings: AuditItem[],
  items: AuditItem[],
  context: ReaderContext,
  /** Score at which an assumption bears on a finding. */
  threshold: number,
): Set<string> {
  const assumptions = items.filter((item) => item.kind === "assumption");
  const principal = new Set<string>();
  for (const finding of findings) {
    let best: { item: AuditItem; score: number } | null = null;
    for (const assumption of assumptions) {
      const score = context.weights.score(assumption.features, finding.features).score;
      if (score >= threshold && (best === null || score > best.score))
        best = { item: assumption, score };
    }
    if (best && members.some((member) => member.group === best.item.group))
      principal.add(finding.id);
  }
  return principal;
}
