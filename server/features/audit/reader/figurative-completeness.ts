import { ceilingClaimsNothing } from "./count-ceilings";

/**
 * Completeness told by a figure or by the next ordinal (issue 14, fifty-seventh round): "there
 * isn't a twenty-first", "no thirteenth one", "and not one more", "that's the whole iceberg",
 * "nothing lurking under the surface", "no iceberg here". Each rules out any member beyond the
 * count or list it follows, as "no others" does: read as a list-completeness claim
 * (overstatement-cues.ts's listCompleteness), which answers the open questions that could add to
 * the list and leaves the unread code unchecked. A ceiling that claims nothing of the rest
 * (count-ceilings.ts) keeps none.
 */

const UNITS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth";
const TEENS =
  "tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth";
const TENS = "twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth";
const TENS_STEM = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety";
/** An ordinal past the first few in words or digits ("twentieth", "twenty-first", "20th"). */
const ORDINAL = `(?:(?:${TENS_STEM})[- ]?(?:${UNITS})|${TEENS}|${TENS}|fourth|fifth|sixth|seventh|eighth|ninth|\\d+(?:st|nd|rd|th))`;

/**
 * The next ordinal denied ("there isn't a twentieth", "there's no twenty-first merchant"), at the
 * end of its clause or before the noun it counts, so "no fifth of the traffic" is no claim.
 */
const NO_NEXT_ORDINAL = new RegExp(
  String.raw`\b(?:there\s+(?:isn't|is\s+not|won't\s+be|will\s+not\s+be|is\s+no|will\s+be\s+no)\s+(?:an?\s+|any\s+)?|there'?s\s+no\s+|no\s+)(?:${ORDINAL})(?:\s+(?:one|merchant|account|customer|integration|name|entry))?(?=\s*(?:[.;:!,)—–]|$|\s(?:and|but|anywhere|hiding|lurking|out there|to find)\b))`,
  "gi",
);

/** None beyond the count: "and not one more", "not a single one more". */
const NOT_ONE_MORE =
  /\bnot (?:one|a single(?: one)?) more\b(?!\s+(?:time|day|week|month|year|hour|minute|step|try)s?\b)/gi;

/** Nothing under the surface: "the whole iceberg", "nothing hidden below", "no iceberg here". */
const ICEBERG =
  /\b(?:(?:the|that'?s the) (?:whole|entire|full) iceberg|no (?:hidden )?iceberg|nothing (?:else )?(?:hidden|lurking|hiding|buried)\s+(?:below|beneath|underneath|under (?:the )?(?:surface|water(?:line)?))|nothing (?:below|beneath|under) the (?:surface|waterline))\b/gi;

/** The phrases of `text` that call a list complete by a figure or the next ordinal. */
export function figurativeCompleteness(text: string): string[] {
  if (ceilingClaimsNothing(text)) return [];
  return [NO_NEXT_ORDINAL, NOT_ONE_MORE, ICEBERG].flatMap((pattern) => {
    pattern.lastIndex = 0;
    return [...text.matchAll(pattern)].map((match) => match[0].toLowerCase().trim());
  });
}
