/**
 * A topic named only to be declined (issue 14, thirtieth reader round; FAQ pages and notes): "X?
 * Not addressed here", "X: outside this page", "not covered in this note" raise the item and
 * decline to answer it, as "out of scope" does. The reader is told nothing about it — neither an
 * answer nor that it is open — so it reads as a dismissal (left out, not kept open).
 */

/** The document the answer calls itself ("this page", "this FAQ", "this note"). */
const THIS_DOCUMENT = String.raw`(?:this|the present|the current) (?:page|faq|note|doc(?:ument)?|summary|guide|memo|write-?up|section|answer|reply|brief(?:ing)?|overview|report)`;

/**
 * A decline in a legal register (thirty-third round): "makes no representation as to", "we
 * express no view on", "no opinion is given in respect of", "declines to comment on".
 */
const NO_REPRESENTATION = String.raw`(?:makes?|made|give[sn]?|gave|express(?:es|ed)?|offers?|offered) no (?:representations?|warrant(?:y|ies)|views?|opinions?|comments?|statements?) (?:as to|on|about|regarding|concerning|in respect of)|no (?:representation|warranty|view|opinion|comment) is (?:made|given|expressed|offered) (?:as to|on|about|regarding|concerning|in respect of)|declines? to (?:comment|opine|express a view) on`;

/**
 * The perfect of a set-aside (eighty-third round: "so I've left them out"), and of a topic
 * declared no part of the question ("staging isn't part of this"): declined, as "we leave out".
 */
const PERFECT = String.raw`(?:(?:'|’)ve|\s+have)?`;
const NO_PART = String.raw`(?:is|are)(?:n(?:'|’)t|\s+not)\s+part\s+of\s+(?:this|the\s+(?:question|ask|request|scope))`;

/**
 * A topic the writer sets aside in the first person (sixty-second round, plain language: "so we
 * leave out the sandbox", "we set the override merchants aside"): declined, not kept open.
 */
const SET_ASIDE = String.raw`(?:we|i)${PERFECT}\s+(?:will\s+|also\s+)?(?:leave|left|set|put)\s+(?:out|aside)\s+(?:the\s+)?[\w-]+|(?:we|i)${PERFECT}\s+(?:will\s+|also\s+)?(?:leave|left|set|put)\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?(?:out|aside)(?=\s*[.;,]|$)`;

/** A decline: not treated here, or outside the document, or no representation made. */
const DECLINED = new RegExp(
  String.raw`\b(?:${NO_REPRESENTATION}|not (?:addressed|covered|discussed|answered|treated|dealt with|considered|handled|gone into|tackled) (?:here|in ${THIS_DOCUMENT})|outside ${THIS_DOCUMENT}|(?:beyond|not within) ${THIS_DOCUMENT}|${THIS_DOCUMENT} (?:does(?:n't| not)|won't|will not) (?:address|cover|discuss|answer|go into|deal with)|${SET_ASIDE}|${NO_PART})\b`,
  "gi",
);

/** The phrases that decline a topic in `text` (see the module comment). */
export function declinedTopics(text: string): string[] {
  return [...text.matchAll(DECLINED)].map((match) => match[0]);
}
