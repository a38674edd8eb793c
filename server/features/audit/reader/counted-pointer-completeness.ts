/**
 * Nobody beyond a count, named by a pointer (issue 14, forty-eighth reader round): "That makes
 * 19 merchants, and no one beyond them", "16 plus the three, none outside those". The pointer
 * takes the count its clause has just stated, so the clause calls that list complete, as
 * "nobody beyond these 19" does (closing-completeness.ts). Without a count before it in the
 * clause the pointer may take a group named earlier ("the override five are open; beyond them,
 * nobody"), which it then excepts: no completeness is read.
 */

const COUNT = String.raw`(?:\d+|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:-\w+)?)`;

/** A count, then (within its clause) nobody beyond a pointer to it. */
const NOBODY_BEYOND_POINTER = new RegExp(
  String.raw`\b${COUNT}\b[^.;:]{0,60}?\b((?:nobody|no one|no-one|none|nothing|no (?:other )?(?:merchants?|accounts?|customers?))(?:\s+else)?\s+(?:beyond|outside(?: of)?|besides|apart from|other than|except(?: for)?)\s+(?:them|those|these|that)\b)(?!\s+(?:two|three|four|five|\d))`,
  "i",
);

/** The completeness phrase of a clause that closes its count by a pointer, if any. */
export function nobodyBeyondCounted(text: string): string[] {
  const match = NOBODY_BEYOND_POINTER.exec(text);
  return match ? [match[1]!.toLowerCase()] : [];
}
