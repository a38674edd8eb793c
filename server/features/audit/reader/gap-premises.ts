import type { ClauseReading } from "./clause-analysis";
import { hedgeCues } from "./hedge-cues";
import { gapConcededAway } from "./conceded-gaps";

/**
 * A gap used as the premise of a settled conclusion (issue 14, forty-seventh round): "Since we
 * couldn't check the request logs, there's no sign the override merchants send v2, so they're
 * off the list", "Because nobody read the sandbox adapter in full, the pin is all it does",
 * "Given that no one could see the headers, I'm treating them as v3". The inability is named
 * only as the ground of a conclusion the sentence states without a hedge: it does not keep the
 * area or the question open (the conclusion asserts what only the unread area would show),
 * so the clause neither names the gap as unread (gap-status.ts) nor keeps the question open
 * (question-status.ts). A conclusion that keeps a hedge ("so they may well be on v3", "so we
 * can't say") carries the doubt through, and an inability stated as a plain clause of its own
 * ("We couldn't check the logs.") is no premise. A gap conceded and then waved away ("Even
 * though nobody read it, the list is complete") is read the same way (conceded-gaps.ts).
 */

/** A causal lead at the clause's start, up to its comma: the premise. */
const PREMISE =
  /^[\s("'“*_]*(?:and\s+|but\s+)?(?:since|because|as|given that|seeing (?:as|that)|now that|with)\s+([^,;:]{3,160}?)(?:,|—|–)\s*/i;

/** The conclusion drawn at the end of the chain ("…, so …", "I'm concluding …"). */
const CONCLUSION =
  /(?:^|[,;:—–]\s*|\s)(?:and\s+)?(?:so|hence|therefore|thus|which means|it follows that|(?:i'm|i am|we're|we are) (?:concluding|treating|taking|reading|counting))\b/gi;

/** A conclusion that keeps the matter apart ("outside the count rather than ruled out"). */
const HELD_APART =
  /\b(?:rather than|instead of|without (?:ruling|counting|settling)|not (?:yet )?(?:ruled|counted|settled|decided))\b/i;

/** Is the clause a gap named only as the premise of an unhedged conclusion (module comment)? */
export function gapAsPremise(reading: ClauseReading, readings: readonly ClauseReading[]): boolean {
  const { clause } = reading;
  if (clause.role !== "assert") return false;
  if (gapConcededAway(reading, readings)) return true;
  if (premiseOfDismissal(reading, readings)) return true;
  const premise = PREMISE.exec(clause.text);
  if (!premise) return false;
  const doubt = hedgeCues(premise[1]!);
  if (!doubt.has("gap") && !doubt.has("unknown")) return false;
  const rest = [
    clause.text.slice(premise[0].length),
    ...readings
      .map((other) => other.clause)
      .filter((other) => other.sentence === clause.sentence && other.index > clause.index)
      .map((other) => (other.role === "assert" ? other.text : "?")),
  ].join(", ");
  if (rest.includes("?") || rest.trim() === "") return false;
  const connectives = [...rest.matchAll(CONCLUSION)];
  const last = connectives.at(-1);
  // (The conclusion runs to its first colon, semicolon or parenthesis: what follows lists.)
  const conclusion = (last ? rest.slice((last.index ?? 0) + last[0].length) : rest).split(
    /[:;(]/,
  )[0]!;
  return (
    conclusion.trim() !== "" && hedgeCues(conclusion).size === 0 && !HELD_APART.test(conclusion)
  );
}

/** A conclusion drawn at the start of the clause after the premise ("so …", "which means …"). */
const DRAWN = /^[\s,;:—–]*(?:and\s+)?(?:so|hence|therefore|thus|which means|it follows that)\b/i;

/**
 * A doubt named in a clause of its own and then drawn into a dismissal of the same group by the
 * next clause ("… the one that raised the sandbox date tied it to a separate announcement, so the
 * sandbox is not part of this cutover": sixty-fourth round): the doubt is the ground for setting
 * the group aside, so it keeps nothing open, as a causal lead's does above. A conclusion with a
 * hedge of its own ("so they may not be part of it") or one that keeps the group apart ("so they
 * stay outside the count rather than ruled out") carries the doubt through.
 */
function premiseOfDismissal(reading: ClauseReading, readings: readonly ClauseReading[]): boolean {
  if (reading.clause.role !== "assert") return false;
  if (!reading.ownHedges.has("unknown") && !reading.ownHedges.has("gap")) return false;
  const next = readings.find(
    (other) =>
      other.clause.sentence === reading.clause.sentence &&
      other.clause.index === reading.clause.index + 1,
  );
  return (
    next !== undefined &&
    next.clause.role === "assert" &&
    DRAWN.test(next.clause.text) &&
    (next.dismissal.length > 0 || next.noEffect.length > 0) &&
    next.hedges.size === 0 &&
    !HELD_APART.test(next.clause.text) &&
    [...next.mentions].some((id) => reading.mentions.has(id))
  );
}
