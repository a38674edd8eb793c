import { blankOut } from "./masking";

/**
 * A certainty word the answer itself later denies (issue 14, forty-first round, v60's
 * summaries and restatements): a summary that says "19 merchants confirmed" and a body that
 * then says "'confirmed' is wrong" or "nothing was confirmed" takes the word back. Two shapes
 * of the denial are read: the word quoted and called wrong ("'definite' was wrong", "the word
 * 'verified' overstates it"), and the word negated with an empty subject ("nothing was
 * confirmed", "none of it has been verified"). Every earlier occurrence of that word is masked
 * (spaces, so offsets hold), and the rest of the answer is read as written: what the summary
 * states besides is restated by the body. The rule is v60's labeling decision "an explicit
 * correction withdraws the summary's overstatement" (S07, F09), as retractions.ts reads
 * "scratch the 'likely'".
 */

/** Participles and adverbs of certainty a denial can name. */
const WORD = String.raw`(?:confirmed|verified|checked|established|proven|certain|definite(?:ly)?|guaranteed|settled)`;

/** The word quoted and called wrong: "'confirmed' is wrong", "the word 'certain' overstates". */
const QUOTED_WRONG = new RegExp(
  String.raw`["“'‘](${WORD})["”'’]\s+(?:is|was|'s)\s+(?:simply\s+|just\s+|plainly\s+)?(?:wrong|incorrect|inaccurate|an overstatement|too strong|not right|not true)\b|["“'‘](${WORD})["”'’]\s+overstate[sd]?\b`,
  "gi",
);

/** The word negated with an empty subject: "nothing was confirmed", "none of it is verified". */
const NOTHING_WAS = new RegExp(
  String.raw`\b(?:nothing|none of (?:it|this|that|them|these|those))\s+(?:was|were|is|are|has been|have been|had been)\s+(?:actually\s+|really\s+|ever\s+)?(${WORD})\b`,
  "gi",
);

/** The answer with every earlier occurrence of a certainty word it later denies masked. */
export function withoutDeniedCertainty(answer: string): string {
  let masked = answer;
  for (const pattern of [QUOTED_WRONG, NOTHING_WAS])
    for (const match of answer.matchAll(pattern)) {
      const word = (match[1] ?? match[2])!;
      const at = match.index ?? 0;
      for (const earlier of answer.slice(0, at).matchAll(new RegExp(`\\b${word}\\b`, "gi"))) {
        const from = earlier.index ?? 0;
        masked =
          masked.slice(0, from) +
          blankOut(masked.slice(from, from + word.length)) +
          masked.slice(from + word.length);
      }
    }
  return masked;
}
