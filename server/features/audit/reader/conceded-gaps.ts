import type { ClauseReading } from "./clause-analysis";
import { hedgeCues } from "./hedge-cues";

/**
 * A gap conceded, then waved away in the same sentence (issue 14, forty-ninth round, v65's
 * concessions that wave a gap away): "Although the loader script was never opened, the count
 * is complete", "Even though nobody has traffic samples, the override five can be put to bed",
 * "While the router only showed up in search hits, I've since read it and it sends nothing to
 * v2". The concessive lead names what nobody read or could see; the main clause, with no hedge
 * of its own, claims the list complete or the coverage whole, sets the group aside, or claims
 * a reading done afterwards. The gap is named only to be overruled: like a gap named as the
 * premise of a settled conclusion (gap-premises.ts), it keeps neither the area nor the
 * question open. A main clause that keeps a hedge ("the list is probably complete") or states
 * a plain claim ("although the adapter wasn't read in full, its line 9 pins v2") waves nothing
 * away.
 */

/** A concessive lead at the clause's start, up to its comma: the concession. */
const CONCESSION =
  /^[\s("'“*_]*(?:and\s+|but\s+)?(?:although|though|even though|even if|while|whilst|granted(?: that)?|despite the fact that)\s+([^,;:]{3,200}?),\s*/i;

/** What a main clause says to wave the conceded gap away. */
const WAVED_AWAY = new RegExp(
  [
    // the list or the coverage called whole
    String.raw`\b(?:the )?whole (?:story|picture|list|set)\b`,
    String.raw`\bcovered (?:everything|all)\b`,
    String.raw`\b(?:everything|all) that matters\b`,
    String.raw`\bnothing (?:else|more|further)\b`,
    String.raw`\b(?:is|are) (?:complete|exhaustive|final)\b`,
    // the group set aside
    String.raw`\b(?:put|laid) to (?:bed|rest)\b`,
    String.raw`\b(?:set|put|brushed|swept) aside\b`,
    String.raw`\bruled out\b`,
    String.raw`\b(?:aren't|are not|isn't|is not|no) (?:a )?(?:real |genuine )?(?:concern|worry|issue|problem)\b`,
    // a reading claimed after the fact
    String.raw`\b(?:i|we)\s+(?:have\s+|'ve\s+|’ve\s+)?(?:since|later|afterwards|subsequently)\s+(?:opened|went|gone|read|checked|looked|reviewed|inspected|traced)\b`,
    String.raw`\b(?:i|we)\s+(?:have\s+|'ve\s+|’ve\s+)?(?:opened|went through|gone through|read|checked|looked (?:at|through)|reviewed|inspected|traced)\b[^.;:]{0,40}?\b(?:since|later|afterwards|subsequently|after that)\b`,
  ].join("|"),
  "i",
);

/** Nobody having had or looked at something ("no researcher had request logs"). */
const NOBODY_HAD =
  /\b(?:nobody|no ?one|no (?:researcher|child|agent|sub-?agent)s?|none of (?:the|them|us)(?: \w+)?)\s+(?:(?:ever|actually|really)\s+)?(?:had|has|have|saw|seen|pulled|read|opened|checked|looked at|got)\b/i;

/** Parenthesised asides blanked to spaces, so a list inside them does not end the lead. */
const withoutAsides = (text: string) =>
  text.replace(/\([^()]*\)/g, (aside) => " ".repeat(aside.length));

/** Is the clause a gap conceded and then waved away in its sentence (module comment)? */
export function gapConcededAway(
  reading: ClauseReading,
  readings: readonly ClauseReading[],
): boolean {
  const { clause } = reading;
  if (clause.role !== "assert") return false;
  const text = withoutAsides(clause.text);
  const concession = CONCESSION.exec(text);
  if (!concession) return false;
  const doubt = hedgeCues(concession[1]!);
  if (!doubt.has("gap") && !doubt.has("unknown") && !NOBODY_HAD.test(concession[1]!)) return false;
  // (The main claim runs to its first colon or semicolon: what follows gives its ground. Past
  // the clause's end it takes in the rest of the sentence, which must assert.)
  const own = text.slice(concession[0].length);
  const rest = /[:;]/.test(own)
    ? own
    : [
        own,
        ...readings
          .map((other) => other.clause)
          .filter((other) => other.sentence === clause.sentence && other.index > clause.index)
          .map((other) => (other.role === "assert" ? withoutAsides(other.text) : "?")),
      ].join(", ");
  const main = rest.split(/[:;]/)[0]!;
  if (main.includes("?")) return false;
  return WAVED_AWAY.test(main) && hedgeCues(main).size === 0;
}
