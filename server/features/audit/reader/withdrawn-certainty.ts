import { blankOut } from "./masking";
import { sentencesOf } from "./sentence-split";

/**
 * Certainty withdrawn by a correction (issue 14, thirty-fourth reader round): a correction
 * that says the text before it was too sure ("P.S. Correction to the line above — there are
 * ifs.", "Edit: I overstated that.", "Update: that was too definite; …") takes back what it
 * corrects, as "scratch that" does (retractions.ts): the corrected line (when the correction
 * points at a line: "the line above", "my first line") or else the sentence before it is read
 * as blank, and the correction's own restatement is the answer. A correction that only
 * changes a figure or a name (corrections.ts) withdraws nothing here.
 */

/** A sentence that opens as a correction ("Correction to the line above —", "P.S. Edit:"). */
const CORRECTION_OPENING =
  /^[\s*_"“(]*(?:p\.?\s?s\.?\s*[:—–-]?\s*)?(?:correction|edit|update|amendment|erratum)\b[^:—–\n]{0,40}?(?:[:—–]|\s-\s)/i;
/** It says the corrected text was too sure. */
const OVERSTATED =
  /\b(?:there (?:are|is|were) (?:some |real )?(?:ifs|buts|caveats|conditions|qualifications|doubts?|uncertaint(?:y|ies))|(?:i|we) (?:overstated|overclaimed|was too (?:sure|certain|confident|strong|definite)|spoke too (?:soon|strongly))|(?:that|this|it) (?:overstated|overclaimed|(?:was|is) too (?:strong|certain|sure|confident|definite|absolute))|(?:it'?s|it is|that'?s|that is) not (?:as )?(?:certain|definite|guaranteed|settled))\b/i;
/** The correction points at a whole line ("the line above", "my first line"). */
const LINE_POINTER =
  /\b(?:the )?(?:line|paragraph) above\b|\b(?:my|the|that) (?:first|opening|top|previous|last) (?:line|paragraph)\b/i;

/** The answer with the text each overstatement correction takes back masked (module comment). */
export function withoutWithdrawnCertainty(answer: string): string {
  let text = answer;
  let offset = 0;
  for (const line of answer.split("\n")) {
    for (const sentence of sentencesOf(line)) {
      const opening = CORRECTION_OPENING.exec(sentence.segment);
      if (opening === null || !OVERSTATED.test(sentence.segment)) continue;
      const start = offset + sentence.index;
      const span = LINE_POINTER.test(sentence.segment)
        ? previousLine(text, offset)
        : previousSentence(text, start);
      if (span === null) continue;
      text =
        text.slice(0, span.start) +
        blankOut(text.slice(span.start, span.end)) +
        text.slice(span.end);
    }
    offset += line.length + 1;
  }
  return text;
}

/** The last non-blank line before the line starting at `lineStart`. */
function previousLine(text: string, lineStart: number): { start: number; end: number } | null {
  let end = lineStart - 1;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    if (text.slice(start, end).trim() !== "") return { start, end };
    end = start - 1;
  }
  return null;
}

/** The last non-blank sentence before `at` on its line, or the line before it. */
function previousSentence(text: string, at: number): { start: number; end: number } | null {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const before = text.slice(lineStart, at);
  const last = sentencesOf(before)
    .filter((sentence) => sentence.segment.trim() !== "")
    .at(-1);
  if (last === undefined) return previousLine(text, lineStart);
  return { start: lineStart + last.index, end: at };
}
