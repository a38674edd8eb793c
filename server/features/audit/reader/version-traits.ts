/**
 * A group named by how it picks its version (issue 14, fifty-seventh round): "merchants who send
 * their version in a header", "accounts sending versions per request", "the ones that set the
 * version on each call". The trait says what sets the group apart, the very reason its version
 * is an open question; it says nothing of which version they send. Question-status.ts reads a
 * clause's words of version outcome ("sends", "uses") without it, so naming the group this way
 * does not answer the question. A version named after it ("send their version as v3", "send the
 * version 2 header") is an outcome and stays.
 */

/**
 * The trait: a verb of choosing or sending that modifies the group (after "who", "that",
 * "which", or as a participle), then the version with no number or name after. A main verb
 * ("your account sends its version with each request") is a claim of its own, and stays.
 */
const VERSION_TRAIT =
  /\b(?:(?:who|that|which)\s+(?:sends?|sets?|picks?|chooses?|pass(?:es)?|specif(?:y|ies))|sending|setting|picking|choosing|passing|specifying)\s+(?:(?:their|its|the|a)\s+)?(?:own\s+)?(?:api\s+)?versions?\b(?!\s*(?:\d|v\d|as\b|=|to\s+v?\d))(?:\s+(?:in|via|through|by|per|on|with)\s+(?:(?:a|an|the|each|every|their|its)\s+)?(?:request|call|header|request header|query(?: string)?|parameter)s?\b)?/gi;

/** `text` without the version traits of the module comment. */
export function withoutVersionTraits(text: string): string {
  return text.replace(VERSION_TRAIT, " ");
}
