/**
 * Blanket status disclaimers (issue 14, thirty-fifth reader round): a clause that gives every
 * claim of the answer a status short of established ("Read all of this as tentative",
 * "Provisional across the board", "None of it is firm", "Take nothing below as certain") hedges
 * each claim in its scope, as "probably" on each would. It differs from the blanket lines that
 * carry nothing ("there's uncertainty in all of this", "the usual caveats apply"): those say
 * some part is unsure, not that every part is. Where the scope reaches (before or after the
 * clause) is answer-scope.ts's; which claims a stated exception takes out of it is
 * blanket-exemptions.ts's.
 */

/** A scope over the whole answer that names no direction ("the whole answer", "none of it"). */
export const WHOLE_ANSWER =
  /\b(?:(?:the|this) whole (?:of (?:this|it|the (?:answer|summary|note|reply))|answer|summary|note|reply|list|thing)|across the board|throughout|none of (?:it|this|that|these|them)|as (?:are )?all of (?:these|those|them|it|this)(?: (?:are|is))?)\b/i;

/** A scope over what follows that names it negatively ("nothing below", "none of what follows"). */
export const NOTHING_AFTER =
  /\b(?:nothing (?:below|that follows|in what follows)|none of (?:the following|what follows))\b/i;

/**
 * The status the clause gives its scope: an adjective of unsettled standing ("provisional",
 * "tentative", "unconfirmed", "soft") or a certainty denied ("not firm", "nothing … as
 * certain").
 */
const STATUS = new RegExp(
  [
    String.raw`\b(?:provisional|tentative|unconfirmed|unverified|unchecked|preliminary|soft|a (?:first|rough) (?:pass|cut)|(?:rough |working )?estimates)\b`,
    String.raw`\b(?:is|are|as)\s+(?:not\s+)?(?:yet\s+)?(?:firm|final|certain|settled|confirmed|established)\b`,
  ].join("|"),
  "i",
);

/** A universal under a negation names an exception, not a status ("not all of this is firm"). */
const NEGATED_UNIVERSAL = /\bnot (?:all|every|everything)\b/i;

/**
 * The status word a blanket clause gives the whole answer, or null: the clause names a whole
 * scope (`scope`) and gives it a status; a negated universal ("not everything here is firm")
 * says only that some part is unsure.
 */
export function blanketStatus(text: string, scope: RegExp): string | null {
  if (!scope.test(text) || NEGATED_UNIVERSAL.test(text)) return null;
  const status = STATUS.exec(text);
  if (!status) return null;
  // "is firm", "are certain" without a denial ("none of it", "nothing", "not") is certainty.
  const denied = /\b(?:not|none|nothing|no)\b|n't\b/i.test(text);
  const certaintyWord = /\b(?:firm|final|certain|settled|confirmed|established)$/i.test(status[0]);
  if (certaintyWord && !denied) return null;
  return status[0].trim();
}

/**
 * The start of an exemption from a blanket status: "apart from …", "except …", "the one
 * point: …", or a status denied for one part ("one part isn't provisional:", read as certainty
 * by denied-hedges.ts).
 */
const EXEMPTION_START =
  /^[\s*_>-]*(?:apart from|except(?: for)?|save for|other than|with the (?:one )?exception of|the (?:one|single|only) (?:point|part|thing|item|exception)\s*:)/i;
const EXEMPTION_DENIAL =
  /\b(?:(?:one|this|that|the one|the last) (?:part|point|thing|item|claim|line|finding) (?:here |below )?(?:isn't|isn’t|is not)|(?:one|the one|the only|a single) exception to (?:the|that|this|my|our)) (?:provisional|tentative|unconfirmed|speculative|conditional)\b/i;

/**
 * The clauses a blanket status does not reach: an exemption's clause and the rest of its
 * sentence ("… tentative, apart from the override merchants, who are definitely on v3";
 * "One part isn't provisional: I read …, and …") speak for themselves.
 */
export function exemptedClauses<T extends { clause: { text: string; sentence: number } }>(
  readings: readonly T[],
): Set<T> {
  const exempt = new Set<T>();
  readings.forEach((reading, index) => {
    const text = reading.clause.text;
    if (!EXEMPTION_START.test(text) && !EXEMPTION_DENIAL.test(text)) return;
    for (const later of readings.slice(index)) {
      if (later.clause.sentence !== reading.clause.sentence) break;
      exempt.add(later);
    }
  });
  return exempt;
}
