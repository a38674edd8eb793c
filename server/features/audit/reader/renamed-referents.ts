/**
 * Renamed referents (issue 14, eighty-third round): an answer often calls a debrief's thing by
 * an everyday name of its kind rather than the debrief's word, and the renamed thing is the
 * thing. Two kinds are read here, for linking only (the words a clause is matched on, never
 * the text it reports):
 *
 * - a non-production environment is the sandbox: "staging", "non-prod", "pre-production",
 *   "the test environment", test accounts of any kind ("the test tenants", "a testing
 *   account") read as the sandbox ("whether staging goes dark the same day" names the sandbox
 *   question), unless it is only where a check was run ("verified in staging");
 * - a version set per request by a header is the per-request override: "header-pinned",
 *   "version headers", "pins the version per call", "sets the version in a header", "header
 *   users" read as the override ("the header-pinned five are unknown" names the override
 *   question).
 */

/**
 * Where a check was run is a place, not the sandbox's merchants: "verified in staging", "repro'd
 * in staging", "tested it on the test environment" name no sandbox question.
 */
const CHECKED_IN = String.raw`(?<!\b(?:verif|test|check|confirm|repro|tri|ran|run|observ|seen|saw|replay|exercis)\S*\s+(?:[\w-]+\s+){0,3}?(?:in|on|against)\s+(?:the\s+|our\s+)?)`;

/** Everyday names of a non-production environment or its accounts. */
const NON_PRODUCTION = new RegExp(
  String.raw`${CHECKED_IN}\b(?:staging|non[- ]?prod(?:uction)?|pre[- ]?prod(?:uction)?|test(?:ing)?(?=[- ](?:environments?|envs?|accounts?|merchants?|tenants?|clients?|customers?|shops?|stores?|integrations?|users?|ones|side|twelve|group)\b))\b`,
  "gi",
);

/** A version chosen per request or by header: the per-request override. */
const HEADER_OVERRIDE = new RegExp(
  String.raw`\bheader[- ](?:pinned|pinners?|pinning|overrid(?:ers?|ing|es?)|users?|trick|setters?)\b|\b(?:explicit\s+)?version\s+headers?\b|\b(?:pin|pins|pinning|set|sets|setting|choose|chooses|pick|picks|name|names)\s+(?:the|their|its|a)\s+version\s+per[- ](?:request|call)\b|\bper[- ](?:request|call)\s+(?:pinners?|pins?|version)\b|\b(?:pin|pins|pinning|set|sets|setting|send|sends|sending|choos(?:e|es|ing)|pick(?:s|ing)?)\s+(?:the\s+|their\s+|its\s+|a\s+)?versions?\s+(?:in|via|by|through|with)\s+(?:the\s+|a\s+|their\s+|its\s+)?(?:request\s+)?headers?\b`,
  "gi",
);

/**
 * The text with renamed referents read as the debrief's words ("sandbox", "per-request
 * override") appended after each match: for the words a clause links on, not for offsets.
 */
export function withRenamedReferents(text: string): string {
  return text
    .replace(NON_PRODUCTION, (found) => `${found} sandbox`)
    .replace(HEADER_OVERRIDE, (found) => `${found} (per-request override)`);
}
