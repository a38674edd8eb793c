/**
 * Requirement keywords in capitals (issue 14, thirteenth reader round): a runbook or spec in the
 * RFC 2119 register ("Ops MUST …", "Billing MAY skip …", "Teams SHOULD …") grants or requires,
 * it does not hedge: a capitalised MAY is a permission, SHOULD a recommendation. They read as
 * plain modal words of obligation; a line written all in capitals ("THIS MAY BREAK") is
 * shouting, not that register, and keeps its hedges. In lower case, "should" with an action to
 * take and a deadline in the passive ("everything on v2 should be migrated by the end of Q1") is a
 * duty, not a guess (twenty-second round): it reads as "must"; "the three should break by then"
 * stays a guess.
 */

const KEYWORD = /\b(?:MAY|SHOULD)(?: NOT)?\b/g;

/**
 * "should be" before an action to take and its deadline ("should be moved off v2 by …"); an
 * active "should move off v2 before …" stays ambiguous (reader-mechanisms.test.ts).
 */
const DUTY_BY_DEADLINE =
  /\bshould(?=\s+be\s+(?:off|moved|migrated|switched|upgraded|updated|notified|contacted|cut over|done)\b[^.;:]{0,40}?\b(?:by|before)\b)/gi;

/** The text with capitalised requirement keywords read as permissions (module comment). */
export function withoutRequirementKeywords(raw: string): string {
  const text = raw.replace(DUTY_BY_DEADLINE, "must");
  if (!/[a-z]/.test(text) || !KEYWORD.test(text)) return text;
  // (A keyword counts only among words in lower case: more lower-case letters than capitals.)
  const lower = (text.match(/[a-z]/g) ?? []).length;
  const upper = (text.match(/[A-Z]/g) ?? []).length;
  if (upper >= lower) return text;
  return text.replace(KEYWORD, (keyword) =>
    keyword.startsWith("MAY") ? keyword.replace("MAY", "can") : keyword.replace("SHOULD", "must"),
  );
}
