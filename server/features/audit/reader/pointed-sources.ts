import type { ClauseReading } from "./clause-analysis";
import { lendToClauseBefore } from "./pointed-lending";

/**
 * A source named by pointing back within the sentence (issue 14, round 55): "The date, 2027-03-31,
 * isn't ours; it's the provider changelog's", "… — that's the vendor notice", "…, but it is the
 * changelog's word". The pointer ("it", "that", "this") carries the claim of the clause before;
 * the clause names only whose that claim is, so it attributes that claim as "according to the
 * changelog" would; so does the source's possessive alone after a clause that disowns the
 * claim ("… isn't ours but the provider's"). Only a clause that is all pointer and source (a document noun, possessive or
 * not, with an optional "word", "date", "figure" after it), only within one sentence and line.
 */

/** Nouns of a document a report can come from. */
const SOURCE = String.raw`(?:changelog|provider|vendor|notice|announcement|docs|documentation|release notes|advisory|bulletin)`;

/** "(but|though) it's|that is (only) the provider's changelog('s)( word)". */
const POINTED_SOURCE = new RegExp(
  String.raw`^\W*(?:(?:and|but|though|although|yet)\s+)?(?:it|that|this)(?:['’]s|\s+is|\s+was|\s+comes\s+from)\s+(?:(?:just|only|simply|merely|all)\s+)?(?:(?:the|a|their|our)\s+)?(?:[\w-]+(?:['’]s)?\s+){0,2}?${SOURCE}(?:['’]s)?(?:\s+(?:word|date|figure|number|claim|statement|reading))?\s*(?:[.;,!)—–-]\s*)*$`,
  "i",
);

/** "… isn't ours but the provider's": the source's possessive after a disowning clause. */
const ELIDED_SOURCE = new RegExp(
  String.raw`^\W*(?:but|rather)\s+(?:(?:the|a|their)\s+)?(?:[\w-]+(?:['’]s)?\s+){0,2}?${SOURCE}['’]s\s*(?:[.;,!)—–-]\s*)*$`,
  "i",
);

/** A clause disowning its claim ("the date isn't ours", "that figure is not mine"). */
const DISOWNED = /\b(?:is\s+not|isn['’]t|are\s+not|aren['’]t|not)\s+(?:ours|mine)\b/i;

/** Lend each pointed source's attribution to the clause before it (see the module comment). */
export function lendPointedSources(readings: readonly ClauseReading[], answer: string): void {
  lendToClauseBefore(readings, answer, "attribution", (reading, before) => {
    const named =
      POINTED_SOURCE.exec(reading.clause.text) ??
      (DISOWNED.test(before.clause.text) ? ELIDED_SOURCE.exec(reading.clause.text) : null);
    return named
      ? named[0]
          .replace(/[\s.;,!)—–-]+$/, "")
          .trim()
          .toLowerCase()
      : null;
  });
}
