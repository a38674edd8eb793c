import type { ClauseReading } from "./clause-analysis";
import type { HedgeFamily } from "./hedge-cues";

/**
 * Softeners of an answer to an open question (issue 14, fifty-third round): chat shorthand for
 * the speaker's own recall or view ("IIRC", "AFAIK", "AFAICT", "FWIW") and the "should" of a
 * reassuring outcome ("should be fine", "should be safe"). They soften the tone of a reply, not
 * the reply (so does a lean before such an outcome, "most likely fine"): "the override five send
 * v3 AFAICT, so they're out", "IIRC those are early adopters"
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

/**
 * A lean before a reassuring outcome ("most likely fine", "probably not an issue", "likely
 * unaffected"; seventy-third round, everyday answers): like "should be fine", it tells the reader
 * not to act on a question nobody has evidence for. The lean's word is the cue it accounts for.
 */
const REASSURING_LEAN =
  /\b(?:(?:most|very|quite|almost certainly|more than)\s+)?(likely|probably)\s+(?:all\s+|both\s+)?(?:be\s+)?(?:fine|ok|okay|safe|unaffected|alright|all right|(?:not|never)\s+(?:an?\s+|going to be an?\s+)?(?:issue|problem|concern|worry|risk)|(?:not|never)\s+(?:affected|impacted|at risk)|no\s+(?:issue|problem|concern|worry|risk))\b/i;

/**
 * The search limit spelled out after a reply (eighty-third round: "the sandbox twelve don't
 * route through v2 anywhere I could find"): AFAICT in full words, it bounds where the writer
 * looked, not the reply, so its "could" softens the tone as the shorthand does.
 */
const SEARCH_LIMIT =
  /\b(?:anywhere|anything|nowhere|that|which)\s+(?:i|we)\s+could\s+(?:find|see|tell)\b/i;

/** The epistemic cues a softener accounts for in a clause's text. */
function softenerCues(text: string): Set<string> {
  const cues = new Set<string>();
  if (RECALL_SHORTHAND.test(text) && !/\bapparently\b/i.test(text)) cues.add("apparently");
  if (REASSURING_SHOULD.test(text)) cues.add("should");
  if (SEARCH_LIMIT.test(text)) cues.add("could");
  const lean = REASSURING_LEAN.exec(text);
  if (lean) cues.add(lean[1]!.toLowerCase());
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
