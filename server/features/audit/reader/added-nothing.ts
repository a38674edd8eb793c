/**
 * A group said to add nothing (issue 14, thirtieth reader round; Q/A lists and FAQ answers):
 * "no X adds to it", "X add nothing to the count", "X don't change the total" say of the group
 * that it leaves the answer's list as it is — the group is unaffected, as "X are unaffected"
 * says; so does "nothing in X will notice the change". Read as a no-effect claim about the group
 * the clause names.
 */

/** What the group is said to leave as it is: the list, count or total, or "it". */
const TALLY = String.raw`(?:it|this|that|them|the (?:count|list|total|tally|number|set|figure|picture))`;

/** Nobody said to notice the change ("nothing in staging will notice the switch"). */
const NOTICED = String.raw`(?:nothing|nobody|no one|none|no [\w-]+)\b[^.;:?]{0,60}?\b(?:will |would |is going to |should |could )?(?:notices?|feels?) (?:the|this|that|any|a) (?:change|difference|retirement|cutover|switch)`;

/**
 * A zero given as the group's share (eightieth round, v76's counts): "the override accounts
 * contribute 0%", "add zero", "bring nothing", or a tally step "+0" ("sandbox: +0 → 19") says the
 * group adds nothing, as "add nothing" does (not "0.5" or "+0.3", which are amounts).
 */
const ZERO_SHARE = String.raw`(?:adds?|add(?:ing)?|contribut(?:es?|ing)|brings?|accounts? for|makes? up)\s+(?:exactly\s+|just\s+)?(?:0(?![.,]\d)\s*(?:%|percent\b)?|zero(?:\s+percent)?|nil|none|nothing)|(?<![\w.])\+\s?0(?![.,]?\d)`;

const ADDS_NOTHING = new RegExp(
  String.raw`${ZERO_SHARE}|\b(?:(?:no|neither)\b[^.;:?]{0,60}?\b(?:adds?|changes?|alters?|moves?) (?:anything )?(?:to )?${TALLY}|(?:adds?|add) nothing(?: (?:to|new to) ${TALLY})?|(?:changes?|alters?|moves?) nothing|(?:doesn't|don't|do not|does not|won't|will not|wouldn't|would not) (?:add (?:anything )?to|change|alter|move) ${TALLY}|${NOTICED})\b`,
  "gi",
);

/** The phrases of `text` that say a group adds nothing (see the module comment). */
export function addedNothing(text: string): string[] {
  return [...text.matchAll(ADDS_NOTHING)].map((match) => match[0]);
}
