/**
 * A negation carried by a clause's subject (issue 14, thirty-seventh reader round; negation):
 * "none of the 19 is confirmed", "neither of the two lists has been verified", "not one of
 * these merchants is certain" deny the certainty word that ends them, though the negation
 * stands several words before it. The text before a certainty word that makes it denied in
 * this way, for the certainty pattern's lookbehind (hedge-cues.ts): a negative quantifier,
 * "of" and a short noun phrase, then a copula.
 */
/**
 * A negative subject drawn from the children or sources, then the verb itself ("nobody among
 * the four verified the table", "none of the children has confirmed it", "no one in the fan-out
 * ever verified …": sixty-fourth round): the subject denies the certainty verb that follows it,
 * as a copula does above. (Only people and reports are such subjects: "none of the 19" names
 * merchants and needs its copula.)
 */
const NOBODY_AMONG = String.raw`\b(?:none|neither|not one|not a single one|no one|nobody) (?:of|among|amongst|in|from|across) (?:the |them|us|these |those |our |its |their )?(?:[\w'’-]+\s){0,2}?(?:them|us|four|three|two|five|children|child|researchers?|agents?|sub-?agents?|debriefs?|reports?|sources?|teams?|fan-?out)\s(?:(?:has|have|had|ever|actually|really|independently|yet|either)\s){0,2}`;

/**
 * "Nothing" placed somewhere ("nothing in the workspace confirms it", "nothing on our side
 * proves the date"): a negative subject bounded by a place denies the verb after it, however many
 * words the place takes (seventy-fourth round).
 */
const NOTHING_WHERE = String.raw`\bnothing (?:in|on|from|at|within|among|across) (?:[\w'’-]+\s){1,3}(?:(?:yet|actually|really|independently|so far)\s)?`;

/**
 * A zero count or "neither" as the subject's determiner (eighty-sixth round): "0 of the 19 are
 * beyond doubt", "zero children verified the date", "neither part of it is settled" deny the
 * certainty word after them as "none of" does: a count of zero, a determiner rather than a
 * pronoun, then a short noun phrase and a copula (the certainty pattern may hold the copula:
 * "is settled"), or a people or report noun and the verb
 * itself. ("Zero doubt the count is final" counts no subject: doubt and question are excluded.)
 */
const ZERO_QUANTIFIED = String.raw`\b(?:zero|0) of (?:[\w'’-]+\s){1,4}(?:is|are|was|were|(?:has|have) (?:yet )?been|(?:can|could) be)\s(?:(?:yet|fully|really|actually|independently)\s)?|\b(?:neither|zero)\s(?!(?:doubt|question|chance|risk)\b)(?:[\w'’-]+\s){1,3}(?:(?:is|are|was|were|(?:has|have) (?:yet )?been|(?:can|could) be)\s)?(?:(?:yet|fully|really|actually|independently)\s)?|\b(?:zero|0|no)\s(?:[\w'’-]+\s)?(?:children|child|researchers?|agents?|sub-?agents?|debriefs?|reports?|sources?|teams?)\s(?:(?:has|have|had|ever|actually|really|independently|yet|either)\s){0,2}`;

export const NEGATED_SUBJECT = String.raw`${ZERO_QUANTIFIED}|${NOTHING_WHERE}|\b(?:none|neither|nothing|not one|not a single one|no one|nobody) of (?:[\w'’-]+\s){1,4}(?:is|are|was|were|(?:has|have) (?:yet )?been|(?:can|could) be)\s(?:(?:yet|fully|really|actually|independently)\s)?|${NOBODY_AMONG}`;

/**
 * A hedged denial of a claim about the list ("I wouldn't call the list complete", "we'd never
 * say the count is final"): words before a completeness or certainty phrase that disclaim it.
 */
export const DISCLAIMED_BEFORE =
  /\b(?:(?:i|we)(?:'|’)?d|(?:i|we) would)(?: not|n(?:'|’)t| never| hardly)\s+(?:call|claim|say|describe|treat|present|count|consider)\b[^.;,:]{0,40}$/i;
