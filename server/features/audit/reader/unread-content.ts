import type { ClauseReading } from "./clause-analysis";

/**
 * A claim of what an unread file holds or does, stated flatly (issue 14, third cross-set
 * residual round): "version-router.ts only dispatches on the table value", "the override five
 * follow merchant-config.ts, which gives v3". Only reading the file would show that, so a
 * clause that names the unread area, states no finding, and asserts something of it with no
 * hedge at all asserts what only the unread area would show (gap-status.ts), as a certain claim
 * about it does. A clause that names it as unread, asks about it or advises reading it does not.
 */

/** Advice or a request to read it ("read the router next", "someone should open it"). */
const ADVICE = /^[\s*_>"'“(-]*(?:read|open|check|review|look|inspect|audit|go through)\b/i;

/** A clause led by an interrogative word ("What is in the router: …") names what is unknown. */
const INTERROGATIVE = /^[\s*_>"'“(-]*(?:what|which|whether|who|how|why)\b/i;

/**
 * Words saying it went unread, is still to read or was only glimpsed ("none of the agents read
 * …", "no reviewer opened …", "Sam to read …", "only saw … in search hits", "came up in
 * searches"): the clause names the gap, it asserts nothing in it.
 */
const NOT_READ =
  /\b(?:(?:none of|nobody|no one|no [\w-]+|never|not|n't)\b[^.;]{0,60}?\b(?:read|opened|looked at|reviewed|went through)|to (?:read|open|review|inspect|audit|go through)|only (?:saw|seen|glimpsed|skimmed)|search(?:es)? hits?|came up in|turned up in|appeared in)\b/i;

/** Does the clause assert, flatly, what the unread area it names holds or does? */
export function assertsUnreadContent(reading: ClauseReading): boolean {
  const text = reading.clause.text;
  return (
    reading.clause.role === "assert" &&
    reading.states.size === 0 &&
    reading.hedges.size === 0 &&
    !text.includes("?") &&
    !ADVICE.test(text) &&
    !INTERROGATIVE.test(text) &&
    !NOT_READ.test(text)
  );
}

/**
 * A contrast that goes on about the area just named by a pronoun ("…, but it only dispatches on
 * the table", "…, though there's nothing in them that routes to v2").
 */
const CONTRAST_PRONOUN =
  /^[\s,;—–-]*(?:but|though|although|yet|still)\s+(?:(?:it|they|its|their|both)\b|there(?:'s| is| are)\s+nothing\s+in\s+(?:it|them)\b)/i;

/**
 * The clause right after a clause naming the unread area, in the same sentence, that asserts
 * flatly what the area holds by a pronoun after a contrast ("Nobody read the router, but it only
 * dispatches on the table"): named, then its content asserted (mention then contradict).
 */
export function assertedAfterNaming(
  mentions: readonly ClauseReading[],
  readings: readonly ClauseReading[],
): ClauseReading | undefined {
  for (const mention of mentions) {
    const next = readings.find((reading) => reading.clause.index === mention.clause.index + 1);
    if (
      next !== undefined &&
      next.clause.sentence === mention.clause.sentence &&
      next.mentions.size === 0 &&
      CONTRAST_PRONOUN.test(next.clause.text) &&
      assertsUnreadContent(next)
    )
      return next;
  }
  return undefined;
}

/**
 * A claim that the unread file agrees with what was read ("the seed SQL matches the table", "the
 * fixture and the table are in sync", "no drift between the seed data and the table"): only
 * reading the file would show the agreement, so it asserts its content whatever the file's kind
 * (thirty-second round; data files outside the runtime code included).
 */
const AGREEMENT =
  /\b(?:agrees?|agreeing|matches|match|matching|mirrors?|lines? up|tally|tallies|(?:is|are) (?:consistent|in (?:sync|line|step|agreement)) with|(?:is|are) (?:identical|the same) (?:to|as)|no (?:drift|mismatch|discrepanc(?:y|ies)|divergence))\b/i;

/** Does the clause assert flatly that the unread file it names agrees with something read? */
export const assertsUnreadAgreement = (reading: ClauseReading) =>
  assertsUnreadContent(reading) && AGREEMENT.test(reading.clause.text);
