import type { ClauseReading } from "./clause-analysis";
import type { HedgeFamily } from "./hedge-cues";

/**
 * Qualifiers about another finding (issue 14, seventieth round): a hedge that reaches a clause
 * from outside its own words (a parenthesis or sentence after it, "(The three fallback ones are
 * inferred from the adapter code)", a footnote, an attached condition, "if the fallback
 * triggers") and whose words name only the subject of another hedged finding the clause states
 * (the fallback three) qualifies that finding. The count the clause states beside it (the
 * sixteen the table lists) is given flat: nothing in that qualifier conveys the assumption the
 * count rests on (the table's values taken as true). A qualifier whose words touch the
 * assumption's topic or the topic of the count itself, or one with no words of its own (a blanket
 * status), still reaches the whole clause; a hedge in the clause's own words is left to the
 * other rules (conjunct scope, list items). Seed: "Sixteen merchants on v2 plus three more via
 * the fallback path … (The three fallback ones are inferred …)", the table never doubted
 * (seventieth round, recall across the tuned sets). Returns the test for one clause and the
 * assumption's hedge families.
 */
export function otherFindingQualifiers(
  /** The assumption's own topic words. */
  ownTopic: ReadonlySet<string>,
  /** Findings the assumption bears on. */
  bears: ReadonlySet<string>,
  hedgedFindings: ReadonlySet<string>,
  /** The hedged findings it is the principal assumption of (the others have their own). */
  principal: ReadonlySet<string>,
  topicOf: (id: string) => ReadonlySet<string>,
): (use: ClauseReading, families: readonly HedgeFamily[]) => boolean {
  const otherHedged = new Set([...hedgedFindings].filter((id) => !principal.has(id)));
  return (use, families) => {
    if (families.some((family) => use.ownHedges.has(family))) return false;
    if (use.narrow.some((span) => families.some((family) => span.families.has(family))))
      return false;
    const others = [...use.states].filter((id) => otherHedged.has(id));
    const resting = [...use.states].filter((id) => bears.has(id) && !otherHedged.has(id));
    if (others.length === 0 || resting.length === 0) return false;
    const hedging = use.qualifiers.filter((qualifier) =>
      families.some((family) => qualifier.families.has(family)),
    );
    if (hedging.length === 0) return false;
    const restingWords = new Set([...ownTopic, ...resting.flatMap((id) => [...topicOf(id)])]);
    const otherWords = new Set(others.flatMap((id) => [...topicOf(id)]));
    return hedging.every(
      (qualifier) =>
        [...qualifier.words].some((word) => otherWords.has(word)) &&
        ![...qualifier.words].some((word) => restingWords.has(word)),
    );
  };
}
