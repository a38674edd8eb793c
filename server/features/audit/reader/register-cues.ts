/**
 * Cues of spoken and formal registers (issue 14, twenty-third reader round), read into the hedge
 * and certainty families of hedge-cues.ts: exclusion denied in the impersonal passive, number
 * words rounded, verification credited to a team, a source vouched for by its record, formal
 * certainty and an exposure said to be confined.
 */

/**
 * Exclusion denied in the impersonal passive ("it cannot be excluded that", "nor can it be ruled
 * out", "neither could that be discounted"): the possibility stays open (twenty-third round);
 * the impersonal "it is not excluded that" of a translated answer too (twenty-fourth round).
 */
export const EXCLUSION_DENIED = String.raw`(?:(?:can(?:not|'t|’t)|can not|could(?:n't|n’t| not))\s+(?:yet\s+|really\s+)?be|(?:nor|neither)\s+(?:can|could)\s+(?:it|this|that|one|they|these|those)(?:\s+\w+)?\s+be)\s+(?:excluded|ruled out|discounted|precluded|dismissed)|it\s+(?:is|was)(?:n't|n’t|\s+not)(?:\s+to\s+be)?\s+(?:excluded|ruled out)(?=\s+that\b)`;

/**
 * A number word rounded ("around nineteen", "nineteen-ish", "nineteen or so"), not a span of time
 * ("in about four months" rounds a date's arithmetic): twenty-third round.
 */
const NUMBER_WORD = String.raw`(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a hundred)`;
export const APPROXIMATED_NUMBER_WORD = String.raw`(?:about|around|circa|roughly)\s+${NUMBER_WORD}\b(?![\s-]+(?:days?|weeks?|months?|years?|quarters?|hours?|minutes?)\b)|${NUMBER_WORD}(?:-ish| or so| or thereabouts)`;

/**
 * Verification credited to a team ("verified by the engagement team", "confirmed by our
 * engineers"): certainty beyond a child's own "verified" label (twenty-third round).
 */
export const VERIFIED_BY_TEAM = String.raw`(?:verified|confirmed|validated|tested|checked) by (?:the |our |an? |two |both )?(?:[\w-]+ ){0,2}(?:team|engineers?|auditors?|reviewers?|analysts?|staff|testers?|qa)\b`;

/**
 * A source vouched for by its record ("the table's never been wrong", "the code doesn't lie",
 * "it has never let us down"): certainty about what rests on it (twenty-third round).
 */
export const RELIABILITY_IDIOM = String.raw`(?:has|have|had|'s|’s|'ve|’ve)\s+never\s+(?:once\s+)?(?:been wrong|gotten it wrong|got it wrong|let (?:us|me|anyone) down|failed (?:us|me))|(?:doesn't|does not|don't|do not|won't|will not|can't|cannot|never)\s+lie(?:s|d)?\b|(?:is|are)\s+never\s+wrong`;

/**
 * Certainty in a formal register ("conclusively establish that", "was shown to route", "are known
 * to use", "the matter can be regarded as closed"): the claim is called settled (twenty-third
 * round).
 */
export const FORMAL_CERTAINTY = String.raw`conclusive(?:ly)?|establish(?:ed)? (?:beyond|conclusively|definitively|that)|(?:was|were|has been|have been|is|are) (?:(?:clearly|conclusively|definitively|now) )?(?:shown|demonstrated|proven|proved) to|(?:is|are|was|were) known to|(?:matter|issue|question|case|item) (?:is |as |can be (?:regarded|considered|treated) as |may be (?:regarded|considered|treated) as )?closed|(?:regard|consider|treat)(?:s|ed)? (?:it|this|the matter|the issue|the question) as closed`;

/**
 * An exposure said to be confined ("the exposure is confined to 19 merchants", "impact is limited
 * to the sixteen"): a list called complete by its extent (twenty-third round).
 */
export const CONFINED_EXTENT = String.raw`(?:exposure|impact|population|footprint|blast radius|damage|scope of (?:the )?(?:impact|exposure))\b[^.;]{0,20}?\b(?:is|are|was|were|remains?|stays?) (?:strictly |only |entirely )?(?:confined|limited|restricted) to`;
