import type { ClauseReading } from "./clause-analysis";

/**
 * Behaviour nobody has watched happen (issue 14): a clause that says a mechanism has never been
 * seen doing what an assumption says it does names that assumption as unproven, as "if it
 * fires" would:
 *
 *   "nobody has watched the retry path kick in on a timeout"
 *   "the failover has not been seen firing in production"
 *   "no one has ever observed it trigger"
 *
 * Such a clause needs only one word of the assumption's own (the timeout, production) to name
 * it, like a condition. Watching a thing is not reading it: "nobody has read it" is a gap, not
 * this. Source: v62's labeling decision on its per-group entries ("That is read from code;
 * nobody has watched it trigger on a timeout or 5xx" carries the fallback assumption; the
 * contraction, "nobody's seen it fire", reads the same: fifty-sixth round).
 */

/** Verbs of a mechanism doing its thing: firing, triggering, kicking in, running, happening. */
const BEHAVIOUR = String.raw`(?:fir(?:e|es|ed|ing)|trigger(?:s|ed|ing)?|trip(?:s|ped|ping)?|kick(?:s|ed|ing)?\s+in|run(?:s|ning)?|ran|happen(?:s|ed|ing)?|engag(?:e|es|ed|ing)|activat(?:e|es|ed|ing))`;
const BEHAVIOUR_VERB = new RegExp(String.raw`\b${BEHAVIOUR}\b`, "i");

/** Not watched, seen or observed … firing, triggering, kicking in, running, happening. */
const UNOBSERVED_BEHAVIOUR = new RegExp(
  String.raw`\b(?:(?:nobody|no one|no-one|none of us|none of them)(?:['’]s\s+|\s+(?:has\s+|have\s+|had\s+)?)(?:yet\s+|ever\s+|actually\s+)?|(?:has|have|had)(?:\s+not|n't|n’t)\s+(?:yet\s+|ever\s+)?been\s+|(?:was|were|is|are)(?:\s+not|n't|n’t)\s+|never\s+(?:been\s+)?)(?:seen|watched|observed|witnessed|caught)\s+(?:(?:it|them|this|that|the\s+[\w-]+(?:\s+[\w-]+)?)\s+)?(?:to\s+)?(?:${BEHAVIOUR}|in action)\b`,
  "i",
);

/** A concession before it ("Granted, nobody watched it fire, but …"): the doubt is overruled. */
const CONCEDED = /^\W*(?:granted|admittedly|true|sure|yes|of course|to be fair|fair enough)\b/i;

/**
 * Whether the clause says some behaviour has never been seen to happen, as a doubt it keeps
 * (not conceded before it is overruled, nor waved away: "which I'd file under academic"), and
 * the assumption (its text) is about a behaviour at all ("the fallback fires on timeouts", not
 * "the table is authoritative").
 */
export function doubtsUnseenBehaviour(reading: ClauseReading, assumption: string): boolean {
  return (
    BEHAVIOUR_VERB.test(assumption) &&
    UNOBSERVED_BEHAVIOUR.test(reading.clause.text) &&
    !CONCEDED.test(reading.clause.text) &&
    reading.dismissal.length === 0
  );
}
