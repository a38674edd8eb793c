/**
 * A gap denied outright (issue 14, thirty-seventh reader round; negated coverage): "we left
 * nothing unread", "nothing went unchecked", "there isn't a path the researchers missed" claim
 * that every part of the code was read, as "we read every file" does, though only through a
 * negation; and "none of the researchers found a merchant outside these", "nobody turned up a
 * merchant beyond the 19" offer the absence of a find as the list's completeness. Each is read
 * as the completeness claim it makes (overstatement-cues.ts reads the positive forms).
 */

/** The code called read in full through a denied gap. */
const DENIED_CODE_GAP = new RegExp(
  [
    String.raw`\b(?:we|i|they|the (?:researchers?|children|agents|team))\s+(?:have\s+|'ve\s+|’ve\s+)?left nothing\s+(?:unread|unchecked|unsearched|unexamined|unopened|uncovered|unturned)`,
    String.raw`\bnothing\s+(?:(?:was|went|is|got|has been|had been)\s+)?(?:left\s+)?(?:unread|unchecked|unsearched|unexamined|unopened)\b`,
    String.raw`\bthere\s+(?:isn(?:'|’)t|is no|wasn(?:'|’)t|was no|aren(?:'|’)t any|are no)\s+(?:an?\s+|any\s+)?(?:[\w-]+\s+)?(?:code\s+)?(?:path|route|caller|file|module|adapter)s?\s+(?:that\s+)?(?:the\s+(?:researchers?|children|agents)|we|i|anyone|anybody|they)\s+(?:have\s+|had\s+)?(?:missed|overlooked|skipped)\b`,
  ].join("|"),
  "gi",
);

/** A list called complete through nobody finding anything outside it. */
const NOTHING_FOUND_OUTSIDE =
  /\b(?:none of (?:the |our )?(?:[\w-]+\s+)?(?:researchers?|children|agents|sub-?agents)|no (?:researcher|child|agent|sub-?agent)|nobody|no one)\s+(?:has\s+|have\s+|had\s+)?(?:found|turned up|came up with|surfaced|identified|spotted)\s+(?:a|any|one|another|a single)\s+(?:[\w-]+\s+)?(?:merchants?|accounts?|customers?|integrations?)\s+(?:outside|beyond|besides|apart from|other than)\b/gi;

const matches = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].map((match) => match[0].toLowerCase());
};

/** The code called read in full by denying a gap ("we left nothing unread"). */
export const deniedCodeGaps = (text: string) => matches(DENIED_CODE_GAP, text);

/** A list called complete by nobody having found anything outside it. */
export const nothingFoundOutside = (text: string) => matches(NOTHING_FOUND_OUTSIDE, text);
