/**
 * A count bounded from above (issue 14, thirty-sixth round). "At most nineteen", "nineteen at
 * most", "no more than 19", "an upper bound we can defend", "31 at the outside" rule out every
 * merchant beyond the count: like a list called complete, the ceiling claims nothing was left
 * out. A ceiling limited to what a source shows ("no more than nineteen that we can see from the
 * table", "on what the records show", "as far as we can tell", "the true number could be higher")
 * bounds only that source's view and claims nothing of the rest; so does the top of a range
 * given with its floor ("at least 19 and at most 36", "36 at the outside, 16 at the inside"). (A range's top, "up to nineteen", and a
 * ceiling denied, "not a ceiling", claim no completeness either.)
 */

const COUNT = String.raw`(?:\d+|(?:twenty|thirty|forty|fifty)(?:-[a-z]+)?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;

/**
 * A ceiling named firm (eightieth round, v76's counts): "Hard ceiling: 24", "a firm cap of 19":
 * the count is called the top no merchant goes past, as "at most" says. (A bare "the maximum is
 * 36" or "the ceiling is 36" is often one end of a range whose floor sits in another clause, and
 * is left alone.)
 */
const NAMED_CEILING = String.raw`(?:hard|firm|absolute|strict|fixed) (?:ceiling|cap)`;

/**
 * A count capped from above, in the words of a bound rather than of a list ("no more than" is a
 * list completeness phrase already, LIST_COMPLETENESS in overstatement-cues.ts).
 */
export const CEILING = new RegExp(
  String.raw`\b(?:(?:at most|not more than|never more than) ${COUNT}|${COUNT} (?:at (?:the )?most|at the (?:very )?outside|tops)|(?:an?|the|our|firm|hard) upper bound|${NAMED_CEILING})\b`,
  "gi",
);

/** The bound confined to what one source or view shows. */
const SCOPED_TO_WHAT_IS_SEEN =
  /\b(?:(?:that|what) (?:we|i|anyone|they|the [\w-]+) (?:can|could) (?:see|tell|show)|on (?:what|the evidence) (?:the|our|their) [\w-]+(?: [\w-]+)? (?:shows?|says?|holds?|contains?)|(?:from|on|by) (?:the|our) [\w-]+(?:'s)? (?:evidence|view|say-so|word)|(?:as|so) far as (?:we|i|anyone) (?:can )?(?:tell|see|know)|on (?:that|this|the same|those|these) (?:basis|evidence|reading|assumptions?|premises?)|for (?:the )?(?:known|visible|identified|listed|counted|confirmed) [\w-]+|(?:doesn't|does not|don't|do not) show (?:everything|all)|(?:true|real|actual) (?:number|count|total|figure) (?:could|may|might) (?:well )?be (?:higher|larger|bigger))\b/i;

/** Whether a phrase caps a count ("no more than nineteen", "at most 19", "an upper bound"). */
export const isCeiling = (phrase: string) =>
  /^(?:at most|no more|not more|never more|an? upper|the upper|our upper|firm upper|hard upper)\b|\b(?:at (?:the )?most|outside|tops)$|^(?:hard|firm|absolute|strict|fixed) (?:ceiling|cap)$/i.test(
    phrase,
  );

/** A floor beside the ceiling: the two ends of a range ("at least 19 and at most 36"). */
const FLOOR =
  /\b(?:at least|at minimum|at the (?:very )?(?:least|inside)|no (?:fewer|less) than|a floor of|minimum of)\b/i;

/**
 * Whether a ceiling in the text claims nothing of completeness: confined to what a source shows
 * ("that we can see"), or the top of a range stated with its floor, whose width is the doubt.
 */
export const ceilingClaimsNothing = (text: string) =>
  SCOPED_TO_WHAT_IS_SEEN.test(text) || FLOOR.test(text);
