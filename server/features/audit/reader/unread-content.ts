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
 * Words saying it went unread or was only glimpsed ("none of the agents read …", "only saw … in
 * search hits", "came up in searches"): the clause names the gap, it asserts nothing in it.
 */
const NOT_READ =
  /\b(?:(?:none of|nobody|no one|never|not|n't)\b[^.;]{0,60}?\b(?:read|opened|looked at|reviewed|went through)|only (?:saw|seen|glimpsed|skimmed)|search(?:es)? hits?|came up in|turned up in|appeared in)\b/i;

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
