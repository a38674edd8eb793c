import type { ClauseReading } from "./clause-analysis";

/**
 * A hedge denied outright (issue 14, thirty-fourth reader round; revisions that drop a hedge):
 * "there's nothing probable about it", "nothing tentative about that", "no 'maybe' about it",
 * "none of this is speculative" say the claim is certain, a certainty marker (it would read as
 * nothing, or its hedge word as a hedge). When the clause leads a colon ("…about it: sixteen
 * …, three more …"), the certainty reaches the clauses of the sentence after the colon: what
 * the colon introduces is what is said to be certain.
 */

/** A hedge word denied: "nothing probable about it", "none of it is tentative". */
const DENIED = new RegExp(
  String.raw`\b(?:there(?:'s|’s| is) )?nothing (?:(?:at all|remotely|even slightly) )?(?:probable|possible|likely|uncertain|tentative|speculative|hypothetical|iffy|doubtful|conditional|provisional|inferred|assumed|guessed|approximate|maybe|perhaps)\s+about (?:it|this|that|them|these|those|the \w+)\b|\bno (?:["'‘“]?(?:maybe|perhaps|probably|likely|if)s?["'’”]?) about (?:it|this|that|them)\b|\bnone of (?:it|this|that|them) is (?:probable|uncertain|tentative|speculative|hypothetical|conditional|provisional|a guess)\b`,
  "i",
);

/** Read each denied hedge as certainty (see the module comment). */
export function readDeniedHedges(readings: ClauseReading[], answer: string): void {
  readings.forEach((reading, index) => {
    const denied = DENIED.exec(reading.clause.text);
    if (denied === null) return;
    const marker = denied[0].toLowerCase();
    const mark = (target: ClauseReading) => {
      if (!target.certainty.includes(marker)) target.certainty.push(marker);
    };
    // (The denied word, "probable", is no hedge of its clause.)
    for (const [family, cues] of reading.hedges) {
      const kept = cues.filter((cue) => !marker.includes(cue.toLowerCase()));
      if (kept.length > 0) reading.hedges.set(family, kept);
      else {
        reading.hedges.delete(family);
        reading.ownHedges.delete(family);
      }
    }
    reading.ownCues = reading.ownCues.filter((cue) => !marker.includes(cue.toLowerCase()));
    mark(reading);
    const after = answer.slice(reading.clause.start + denied.index + denied[0].length);
    if (!/^\s*[:—–]/.test(after)) return;
    for (const later of readings.slice(index + 1)) {
      if (later.clause.sentence !== reading.clause.sentence) break;
      if (later.ownHedges.size === 0) mark(later);
    }
  });
}
