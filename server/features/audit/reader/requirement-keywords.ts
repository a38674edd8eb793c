/**
 * Requirement keywords in capitals (issue 14, thirteenth reader round): a runbook or spec in the
 * RFC 2119 register ("Ops MUST …", "Billing MAY skip …", "Teams SHOULD …") grants or requires,
 * it does not hedge: a capitalised MAY is a permission, SHOULD a recommendation. They read as
 * plain modal words of obligation; a line written all in capitals ("THIS MAY BREAK") is
 * shouting, not that register, and keeps its hedges. In lower case, "should" with an action to
 * take and a deadline in the passive ("everything on v2 should be migrated by the end of Q1") is a
 * duty, not a guess (twenty-second round): it reads as "must"; "the three should break by then"
 * stays a guess.
 *
 * Advisory "should" (eighty-fourth round): "should" whose subject is a person or a team, before
 * a verb of doing ("You should treat 19 merchants as affected", "Engineering should migrate the
 * nineteen"), gives advice about what to do; it does not hedge what is believed, so it reads as
 * "must". Before a verb of perceiving or expecting ("we should see 19 failures", "you should
 * expect the date to hold"), or "be" and a perfect ("we should be fine", "you should have
 * received"), it still forecasts and stays a cue.
 */

const KEYWORD = /\b(?:MAY|SHOULD)(?: NOT)?\b/g;

/**
 * "should be" before an action to take and its deadline ("should be moved off v2 by …", or a
 * period to do it in, "should all be moved to v3 this quarter": eighty-fourth round); an
 * active "should move off v2 before …" stays ambiguous (reader-mechanisms.test.ts).
 */
const DUTY_BY_DEADLINE =
  /\bshould(?=\s+(?:all\s+|both\s+)?be\s+(?:off|moved|migrated|switched|upgraded|updated|notified|contacted|cut over|done|scheduled)\b[^.;:]{0,40}?\b(?:by|before|within|ahead of|(?:this|next) (?:week|month|quarter|sprint|cycle|release))\b)/gi;

/** A person or a team as the subject of "should" (optionally with "all", "also", "still"). */
const ADVISED_SUBJECT = String.raw`(?<=\b(?:you|we|i|(?:the\s+|our\s+|your\s+)?(?:team|teams|engineering|product|ops|operations|support|finance|billing|platform)(?:\s+teams?)?|someone|somebody|everyone|everybody)\s+(?:all\s+|also\s+|still\s+|both\s+)?)`;

/** "should" then a verb of doing (not of perceiving or expecting, not "be" or a perfect). */
const ADVISED_ACTION = new RegExp(
  String.raw`${ADVISED_SUBJECT}\bshould(?=\s+(?!(?:be|see|expect|find|get|hear|know|notice|observe|receive|hit|break|fail|work|hold|stay|remain)\b|have\s+(?:been\s+|\w+(?:ed|en)\b))[a-z]+\b)`,
  "gi",
);

/** The text with capitalised requirement keywords read as permissions (module comment). */
export function withoutRequirementKeywords(raw: string): string {
  const text = raw.replace(DUTY_BY_DEADLINE, "must").replace(ADVISED_ACTION, "must");
  if (!/[a-z]/.test(text) || !KEYWORD.test(text)) return text;
  // (A keyword counts only among words in lower case: more lower-case letters than capitals.)
  const lower = (text.match(/[a-z]/g) ?? []).length;
  const upper = (text.match(/[A-Z]/g) ?? []).length;
  if (upper >= lower) return text;
  return text.replace(KEYWORD, (keyword) =>
    keyword.startsWith("MAY") ? keyword.replace("MAY", "can") : keyword.replace("SHOULD", "must"),
  );
}
