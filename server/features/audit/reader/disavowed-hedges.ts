import type { AnswerClause } from "./answer-clauses";

/**
 * Hedges reported, then disavowed (issue 14, residuals round): an answer may report how a child
 * qualified something ("the researcher marked them as an inference", "it was listed as an
 * assumption") and then, in the same or one of the next two sentences, say it will not hedge it
 * ("I'm counting them as breaking outright", "there's nothing to hedge", "it needn't be one":
 * thirty-second round, with the report in the present, "both children list it as an assumption"). The report is no
 * hedge of the answer's own: it names the hedge in order to drop it (mention, then contradict),
 * like a contradiction inside one sentence (condition-attachment.ts).
 */

/** A clause reporting how something was qualified ("marked … as an inference"). */
const REPORTED_HEDGE =
  /\b(?:marked|listed|flagged|label+ed|tagged|filed|classed|noted|recorded|logged|put down|(?:list|mark|flag|label|tag|file|class|record|log|treat|carr(?:y|ie))s?)\b[^.;]{0,80}?\bas (?:an? |the )?(?:inference|inferred|assumption|assumed|guess|estimate|unverified|unconfirmed|hedged?|caveat|uncertain|open (?:question|item))\b/i;

/** A clause saying the answer will not hedge it. */
const DISAVOWAL =
  /\b(?:(?:it|this|that)\s+(?:shouldn't|should not|needn't|need not|ought not to|doesn't need to|does not need to)\s+be\s+(?:one|an? (?:assumption|inference|guess|caveat|hedge|open question))|nothing (?:to|worth) hedg\w*|no (?:need|reason) (?:to hedge|to qualify|for (?:a |the |any )?(?:hedge|caveat|qualifier))|(?:count|counts|counting|counted|treat|treats|treating|treated|take|taking|took)\s+(?:them|it|this|that|those|these|the \w+)\s+as\s+(?:\w+\s+)?(?:outright|certain|given|settled|fact|confirmed|definite|established)|(?:drop|dropping|dropped|ignore|ignoring|ignored|discount|discounting)\s+(?:the|that|this|their|its)\s+(?:hedge|caveat|qualifier|inference label)s?)\b/i;

/** How many sentences after the report a disavowal may come. */
const SENTENCES_AFTER = 2;
/** The most clauses read after a report (bounded work on a long answer). */
const MAX_CLAUSES_AFTER = 24;

/**
 * A hedge told as borne out (thirty-second round): the outcome said to have gone exactly as
 * inferred ("they failed just as predicted"), or the inference said to be bound for
 * confirmation ("the guess about the three will be proven"), unless a condition or a wait
 * follows ("will be confirmed once the logs are in"). The hedge is named to be settled.
 */
const BORNE_OUT =
  /\b(?:(?:exactly|precisely|just) as (?:(?:the |our |its |their )?(?:[\w-]+ )?(?:researcher|child|agent)s? )?(?:inferred|predicted|assumed|guessed|expected|estimated|suspected)|(?:inference|assumption|guess|estimate|hunch)\b[^.;]{0,60}?\bwill (?:be|get) (?:confirmed|proven|proved|borne out|vindicated|verified)(?![^.;]{0,40}\b(?:if|once|when|after|unless|only|until|provided)\b))/i;

/** Mark every reported hedge a later clause disavows as contradicted (see the module comment). */
export function contradictDisavowedHedges(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (clause.role === "assert" && BORNE_OUT.test(clause.text)) {
      clause.contradicted = true;
      return;
    }
    if (clause.role !== "assert" || !REPORTED_HEDGE.test(clause.text)) return;
    const end = Math.min(clauses.length, index + 1 + MAX_CLAUSES_AFTER);
    for (let at = index + 1; at < end; at += 1) {
      const later = clauses[at]!;
      if (later.sentence > clause.sentence + SENTENCES_AFTER) break;
      if (later.role === "assert" && DISAVOWAL.test(later.text)) {
        clause.contradicted = true;
        return;
      }
    }
  });
}
