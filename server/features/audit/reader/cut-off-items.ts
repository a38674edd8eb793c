import { blankOut } from "./masking";
/**
 * A list cut off at its last item (issue 14, thirtieth reader round; output cut at a token
 * limit): an answer whose last line is a list item of one or two words with no stop after it
 * ("4. Sandbox") where the items before it are sentences, each ended by a stop, ends where the
 * text was cut (a list of bare names, "Open: - logs - sandbox date", is no cut list). A text cut off conveys only the words it
 * delivered, and a bare name says nothing of what the item was going to say about it: neither
 * that it is open nor anything else. The fragment is masked with spaces (offsets hold).
 */

/** A last line that is a list marker and one or two words, nothing after them. */
const CUT_ITEM = /\n([ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+[\w-]+(?:[ \t]+[\w-]+)?)[ \t]*$/;

/** A list item that is a sentence: a marker, three words or more, a stop at its end. */
const SENTENCE_ITEM = /^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+\S+(?:[ \t]+\S+){2,}.*[.!?;][ \t*_]*$/;

/** The answer with a cut-off last list item masked (see the module comment). */
export function withoutCutOffItem(answer: string): string {
  const match = CUT_ITEM.exec(answer);
  if (!match) return answer;
  const start = (match.index ?? 0) + 1;
  const before = answer.slice(0, start - 1).split("\n");
  const previous = before[before.length - 1] ?? "";
  if (!SENTENCE_ITEM.test(previous)) return answer;
  return answer.slice(0, start) + blankOut(answer.slice(start));
}
