import type { ClauseReading } from "./clause-analysis";
import { certaintyMarkers } from "./overstatement-cues";

/**
 * A consensus lead over a run of clauses (issue 14, seventy-fifth round, long sentences): "All
 * four children point the same way: v2 is gone on 2027-03-31; the sixteen break …; the three
 * break with them" says every claim after the colon is what all the children agree on, however
 * the run is joined (";", ", and"). Each later clause of the sentence that states a finding is
 * read with the lead's consensus, as if it said "all four agree" itself, so a finding one child
 * reported or inferred is overstated as corroborated; a hedge of the clause's own still answers
 * it as it would answer "they agree" in its own words.
 */

/** At most this many words before the colon make a lead. */
const LEAD_WORDS = 10;

/** The consensus marker of a lead before the clause's first colon, or null. */
function consensusLead(text: string): string | null {
  const colon = /:(?=\s+\S)/.exec(text);
  if (colon === null) return null;
  const lead = text.slice(0, colon.index);
  if (lead.trim().split(/\s+/).length > LEAD_WORDS) return null;
  return (
    certaintyMarkers(lead).find((marker) =>
      /\b(?:children|agents|researchers?|sources|debriefs|reports|sub-?agents)\b/i.test(marker),
    ) ?? null
  );
}

/** Lend a consensus lead to the later clauses of its sentence (module comment). */
export function lendConsensusLeads(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    const marker = consensusLead(reading.clause.text);
    if (marker === null) return;
    for (const later of readings.slice(index + 1)) {
      if (later.clause.sentence !== reading.clause.sentence) break;
      if (later.clause.role !== "assert" || later.states.size === 0) continue;
      if (!later.certainty.includes(marker)) later.certainty.push(marker);
    }
  });
}
