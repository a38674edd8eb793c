import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";

/**
 * Coordinated that-complements (issue 14, twenty-third reader round): "the count rests on two
 * premises: that the column is authoritative, and that the fallback fires", "it cannot be
 * excluded that the five send v2, or that the sandbox retires with them". Cut at ", and" or
 * ", or", the later complement loses the verb that governs it; it is read with the hedge of
 * the governing stretch of the clause its first complement sits in (the words before that
 * complement's "that"). A governing stretch that names no hedge ("the review found that …")
 * lends nothing.
 */

/** A clause that opens with a coordinated that-complement. */
const COORDINATED_COMPLEMENT = /^[\s,]*(?:and|or|nor|but also)\s+(?:also\s+)?that\s/i;

/**
 * A clause opening with a complementizer "that" and a value as its subject ("and that
 * 2027-03-31 is what the changelog says", "that 19 is the provider's count"): "that" here
 * introduces a clause of its own, it does not point back (pointer-resolution.ts), as the
 * demonstrative "and that is confirmed" does. A subject clause without a value of its own ("and
 * that the fallback fires is inferred") still speaks of what came before. Forty-second round,
 * v61's "Tell people X is open, and that <date> …".
 */
const COMPLEMENTIZER_THAT = /^[\s,]*(?:(?:and|or|but)\s+(?:also\s+)?)?that\s+\d/i;

/** Whether a clause opens with a complementizer "that" and its own subject (see above). */
export function opensThatComplement(text: string): boolean {
  return COMPLEMENTIZER_THAT.test(text);
}

/** The first "that" opening a complement ("… premises: that …", "excluded that …"). */
const COMPLEMENT_THAT = /(?:^|[\s:,])that\s(?!(?:is|was|'s|’s|would|will|may|might)\b)/i;

/**
 * A complementizer "that" right after a colon or spaced dash ("… two things nobody verified: that
 * …"): the list's first complement, whatever demonstrative "that" came before it ("though that
 * number leans on …"; fiftieth round).
 */
const LISTED_THAT = /(?::|\s[—–]|\s--)\s+that\s/i;

/** The hedge cues of the stretch governing the complement in `clause`, or null. */
function governingHedge(clause: AnswerClause): string | null {
  const listed = clause.text.search(LISTED_THAT);
  const at = listed > 0 ? listed : clause.text.search(COMPLEMENT_THAT);
  if (at <= 0) return null;
  const cues = [...new Set([...hedgeCues(clause.text.slice(0, at)).values()].flat())];
  return cues.length > 0 ? cues.join(", ") : null;
}

/** Give each coordinated that-complement the governing hedge of its first complement (module comment). */
export function attachCoordinatedComplements(clauses: AnswerClause[]): void {
  let governing: { sentence: number; unit: AnswerClause["unit"]; hedge: string | null } | null =
    null;
  for (const clause of clauses) {
    const coordinated = COORDINATED_COMPLEMENT.test(clause.text);
    const sameSentence =
      governing !== null &&
      governing.sentence === clause.sentence &&
      governing.unit === clause.unit;
    if (coordinated && sameSentence && governing?.hedge) {
      clause.appendices.push({
        ...clause,
        text: governing.hedge,
        conditions: [],
        appendices: [],
        sentenceNote: null,
        keyPath: [],
      });
      continue;
    }
    if (coordinated && sameSentence) continue;
    governing = { sentence: clause.sentence, unit: clause.unit, hedge: governingHedge(clause) };
  }
}
