import type { ClauseReading } from "./clause-analysis";

/**
 * A hedge denied outright (issue 14, thirty-fourth reader round; revisions that drop a hedge):
 * "there's nothing probable about it", "nothing tentative about that", "no 'maybe' about it",
 * "none of this is speculative", and a hedge word denied as a noun at the end of its clause
 * ("…, not a maybe", "that's not a guess.": fifty-sixth round) say the claim is certain; so
 * does an exemption from a blanket status ("one part isn't provisional:", "one exception to the
 * tentative label:", thirty-fifth round), a certainty marker (it would read as nothing, or its
 * hedge word as a hedge). When the clause leads a colon ("…about it: sixteen
 * …, three more …"), the certainty reaches the clauses of the sentence after the colon: what
 * the colon introduces is what is said to be certain.
 */

/** A hedge word denied: "nothing probable about it", "none of it is tentative". */
const DENIED = new RegExp(
  String.raw`\b(?:there(?:'s|’s| is) )?nothing (?:(?:at all|remotely|even slightly) )?(?:probable|possible|likely|uncertain|tentative|speculative|hypothetical|iffy|doubtful|conditional|provisional|inferred|assumed|guessed|approximate|maybe|perhaps)\s+about (?:it|this|that|them|these|those|the \w+)\b|\bno (?:["'‘“]?(?:maybe|perhaps|probably|likely|if)s?["'’”]?) about (?:it|this|that|them)\b|\b(?:(?:it's|it’s|that's|that’s|it is|that is|they're|they’re|they are)\s+)?not (?:a|an|some|just a|merely a) ["'‘“]?(?:maybe|perhaps|guess|hunch|might-be|possibility|probably)["'’”]?(?=\s*(?:[.;,!)—–]|$))|\bnone of (?:it|this|that|them) is (?:probable|uncertain|tentative|speculative|hypothetical|conditional|provisional|a guess)\b|\b(?:one|this|that|the one|the last) (?:part|point|thing|item|claim|line|finding) (?:here |below )?(?:isn't|isn’t|is not) (?:provisional|tentative|speculative|conditional|a guess|uncertain)\b|\b(?:one|the one|the only|a single) exception to (?:the|that|this|my|our) (?:provisional|tentative|unconfirmed|conditional)(?: (?:label|tag|caveat|status|rule|reading))?\b`,
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
    // (The denied word, "probable", is no hedge of its clause, nor of a clause it reached.)
    const unhedge = (target: ClauseReading) => {
      for (const [family, cues] of target.hedges) {
        const kept = cues.filter((cue) => !marker.includes(cue.toLowerCase()));
        if (kept.length > 0) target.hedges.set(family, kept);
        else {
          target.hedges.delete(family);
          target.ownHedges.delete(family);
        }
      }
      target.ownCues = target.ownCues.filter((cue) => !marker.includes(cue.toLowerCase()));
    };
    unhedge(reading);
    mark(reading);
    const after = answer.slice(reading.clause.start + denied.index + denied[0].length);
    if (!/^\s*[:—–]/.test(after)) return;
    for (const later of readings.slice(index + 1)) {
      if (later.clause.sentence !== reading.clause.sentence) break;
      if (later.ownHedges.size > 0) continue;
      unhedge(later);
      mark(later);
    }
  });
}
