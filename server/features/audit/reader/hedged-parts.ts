import { contentWords } from "../entities";
import type { ClauseReading } from "./clause-analysis";
import { OPEN_HEDGES } from "./hedge-families";

/**
 * A hedge pinned on one named part of a total (issue 14, fifty-first round): "Plan for 31, with
 * the fallback three the soft spot", "31 in all, the inferred three being the weak link". The
 * absolute phrase ("with X the …", "X being the …") says whose doubt it is: the part it names.
 * The other parts of the total (a group named only through the total) are stated plainly.
 */

/** An absolute phrase that names a part and gives it a role ("with the three as the …"). */
const ABSOLUTE_PART =
  /(?:\bwith\s+((?:the|those|these|its|their)\s+[^,;:.]{1,60}?)\s+(?:as\s+|being\s+)?(?:the|a|an|one)\b|,\s*((?:the|those|these)\s+[^,;:.]{1,60}?)\s+being\s+(?:the|a|an|one)?\b)([^,;:.]*)/gi;

/**
 * Are all the clause's open-keeping hedge cues inside absolute phrases that name a part other
 * than the group (`subject`: the group's subject words)? A clause with no such cue: false.
 */
export function hedgePinnedOnOtherPart(
  reading: ClauseReading,
  subject: ReadonlySet<string>,
): boolean {
  const cues = OPEN_HEDGES.flatMap((family) => reading.hedges.get(family) ?? []);
  if (cues.length === 0) return false;
  const text = reading.clause.text;
  const spans: { part: string; rest: string }[] = [];
  for (const match of text.matchAll(ABSOLUTE_PART))
    spans.push({ part: (match[1] ?? match[2] ?? "").toLowerCase(), rest: match[0].toLowerCase() });
  if (spans.length === 0) return false;
  return cues.every((cue) =>
    spans.some((span) => {
      const words = contentWords(span.part);
      const role = span.rest.slice(span.rest.indexOf(span.part) + span.part.length);
      return (
        role.includes(cue.toLowerCase()) &&
        // (One part, "the fallback three", not a coordination of groups.)
        !/\band\b|[()]/.test(span.part) &&
        // (A short role, "the soft spot", naming no other group after it.)
        role.trim().split(/\s+/).length <= 6 &&
        words.size > 0 &&
        ![...words, ...contentWords(role)].some((word) => subject.has(word))
      );
    }),
  );
}
