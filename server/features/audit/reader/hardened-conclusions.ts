import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";

/**
 * A hedged premise with a hardened conclusion (issue 14, forty-seventh round): "The table may lag
 * behind, as the researchers concede, so the 16 are without question on the list", "Given that
 * the column is only assumed, I compared it with the seed file, so the 16 are firm", "the fallback
 * is inferred, but the adapters read the table, so it follows that the three definitely break",
 * "the date is only announced, but since providers keep such dates, it's a fixed date".
 * The doubt is named in the premise and then taken back by a conclusion drawn from it with a
 * certainty marker and no hedge of its own, in the same sentence: the hedged clauses before the
 * conclusion are contradicted (their hedges reach nothing, what they name is stated as
 * established), as a hedge reported and then contradicted after a contrast is
 * (condition-attachment.ts). A conclusion that keeps a hedge ("so the 16 are firm if the table
 * holds", "so the three are probably certain to break") or whose certainty is denied ("so
 * nothing is certain") takes nothing back, nor does a conclusion in a later sentence.
 */

/** A connective that draws a conclusion ("so", "therefore", "it follows that", "which means"). */
const CONCLUSION =
  /(?:^|[,;—–]\s*|\s)(?:and\s+)?(?:so|hence|therefore|thus|which means|it follows(?: that)?|meaning)\b|\b(?:but|and|yet)\s+(?:since|because|as|given that)\s+[^,;]{3,160},/gi;

/**
 * Firmness said of a date or a count in a conclusion ("it's a fixed date", "that's the hard
 * deadline", "no slippage possible"): certainty only where a conclusion is drawn.
 */
const FIRMNESS =
  /\b(?:(?:a|the)\s+(?:fixed|hard|firm|immovable)\s+(?:date|deadline|cutoff|cut-off|number|count|total)|no\s+(?:slippage|slip|wiggle room|room for doubt)(?:\s+possible)?|set in stone|(?:won't|will not|can't|cannot)\s+(?:slip|move|change))\b/i;

/** The conclusion a clause draws: its text after its last connective, if certain and unhedged. */
function certainConclusion(text: string): number | null {
  const last = [...text.matchAll(CONCLUSION)].at(-1);
  if (!last) return null;
  const at = (last.index ?? 0) + last[0].length;
  const conclusion = text.slice(at);
  const certain = certaintyMarkers(conclusion).length > 0 || FIRMNESS.test(conclusion);
  // ("No slippage possible": the firmness phrase holds its own "possible".)
  if (!certain || hedgeCues(conclusion.replace(new RegExp(FIRMNESS.source, "gi"), " ")).size > 0)
    return null;
  return at;
}

/** Mark the hedged premises of a certain conclusion as contradicted (module comment). */
export function contradictHardenedPremises(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (clause.role !== "assert") return;
    const at = certainConclusion(clause.text);
    if (at === null) return;
    const premises = clauses
      .slice(0, index)
      .filter((earlier) => earlier.sentence === clause.sentence && earlier.role === "assert");
    for (const premise of premises)
      if (hedgeCues(premise.text).size > 0) premise.contradicted = true;
    if (hedgeCues(clause.text.slice(0, at)).size > 0) clause.contradicted = true;
  });
}
