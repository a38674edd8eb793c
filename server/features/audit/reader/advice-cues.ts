/**
 * Cues of teaching and advice voices (issue 14, twenty-fourth reader round): an answer that
 * tells its reader not to commit to something ("Don't: promise the date for the sandbox", "do
 * not quote a total", "don't schedule them for that deadline yet") says that it is still open.
 */

/** A prohibition of committing to, quoting or settling something, or of acting on it "yet". */
export const ADVISED_RESTRAINT = String.raw`(?:don't|don’t|do not|never)\s*:?\s+(?:(?:promis|commit|quot|guarante|announc|finaliz|finalis)\w*|clos(?:e|ing) (?:out )?the (?:list|count|ticket|question|matter)|(?:\w+\s+){1,8}?yet\b)`;
