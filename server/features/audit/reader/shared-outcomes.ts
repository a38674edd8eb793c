import type { ClauseReading } from "./clause-analysis";

/**
 * A group folded into the outcome of the others (issue 14, fifteenth reader round): "so those
 * 12 go too", "so they're covered as well", "and those fall over too". A consequence that gives
 * a group the outcome already stated for the rest — by a verb of outcome or inclusion and a
 * word of addition at the clause's end — says that group shares it: it answers an open question
 * about that group (whether it breaks, when), as sameness does ("on the same timeline"). The
 * pointer ("they", "those 12") takes the group the clause before it in its sentence names.
 */

/**
 * A reason given after the word of addition, up to two words between ("… too, obviously, since
 * they're pinned"): the addition still ends what the clause says of the group.
 */
const REASON_TAIL = String.raw`(?:\W+(?:[\w'’]+\W+){0,2}?(?:since|because|as|given(?: that)?|seeing as)\b[^.;]*)?`;

/** An outcome or inclusion verb, then "too" / "as well" / "also" at the clause's end. */
const SHARED_OUTCOME = new RegExp(
  String.raw`\b(?:go(?:es)?|going|die|dies|dying|fall(?:s)?(?:\s+over)?|drop(?:s)?(?:\s+off)?|(?:get|gets|are|is|'re|’re)\s+(?:covered|included|counted|caught|hit|cut\s+off|swept\s+up|in(?:\s+scope)?)|count(?:s)?(?:\s+(?:[\w'’-]+\s+){1,5}?in)?|break(?:s)?)\s+(?:with\s+them\s+)?(?:too|as\s+well|also)` +
    REASON_TAIL +
    String.raw`\W*$`,
  "i",
);

/**
 * An elliptical clause of a group and a word of addition alone ("the staging ones too, since
 * …"): no verb of its own, it takes the predicate of the clause before it.
 */
const ELLIPTICAL_SHARE = new RegExp(
  String.raw`^\W*(?:and\s+|plus\s+)?(?:[\w'’-]+\s+){1,4}(?:too|as\s+well)` +
    REASON_TAIL +
    String.raw`\W*$`,
  "i",
);

/** A consequence led by a pointer back ("so they …", "so those 12 …", "and these …"). */
const POINTER_CONSEQUENCE =
  /^\W*(?:so|and so|and|hence|which means|meaning)\s+(?:they|those|these|them|the same)\b/i;

/**
 * What holds in practice, said of the group by a pronoun after a contrast ("…, but realistically
 * they sit on v3", "in practice those send v3"): the pronoun takes the group of the clause before.
 */
const IN_PRACTICE_POINTER =
  /^\W*(?:(?:but|yet|though|however|still)\W+)?(?:realistically|in practice|practically(?: speaking)?|in reality|for all practical purposes)\W+(?:they|those|these|them|it)\b/i;

/**
 * A verb of ending, then the others it ends with or alongside ("go when production does", "shut
 * off alongside production", "go dark with the rest", "go with it"): the group shares their
 * outcome and their day.
 */
const ENDS_WITH_OTHERS =
  /\b(?:go(?:es)?|going|gone|die(?:s)?|fall(?:s)?(?:\s+over)?|break(?:s)?|stop(?:s)?(?:\s+working)?|shut(?:s)?\s+(?:off|down)|switch(?:es)?\s+off|go(?:es)?\s+dark|retire[sd]?|drop(?:s)?\s+off)(?:\s+[\w'’-]+){0,2}?\s+(?:(?:alongside|along\s+with|together\s+with|with)\s+(?:the\s+rest|everyone\s+else|everybody\s+else|the\s+others|production|prod|it|them)|when\s+(?:production|prod|the\s+rest|everyone\s+else|the\s+others)\s+(?:does|do|goes|go)|like\s+(?:everyone|everybody)\s+else)\b/i;

/**
 * A group said to be in the count already ("so they're already counted", "those are already
 * included in the 19": seventy-fourth round): "already" folds it into the outcome stated for the
 * rest, as "too" does.
 */
const ALREADY_COUNTED =
  /\b(?:are|is|'re|’re|were|was)\s+already\s+(?:counted|included|covered|in\s+(?:the\s+)?(?:count|list|total|numbers?|tally))\b/i;

/** Does a clause give a group the outcome of the others (see the module comment)? */
export function sharesOutcome(text: string): boolean {
  return (
    SHARED_OUTCOME.test(text) ||
    ALREADY_COUNTED.test(text) ||
    ELLIPTICAL_SHARE.test(text) ||
    // (Not in a hypothetical: "…, its 12 merchants would go with it".)
    (ENDS_WITH_OTHERS.test(text) && !HYPOTHETICAL.test(text))
  );
}

/** A modal of possibility or of an unreal consequence. */
const HYPOTHETICAL = /\b(?:would|could|might|may)\b|['’]d\b/i;

/**
 * A consequence of no effect with no group of its own ("…, so nobody will notice anything
 * there", "so whatever they pick won't hurt anyone": sixty-sixth round, v71's reassuring
 * answers) says it of the group the clause before it names, and of the findings it states ("they're
 * on v3, so the retirement won't touch them" declares those merchants unaffected).
 */
const NO_EFFECT_CONSEQUENCE = /^\W*(?:so|and so|hence|which means|meaning)\b/i;

/**
 * A pointer consequence that shares an outcome ("so they're covered too"), a consequence of no
 * effect (NO_EFFECT_CONSEQUENCE), or a pointer to what holds in practice ("but realistically
 * they …"), names the open questions the clause before it in its sentence names: added to its
 * `namesQuestion` and `mentions`.
 */
export function inheritPointedGroup(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    const before = readings[index - 1];
    if (!before || before.clause.sentence !== reading.clause.sentence) return;
    const shared =
      POINTER_CONSEQUENCE.test(reading.clause.text) && sharesOutcome(reading.clause.text);
    const harmless = NO_EFFECT_CONSEQUENCE.test(reading.clause.text) && reading.noEffect.length > 0;
    if (!shared && !harmless && !IN_PRACTICE_POINTER.test(reading.clause.text)) return;
    for (const id of before.namesQuestion) {
      reading.namesQuestion.add(id);
      reading.mentions.add(id);
    }
    // (A consequence of no effect says it of the findings the clause before states, too: "they're
    // on v3, so the retirement won't touch them" declares those merchants unaffected.)
    if (harmless && reading.states.size === 0)
      for (const id of before.states) reading.states.add(id);
  });
}

/** A spaced dash that ends a clause, announcing what follows it ("… fails that day —"). */
const ENDS_IN_DASH = /\s[—–]\s*$/;

/**
 * A verbless list of groups ("the sixteen, the three and the test-mode ones", "…, all of it"):
 * two or more short noun phrases, each led by an article, a number or a quantifier.
 */
function isGroupList(text: string): boolean {
  const parts = text
    .replace(/[.!]\s*$/, "")
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .filter((part) => part.trim() !== "");
  return (
    parts.length >= 2 &&
    parts.every(
      (part) =>
        part.trim().split(/\s+/).length <= 5 &&
        /^\W*(?:the|all|every|both|\d+|its|their)\b/i.test(part) &&
        !/\b(?:is|are|was|were|be|been|has|have|will|would|may|might|could|should)\b/i.test(part),
    )
  );
}

/**
 * Groups listed after a dash as the members of the clause before it (issue 14, eighteenth
 * reader round): "anything on v2 — the sixteen, the three and the test-mode ones — stops that
 * day", "every v2 path ends on the cutoff — the sixteen, the three, the twelve". The list names
 * who the outcome of its sentence applies to: its open questions are named by the unhedged
 * clauses beside it in the sentence too, so the outcome they state answers them.
 */
export function lendListedGroups(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    const before = readings[index - 1];
    if (!before || before.clause.sentence !== reading.clause.sentence) return;
    if (endsColonList(before, reading)) {
      lendQuestions(reading, [before]);
      return;
    }
    if (!ENDS_IN_DASH.test(before.clause.text) || reading.namesQuestion.size === 0) return;
    if (reading.ownHedges.size > 0 || !isGroupList(reading.clause.text)) return;
    const after = readings[index + 1];
    const beside = [before, ...(after?.clause.sentence === reading.clause.sentence ? [after] : [])];
    lendQuestions(reading, beside);
  });
}

/** The open questions a list names, lent to the unhedged clauses beside it. */
function lendQuestions(list: ClauseReading, beside: readonly ClauseReading[]): void {
  for (const other of beside) {
    if (other.clause.role !== "assert" || other.ownHedges.size > 0) continue;
    for (const id of list.namesQuestion) {
      other.namesQuestion.add(id);
      other.mentions.add(id);
    }
  }
}

/**
 * Is `last` the final group of a list of groups after a colon that `before` opens, split off by
 * its "and" ("… gone by the cutoff: the sixteen, the three, | and the twelve, which pin v2")?
 * It is a member like the others: the outcome before the colon is its outcome too (twenty-second
 * round). A relative clause after it describes the group; it states no outcome of its own.
 */
function endsColonList(before: ClauseReading, last: ClauseReading): boolean {
  if (last.namesQuestion.size === 0 || last.ownHedges.size > 0) return false;
  const colon = before.clause.text.lastIndexOf(":");
  if (colon < 0) return false;
  const group = /^\s*and\s+(.*?)(?:,\s*(?:which|who|that)\b.*)?[.!]?\s*$/i.exec(
    last.clause.text,
  )?.[1];
  return group !== undefined && isGroupList(`${before.clause.text.slice(colon + 1)}, ${group}`);
}
