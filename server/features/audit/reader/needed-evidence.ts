/**
 * Evidence still needed (issue 14, eleventh reader round): an answer that says what it would
 * take to firm a claim up ("we'd need the logs", "we would have to watch it trip", "what it
 * would take to stand behind it") or what it waits for ("until the provider says so") keeps that claim open, and a certainty word inside the purpose
 * of such a need ("… to be sure about the three", "before we call the list final") is awaited,
 * not asserted.
 */

/** Evidence-gathering verbs a need names ("see", "compare", "pull"). */
const EVIDENCE_VERB = String.raw`(?:see|watch|observe|compare|check|confirm|verify|look(?: at| into)?|hear|read|pull|get|obtain|test|sample|trace|reconcile|cross-check|ask)`;

/**
 * A source's word still awaited (twenty-first reader round): "until the provider says so",
 * "pending the vendor's confirmation", "till someone announces the date": what waits on it is
 * not known yet.
 */
const AWAITED_WORD = String.raw`(?:until|till|pending)\s+(?:(?:the|a|an|our|their|someone|somebody|they|we)\s+)?(?:[\w'’-]+\s+){0,3}?(?:says?|announces?|publish(?:es)?|confirms?|tells? us|posts?|replies|answers|confirmation|announcement|notice|word)\b`;

/**
 * A need for evidence: a conditional need of anything ("we'd need the logs", "you would need
 * …"), a plain need of an evidence-gathering verb ("we need to compare …"), or what it would
 * take ("what it would take", "to firm that up"; not "that would take down 19").
 */
export const NEEDED_EVIDENCE = new RegExp(
  String.raw`\b(?:(?:we|you|they|someone|somebody|anyone|one)(?:'d| would)\s+(?:still\s+|first\s+|also\s+)?(?:need|have to|require)\b|(?:we|you|they|someone|somebody)(?:'ll| will| still)?\s+(?:need|have)\s+to\s+(?:first\s+)?${EVIDENCE_VERB}\b|(?:what|all)\s+it\s+would\s+take\b|firm (?:that|this|it|them|these|those) up\b|${AWAITED_WORD})`,
  "gi",
);

/**
 * Certainty awaited, not asserted: a certainty word in the purpose of a need or after "before"
 * or "until" ("to be sure", "before we count the three as certain", "until we can call it
 * final", "before treating the trio as sure": twenty-seventh round).
 */
const AWAITED_CERTAINTY =
  /\b(?:to|before|until|till)\s+(?:(?:we|you|anyone|they|i|someone)\s+(?:can\s+|could\s+)?)?(?:be|being|are|feel(?:ing)?|count(?:ing)?|call(?:ing)?|treat(?:ing)?|mark(?:ing)?|consider(?:ing)?|declar(?:e|ing)|list(?:ing)?)\b[^.;!?]{0,50}?\b(?:sure|certain|confirmed|definite|final|firm|established|verified)\b/gi;

/** The needs for evidence a text states (lower case). */
export function neededEvidence(text: string): string[] {
  NEEDED_EVIDENCE.lastIndex = 0;
  return [...text.matchAll(NEEDED_EVIDENCE)].map((match) => match[0].toLowerCase());
}

/** The text with awaited certainty (see AWAITED_CERTAINTY) blanked out. */
export function withoutAwaitedCertainty(text: string): string {
  return text.replace(AWAITED_CERTAINTY, (match) => " ".repeat(match.length));
}
