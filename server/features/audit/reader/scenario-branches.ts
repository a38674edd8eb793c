import type { ClauseReading } from "./clause-analysis";

/**
 * Scenario branches (issue 14, thirty-first reader round): an answer laid out as cases states
 * each case's outcome under the case, not as what will happen. What a labeled case says is
 * as conditional as an "if" clause:
 *
 * - a sentence opening with a case label: "Best case: the sandbox lives on …", "Worst: all
 *   36 go", "Scenario B — production only …", "Plan C: …", "Trigger for plan B: the logs show
 *   v2 in the headers → add the five"; and, where the answer says it lays out scenarios or
 *   cases, "Low: …", "Middle: …", "High: …" (elsewhere those rate confidence or risk);
 * - a row of a what-if grid: the lines under a header whose first cell is "what if" (or "if",
 *   "suppose", "scenario"), "the sandbox follows production | twelve more | no notice".
 *
 * Every clause of such a sentence or row gets the condition family, its cue the label, so that
 * "the five override merchants all send v3" inside the best case does not settle the open
 * question. A first plan ("Plan A", the baseline) and a "most likely" case are not
 * hypothetical in this sense and are left alone.
 */

/** A case label opening a sentence: the label, then a colon or a spaced dash. */
const CASE_LABEL =
  /^[\s*_#>•-]*(?:(?:best|worst|good|bad|optimistic|pessimistic|upside|downside)(?:\s+[a-z]+)?[- ](?:case|scenario|branch|outcome)|best|worst|(?:scenario|case|branch|option|world)\s+(?:[a-z]|\d{1,2}|one|two|three|four)|plan\s+(?:[b-z]|two|three|four)|(?:trigger|condition)s?\s+for\s+[^:\n—–]{1,30})(?:\*\*|__)?(?:\s*\([^()\n]{0,40}\))?\s*(?::|[—–](?:\s|$)|-\s)/i;

/** A level label that names a scenario only where the answer lays out scenarios. */
const LEVEL_LABEL =
  /^[\s*_#>•-]*(?:low|middle|mid|high)(?:\*\*|__)?(?:\s*\([^()\n]{0,40}\))?\s*(?::|[—–](?:\s|$))/i;
/** The answer says it lays out scenarios or cases ("Scenarios, none confirmed", "three cases"). */
const DECLARES_SCENARIOS = /\bscenarios\b|\b(?:two|three|four|these|the) cases\b/i;
/** A level label that rates confidence or risk instead ("Confidence grid", "risk level"). */
const RATES_LEVELS = /\b(?:confidence|certainty|risk|priority|severity|likelihood)\b/i;

/** The header line of a what-if grid: its first cell asks "what if". */
const WHAT_IF_HEADER = /^\s*\|?\s*(?:what[- ]if|if|suppose|scenario)\b[^|\n]*\|/i;

/** The case label a sentence opens with, or null (see the module comment). */
export function caseLabel(sentence: string, answer: string): string | null {
  const label = CASE_LABEL.exec(sentence)?.[0];
  if (label !== undefined) return label.replace(/[\s*_#>•:—–-]+$/, "").trim();
  const level = LEVEL_LABEL.exec(sentence)?.[0];
  if (level !== undefined && DECLARES_SCENARIOS.test(answer) && !RATES_LEVELS.test(answer))
    return level.replace(/[\s*_#>•:—–-]+$/, "").trim();
  return null;
}

/** The [start, end) offsets of the rows of the answer's what-if grids. */
function whatIfRows(answer: string): [number, number][] {
  const rows: [number, number][] = [];
  let offset = 0;
  let inGrid = false;
  for (const line of answer.split("\n")) {
    const end = offset + line.length;
    if (WHAT_IF_HEADER.test(line)) inGrid = true;
    else if (inGrid && line.includes("|")) {
      if (!/^\s*\|?\s*:?-{2,}/.test(line)) rows.push([offset, end]);
    } else inGrid = false;
    offset = end + 1;
  }
  return rows;
}

function lend(reading: ClauseReading, cue: string): void {
  const cues = reading.hedges.get("condition") ?? [];
  if (cues.includes(cue)) return;
  reading.hedges.set("condition", [...cues, cue]);
  reading.qualifiers.push({ families: new Set(["condition"]), words: new Set() });
}

/** Lend each labeled case's and what-if row's condition to its clauses (module comment). */
export function lendScenarioConditions(readings: ClauseReading[], answer: string): void {
  const labels = new Map<number, string | null>();
  readings.forEach((reading, index) => {
    const { sentence } = reading.clause;
    if (!labels.has(sentence)) {
      const opens = readings[index - 1]?.clause.sentence !== sentence;
      labels.set(sentence, opens ? caseLabel(reading.clause.text, answer) : null);
    }
    const label = labels.get(sentence);
    if (label) lend(reading, label);
  });
  const rows = whatIfRows(answer);
  if (rows.length === 0) return;
  for (const reading of readings)
    if (rows.some(([start, end]) => reading.clause.start >= start && reading.clause.start < end))
      lend(reading, "what if");
}
