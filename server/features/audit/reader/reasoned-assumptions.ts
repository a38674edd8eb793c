import { hedgeCues } from "./hedge-cues";
import { blankOut } from "./masking";

/**
 * An assumption the answer tells its reader to make and then justifies as fact (issue 14,
 * forty-fourth round): "Assume the legacy accounts are unaffected; nobody has touched their
 * config in years", "You can assume the staging cut happens the same week: it shares the
 * production client". The directive opens the sentence and the reason after its semicolon,
 * colon or dash is stated plainly, so the answer settles what it tells the reader to assume:
 * "assume" there is the answer's own position, no premise it keeps open. The directive word is
 * masked (spaces, so offsets hold) and the assumed clause read as a plain claim. The source is
 * v61's labeling decision on "Assume …" / "Plan on …" that answer a question (`high`), as
 * against "assume" tied to a pending check or a condition, which carries: an assumed clause or
 * reason that is hedged or limited ("until", "unless", "for now", "if") is left alone, and so
 * is "assume" inside a sentence ("if they can, assume they do").
 */

/** A sentence-opening directive to assume, the assumed clause, its separator and the reason. */
const REASONED_ASSUMPTION = new RegExp(
  String.raw`(^|[.!?\n]\s*(?:[-*•]\s+|\d+[.)]\s+)?)((?:just\s+|go ahead and\s+|(?:you|we) (?:can|may|should)\s+(?:safely\s+)?)?assume\s+(?:that\s+)?)([^.;:!?\n—–]+?)\s*([;:—–])\s*([^.!?\n]+)`,
  "gi",
);

/** Words that keep an assumption provisional or conditional. */
const LIMITED =
  /\b(?:until|till|unless|if|pending|for now|for the moment|for the time being|for planning|provisionally|while|whether|once|check|checks|checked|confirm|confirms|confirmed|verify|verified)\b/i;

/** The answer with each justified directive to assume read as a plain claim (module comment). */
export function withReasonedAssumptionsAsClaims(answer: string): string {
  let masked = answer;
  for (const match of answer.matchAll(REASONED_ASSUMPTION)) {
    const [, lead, directive, assumed, , reason] = match as unknown as string[];
    if (LIMITED.test(assumed!) || LIMITED.test(reason!)) continue;
    if (hedgeCues(assumed!).size > 0 || hedgeCues(reason!).size > 0) continue;
    const from = (match.index ?? 0) + lead!.length;
    masked = masked.slice(0, from) + blankOut(directive!) + masked.slice(from + directive!.length);
  }
  return masked;
}
