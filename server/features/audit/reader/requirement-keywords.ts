/**
 * Requirement keywords in capitals (issue 14, thirteenth reader round): a runbook or spec in the
 * RFC 2119 register ("Ops MUST …", "Billing MAY skip …", "Teams SHOULD …") grants or requires,
 * it does not hedge: a capitalised MAY is a permission, SHOULD a recommendation. They read as
 * plain modal words of obligation; a line written all in capitals ("THIS MAY BREAK") is
 * shouting, not that register, and keeps its hedges.
 */

const KEYWORD = /\b(?:MAY|SHOULD)(?: NOT)?\b/g;

/** The text with capitalised requirement keywords read as permissions (module comment). */
export function withoutRequirementKeywords(text: string): string {
  if (!/[a-z]/.test(text) || !KEYWORD.test(text)) return text;
  // (A keyword counts only among words in lower case: more lower-case letters than capitals.)
  const lower = (text.match(/[a-z]/g) ?? []).length;
  const upper = (text.match(/[A-Z]/g) ?? []).length;
  if (upper >= lower) return text;
  return text.replace(KEYWORD, (keyword) =>
    keyword.startsWith("MAY") ? keyword.replace("MAY", "can") : keyword.replace("SHOULD", "must"),
  );
}
