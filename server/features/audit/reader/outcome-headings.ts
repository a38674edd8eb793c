import type { LayoutUnit } from "./answer-layout";
import { hedgeCues } from "./hedge-cues";

/**
 * Outcome headings (issue 14, thirteenth reader round): a short heading that gives an outcome
 * by itself ("Unaffected", "Not affected:", "Safe") sorts what is listed under it: a
 * group an open question asks about, listed there, is answered by it as by a clause that says
 * so. A heading that hedges ("Probably unaffected", "Unaffected?") answers nothing.
 */

/**
 * Outcome words a heading sorts by; "impact" or "exposure" only as the whole heading (a config's
 * "impact:" over its members), not as a topic ("Exposure by merchant segment").
 */
const OUTCOME_HEADING =
  /^[\s\dIVXivx.)(*_#-]*(?:(?:not|un)\s?(?:affected|impacted)|safe|fine|breaks?|broken|affected|impacted|at risk|no (?:action|impact|change))\b[^?]{0,30}$|^[\s*_#-]*(?:impact|exposure)\W*$/i;

/** Does the unit sit under a heading that gives an outcome (module comment)? */
export function outcomeHeading(unit: LayoutUnit): boolean {
  // (An inline label, "Affected: …", heads its own sentence only, whose clauses say the rest.)
  const section = unit.heading;
  return (
    section !== null &&
    section.trim().split(/\s+/).length <= 5 &&
    OUTCOME_HEADING.test(section.trim()) &&
    hedgeCues(section).size === 0
  );
}
