import type { ClauseReading } from "./clause-analysis";

/**
 * Agreement read as verification (issue 14, failure class 5: a parent that synthesises its
 * children's reports). A clause that names nothing of its own and concludes certainty either
 * from agreement ("the counts agree, which settles it", "the two lists match, so that is
 * confirmed") or as a consequence of the claim before it ("so the table is confirmed") vouches
 * for that claim: two reports of one source agreeing is no check of the source, so the
 * certainty reaches what the claim states and rests on. It is read as a pointer back
 * (pointer-resolution.ts). Without certainty of its own ("the counts agree, though neither
 * checked the column"), or naming sources or areas of its own ("the seed script and the config
 * loader all agree"), the clause vouches for nothing before it.
 */

/** Sources or their figures said to agree ("agree", "match", "line up", "are the same"). */
const AGREEMENT =
  /\b(?:agree[sd]?|concur(?:s|red)?|match(?:es|ed)?|tall(?:y|ies|ied)|coincide[sd]?|(?:line[sd]?|lining) up|(?:are|were) (?:the same|identical|consistent)|(?:corroborate[sd]?|back(?:s|ed)? up) each other)\b/i;

/**
 * A consequence whose subject is a noun phrase or pointer and whose predicate follows it ("so
 * the table is …", "which means the count is …", "hence it stands").
 */
const CONSEQUENCE =
  /^(?:and\s+)?(?:so|hence|thus|therefore|which means|meaning)\s*,?\s+(?:[\w'’-]+\s+){0,3}?(?:is|are|was|were|stands?|holds?)\b/i;

/**
 * Does this clause, which names nothing of its own (`body`: its text without leads), vouch with
 * certainty for the claim before it by agreement or as its consequence (module comment)?
 */
export function concludesFromAgreement(body: string, reading: ClauseReading): boolean {
  // (A clause naming sources of its own, "the seed script and the config all agree", speaks of
  // them, not of the claim before it.)
  if (reading.certainty.length === 0 || reading.mentions.size > 0) return false;
  return AGREEMENT.test(body) || CONSEQUENCE.test(body);
}
