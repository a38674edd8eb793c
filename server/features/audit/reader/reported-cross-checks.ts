/**
 * A cross-check reported in passing (issue 14, seventy-fifth round, long sentences): a relative
 * clause, parenthesis or participle that says someone checked one thing against another or
 * checked named files ("whose configuration the researcher double-checked against merchants.sql
 * and the seed script", "(the seed script and merchants.sql, which the researcher cross-checked,
 * agree with the table)", "(the version router and merchant config included, both checked)")
 * claims those files were read, whoever is said to have read them and whatever finding the
 * clause also states. Of an area the children list as not searched, it asserts what only
 * reading it would show. A check denied, awaited or asked for ("nobody cross-checked it", "should
 * be double-checked against …") claims nothing.
 */

/** A check done: a cross- or double-check, a check "against" something, or "both/all checked". */
const REPORTED_CHECK =
  /\b(?:(?:cross|double)[- ]?check(?:ed)?\b|(?:checked|verified|compared|reconciled)\s+(?:\w+\s+){0,3}?against\b|(?:both|all|each|every one)\s+(?:(?:of them|of those)\s+)?(?:checked|verified|read|reviewed)\b)/i;

/** A negation, a modal or "to" before the check in its clause: no check is claimed. */
const NOT_DONE =
  /(?:\b(?:not|never|no|nobody|no one|none|neither|nor|without|unless|if|whether|to|should|must|would|could|can|need|needs|needed|until|before|yet)\b|n['’]t\b)[^.;:]*$/i;

/** Does the text claim, in passing, that named things were cross-checked (module comment)? */
export function claimsReportedCrossCheck(text: string): boolean {
  const match = REPORTED_CHECK.exec(text);
  if (match === null) return false;
  // (The check is claimed unless a denial or a modal governs it, within its own stretch.)
  const before = text.slice(Math.max(0, match.index - 50), match.index);
  return !NOT_DONE.test(before);
}
