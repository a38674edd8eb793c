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

/**
 * A version left to what the group's requests carry (sixty-eighth round): "they send whatever
 * version their header carries", "they're whatever they send". A free relative names no
 * version: it restates the reason the question is open, as the trait does, and answers nothing.
 * Only the request's own carriers count (its header, the request, "they"): a record that names
 * a version ("whatever the table says") answers with the record's version. A version named
 * after it ("…, which is v3") is read apart and stays an outcome.
 */
const VERSION_LEFT_TO_REQUEST =
  /\b(?:sends?|sending|uses?|using|(?:are|is|['’]re)(?:\s+on)?)\s+whatever(?:\s+(?:api\s+)?(?:version|value)s?)?\s+(?:(?:their|its|the|each|that)\s+)?(?:(?:request|version|x-[\w-]+)\s+)?(?:headers?|requests?|calls?|they|it)\s+(?:says?|carr(?:y|ies)|holds?|sends?|names?|asks? for|specif(?:y|ies)|sets?|picks?)\b/gi;

/** `text` without the version traits of the module comment, nor a version left to the request. */
export function withoutVersionTraits(text: string): string {
  return text.replace(VERSION_TRAIT, " ").replace(VERSION_LEFT_TO_REQUEST, " ");
}
