import type { ClauseReading } from "./clause-analysis";
import type { ItemVerdict } from "./item-status";

/**
 * The rest of the code excluded (issue 14, seventy-third round, v73's everyday answers):
 * "Nothing else in the codebase routes to v2", "no other code path touches v2" say that the code
 * holds nothing beyond what the answer lists. They claim no reading, so they assert nothing of
 * an unread area whose open question the answer keeps open ("the sandbox timing still needs the
 * provider's notice"): what that question asks is no part of the "else" the claim rules out, and
 * the gap stays with its question. A claimed reading ("the researchers went through the
 * adapters") still asserts the area it covers, open question or not. Beside the children said to
 * have read named parts, the same exclusion still speaks of the whole code (wholeCodeClaim).
 */

/** A coverage phrase that only excludes the rest of the code ("nothing else in the codebase"). */
const REST_EXCLUDED = /^(?:nothing else|no other|nowhere else)\b/i;

/**
 * A reading or search of code claimed anywhere in the answer ("I grep'd the rest of the repo",
 * "we went through the adapters", a ticked "[x] Adapters" line): the exclusion may then rest on
 * it, and the gap is left to the coverage rules.
 */
const READING_CLAIMED =
  /\b(?:read|reading|grep(?:'d|ped|ping)?|search(?:ed|ing)|check(?:ed|ing)|(?:went|gone|going) (?:through|over)|look(?:ed|ing) (?:at|through|over|into)|review(?:ed|ing)|inspect(?:ed|ing)|scann(?:ed|ing)|trac(?:ed|ing)|audit(?:ed|ing)|open(?:ed|ing)|comb(?:ed|ing)|walk(?:ed|ing) through)\b|\[[xX✓]\]|[✓✔☑]/i;

/**
 * The question kept open in words of waiting or not knowing ("still needs the provider's notice",
 * "date unknown", "to be announced"), not only named apart from the settled claims ("Sandbox:
 * won't fix"): only then is its gap left with it.
 */
const OPEN_WORDING =
  /\b(?:still|needs?|pending|open|unknown|unclear|unannounced|unconfirmed|to be (?:announced|confirmed|decided|settled)|not yet|yet to|awaiting|waiting|tbd|tba|whether)\b/i;

/**
 * Does the coverage claim `code` only exclude the rest of the code, while the open question this
 * gap follows is kept open (`followed` carried) and no clause of the answer claims a reading of
 * code? Then the gap stays with the question.
 */
export function restExcludedBesideOpenQuestion(
  code: ClauseReading,
  followed: ItemVerdict | null,
  readings: readonly ClauseReading[],
): boolean {
  return (
    followed?.status === "carried" &&
    OPEN_WORDING.test(followed.evidence?.clause.text ?? "") &&
    readings.every((reading) => !READING_CLAIMED.test(reading.clause.text)) &&
    code.codeComplete.length > 0 &&
    code.codeComplete.every((phrase) => REST_EXCLUDED.test(phrase.trim()))
  );
}

/** The children named as readers ("the researchers", "both agents", "the fallback researcher"). */
const CHILDREN_AS_READERS = /\b(?:researchers?|agents?|sub-?agents?|child(?:ren)?)\b/i;

/**
 * The clause among `codes` (clauses with coverage phrases) that says the code holds nothing else,
 * beside one that only reports named parts read (`namedOnly`): "the researchers went through the
 * adapters, the version router and the merchant config, so there are no other v2 paths" speaks
 * of the whole code, the unread seed files included, although the reading names only its parts.
 * A reading not ascribed to the children ("we read version-router.ts; nothing else sends v2",
 * "the router was read too; nothing else sends v2") scopes the exclusion to what was read
 * (read-file-scope.ts): then none. Undefined when there is none.
 */
export function wholeCodeClaim(
  codes: readonly ClauseReading[],
  namedOnly: (phrase: string) => boolean,
): ClauseReading | undefined {
  const named = codes.filter((reading) => reading.codeComplete.every(namedOnly));
  const byChildrenOnly =
    named.length > 0 && named.every((reading) => CHILDREN_AS_READERS.test(reading.clause.text));
  return byChildrenOnly
    ? codes.find((reading) => !reading.codeComplete.every(namedOnly))
    : undefined;
}
