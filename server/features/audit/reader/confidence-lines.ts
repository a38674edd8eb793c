import type { ClauseReading } from "./clause-analysis";

/**
 * Rating lines under a block (issue 14, twelfth reader round): an answer laid out in sections
 * may close each with a line that rates it ("Confidence: High", "**Certainty:** medium; it is
 * an announcement"). Such a line speaks of the block above it — the lines up to the previous
 * blank line or rating line, its heading included — not only of the sentence before it. A line
 * that hedges ("medium", "low", "inferred", a condition) gives its hedges to every clause of
 * the block; a line that rates without a hedge ("High") states them as certain, except the
 * clauses that carry a hedge of their own and so speak for themselves. A rating line that opens
 * its block (a blank line before it) rates the block above it, and, when it states certainty,
 * the rest of its own block too (seventeenth reader round).
 */

/** A line that opens with a rating label. */
/** (Also with its noun of measure, "Confidence level: {100%}": a support template's field.) */
const RATING_LINE =
  /^[\s>*_-]*(?:confidence|certainty|likelihood|probability)(?:[ \t]+(?:level|rating|score))?[*_\s]*[:=—–]/i;
/** A blank line between two clauses. */
const BLANK_LINE = /\n[ \t]*\r?\n/;
/** How many clauses back a rating line reaches at most (bounded work per line). */
const MAX_REACH = 40;

/** Spread each rating line's hedges or certainty over the block above it (module comment). */
export function spreadRatingLines(readings: ClauseReading[], answer: string): void {
  readings.forEach((reading, index) => {
    const lineStart = answer.lastIndexOf("\n", reading.clause.start - 1) + 1;
    if (!RATING_LINE.test(answer.slice(lineStart, reading.clause.end))) return;
    // Only the rating line's first clause spreads, and only when it names nothing itself.
    if (index > 0 && readings[index - 1]!.clause.end > lineStart) return;
    if (reading.states.size + reading.namesQuestion.size > 0) return;
    const hedged = reading.ownHedges.size > 0;
    if (!hedged && reading.certainty.length === 0) return;
    const lineHedges = readings.filter(
      (other) =>
        other.clause.start >= lineStart && other.clause.sentence === reading.clause.sentence,
    );
    // A rating line that opens its block ("Answer: 19 …" / blank line / "Confidence: high. The
    // sixteen come …") rates the block above it and the rest of its own block (the lines after
    // it up to the next blank line).
    // (Fortieth round: a rating line that opens the answer, "Confidence: 100% ██████████" over
    // the lines below it, opens its block as one after a blank line does.)
    const opensBlock =
      index > 0
        ? BLANK_LINE.test(answer.slice(readings[index - 1]!.clause.end, lineStart))
        : answer.slice(0, lineStart).trim() === "";
    if (opensBlock && !hedged) {
      let last = reading;
      for (const later of readings.slice(index + 1, index + 1 + MAX_REACH)) {
        if (BLANK_LINE.test(answer.slice(last.clause.end, later.clause.start))) break;
        last = later;
        if (later.ownHedges.size > 0 || lineHedges.includes(later)) continue;
        for (const marker of reading.certainty)
          if (!later.certainty.includes(marker)) later.certainty.push(marker);
      }
    }
    let next = reading;
    let blanks = opensBlock ? 1 : 0;
    for (let back = index - 1; back >= Math.max(0, index - MAX_REACH); back -= 1) {
      const earlier = readings[back]!;
      if (BLANK_LINE.test(answer.slice(earlier.clause.end, next.clause.start)) && blanks-- <= 0)
        break;
      const earlierLine = answer.lastIndexOf("\n", earlier.clause.start - 1) + 1;
      if (RATING_LINE.test(answer.slice(earlierLine, earlier.clause.end))) break;
      next = earlier;
      if (hedged) {
        for (const line of lineHedges)
          for (const [family, cues] of line.hedges)
            earlier.hedges.set(family, [...(earlier.hedges.get(family) ?? []), ...cues]);
        earlier.qualifiers.push({
          families: new Set(lineHedges.flatMap((line) => [...line.ownHedges])),
          words: new Set(),
        });
      } else if (earlier.ownHedges.size === 0)
        for (const marker of reading.certainty)
          if (!earlier.certainty.includes(marker)) earlier.certainty.push(marker);
    }
  });
}
