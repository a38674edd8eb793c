/**
 * Firsthand reading claimed by the writer (issue 14, thirty-ninth reader round; v58's "I went
 * through the version router and merchant-config myself", "I opened sandbox-adapter.ts myself"):
 * the answer's own voice, a verb of reading or opening, and a reflexive or an adverb of
 * firsthand witness ("myself", "personally", "with my own eyes") in the same clause. Of an area
 * the children list as not searched, it asserts what only that area would show, whatever
 * finding the clause also states (v41's F27, v58's labeling decision "Firsthand reading
 * claimed"). A child's reading ("the researcher read it himself") is not the writer's.
 *
 * A reading claimed whole, in anyone's voice ("read the adapter in full", "went through it
 * end to end"), is what the children deny of an area they list as "not read in full": of that
 * area it asserts what only reading it would show, whatever finding the clause also states.
 */

/** Verbs of reading or opening code, past or perfect. */
const READ_VERB = String.raw`(?:opened|went\s+through|gone\s+through|read|checked|looked\s+(?:at|through|into|over)|reviewed|inspected|traced|walked\s+through|combed\s+through|dug\s+into|examined)`;

/**
 * The writer's team having "been through" named code ("We've been through the adapters, the
 * router and the merchant config"): the perfect of going through, said by the answer's own
 * voice, claims the going-over firsthand without a reflexive (sixty-ninth round, support
 * replies vouching for a list).
 */
const BEEN_THROUGH = String.raw`\b(?:i|we)\s*(?:have|'ve|’ve)\s+(?:already\s+|now\s+|also\s+)?been\s+(?:all\s+)?through\s+(?:the|our)\b`;

const FIRSTHAND = new RegExp(
  String.raw`${BEEN_THROUGH}|\b(?:i|we)\s+(?:have\s+|'ve\s+|’ve\s+|had\s+|also\s+|then\s+|actually\s+)*${READ_VERB}\b(?:[^.;:]|[.:](?=\w)){0,80}?\b(?:myself|ourselves|personally|first-?hand|with (?:my|our) own eyes)\b|\b(?:i|we)\s+(?:personally|myself|ourselves)\s+${READ_VERB}\b`,
  "i",
);

/** Does the clause claim, in the writer's voice, a firsthand reading (module comment)? */
export function claimsFirsthandReading(text: string): boolean {
  return FIRSTHAND.test(text);
}

/** A reading claimed whole: a verb of reading, then an adverbial of completeness. */
const FULL_READING = new RegExp(
  String.raw`\b${READ_VERB}\b(?:[^.;:]|[.:](?=\w)){0,60}?\b(?:in full|in its entirety|end[- ]to[- ]end|cover to cover|line by line|start to finish|top to bottom|front to back)\b`,
  "i",
);
/** A negation up to the claim's end ("not read in full", "nobody read it end to end"). */
const NEGATED = /\b(?:not|never|no|nobody|no one|none|neither|nor|without|only)\b|n['’]t\b/i;

/**
 * A reading asked for, not claimed: an imperative opening its sentence ("5. Read the router in
 * full"), or a verb after a modal or "to" ("we should read it end to end").
 */
const ASKED_FOR =
  /\b(?:to|should|must|shall|will|would|could|can|let['’]s|please|need|needs)\s+(?:\w+\s+)?$/i;

/** Does the clause claim a whole reading of something, not negated nor asked for (module comment)? */
export function claimsFullReading(text: string): boolean {
  const match = FULL_READING.exec(text);
  if (match === null || NEGATED.test(text.slice(0, match.index + match[0].length))) return false;
  const before = text.slice(0, match.index);
  const imperative = /^[A-Z]/.test(match[0]) && /^[\s*_>•\d.)-]*$/.test(before);
  return !imperative && !ASKED_FOR.test(before);
}
