import type { ClauseReading } from "./clause-analysis";
import { certaintyMarkers } from "./overstatement-cues";

/**
 * A verdict of certainty that opens the answer (issue 14, fifty-eighth reader round, v67's
 * figurative answers): a first sentence that names nothing of its own and only calls the whole
 * matter settled ("The case is airtight.", "This one is rock solid.", "Rock solid on all
 * counts.", "There's a full paper trail for this.", "Case closed.", "All four agree, and it's
 * written in stone.": at most two clauses) is a frame
 * over everything the answer goes on to say, as a certain heading is over its section
 * (certain-headings.ts): every later claim of the answer that has no hedge of its own is
 * stated with that certainty. A hedged claim keeps its hedge; a verdict that names an item
 * ("The date is airtight.") is that claim's own certainty, read where it stands.
 */

/** At most this many words make an opening verdict, not a claim of its own. */
const VERDICT_WORDS = 9;

/**
 * Figures of a settled whole that the certainty cues do not read alone: a record said to be
 * complete ("a full paper trail"), firmness "on all counts" or "across the board", doubt about
 * "any of it" ruled out.
 */
const WHOLE_FIGURE =
  /\b(?:(?:a|the)\s+(?:full|complete|clear|solid|unbroken)\s+paper\s+trail|(?:rock[- ]solid|airtight|watertight|iron-?clad|bullet-?proof|nailed\s+down|settled|certain|solid)\s+(?:on\s+all\s+counts|across\s+the\s+board|from\s+top\s+to\s+bottom|all\s+the\s+way\s+through)|no\s+doubt\s+about\s+(?:any|all)\s+of\s+(?:it|this|that)|^[\s*_"“]*(?:case\s+closed|done\s+and\s+dusted))\b/i;

/**
 * A subject that is the whole matter, not an item ("this one", "the case", "it", "all of it",
 * "the fallback mystery", after a cheer such as "Great news:": sixty-sixth round).
 */
const WHOLE_SUBJECT =
  /^[\s*_"“]*(?:(?:good|great|big|welcome)\s+news\s*[:,—–-]\s*)?(?:this(?:\s+one)?|it|the\s+(?:case|answer|picture|finding|conclusion|verdict|evidence|whole\s+thing|(?:[\w-]+\s+)?(?:mystery|puzzle|riddle))|all\s+of\s+(?:it|this)|everything(?:\s+here)?|there(?:'s|’s|\s+is))\b|^[\s*_"“]*(?:rock[- ]solid|airtight|watertight|iron-?clad|bullet-?proof|no\s+doubt|case\s+closed|done\s+and\s+dusted)\b/i;

/**
 * The whole matter as what the writer vouches for (sixty-sixth round, v71's affective openings):
 * a first sentence that ends on it ("I'll sleep well tonight on this one.", "I'd put my job on
 * the line for this one.", "so I'm completely comfortable with it.") says how sure the writer is
 * of everything, as "This one is rock solid." does.
 */
const WHOLE_OBJECT =
  /\b(?:on|for|about|with|over|behind)\s+(?:this(?:\s+one)?|it|that|all\s+of\s+(?:it|this))\s*[.!]?[\s*_"”]*$/i;

/** Whether the answer's first sentence is an opening verdict (see the module comment). */
function isOpeningVerdict(sentence: ClauseReading[]): boolean {
  if (sentence.length === 0 || sentence.length > 2) return false;
  const words = sentence.reduce(
    (sum, reading) => sum + reading.clause.text.trim().split(/\s+/).length,
    0,
  );
  if (words > VERDICT_WORDS * sentence.length) return false;
  for (const reading of sentence) {
    if (reading.clause.role !== "assert" || reading.clause.conditions.length > 0) return false;
    if (reading.hedges.size > 0 || reading.states.size > 0 || reading.mentions.size > 0)
      return false;
    if (reading.namesQuestion.size > 0) return false;
  }
  const whole = (reading: ClauseReading) =>
    WHOLE_SUBJECT.test(reading.clause.text.replace(/^[\s,;:—–-]*(?:and|but|so)\s+/i, "")) ||
    WHOLE_OBJECT.test(reading.clause.text);
  return (
    sentence.some(whole) &&
    sentence.some(
      (reading) => reading.certainty.length > 0 || WHOLE_FIGURE.test(reading.clause.text),
    )
  );
}

/**
 * Lend an opening verdict's certainty to every later unhedged claim of the answer that states
 * a finding or rests on an assumption (see the module comment).
 */
export function lendOpeningVerdict(readings: ClauseReading[]): void {
  const first = readings[0];
  if (!first || first.clause.unit.heading !== null) return;
  const opening = readings.filter((reading) => reading.clause.sentence === first.clause.sentence);
  if (!isOpeningVerdict(opening)) return;
  const verdict =
    opening.flatMap((reading) => reading.certainty)[0] ??
    opening
      .map((reading) => WHOLE_FIGURE.exec(reading.clause.text)?.[0].toLowerCase())
      .find((figure) => figure !== undefined)!;
  for (const reading of readings) {
    if (reading.clause.sentence === first.clause.sentence) continue;
    if (reading.clause.role !== "assert" || reading.hedges.size > 0) continue;
    if (reading.clause.unit.kind === "footnote") continue;
    if (reading.states.size === 0) continue;
    if (!reading.certainty.includes(verdict)) reading.certainty.push(verdict);
  }
}

/**
 * A conviction that leads its sentence with a colon (sixty-sixth round, v71's affective
 * answers): words before the colon that only say how sure the writer is ("I'm confident:",
 * "Zero doubt from me:", "my gut … says this:") vouch for everything the colon introduces, so
 * every later unhedged clause of the same sentence that states a finding or names an item is
 * stated with that certainty, not only the clause the colon stands in. A clause with a hedge of
 * its own keeps it. The lead names nothing itself (no figure, id or date).
 */
export function lendConvictionLeads(readings: ClauseReading[]): void {
  for (const lead of readings) {
    if (lead.clause.role !== "assert" || lead.certainty.length === 0) continue;
    const colon = lead.clause.text.indexOf(":");
    if (colon < 0) continue;
    const before = lead.clause.text.slice(0, colon);
    if (/\d|\b[a-z]{1,4}_\d/i.test(before) || before.trim().split(/\s+/).length > VERDICT_WORDS)
      continue;
    const cue =
      certaintyMarkers(before)[0] ??
      lead.certainty.find((marker) => before.toLowerCase().includes(marker));
    if (cue === undefined) continue;
    for (const reading of readings) {
      if (reading.clause.sentence !== lead.clause.sentence) continue;
      if (reading.clause.index <= lead.clause.index) continue;
      if (reading.clause.role !== "assert" || reading.hedges.size > 0) continue;
      if (reading.states.size === 0 && reading.mentions.size === 0) continue;
      if (!reading.certainty.includes(cue)) reading.certainty.push(cue);
    }
  }
}
