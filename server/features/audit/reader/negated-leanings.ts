import { OTHER_OUTCOME } from "./certainty-idioms";

/**
 * A leaning stated through a negation (issue 14, thirty-seventh reader round; negation): "I see
 * no grounds for thinking the override merchants send v2", "nor is there anything to suggest
 * the sandbox is different", "I'd be surprised if …", "I can't see how … would …" deny the
 * grounds for one side of an open question and so take the other; and a negative question the
 * writer answers themself ("Isn't it obvious the sandbox goes the same day? Its adapter pins
 * v2.", "Why wouldn't the table be right?") asserts what it asks. Read as they stand, the
 * "if", "thinking" or question mark kept the question open. The lead-in is read as blank and a
 * rhetorical question as a statement (its auxiliary blanked, "be" read as "is", the question
 * mark as a full stop), padded so offsets hold, and the proposition reads as the claim it is.
 *
 * A leaning the writer keeps as a leaning stays as written: a sentence that also calls it a
 * hunch or says it is still open, and a negative question whose reply hedges ("It could",
 * "Probably, but …", "Only as fixed as …", "Yes, as long as …", "We don't know"). There, "I
 * doubt" reads as "perhaps" (it no longer answers the question it leans on); so does a claim
 * the writer declines to make for a reason given after it ("It's not that the sandbox won't
 * break — it may — it's that nobody knows").
 */

/** Lead-ins that deny the grounds for a proposition, ending where the proposition starts. */
const LEAD_INS = [
  String.raw`\b(?:i|we) (?:see|have|find|know of) no (?:grounds|reason|basis|cause) (?:for|to) (?:think|believ|suppos|expect|assum)(?:e|ing)?(?: that)?\s+`,
  String.raw`\b(?:nor is there|there(?:'s|’s| is) no(?:thing)?|there isn(?:'|’)t any(?:thing)?) (?:reason |grounds |anything )?to (?:suggest|think|believe|expect|indicate|suppose)(?: that)?\s+`,
  // (Not when what cannot be seen is any other outcome, "how it could be anything else": that
  // is certainty of the claim before it, everyday-hedges.ts; sixty-sixth round.)
  String.raw`\bi can(?:'|’)?t (?:see|imagine) how\s+(?!${OTHER_OUTCOME})`,
  String.raw`\bi(?:'|’)?d be (?:surprised|amazed|astonished) (?:if|that)\s+`,
];
const LEAD_IN = new RegExp(`(?:${LEAD_INS.join("|")})`, "gi");

/** A sentence that keeps its leaning a leaning. */
const KEPT_OPEN =
  /\b(?:hunch(?:es)?|guess(?:es)?|gut feel(?:ing)?|still open|open question|unresolved|unsettled|unconfirmed|not confirmed|unverified|not ruled out|can(?:'|’)?t rule|nobody (?:knows|settled)|no one (?:knows|settled)|(?:don|doesn)(?:'|’)?t know|until (?:someone|we|the)|pending)\b/i;

/** A negative question opening a sentence, its auxiliary captured. */
const NEGATIVE_QUESTION =
  /(^|[.!?;:]\s+|\n\s*)((?:and |but |so )?(?:(?:is|was)n(?:'|’)t it (?:obvious|likely|clear|plain|evident|certain|safe to say|fair to say)(?: that)?|(?:why )?(?:would|wo|does|do|did)n(?:'|’)t))\s+([^.!?\n]+)\?/gi;

/** A reply that keeps the question a question. */
const HEDGED_REPLY =
  /^\s*(?:(?:yes|no|well)\b[,—–:-]?\s*)?(?:only|probably|possibly|perhaps|maybe|not necessarily|not quite|(?:it|they|that) (?:could|might|may)|(?:also |quite )?possible|(?:we|i) (?:don(?:'|’)?t|can(?:'|’)?t) (?:know|say|tell)|nobody knows|no one knows|unclear|hard to say|as long as|if\b|provided|unless|depends|not sure)/i;

const pad = (length: number) => " ".repeat(length);

/** "I doubt (that)": a leaning that only leans when the sentence keeps it open. */
const DOUBT = /\bi (?:rather |really |somewhat )?doubt(?: that| whether| if)?(?=\s)/gi;

/** "It's not that P …, it's that Q": P is named to be set aside, not asserted. */
const NOT_THAT =
  /(^|[.!?;:]\s+|\n\s*)(it(?:'|’)s not that|it is not that|not that)\s+(?=[^.!?\n]*?(?:[,;—–-]\s*(?:it(?:'|’)s|it is|but|rather)\s+that\b|[,;—–-]\s*(?:they|it|he|she) (?:may|might|could)\b))/gi;

/** A cue of the same length or shorter, padded: the clause reads as hedged. */
const asHedge = (length: number) => "perhaps".padEnd(length, " ");

/** The answer with negated leanings and self-answered negative questions read as claims. */
export function withLeaningsAsAnswers(answer: string): string {
  let result = answer;
  for (const match of answer.matchAll(LEAD_IN)) {
    const start = match.index ?? 0;
    const sentenceEnd = answer.slice(start).search(/[.!?\n]/);
    const sentence = answer.slice(start, sentenceEnd < 0 ? undefined : start + sentenceEnd);
    if (KEPT_OPEN.test(sentence)) continue;
    result = result.slice(0, start) + pad(match[0].length) + result.slice(start + match[0].length);
  }
  for (const match of answer.matchAll(DOUBT)) {
    const start = match.index ?? 0;
    const sentenceStart = Math.max(
      0,
      ...[".", "!", "?", "\n"].map((mark) => answer.lastIndexOf(mark, start - 1) + 1),
    );
    const sentenceEnd = answer.slice(start).search(/[.!?\n]/);
    const sentence = answer.slice(sentenceStart, sentenceEnd < 0 ? undefined : start + sentenceEnd);
    if (!KEPT_OPEN.test(sentence) || match[0].length < 7) continue;
    result =
      result.slice(0, start) + asHedge(match[0].length) + result.slice(start + match[0].length);
  }
  for (const match of answer.matchAll(NOT_THAT)) {
    const start = (match.index ?? 0) + match[1]!.length;
    const length = match[2]!.length;
    if (length < 7) continue;
    result = result.slice(0, start) + asHedge(length) + result.slice(start + length);
  }
  for (const match of answer.matchAll(NEGATIVE_QUESTION)) {
    const start = (match.index ?? 0) + match[1]!.length;
    const end = (match.index ?? 0) + match[0].length;
    const reply = answer.slice(end, end + 200);
    if (HEDGED_REPLY.test(reply) || KEPT_OPEN.test(reply.split(/[.!?\n]/)[0] ?? "")) continue;
    const proposition = match[3]!.replace(/\bbe\b/, "is");
    result =
      result.slice(0, start) +
      pad(end - start - match[3]!.length - 1) +
      proposition +
      "." +
      result.slice(end);
  }
  return result;
}
