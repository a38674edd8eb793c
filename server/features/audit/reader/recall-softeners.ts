import type { ClauseReading } from "./clause-analysis";
import type { HedgeFamily } from "./hedge-cues";

/**
 * Softeners of an answer to an open question (issue 14, fifty-third round): chat shorthand for
 * the speaker's own recall or view ("IIRC", "AFAIK", "AFAICT", "FWIW") and the "should" of a
 * reassuring outcome ("should be fine", "should be safe"). They soften the tone of a reply, not
 * the reply: "the override five send v3 AFAICT, so they're out", "IIRC those are early adopters"
 * or "the rest should be fine" still give the reader an outcome nobody has evidence for, so the
 * question is answered, not kept open. Elsewhere (a finding's date "IIRC", "~19 AFAICT") they
 * are left to the hedge cues: this module only tells the question reader which epistemic cues
 * are such softeners.
 */

/** Chat shorthand for the speaker's recall or view (read as "apparently" by the hedge cues). */
const RECALL_SHORTHAND = /\b(?:iirc|afaik|afaict|fwiw)\b/i;
/** "should" before a reassuring outcome ("should be fine", "should all be OK"). */
const REASSURING_SHOULD =
  /\bshould\s+(?:all\s+|both\s+)?(?:be\s+)?(?:fine|ok|okay|safe|unaffected|good|alright|all right)\b/i;

/** The epistemic cues a softener accounts for in a clause's text. */
function softenerCues(text: string): Set<string> {
  const cues = new Set<string>();
  if (RECALL_SHORTHAND.test(text) && !/\bapparently\b/i.test(text)) cues.add("apparently");
  if (REASSURING_SHOULD.test(text)) cues.add("should");
  return cues;
}

/**
 * The clause's hedge families without an epistemic hedge that only softeners convey (see the
 * module comment); the reading itself when there is none.
 */
export function withoutReplySofteners(reading: ClauseReading): ClauseReading {
  const epistemic = reading.hedges.get("epistemic");
  if (!epistemic) return reading;
  const softeners = softenerCues(reading.clause.text);
  if (softeners.size === 0 || !epistemic.every((cue) => softeners.has(cue.toLowerCase())))
    return reading;
  const hedges = new Map<HedgeFamily, string[]>(reading.hedges);
  hedges.delete("epistemic");
  return { ...reading, hedges };
}
