import type { AnswerClause } from "./answer-clauses";
import { forwardersNote } from "./forwarded-notes";

/**
 * The answer's verdict (issue 14, nineteenth reader round): the part a reader takes away as its
 * conclusion — a unit labeled or headed as a summary, a conclusion, a bottom line or a final
 * answer ("Executive summary: …", "Bottom line — …"), or a clause that opens with a concluding
 * adverbial ("In conclusion, …", "All told, …"). An answer forwarded to someone who reads only
 * its summary, or one that reasons aloud to a conclusion, says what it concludes there: a list
 * called complete in the verdict contradicts a question the body kept open.
 */

/** Labels and headings of a verdict ("summary", "tl;dr", "bottom line for planning"). */
const VERDICT_LABEL =
  /^(?:(?:executive|management|leadership|overall|short|one-line)\s+)?(?:summary|conclusions?|verdict|upshot|takeaways?|bottom[- ]line|tl;?\s?dr|final (?:answer|word|verdict|call)|short version|net result|in (?:short|sum|brief|conclusion))\b/i;

/** A concluding adverbial at the start of a clause ("In conclusion, …", "To sum up, …"). */
const CONCLUDING_OPENER =
  /^\W*(?:in (?:conclusion|short|sum|summary|brief)|to (?:sum up|summari[sz]e|conclude)|all told|all in all|on balance|net net|therefore|thus|hence|consequently)\b\s*[,:—–-]/i;

/**
 * A verdict label opening a sentence inside a paragraph ("… are unresolved. 3. Conclusion: …",
 * "Decision: the Board treats …"): the sentence is the verdict (twenty-third reader round).
 */
const VERDICT_LEAD = new RegExp(
  String.raw`^[\s*_#>]*(?:\d{1,2}[.)]\s*)?(?:${VERDICT_LABEL.source.slice(1)}|decision|resolution|determination)[*_\s]*[:—–]`,
  "i",
);

/**
 * The clauses of `clauses` in the answer's verdict (see the module comment): a concluding
 * adverbial at the start of a sentence puts the whole sentence in it ("In conclusion, 19 break,
 * and nobody else does").
 */
export function verdictClauses(clauses: readonly AnswerClause[]): Set<AnswerClause> {
  const concluding = new Set<number>();
  for (const clause of clauses)
    if (CONCLUDING_OPENER.test(clause.text) || VERDICT_LEAD.test(clause.text))
      concluding.add(clause.sentence);
  // A forwarder's note over the message it passes on (forwarded-notes.ts).
  const note = forwardersNote(clauses);
  return new Set(
    clauses.filter(
      (clause) =>
        note.has(clause) ||
        concluding.has(clause.sentence) ||
        (clause.unit.label !== null && VERDICT_LABEL.test(clause.unit.label)) ||
        (clause.unit.heading !== null && VERDICT_LABEL.test(clause.unit.heading)),
    ),
  );
}
