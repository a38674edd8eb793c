import type { IdiomRewrite } from "./idiom-rewrites";

/**
 * A group the reader is told to expect nothing from (issue 14, forty-fourth round): "they
 * shouldn't expect anything from the staging accounts", "don't expect any calls from the
 * legacy five", "you needn't expect trouble from the test tenants". Telling someone a group
 * will give them nothing to handle says the group is unaffected, as "X are unaffected" says:
 * the phrase is read as the canonical no-effect cue "don't change anything"
 * (everyday-hedges.ts), so its "shouldn't" is the directive's, no epistemic hedge; and with
 * the group's own schedule as its reason ("…, since it runs on its own schedule") it is an
 * outcome given outright (settled-outcomes.ts). The source is v61's labeling decision on
 * directives that dismiss a question ("shouldn't expect anything from" the sandbox merchants:
 * `high`). An expectation put off until something settles it ("don't expect anything from
 * them until the provider answers", "not yet", "for now") keeps the question open and is left
 * alone.
 */

/** What one might have expected from a group: anything, or trouble of some kind. */
const TROUBLE = String.raw`(?:anything|(?:any|much)\s+(?:[\w-]+\s+)?(?:trouble|calls?|tickets?|problems?|issues?|breakage|breaks?|failures?|errors?|complaints?|impact|noise)|trouble|problems|issues|breakage|complaints)`;

/** Put off until something settles it, or only for now, in the rest of the clause. */
const NOT_PUT_OFF = String.raw`(?![^.;:!?\n]*\b(?:until|till|unless|pending|yet|for now|before)\b)`;

/** "shouldn't / don't / needn't / won't (need to) expect <trouble> from". */
const EXPECTED_NOTHING = new RegExp(
  String.raw`\b(?:shouldn't|should not|shouldn’t|don't|do not|don’t|needn't|need not|won't|will not|won’t)\s+(?:need\s+to\s+|have\s+to\s+)?expect\s+${TROUBLE}\s+from\b${NOT_PUT_OFF}`,
  "gi",
);

/** The idiom, read as the no-effect cue everyday-hedges.ts rewrites its classes to. */
export const EXPECTED_NOTHING_IDIOM: IdiomRewrite = {
  pattern: EXPECTED_NOTHING,
  canonical: "don't change anything from",
};

/** Does the text tell the reader to expect nothing from a group (module comment)? */
export function expectsNothing(text: string): boolean {
  EXPECTED_NOTHING.lastIndex = 0;
  return EXPECTED_NOTHING.test(text);
}
