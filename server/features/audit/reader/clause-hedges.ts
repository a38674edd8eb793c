import type { ClauseReading } from "./clause-analysis";
import type { HedgeFamily } from "./hedge-cues";

/**
 * Does the clause keep one of `families` on an item with topic words `topic` (see Qualifier)?
 * Its own words count for every item; a condition qualifier only when it has no topic of its
 * own or shares a topic word with the item.
 */
export function hedgedFor(
  reading: ClauseReading,
  families: readonly HedgeFamily[],
  topic: ReadonlySet<string>,
  /** Findings the item is about: a narrow conjunct's hedge reaches them when it alone states them. */
  findings: ReadonlySet<string> = new Set(),
): boolean {
  if (families.some((family) => reading.ownHedges.has(family))) return true;
  // An item named in a narrow conjunct (an assumption restated there, a question's group) is
  // qualified by that conjunct's hedge.
  if (
    findings.size === 0 &&
    reading.narrow.some(
      (span) =>
        families.some((family) => span.families.has(family)) &&
        [...span.words].some((word) => topic.has(word)),
    )
  )
    return true;
  const stated = [...reading.states].filter((id) => findings.has(id));
  if (
    stated.length > 0 &&
    stated.every(
      (id) =>
        !reading.headStates.has(id) &&
        reading.narrow.some(
          (span) => span.states.has(id) && families.some((family) => span.families.has(family)),
        ),
    )
  )
    return true;
  if (reading.clause.role === "condition" && families.includes("condition")) return true;
  return reading.qualifiers.some((qualifier) =>
    families.some((family) => {
      if (!qualifier.families.has(family)) return false;
      if ((family !== "condition" && !qualifier.scoped) || qualifier.words.size === 0) return true;
      return [...qualifier.words].some((word) => topic.has(word));
    }),
  );
}

/** Is the finding `id` stated in the clause only by narrow conjuncts hedged with one of `families`? */
export function narrowlyHedged(
  reading: ClauseReading,
  id: string,
  families: readonly HedgeFamily[],
): boolean {
  return (
    !reading.headStates.has(id) &&
    reading.narrow.some(
      (span) => span.states.has(id) && families.some((family) => span.families.has(family)),
    )
  );
}
