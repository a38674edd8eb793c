import { blankOut } from "./masking";

/**
 * "We know" that is no claim of certainty (issue 14, fifty-second reader round):
 *
 * - **knowledge as a basis**: "nineteen on what we know", "from what we know so far" — the
 *   phrase gives the footing of a figure, which is to say it may change; it does not say the
 *   figure is known;
 * - **knowledge bounded by its denial**: "we know a fallback to v2 exists for the three, not
 *   that it fires", "we know what the table says but not whether it is right" — the clause
 *   says exactly how far the knowledge reaches, and the part a child hedged is the part denied.
 *
 * A basis's "we know" is masked (spaces, so offsets hold) before certainty is read; the denied
 * part of bounded knowledge ("…, not that it fires") is an unknown hedge (hedge-cues.ts): what
 * is not known, which the certainty of the clause does not reach.
 */

/** The denied part after a verb of knowing: "we know X, not that Y", "shows X but not that Y". */
export const DENIED_KNOWLEDGE = String.raw`(?<=\b(?:know|knows|knew|known|shows?|showed|shown|establish(?:es|ed)?|tells?|told)\b[^.;!?]{1,160}?)(?:,\s*|\s+but\s+)not\s+that`;

/** "on / from / by / based on / going on what we know". */
const BASIS = /\b(?:(?:based|going)\s+)?(?:on|from|by|with|given)\s+what\s+(we\s+know)\b/gi;

/** The text with every "we know" that gives a basis masked. */
export function withoutKnowledgeBasis(text: string): string {
  let masked = text;
  for (const match of text.matchAll(BASIS)) {
    const phrase = match[1]!;
    const from = (match.index ?? 0) + match[0].lastIndexOf(phrase);
    masked =
      masked.slice(0, from) +
      blankOut(masked.slice(from, from + phrase.length)) +
      masked.slice(from + phrase.length);
  }
  return masked;
}
