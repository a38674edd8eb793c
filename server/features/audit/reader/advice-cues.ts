/**
 * Cues of teaching and advice voices (issue 14, twenty-fourth reader round): an answer that
 * tells its reader not to commit to something ("Don't: promise the date for the sandbox", "do
 * not quote a total", "don't schedule them for that deadline yet") says that it is still open.
 */

/** A prohibition of committing to, quoting or settling something, or of acting on it "yet". */
export const ADVISED_RESTRAINT = String.raw`(?:don't|don’t|do not|never)\s*:?\s+(?:(?:promis|commit|quot|guarante|announc|finaliz|finalis)\w*|clos(?:e|ing) (?:out )?the (?:list|count|ticket|question|matter)|(?:\w+\s+){1,8}?yet\b)`;

/**
 * What follows "make sure" or "ensure" when it instructs an act rather than a check ("make sure
 * you move them", "ensure the notice lists 19", "make sure nobody adds them"): a lookahead, so
 * the imperative is no check still to come (a state, "make sure the column is right", still is).
 */
export const INSTRUCTED_ACT = String.raw`(?=\s+(?:that\s+)?(?:to\s+[a-z]+|(?:you|we|nobody|no one|no-one|everyone|everybody)\s+(?!(?:is|are|was|were|have|has|had|know|knows|really)\b)[a-z]+|(?:it|(?:the|your|our|their|this|that)\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:also\s+)?(?:says|lists|shows|names|states|reads|mentions|gives|carries|quotes)\b))`;
