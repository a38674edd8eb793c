import { blankOut } from "./masking";
/**
 * Question-and-answer layout (issue 14, eighteenth reader round): an answer may be laid out as
 * its own FAQ, a short question followed by its answer ("Q: Staging? / A: Same day.", or inline
 * "Staging? Same day. Cost? Unknown."). Such a question is a heading: it names the topic the
 * answer after it speaks of and keeps nothing open by itself (read as a question, "Staging?"
 * kept the staging question open whatever its answer said). Each pair is rewritten as a label
 * lead on its own line, the question mark turned into a colon and the "Q:"/"A:" markers
 * blanked, so offsets hold (as retractions.ts does), and the answer is read under its topic
 * as any "Topic: …" line is. A question with nothing after it on its line or the next is left
 * a question.
 */

/** Longest inline question read as a heading, in words. */
const INLINE_WORDS = 4;
/** Longest unmarked question line read as a heading, in words. */
const LINE_WORDS = 7;

const Q_MARK = /^([ \t>*_-]*)(?:q|question)\s*[:.)]\s*/i;
const A_MARK = /^([ \t>*_-]*)(?:a|answer)\s*[:.)]\s*/i;

/**
 * A yes-no question ("Is the cutoff firm?") is no topic heading: its answer ("Yes, …") affirms
 * or denies it. On a line of its own with the answer after it, the question is blanked and the
 * answer read alone; inline, it is read as before.
 */
const YES_NO =
  /^\s*(?:is|are|was|were|do|does|did|will|would|can|could|has|have|had|should|shall|must|may)\b/i;

/**
 * A list item's mark is no word of its question (eighty-third round: "• What about the staging
 * merchants? Same day." is a four-word heading, as it is without its bullet).
 */
const LIST_MARK = /^(?:[•*·▪‣–-]|\d{1,2}[.)])$/;

const words = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "" && !LIST_MARK.test(word)).length;

/** One line's inline pairs ("Topic? answer. Topic? answer."), or null when it has none. */
function inlinePairs(line: string): string | null {
  // A short question at the line's start or after a sentence end, with text after it.
  const pair = /(^|[.!]\s+)([^.!?\n]+)\?(?=\s+\S)/g;
  let out = line;
  let found = false;
  for (const match of line.matchAll(pair)) {
    const question = match[2]!;
    if (words(question) > INLINE_WORDS || YES_NO.test(question)) continue;
    const at = match.index! + match[1]!.length + question.length;
    out = `${out.slice(0, at)}:${out.slice(at + 1)}`;
    // The pair starts a line of its own (the space before it becomes the line break).
    if (match[1]!.length > 0) {
      const space = match.index! + match[1]!.length - 1;
      out = `${out.slice(0, space)}\n${out.slice(space + 1)}`;
    }
    found = true;
  }
  return found ? out : null;
}

/** A line's opening marker ("Q:", "A:") blanked, the indent before it kept. */
function unmarked(line: string, mark: RegExp): string {
  const found = mark.exec(line);
  if (found === null) return line;
  const indent = found[1]!;
  return `${indent}${blankOut(found[0].slice(indent.length))}${line.slice(found[0].length)}`;
}

/** The answer with its question-and-answer pairs read as label leads (see the module comment). */
export function withQuestionsAsHeadings(answer: string): string {
  const lines = answer.split("\n");
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const marked = Q_MARK.test(line);
    const body = unmarked(line, Q_MARK);
    const trimmed = body.trimEnd();
    const next = lines[index + 1];
    const answered = next !== undefined && next.trim() !== "" && !next.trimEnd().endsWith("?");
    const short = marked || words(trimmed) <= LINE_WORDS;
    if (trimmed.endsWith("?") && answered && short && !trimmed.slice(0, -1).includes("?")) {
      // The question and its answer on one line (the line break becomes a space); a yes-no
      // question is blanked, its answer read alone.
      // (A Markdown heading's marks are blanked: joined to its answer, the line is no heading.)
      const plain = trimmed.replace(
        /^(\s*)(#{1,6})(?=\s)/,
        (_all, indent: string, marks: string) => indent + blankOut(marks),
      );
      const question = YES_NO.test(plain) ? blankOut(body) : `${plain.slice(0, -1)}:`;
      out.push(`${question}${body.slice(question.length)} ${unmarked(next, A_MARK)}`);
      index += 1;
      continue;
    }
    out.push(marked || /\?\s+\S/.test(body) ? (inlinePairs(body) ?? body) : line);
  }
  return out.join("\n");
}
