/**
 * A track record as certainty (issue 14, thirty-eighth round; v57's "always" and "from day
 * one"): a claim said to have held for all time ("the table has always been the record", "they
 * have been on v2 from day one", "the fallback has fired since day one", "as it always has",
 * "all along") states its content as established by history, not as a premise: the same
 * certainty as "it is a fact". Only the perfect or a pointing-back "as … always …" reads so:
 * a plain habitual present ("the adapter always calls v2 on a timeout") describes the code.
 * Negation before the marker (hedge-cues.ts's CERTAINTY guard) cancels it ("not always").
 */
export const TRACK_RECORD = String.raw`(?:has|have|had|'s|’s|'ve|’ve)\s+always\s+(?:been|[a-z]+ed|sent|run|held|gone|fallen|done|shown)|as (?:it|they|that|this|the \w+) (?:always )?(?:has|have|did|does|do) always|as (?:it|they|that|this) always (?:has|have|did|does|do|is|are|was|were)\b|(?:from|since) day (?:one|1)|all along`;
