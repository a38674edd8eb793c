import type { AnswerClause } from "./answer-clauses";
import { clausesBySentence } from "./clause-sentences";
import type { ClauseReading } from "./clause-analysis";
import { hedgeCues } from "./hedge-cues";

/**
 * A caveat admitted, then overridden flat in the next sentence (issue 14, forty-ninth round,
 * v65's concession and contrast): "The table was only assumed, I grant you. Even so, the 16
 * break", "The researcher took care to call the three an inference. Still, they go down with
 * the rest", "Both children list the date as unconfirmed. Nonetheless, it's the day". The
 * sentence that names the doubt is conceded only to be set aside: the next sentence opens with
 * an overriding connective and states its claim with no hedge of its own. The admitting
 * clauses are contradicted (their hedges reach nothing and what they name is stated as
 * established), as a doubt reported and denied in the next sentence is (overruled-doubt.ts).
 * overriding-concessions.ts masks the caveats when the overriding sentence is certain; this
 * reads the flat override. An override that keeps a hedge ("Still, the best reading is 19,
 * should the fallback fire") or reopens the caveats ("Nonetheless, the result is provisional")
 * overrides nothing. The overriding clause states its claim as established: its connective is
 * its certainty (lendOverrideCertainty, once the clauses are read). The next sentence may also
 * open by saying the admitted hedges change nothing ("Fine, the table is 'assumed'. It changes
 * nothing: the table is right", "That makes no difference:"; sixty-sixth round, v71's
 * impatient answers): the same override, said of the concession.
 */

/** An opening that overrides what the sentence before conceded. */
const OVERRIDE =
  /^[\s*_>-]*(?:even so|still|nonetheless|nevertheless|all the same|that said|having said that|be that as it may|regardless|(?:it|that|this|none of (?:it|that|this))\s+(?:changes|alters)\s+nothing|(?:it|that|this)\s+(?:doesn't|does not|doesn’t)\s+(?:change anything|matter)|none of (?:it|that|this)\s+matters|(?:it|that|this)\s+makes\s+no\s+difference)\s*[,:—–-]/i;

/**
 * Words that keep the conceded caveats alive in the overriding sentence, or settle for the
 * claim as the best there is ("Still, it's the best list we have") rather than vouch for it.
 */
const KEPT =
  /\b(?:provisional|tentative|conditional|open|unresolved|unknown|unsettled|caveats? (?:stand|remain|hold)|soft|shaky|weak|best (?:\w+ )?(?:we(?:'ve| have)|available|there is|on offer|going))\b/i;

/** The opening clause of each overriding sentence, with its connective. */
const overridingClauses = new WeakMap<AnswerClause, string>();

/** Mark the clauses of a conceded sentence that the next sentence overrides (module comment). */
export function contradictOverriddenAdmissions(clauses: AnswerClause[]): void {
  const sentences = clausesBySentence(clauses);
  for (const [sentence, overriding] of sentences) {
    const first = overriding[0]!;
    if (first.role !== "assert" || !OVERRIDE.test(first.text)) continue;
    const conceded = (sentences.get(sentence - 1) ?? []).filter(
      (clause) => clause.unit === first.unit && clause.role === "assert",
    );
    if (conceded.length === 0) continue;
    const body = overriding
      .map((clause) => clause.text)
      .join(" ")
      .replace(OVERRIDE, " ");
    if (hedgeCues(body).size > 0 || KEPT.test(body)) continue;
    if (overriding.some((clause) => clause.conditions.length > 0 || clause.role !== "assert"))
      continue;
    const admitted = conceded.filter((clause) => hedgeCues(clause.text).size > 0);
    if (admitted.length === 0) continue;
    for (const clause of admitted) clause.contradicted = true;
    const connective = OVERRIDE.exec(first.text)![0].replace(/^[\s*_>-]+|[\s,:—–-]+$/g, "");
    // (What follows the overriding clause in its sentence, a reason or a sum, is its own claim.)
    overridingClauses.set(first, connective.toLowerCase());
  }
}

/** The overriding sentence's connective is its certainty (module comment). */
export function lendOverrideCertainty(readings: ClauseReading[]): void {
  for (const reading of readings) {
    const connective = overridingClauses.get(reading.clause);
    if (connective !== undefined && !reading.certainty.includes(connective))
      reading.certainty.push(connective);
  }
}
