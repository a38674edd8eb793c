/**
 * Reading the children's reports is not reading the code (issue 14, fifty-ninth round): "having
 * gone through all four debriefs", "I read every researcher's notes", "we checked each of the
 * findings". A universal over reports, findings or the children who wrote them says the writer
 * read what the children handed back, not the files nobody opened; it claims no coverage of the
 * code. The quantifier of such an object is neutralised before the code-completeness patterns
 * of overstatement-cues.ts read the text, so "read all four debriefs" stays a plain reading of
 * the debriefs while "read all four adapters" is still a claim of coverage.
 */

/** Nouns naming what the children handed back, or the children themselves. */
const REPORT_NOUNS = String.raw`(?:debriefs?|reports?|findings?|notes|write-?ups?|summar(?:y|ies)|answers?|results?|researchers?|reporters?|children|child|agents?|sub-?agents?)`;

/** A count word between the quantifier and its noun ("all four debriefs"). */
const COUNT = String.raw`(?:two|three|four|five|six|seven|eight|nine|ten|\d+)`;

/**
 * "all / every / each", optionally "of the", a count ("all three of the"), a possessor ("the
 * researchers'"), then a report noun: group 1 is the quantifier, group 2 the rest.
 */
const QUANTIFIED_REPORTS = new RegExp(
  String.raw`\b(all|every|each)(\s+(?:of\s+)?(?:the\s+|our\s+|their\s+|your\s+)?(?:${COUNT}\s+(?:of\s+(?:the\s+|our\s+|their\s+|your\s+)?)?)?(?:[\w-]+(?:['’]s|s['’])\s+)?${REPORT_NOUNS})(?![\w-])`,
  "gi",
);

/** The text with the quantifier of every universal over reports replaced by "the". */
export function withoutReportUniversals(text: string): string {
  return text.replace(
    QUANTIFIED_REPORTS,
    (_whole, _quantifier: string, rest: string) => `the${rest}`,
  );
}
