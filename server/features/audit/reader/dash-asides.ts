import { hedgeCues } from "./hedge-cues";

/**
 * Asides between dashes (issue 14, twelfth reader round): "the vendor — per its own notice —
 * drops v2 then" interrupts its clause with a source or a premise, as a parenthesis would; the
 * dashes are no clause boundary, so the aside qualifies the clause it sits in. Only short asides
 * that hedge (an attribution or a condition) and name no figure are read so: other dash pairs
 * still part clauses of their own.
 *
 * An aside that only enumerates identifiers ("three more — m_0005, m_0067 and m_0148 — probably
 * fail") is an appositive: it lists the members of the noun before it, and the clause goes on
 * after it, with its hedge. (After the closing dash a conjunction starts a new clause: "the 16
 * — m_0008, … — and three more" is two.)
 */

/**
 * A pair of spaced dashes around a short aside (a source or a premise) with no stop, semicolon
 * or colon inside.
 */
const DASH_ASIDE = /\s[—–]\s([^—–;:.!?\n]{3,40}?)\s[—–]\s(?=\S)/g;

/** A complement clause resuming a clause after an aside ("that the column is right"). */
const COMPLEMENT_AFTER = /^(?:that|whether)\b(?!['’]s\b|\s+(?:is|was|makes|gives|leaves)\b)/i;

/** A pair of spaced dashes around identifiers only, the clause going on after it. */
const IDENTIFIER_APPOSITIVE =
  /\s[—–]\s((?:[a-z]{1,4}_\d{2,})(?:(?:\s*,\s*|\s+and\s+|\s*,\s+and\s+|\s*\/\s*)[a-z]{1,4}_\d{2,})*)\s[—–]\s(?!(?:and|but|so|plus|or|then|while)\b)(?=\S)/gi;

/**
 * A relative clause between dashes ("if the provider — whose changelog gives the date — drops
 * it"): a non-restrictive aside on the noun before it, however long and whatever it names; the
 * clause it interrupts goes on after it, with its condition (thirty-sixth round).
 */
const RELATIVE_ASIDE =
  /\s[—–]\s((?:whose|which|who|whom)\s[^—–;:.!?\n]{3,90}?)\s[—–]\s(?!(?:and|but|so|plus|or|then|while)\b)(?=\S)/gi;

/** The indexes of the dashes that open and close a short aside (see DASH_ASIDE). */
export function dashAsides(sentence: string): Set<number> {
  const indexes = new Set<number>();
  for (const match of sentence.matchAll(DASH_ASIDE)) {
    const at = match.index ?? 0;
    // (An aside that names merchants or figures is a clause of its own, not an interruption.)
    if (/\d/.test(match[1]!)) continue;
    // (Only a hedging aside, a source or a premise, interrupts; others are clauses of their own,
    // unless the text after it is the complement its clause was waiting for: "on the premise —
    // shared by both — that the column is right", twenty-second round.)
    const cues = hedgeCues(match[1]!);
    const resumes =
      !/^(?:and|but|or|so)\b/i.test(match[1]!) &&
      COMPLEMENT_AFTER.test(sentence.slice(at + match[0].length));
    if (!cues.has("attribution") && !cues.has("condition") && !resumes) continue;
    indexes.add(at);
    indexes.add(at + 3 + match[1]!.length);
  }
  for (const match of sentence.matchAll(RELATIVE_ASIDE)) {
    const at = match.index ?? 0;
    indexes.add(at);
    indexes.add(at + 3 + match[1]!.length);
  }
  for (const match of sentence.matchAll(IDENTIFIER_APPOSITIVE)) {
    const at = match.index ?? 0;
    indexes.add(at);
    indexes.add(at + 3 + match[1]!.length);
  }
  return indexes;
}
