import { hedgeCues } from "./hedge-cues";

/**
 * A sentence led by a clause of contrast (issue 14, fifty-first round): "Whereas the direct
 * researcher's 16 are fixed facts from the table, the fallback three are inferred", "While the
 * date is the provider's word, the list is firm". The two sides are two claims: the lead ends at
 * its first comma outside brackets and a run of identifiers, and each side keeps its own hedges
 * (a hedge of one side does not reach the other). A lead with a hedge of its own ("While the
 * date is only the provider's word, the 19 go on 2027-03-31") concedes what the main clause
 * goes on to use: it stays one clause with it, as a concession does.
 */

/** A sentence that opens with a subordinator of contrast. */
const CONTRAST_LEAD = /^[\s*_"'“(]*(?:whereas|while|whilst)\s+(?=\S)/i;

/**
 * Where the main clause after a leading contrast starts (the offset after the comma and its
 * space), or undefined when the sentence has no such lead. `topLevel(at)` says whether an
 * offset is outside brackets.
 */
export function contrastLeadEnd(
  sentence: string,
  topLevel: (at: number) => boolean,
): number | undefined {
  if (!CONTRAST_LEAD.test(sentence)) return undefined;
  for (const match of sentence.matchAll(/,\s+/g)) {
    const at = match.index ?? 0;
    if (!topLevel(at)) continue;
    // (A comma between identifiers, "m_0005, m_0067", separates list items.)
    if (
      /\bm_\d+\s*$/i.test(sentence.slice(0, at)) &&
      /^\s*(?:and\s+)?m_\d+/i.test(sentence.slice(at + 1))
    )
      continue;
    return hedgeCues(sentence.slice(0, at)).size > 0 ? undefined : at + match[0].length;
  }
  return undefined;
}
