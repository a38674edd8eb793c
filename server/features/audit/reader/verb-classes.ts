import nlp from "compromise";

/**
 * Verb classes of the hedge cues (issue 14, fifth reader round), written as base verbs and
 * inflected by compromise's conjugator, so a class holds every tense and person of its verbs
 * ("guess" also reads "guesses", "guessed", "guessing"; "see" also "saw", "seen") instead of the
 * few forms a phrase list happened to spell out.
 */

/**
 * Every inflected form of a verb: a hyphenated verb inflects its last part ("cross-checked"), a
 * phrasal verb its first word ("ruled out").
 */
export function verbForms(verb: string): string[] {
  const phrasal = verb.match(/^([a-z]+)(\s.+)$/);
  if (phrasal) return verbForms(phrasal[1]!).map((form) => form + phrasal[2]!);
  const split = verb.match(/^(.*-)?([a-z]+)$/);
  const prefix = split?.[1] ?? "";
  const head = split?.[2] ?? verb;
  const conjugated = nlp(`we ${head} it`).verbs().conjugate()[0] as
    Record<string, string> | undefined;
  const forms = new Set([head]);
  // (The conjugator may keep the object on an irregular verb's forms: "went it", "gone it".)
  for (const [tense, conjugatedForm] of Object.entries(conjugated ?? {})) {
    const form = conjugatedForm.replace(/\s+it$/, "");
    if (tense !== "FutureTense" && /^[a-z]+$/.test(form)) forms.add(form);
  }
  // Verbs with a second, regular past ("leant" and "leaned"): the conjugator may give neither.
  if (!conjugated?.PastTense || conjugated.PastTense === head)
    forms.add(head.endsWith("e") ? `${head}d` : `${head}ed`);
  return [...forms].map((form) => prefix + form);
}

/** A regex alternation of every form of the verbs, longest first. */
export function verbAlternation(verbs: readonly string[]): string {
  return verbs
    .flatMap(verbForms)
    .sort((left, right) => right.length - left.length)
    .map((form) => form.replace(/[-\s]/g, (separator) => (separator === "-" ? "-" : "\\s+")))
    .join("|");
}

/** Verbs of belief and estimate: the speaker holds a claim without having shown it. */
const SPECULATION_VERBS = [
  "guess",
  "believe",
  "think",
  "suspect",
  "reckon",
  "estimate",
  "suppose",
  "imagine",
];

/**
 * Verbs of checking, comparing and observing: denied, they say a claim was never checked
 * against what really happens ("haven't matched the rows to traffic", "never seen in prod",
 * "nobody has watched it fire", "not ruled out").
 */
const VERIFICATION_VERBS = [
  "verify",
  "confirm",
  "validate",
  "check",
  "cross-check",
  "double-check",
  "compare",
  "match",
  "test",
  "observe",
  "see",
  "watch",
  "witness",
  "exercise",
  "reconcile",
  "prove",
  "rule out",
  "look at",
  "look into",
  "inspect",
  "examine",
];

/**
 * A speculation verb in any form, with a subject or "I'd" before it ("we're guessing"); not
 * thinking as the act of reasoning ("thinking it through", "thinking out loud": nineteenth
 * reader round), which announces an argument and holds no claim, nor thinking about something
 * ("my stomach drops thinking about it", "the more I think about it": sixty-sixth round), which
 * dwells on it and believes nothing.
 */
export const SPECULATION = String.raw`(?:${verbAlternation(SPECULATION_VERBS)})(?=\s+(?:that\b|it\b|they\b|this\b|these\b|those\b|the\b|so\b|[a-z]))(?!\s+(?:(?:it|this|that) )?(?:through|out loud|aloud|over|about)\b)`;

/**
 * A subject that denies the check of each of several sources at once (synthesis across
 * children): "neither" alone or of a group ("neither of them", "neither one"), "neither … nor …"
 * over two named subjects, "none of the <group>". "Neither verified the column" denies both
 * checks as "nobody verified it" does.
 */
const COLLECTIVE_DENIAL = String.raw`\bneither(?:\s+one|\s+of\s+(?:us|them|the\s+(?:[\w'’-]+\s+){0,2}[\w'’-]+))?|\bneither\s+(?:[\w'’-]+\s+){1,3}nor\s+(?:[\w'’-]+\s+){0,3}[\w'’-]+|\bnone of the\s+(?:[\w'’-]+\s+){0,2}[\w'’-]+`;

/**
 * Negations that deny a check happened, with up to three auxiliaries or adverbs after them; a
 * denied indefinite object with its own subject ("not something anyone has seen", "never a thing
 * we have tested") denies the check as well; "nobody's seen" is "nobody has seen" (fifty-sixth
 * round).
 */
const DENIAL = String.raw`(?:\bnot|n't|\bnever|(?:\bnobody|\bno one|\bno-one)(?:['’]s)?|\bnone of (?:us|them)|${COLLECTIVE_DENIAL}|\bwithout|\byet to)\s+(?:(?:something|anything|a thing)\s+(?:that\s+)?(?:(?:we|i|you|they|people|anyone|anybody|someone|somebody)\s+)?)?(?:(?:been|be|being|have|has|had|yet|ever|actually|really|directly|independently|fully|once|anyone|anybody)\s+){0,3}`;

/** Forms of the verification verbs that report a check done (past, participle, gerund). */
const DONE_FORMS = VERIFICATION_VERBS.flatMap((verb) => verbForms(verb).slice(1)).filter(
  (form) => !/s(?:\s\w+)?$/.test(form) || /ss$/.test(form),
);

/**
 * A verification verb denied: a past, participle or gerund after any denial ("haven't matched",
 * "never seen", "not ruled out", "without comparing"), a base form only after "did not", "never"
 * or "yet to" ("we didn't check it against traffic"): "the rows don't match" is a claim.
 */
export const DENIED_VERIFICATION = String.raw`${DENIAL}(?:${DONE_FORMS.sort((left, right) => right.length - left.length).join("|")})(?![a-z])|(?:\bdid not|\bdidn't|\bnever|\byet to)\s+(?:${VERIFICATION_VERBS.map((verb) => verb.replace(/\s/g, "\\s+")).join("|")})(?![a-z])`;

/** A verification participle negated by its prefix ("unobserved", "unexercised", "untested"). */
export const UNVERIFIED_PARTICIPLE = String.raw`un(?:${VERIFICATION_VERBS.flatMap(verbForms)
  .filter((form) => /(?:ed|en)$/.test(form) && !/[\s-]/.test(form))
  .join("|")})`;
