import type { ClauseReading } from "./clause-analysis";

/**
 * Politeness and understatement used as certainty (issue 14, sixtieth reader round, v68's
 * courteous answers). A letter may vouch for its claims without a single certainty word: by
 * understating doubt ("there is little room for doubt", "I'd be most surprised to hear
 * otherwise", "a source one need hardly question"), by a courteous assurance ("I'm glad to
 * confirm", "you may take it from me", "I trust that settles it") or by calling the sources
 * of one mind ("in full agreement"). Such a verdict is a certainty marker, and the hedge-like
 * words inside its own courtesy ("I think there is little room for doubt", "I should be
 * surprised") hedge nothing: they only soften the manners, not the claim.
 *
 * A verdict that stands alone (its clause states and names nothing else: "I'm glad to confirm
 * where things stand.") or that leads into its claims (a short lead-in before a colon) is a
 * frame over the whole answer, as an opening verdict is (opening-verdicts.ts): every unhedged
 * claim of the answer is stated with its certainty. One embedded in a claim ("the table, which
 * one need hardly question, lists …") is that claim's own certainty. A claim with a hedge of
 * its own keeps it.
 */

/** Courteous or understated verdicts of certainty (see the module comment). */
const COURTEOUS_VERDICT = new RegExp(
  [
    // Doubt understated: "little room for doubt", "scarcely any reason to doubt".
    String.raw`(?:(?:precious|very|but)\s+)?little\s+(?:room|reason|cause|ground|grounds)\s+(?:for|to)\s+doubt`,
    String.raw`(?:hardly|scarcely|barely)\s+any\s+(?:room|reason|cause|ground|grounds)\s+(?:for|to)\s+doubt`,
    // Surprise at the contrary: "I'd be very much surprised to learn otherwise".
    String.raw`surprised\s+(?:to\s+(?:learn|hear|find|see)\s+|if\s+(?:[\w'’]+\s+){1,4}?)otherwise`,
    // A source beyond question: "one need hardly second-guess".
    String.raw`need\s+(?:hardly|scarcely)\s+(?:second-guess|doubt|question)`,
    // A courteous assurance: "I'm pleased to confirm", "you may take it from me".
    String.raw`(?:i'm|i’m|i\s+am|we're|we’re|we\s+are)\s+(?:very\s+|most\s+)?(?:pleased|happy|glad|delighted)\s+to\s+confirm`,
    String.raw`(?:you|one)\s+(?:may|can|might)\s+take\s+it\s+from\s+me`,
    String.raw`i\s+trust\s+(?:this|that|the\s+above)\s+(?:settles|answers|resolves|closes)\b`,
    // The sources of one mind: "in complete accord", "in full agreement".
    String.raw`in\s+(?:complete|full|total|perfect|entire)\s+(?:accord|agreement)`,
  ]
    .map((form) => `(?:${form})`)
    .join("|"),
  "i",
);

/** At most this many words before a verdict make it a lead-in, not part of a claim. */
const LEAD_IN_WORDS = 10;

/**
 * Drop the hedge cues that lie in a span of the clause's own words (a verdict's courtesy, a
 * supposition called safe): the cue as read ("assumed") or its stem ("assume").
 */
export function dropHedgesWithin(reading: ClauseReading, span: string): void {
  const text = span.toLowerCase();
  const inCourtesy = (cue: string) => {
    const lower = cue.toLowerCase();
    return text.includes(lower) || text.includes(lower.replace(/(?:e?d|s)$/, ""));
  };
  for (const [family, cues] of [...reading.hedges]) {
    const kept = cues.filter((cue) => !inCourtesy(cue));
    if (kept.length === 0) {
      reading.hedges.delete(family);
      reading.ownHedges.delete(family);
    } else reading.hedges.set(family, kept);
  }
  reading.ownCues = reading.ownCues.filter((cue) => !inCourtesy(cue));
}

/** Whether a reading is a claim a frame lends certainty to (asserted, unhedged, stating). */
const lendable = (reading: ClauseReading) =>
  reading.clause.role === "assert" &&
  reading.hedges.size === 0 &&
  reading.clause.unit.kind !== "footnote" &&
  reading.states.size > 0;

/** Read courteous and understated verdicts as certainty (see the module comment). */
export function readCourteousCertainty(readings: ClauseReading[]): void {
  for (const reading of readings) {
    if (reading.clause.role !== "assert") continue;
    const text = reading.clause.text;
    const match = COURTEOUS_VERDICT.exec(text);
    if (!match) continue;
    const cue = match[0].toLowerCase().replace(/\s+/g, " ");
    const prefix = text.slice(0, match.index);
    const colon = text.indexOf(":", match.index + match[0].length);
    const leadsIn =
      colon >= 0 &&
      !/\d/.test(prefix) &&
      prefix.trim().split(/\s+/).filter(Boolean).length <= LEAD_IN_WORDS;
    const alone = reading.states.size === 0 && reading.mentions.size === 0;
    const courtesyEnd = leadsIn ? colon : match.index + match[0].length;
    const courtesyStart = leadsIn || alone ? 0 : match.index;
    dropHedgesWithin(reading, text.slice(courtesyStart, courtesyEnd));
    if (!reading.certainty.includes(cue)) reading.certainty.push(cue);
    if (!leadsIn && !alone) continue;
    for (const other of readings) {
      if (other === reading || !lendable(other)) continue;
      if (!other.certainty.includes(cue)) other.certainty.push(cue);
    }
  }
}
