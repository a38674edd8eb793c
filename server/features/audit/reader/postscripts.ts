import type { ClauseReading } from "./clause-analysis";

/**
 * Postscripts (issue 14, eleventh reader round): a paragraph appended after the answer ("P.S.",
 * "Edit:", "Update:", "Addendum:") that hedges a claim it names qualifies that claim wherever the
 * body stated it, as a closing paragraph naming everything above does (answer-scope.ts); what it
 * does not name stays as the body left it.
 */

const POSTSCRIPT =
  /^[\s*_]*(?:p\.?\s?s\.?|p\.?\s?p\.?\s?s\.?|edit(?:ed)?|update(?:d)?|addendum|late addition)\b\s*[:.—–-]?/i;

/** Spread each postscript hedge to the earlier clauses stating what it names (module comment). */
export function spreadPostscriptHedges(readings: ClauseReading[]): void {
  const first = readings.findIndex((reading) => POSTSCRIPT.test(reading.clause.unit.text));
  if (first <= 0) return;
  const opening = readings[first]!.clause.unit;
  for (const reading of readings.slice(first)) {
    // (The postscript is its opening paragraph or line, and any that follow it.)
    if (reading.clause.unit.start < opening.start) continue;
    if (reading.hedges.size === 0 || reading.states.size === 0) continue;
    for (const earlier of readings.slice(0, first)) {
      if (![...earlier.states].some((id) => reading.states.has(id))) continue;
      for (const [family, cues] of reading.hedges)
        earlier.hedges.set(family, [...(earlier.hedges.get(family) ?? []), ...cues]);
      earlier.qualifiers.push(...reading.qualifiers, {
        families: new Set(reading.hedges.keys()),
        words: new Set(),
      });
    }
  }
}
