import { blankOut } from "./masking";
/**
 * A part marked as the final answer (issue 14, thirtieth reader round; degraded model output):
 * a model that leaks its working above what it returns — a thinking block (`<think>…</think>`,
 * `<reasoning>`, `<scratchpad>`), draft notes, a "Draft:" or "Long version:" paragraph — and then
 * marks one part as the answer ("Final answer:", "Final:", or "Answer:" under a part labeled as a
 * draft) tells the reader that the marked part is what it answers. What stands above the mark is
 * the writer's working, superseded by the final part: it is masked with spaces (the answer keeps
 * its length, so every clause keeps its offsets), as a retraction is. A closed thinking block
 * is working wherever it stands, when some text follows it. A "Final …:" line that opens the
 * answer has nothing above it to supersede, and "TL;DR:" or "Bottom line:" only sums up what
 * follows or precedes it (both are left as they are). Nor does a bare "Final:" that gives only a
 * figure ("- sandbox: +0 → 19\nFinal: 19."): it closes a running tally above it, as "Total:"
 * does (eightieth round, v76's counts), and the tally's lines stay the answer.
 *
 * A shown reasoning preamble is no draft (eighty-first round: chat assistants' house styles): a
 * reasoning model that opens with a plain "Thinking:" or "Reasoning:" label prints its reasoning
 * for the reader, who receives it with the answer, so it is not superseded by an "Answer:" or
 * "Final answer:" mark under it; a hedge named there carries, and a decision taken there
 * ("so I'll present the merged result as final") is the writer's own. Only a closed tag block
 * (`<thinking>…</thinking>`) is working wherever it stands.
 */

/** What follows a bare "Final:" that is only a figure ending its sentence ("Final: 19."). */
const FIGURE_ONLY = /^\s*[~≈]?\d[\d,]*(?:\.\d+)?\s*%?\s*(?:[.;!]|\n|$)/;

/** A closed thinking block (its tags included). */
const THINKING_BLOCK =
  /<(think|thinking|reasoning|scratchpad|analysis|thoughts?)>[\s\S]{0,4000}?<\/\1>/gi;

/** A shown reasoning preamble's label ("Thinking:", "**Reasoning:**", "Thought process:"). */
const SHOWN_REASONING = /^[ \t>#*_]*(?:thinking|reasoning|thought\s+process)[*_]*\s*:/i;

/** A line that marks the final part ("Final answer:", "**Final:**", "Final answer (…):"). */
const FINAL_MARK =
  /(?:^|\n)[ \t>#*_]*final(?:\s+(?:answer|version|reply))?[*_]*\s*(?:\([^)\n]{0,60}\)\s*)?:[*_]*/gi;

/** A line that marks a plain answer ("Answer:"), final only under a part labeled as working. */
const ANSWER_MARK = /(?:^|\n)[ \t>#*_]*answer[*_]*\s*:[*_]*/gi;

/** A label that opens a part as working, not answer ("Draft:", "Scratch notes:", "notes (draft"). */
const WORKING_LABEL =
  /^[ \t>#*_]*(?:(?:working|rough|first|initial)\s+)?(?:draft|scratch(?:pad)?(?:\s+notes)?|notes\s*\(draft|(?:rough|working)\s+notes|long\s+version|thinking|reasoning)\b/i;

/** The answer with the working above a marked final part masked (see the module comment). */
export function withoutSupersededDrafts(answer: string): string {
  let masked = answer.replace(THINKING_BLOCK, (block, _tag: string, offset: number) =>
    answer.slice(offset + block.length).trim() === "" ? block : blankOut(block),
  );
  if (SHOWN_REASONING.test(masked.trimStart())) return masked;
  // The last mark with text above it and an answer after it is the final part's start.
  let finalStart = -1;
  for (const match of masked.matchAll(FINAL_MARK)) {
    const at = (match.index ?? 0) + (match[0].startsWith("\n") ? 1 : 0);
    if (masked.slice(0, at).trim() === "") continue;
    const after = (match.index ?? 0) + match[0].length;
    if (/final[*_]*\s*:/i.test(match[0]) && FIGURE_ONLY.test(masked.slice(after))) continue;
    finalStart = at + match[0].length - (match[0].startsWith("\n") ? 1 : 0);
  }
  if (finalStart < 0 && WORKING_LABEL.test(masked.trimStart()))
    for (const match of masked.matchAll(ANSWER_MARK)) {
      const at = (match.index ?? 0) + (match[0].startsWith("\n") ? 1 : 0);
      if (masked.slice(0, at).trim() === "") continue;
      finalStart = at + match[0].length - (match[0].startsWith("\n") ? 1 : 0);
    }
  if (finalStart < 0 || masked.slice(finalStart).trim() === "") return masked;
  masked = blankOut(masked.slice(0, finalStart)) + masked.slice(finalStart);
  return masked;
}
