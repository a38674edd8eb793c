import type { ClauseReading } from "./clause-analysis";
import { lineIndex } from "./answer-layout";

/**
 * Parentheses wrapped across lines (issue 14, twentieth reader round): a fixed-width table, a
 * risk matrix or a hard-wrapped paragraph breaks a parenthesis over two lines ("3 fallback
 * merchants (inferred; needs" / "the fallback to fire on timeouts)"). The second line's words
 * are still inside the parenthesis, which qualifies the claim on the first: a clause that opens
 * inside a parenthesis left open on the line above (it closes one it never opened) takes the
 * hedges of the clauses of that line, so a premise it names ("the fallback to fire") is read as
 * the condition it is, not as a bare statement.
 */

/** How many parentheses a text leaves open (negative: it closes more than it opens). */
function openParentheses(text: string): number {
  let depth = 0;
  let lowest = 0;
  for (const char of text) {
    if (char === "(") depth += 1;
    else if (char === ")") {
      depth -= 1;
      lowest = Math.min(lowest, depth);
    }
  }
  return lowest < 0 ? lowest : depth;
}

/** Give each clause that continues a wrapped parenthesis the hedges of the line above it. */
export function continueWrappedParentheses(readings: ClauseReading[], answer: string): void {
  const lineOf = lineIndex(answer);
  const lines = answer.split("\n");
  readings.forEach((reading) => {
    const line = lineOf(reading.clause.start);
    if (line === 0 || openParentheses(reading.clause.text) >= 0) return;
    if (openParentheses(lines[line - 1]!) <= 0) return;
    for (const above of readings) {
      if (lineOf(above.clause.start) !== line - 1) continue;
      for (const [family, cues] of above.hedges) {
        reading.hedges.set(family, [...(reading.hedges.get(family) ?? []), ...cues]);
        reading.ownHedges.add(family);
      }
    }
  });
}
