import { contentWords } from "../entities";
import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";

/**
 * Evidence cited from an area nobody read (issue 14, thirty-ninth reader round; v58's "Going by
 * the request logs, the five override merchants are all sending v3", "The request logs settle
 * both production questions"): the clause names as its source ("going by the X", "according to
 * the X", "the X show …") an area every child lists as not searched. The frame would hedge a
 * claim drawn from a source someone read ("going by the table"); from an unread one it invents
 * the evidence, so it asserts what only that area would show (v58's labeling decision
 * "Invented firsthand evidence"). A clause with any hedge beyond the frame ("going by the logs,
 * if we had them") is not read so.
 */

/** A source frame before the source ("going by the request logs"). */
const FRAME_BEFORE =
  /\b(?:going\s+by|judging\s+(?:by|from)|according\s+to|based\s+on|per|on\s+the\s+evidence\s+of)\s+(?:the\s+|our\s+|their\s+|its\s+)?((?:[\w-]+\s+){0,2}[\w-]+)/gi;

/**
 * A definite source opening its clause as the subject of a verb of showing, in the indicative
 * ("The request logs settle …"); not a source awaited ("until request logs show", "only the
 * logs will show", "trigger: request logs show any …").
 */
const SOURCE_SHOWS =
  /^\s*(?:the|our|their)\s+((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:show|shows|showed|settle|settles|settled|confirm|confirms|confirmed|prove|proves|proved|tell us|told us)\b/gi;

/** Cues a source frame itself produces (what the frame alone hedges with). */
const FRAME_CUE = /^(?:going by|judging|according to|per\b|based on|on the evidence)/i;

/** The source phrases a clause cites (see FRAME_BEFORE, SOURCE_SHOWS). */
function citedSources(text: string): string[] {
  return [...text.matchAll(FRAME_BEFORE), ...text.matchAll(SOURCE_SHOWS)].map((m) => m[1]!);
}

/**
 * Does the clause cite as its evidence an area of `gaps` (all its source's content words are the
 * area's topic words, two at least), with no hedge beyond the frame?
 */
export function citesUnreadSource(reading: ClauseReading, gaps: readonly AuditItem[]): boolean {
  if (reading.clause.role !== "assert") return false;
  if (
    [...reading.hedges.keys()].some((family) => family !== "condition" && family !== "attribution")
  )
    return false;
  if (!reading.ownCues.every((cue) => FRAME_CUE.test(cue))) return false;
  return citedSources(reading.clause.text).some((source) => {
    const words = [...contentWords(source)];
    return words.length >= 2 && gaps.some((gap) => words.every((word) => gap.topic.has(word)));
  });
}
