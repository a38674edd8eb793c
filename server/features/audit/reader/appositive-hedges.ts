import type { ClauseReading } from "./clause-analysis";

/**
 * A clause that only names the one before it as an assumption or an inference (issue 14,
 * forty-first round, v60): "16 merchants, read from the table — an assumption nobody tested",
 * "three more via the fallback, a guess on our part". The appositive noun phrase classifies the
 * claim it follows; it states no finding of its own, so its hedges belong to that claim (the
 * README's "a hedge on the claim itself carries the assumption that claim rests on"). Only an
 * appositive that opens with such a noun and states nothing is read so, only within one
 * sentence, and only after a clause stating a verified finding or none.
 */

/** An appositive headed by a noun that classifies a claim as unverified. */
const CLASSIFYING_APPOSITIVE =
  /^\s*(?:[—–-]\s*)?(?:an?|the|one|our|their)\s+(?:(?:untested|unverified|unchecked|working|shared|common)\s+)?(?:assumption|inference|guess|estimate|extrapolation|premise|hypothesis)\b|^\s*(?:[—–-]\s*)?(?:an?|the|one|our|their)\s+(?:inferred|assumed|presumed|supposed|untested|unverified|unconfirmed|unobserved)\s+[\w-]+\s*(?:[,.;]|$)/i;

/** Lend an appositive's hedges to the clause of its sentence it follows (see the module comment). */
export function lendAppositiveHedges(readings: readonly ClauseReading[]): void {
  for (let index = 1; index < readings.length; index += 1) {
    const reading = readings[index]!;
    const previous = readings[index - 1]!;
    if (previous.clause.sentence !== reading.clause.sentence) continue;
    // (Naming again only what the claim before it states, "an inferred path" after the path,
    // states nothing of its own.)
    if (
      reading.clause.role !== "assert" ||
      [...reading.states].some((id) => !previous.states.has(id))
    )
      continue;
    if (!CLASSIFYING_APPOSITIVE.test(reading.clause.text)) continue;
    // (After a hedged finding, "the fallback calls v2 — an inference from code", the clause
    // reader already sees the appositive as that finding's hedge.)
    // (Unless the appositive restates that finding and the clause reader has not lent it.)
    if (
      previous.states.size > 0 &&
      !previous.statesVerified &&
      (previous.hedges.size > 0 || reading.states.size === 0)
    )
      continue;
    // (Read as the claim's own words: the appositive is part of what it says.)
    for (const [family, cues] of reading.hedges) {
      previous.hedges.set(family, [...(previous.hedges.get(family) ?? []), ...cues]);
      previous.ownHedges.add(family);
    }
  }
}
