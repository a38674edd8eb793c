/**
 * An ironic impossibility after a hedged claim (issue 14, thirty-third reader round; sarcasm):
 * "the sandbox merchants might be spared, and pigs might fly" hedges nothing: the tag says the
 * possibility is as likely as flying pigs, so the sentence asserts the opposite outright. The
 * tag ("and pigs might fly", "when hell freezes over", "yeah, right", "fat chance") is read as
 * blank and the modal it mocks ("might", "could", "may") as its certain negation ("won't",
 * "can't", "not"), each padded to its length (offsets hold), so the claim reads as an answer.
 */

/** The tag of an impossibility, with the comma, dash or "and" that joins it. */
const IMPOSSIBILITY =
  /[,;:]?\s*(?:[—–-]+\s*)?(?:\band\s+)?(?:pigs (?:might|may|could|will|can) fly|when pigs fly|(?:when|until) hell freezes over|(?:yeah|yes|sure),? right|fat chance|in your dreams|and i'?m the (?:pope|queen|king)(?: of [\w ]+?)?)\b(?=\s*[.!?;…]|\s*$)/gi;

/** The modals a tag mocks, and their certain negations of the same length or shorter. */
const NEGATIONS: Record<string, string> = { might: "won't", could: "can't", may: "not" };
const MODAL = /\b(?:might|could|may)\b/gi;

/** The answer with each ironic impossibility read as the certain negation of its claim. */
export function withImpossibilitiesAsDenials(answer: string): string {
  let result = answer;
  for (const match of answer.matchAll(IMPOSSIBILITY)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    // The claim it mocks: back to the start of its sentence.
    const sentenceStart = Math.max(
      0,
      ...[".", "!", "?", "\n"].map((mark) => answer.lastIndexOf(mark, start - 1) + 1),
    );
    const claim = result
      .slice(sentenceStart, start)
      .replace(MODAL, (modal) =>
        NEGATIONS[modal.toLowerCase()]!.padEnd(modal.length, " ").slice(0, modal.length),
      );
    result = result.slice(0, sentenceStart) + claim + " ".repeat(end - start) + result.slice(end);
  }
  return result;
}
