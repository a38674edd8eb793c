import { tableCells, type LayoutUnit } from "./answer-layout";
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

/** A cell that answers a yes-or-no column plainly ("No", "yes", "✓", "none", "0"). */
const PLAIN_ANSWER = /^(?:yes|no|y|n|none|0|✓|✔|✗|✘|❌|✅)\uFE0F?$/iu;

/**
 * Does a table row answer an outcome column plainly ("| 5 override merchants | No |" under
 * "Affected?")? The row says the outcome of the group it names, as a clause would.
 */
function tableOutcome(unit: LayoutUnit): boolean {
  if (unit.kind !== "table_row" || unit.columns === undefined) return false;
  const cells = tableCells(unit.text);
  return unit.columns.some((column, index) => {
    const header = column.replace(/[?*_]+/g, "").trim();
    return (
      header.split(/\s+/).length <= 3 &&
      OUTCOME_HEADING.test(header) &&
      hedgeCues(header).size === 0 &&
      PLAIN_ANSWER.test(cells[index] ?? "")
    );
  });
}

/**
 * Does the unit sit under a heading that gives an outcome (module comment), or is it a table row
 * that answers an outcome column plainly (tableOutcome)?
 */
export function outcomeHeading(unit: LayoutUnit): boolean {
  if (tableOutcome(unit)) return true;
  // (An inline label, "Affected: …", heads its own sentence only, whose clauses say the rest.)
  const section = unit.heading;
  return (
    section !== null &&
    section.trim().split(/\s+/).length <= 5 &&
    OUTCOME_HEADING.test(section.trim()) &&
    hedgeCues(section).size === 0
  );
}
