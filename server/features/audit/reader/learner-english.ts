/**
 * Certainty in learner's English (issue 14, twentieth reader round): an answer written in a
 * second language's English, or machine-translated, states certainty in forms native cue lists
 * miss: "sure" said of a thing rather than a person ("this is sure", "the count is sure"), "sure"
 * after the verb it qualifies ("they break sure", "is sure happen") and a perfect without its
 * participle ("the researchers have verify the table"). Each form is rewritten to the standard
 * one ("this is certain", "they break certainly", "have verified"), so the certainty family of
 * hedge-cues.ts reads it; its hedges ("is not sure", "maybe is", "we did not can check") already
 * read as their native forms. A source given with "by" ("the date is 2027-03-31 by provider
 * changelog", German "laut", French "d'après" rendered word for word) reads as "per": an
 * attribution. For cue matching only: lengths change.
 */

/** "sure" predicated of a thing: "this is sure", "the date is sure", not "I am sure whether". */
const THING_IS_SURE =
  /\b(this|that|it|which|what|date|count|number|list|total|(?:[a-z_]+s)) (is|are|was|were) sure\b(?!\s+(?:whether|if|about|of|that|how|what|which|who))/gi;
/** "is sure happen", "are sure break": "sure" before a bare verb, no "to". */
const SURE_BEFORE_VERB =
  /\b(is|are|was|were) sure (happen|break|fail|stop|go|hit|affect|work|move|retire)(s|ed)?\b/gi;
/** "break sure", "fail sure": "sure" after the verb of an event, ending its clause. */
const VERB_THEN_SURE =
  /\b((?:break|fail|happen|stop|retire|affect|hit|go)(?:s|ed)?) sure\b(?=\s*(?:[.,;:!—–)]|$|\n))/gi;
/** "have verify", "has confirm": a perfect of a checking verb without its participle. */
const BARE_PERFECT = /\b(have|has|had) (verify|confirm|check|prove|validate)\b/gi;

/** "by provider changelog", "by the vendor's notice": a document named as the source. */
const BY_SOURCE =
  /\bby (?:the )?((?:(?:provider|vendor|supplier)(?:'s)? )?(?:changelog|announcement|notice|docs?|documentation|release notes|status page))\b/gi;

const PARTICIPLES: Record<string, string> = {
  verify: "verified",
  confirm: "confirmed",
  check: "checked",
  prove: "proven",
  validate: "validated",
};

/** The text with learner's-English certainty forms in their standard form (module comment). */
export function withStandardCertaintyForms(text: string): string {
  return text
    .replace(SURE_BEFORE_VERB, (_, verb: string, event: string) => `${verb} certain to ${event}`)
    .replace(THING_IS_SURE, (_, subject: string, verb: string) => `${subject} ${verb} certain`)
    .replace(VERB_THEN_SURE, (_, event: string) => `${event} certainly`)
    .replace(BY_SOURCE, (_, source: string) => `per the ${source}`)
    .replace(
      BARE_PERFECT,
      (_, have: string, verb: string) => `${have} ${PARTICIPLES[verb.toLowerCase()]}`,
    );
}
