/**
 * A negation carried by a clause's subject (issue 14, thirty-seventh reader round; negation):
 * "none of the 19 is confirmed", "neither of the two lists has been verified", "not one of
 * these merchants is certain" deny the certainty word that ends them, though the negation
 * stands several words before it. The text before a certainty word that makes it denied in
 * this way, for the certainty pattern's lookbehind (hedge-cues.ts): a negative quantifier,
 * "of" and a short noun phrase, then a copula.
 */
export const NEGATED_SUBJECT = String.raw`\b(?:none|neither|nothing|not one|not a single one|no one|nobody) of (?:[\w'’-]+\s){1,4}(?:is|are|was|were|(?:has|have) (?:yet )?been|(?:can|could) be)\s(?:(?:yet|fully|really|actually|independently)\s)?`;

/**
 * A hedged denial of a claim about the list ("I wouldn't call the list complete", "we'd never
 * say the count is final"): words before a completeness or certainty phrase that disclaim it.
 */
export const DISCLAIMED_BEFORE =
  /\b(?:(?:i|we)(?:'|’)?d|(?:i|we) would)(?: not|n(?:'|’)t| never| hardly)\s+(?:call|claim|say|describe|treat|present|count|consider)\b[^.;,:]{0,40}$/i;
