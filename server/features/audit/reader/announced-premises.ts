import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";

/**
 * Premises announced, then spelled out (issue 14, seventy-fifth round, long sentences): a
 * writer who puts the premises before the claims often names them first as premises ("conditional
 * on two things the researcher assumed but did not check", "on the children's own premises, none
 * of them verified —") and then spells them out, after "namely" ("…, namely that the column is
 * authoritative and that the fallback engages —") or as the aside the dash opens ("— the table
 * being authoritative and the fallback firing —"). What is spelled out is the premises' content,
 * not a claim of the answer: the spelled-out clause is a condition like the announcement, and
 * qualifies the main clause after it as the announcement does ("— nineteen merchants break").
 * Only a clause right after an announcement that hedges with a condition is read so.
 */

/** "namely", "i.e.", "that is", "viz.", "specifically", "to wit" opening an elaboration. */
const ELABORATION_START =
  /^[\s(—–-]*(?:namely|i\.\s?e\.|that is(?: to say)?|viz\.?|specifically|to wit)[,:]?\s+\S/i;

/** A fragment that ends in a dash or colon: it introduces what follows. */
const INTRODUCES = /(?:[—–:]|\s-)$/;

/** Premises named as such ("two things", "premises", "assumptions", "conditions"). */
const PREMISE_NOUN =
  /\b(?:premises?|assumptions?|conditions?|provisos?|suppositions?|(?:two|three|several|a few|some) (?:things|points|facts))\b/i;

/** Does the clause announce premises it has not spelled out yet (see the module comment)? */
function announcesPremises(clause: AnswerClause): boolean {
  const cues = hedgeCues(clause.text);
  if (!cues.has("condition")) return false;
  return clause.role === "condition" || PREMISE_NOUN.test(clause.text);
}

/**
 * Marks as conditions the clauses that spell out premises just announced: a "namely"
 * elaboration, or the dash aside after an announcement that ends in a dash and itself ends in a
 * dash, the main clause going on after it. Runs before the conditions are attached.
 */
export function markSpelledOutPremises(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    const next = clauses[index + 1];
    if (!next || next.role !== "assert" || !announcesPremises(clause)) return;
    const namely = ELABORATION_START.test(next.text);
    const aside =
      INTRODUCES.test(clause.text) &&
      INTRODUCES.test(next.text) &&
      index + 2 < clauses.length &&
      !/^[\s(]*(?:and|but|or|so)\b/i.test(next.text);
    if (namely || aside) next.role = "condition";
  });
}

/** A condition clause with no condition cue of its own: premises spelled out (or its content). */
export function spelledOutCondition(clause: AnswerClause | undefined): boolean {
  return clause?.role === "condition" && !hedgeCues(clause.text).has("condition");
}
