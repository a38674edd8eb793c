/**
 * Firsthand reading claimed by the writer (issue 14, thirty-ninth reader round; v58's "I went
 * through the version router and merchant-config myself", "I opened sandbox-adapter.ts myself"):
 * the answer's own voice, a verb of reading or opening, and a reflexive or an adverb of
 * firsthand witness ("myself", "personally", "with my own eyes") in the same clause. Of an area
 * the children list as not searched, it asserts what only that area would show, whatever
 * finding the clause also states (v41's F27, v58's labeling decision "Firsthand reading
 * claimed"). A child's reading ("the researcher read it himself") is not the writer's.
 */

/** Verbs of reading or opening code, past or perfect. */
const READ_VERB = String.raw`(?:opened|went\s+through|gone\s+through|read|checked|looked\s+(?:at|through|into|over)|reviewed|inspected|traced|walked\s+through|combed\s+through|dug\s+into|examined)`;

const FIRSTHAND = new RegExp(
  String.raw`\b(?:i|we)\s+(?:have\s+|'ve\s+|’ve\s+|had\s+|also\s+|then\s+|actually\s+)*${READ_VERB}\b(?:[^.;:]|[.:](?=\w)){0,80}?\b(?:myself|ourselves|personally|first-?hand|with (?:my|our) own eyes)\b|\b(?:i|we)\s+(?:personally|myself|ourselves)\s+${READ_VERB}\b`,
  "i",
);

/** Does the clause claim, in the writer's voice, a firsthand reading (module comment)? */
export function claimsFirsthandReading(text: string): boolean {
  return FIRSTHAND.test(text);
}
