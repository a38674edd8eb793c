import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { sourceWords } from "./dates-beside";
import { PART_HEDGES_CUE } from "./derived-totals";

/**
 * Hedges lent past a reported date (issue 14, seventieth round): a clause that names a reported
 * finding by its date alone ("Cutoff 2027-03-31.", "those 19 stop working on <date>") with no
 * hedge in its own words borrows whatever hedges reach it from elsewhere: a heading or lead-in
 * about another matter ("Capacity estimate", "Status: awaiting customer confirmation"), the
 * hedge of a clause about another group ("the header overrides we couldn't pin down"), or the
 * hedges a total takes from its parts ("its conclusion: those 19 … on <date>"). Those hedges
 * speak of what they name (the capacity, the overrides, the parts' merchants), not of whose date
 * it is: the date is given flat unless its own source is named (an attribution still keeps it)
 * or the lent hedge names the date itself (its words share the finding's topic: "the timing is
 * tentative") or its source ("awaiting the provider's confirmation"). A lent hedge with no words of its own (a blanket status over the reply) or only
 * words pointing at what follows ("The following are all unconfirmed:") still rates the whole
 * claim, date included; a clause naming the date's source in any words keeps it. Seed: a
 * reported cutoff date stated under a heading, lead-in or total whose hedge is about something
 * else (seventieth round, recall across the tuned sets).
 */

/**
 * Words of a lead-in that point at what comes next rather than name a matter ("The following are
 * all unconfirmed:" hedges every line of its list, the date's included).
 */
const POINTER_WORDS = new Set(["follow", "list", "item", "point", "line"]);

/** Waiting on a confirmation, an answer or an announcement ("Awaiting the provider's confirmation"). */
const AWAITED =
  /\b(?:await\w*|waiting (?:on|for)|pending)\b[^.;\n]{0,40}?\b(?:confirm\w*|word|sign-?off|announc\w*|answer|reply|response)\b/i;

/**
 * A lent hedge that waits on the date's own source to confirm ("Status: Awaiting the provider's
 * confirmation") is about the date; one that only mentions the source beside another matter
 * ("nobody has seen the provider's sandbox notice") is not.
 */
function awaitsSource(text: string, source: RegExp): boolean {
  return AWAITED.test(text) && source.test(text);
}

/** The clause's hedges are all a total's, lent by the parts it adds up (derived-totals.ts). */
function onlyPartHedges(use: ClauseReading): boolean {
  return [...use.hedges.values()].every((cues) => cues.every((cue) => cue === PART_HEDGES_CUE));
}

/** Every finding the clause links in `ids` is named by its date alone. */
function namedByDateOnly(use: ClauseReading, ids: ReadonlySet<string>): boolean {
  const linked = [...use.states].filter((id) => ids.has(id));
  return linked.length > 0 && linked.every((id) => use.byDateOnly.has(id));
}

/**
 * Every hedge that reaches the clause naming a reported date by its date alone is lent from
 * elsewhere and about another matter (see the module comment): the date is not hedged by it.
 * `dateTopic` is the reported finding's own topic words.
 */
export function hedgesLentPastDate(
  use: ClauseReading,
  ids: ReadonlySet<string>,
  dateTopic: ReadonlySet<string>,
  /** The words naming the date's source (dates-beside.ts, sourceWords). */
  source: RegExp,
): boolean {
  if (!namedByDateOnly(use, ids) || use.ownHedges.size > 0 || use.hedges.size === 0) return false;
  // (A clause that names the date's source in any words, "date … del changelog", gives it.)
  if (source.test(use.clause.text)) return false;
  if (use.clause.role !== "assert" || use.narrow.some((span) => span.families.size > 0))
    return false;
  if (onlyPartHedges(use)) return true;
  const hedging = use.qualifiers.filter((qualifier) => qualifier.families.size > 0);
  return (
    hedging.length > 0 &&
    hedging.every(
      (qualifier) =>
        !qualifier.families.has("attribution") &&
        [...qualifier.words].some((word) => !POINTER_WORDS.has(word)) &&
        ![...qualifier.words].some((word) => dateTopic.has(word)) &&
        !awaitsSource(qualifier.text ?? "", source),
    )
  );
}

/**
 * For a reported finding group (`ids`): a test of whether a clause holds only hedges lent past its
 * date from another matter (see the module comment); such a clause states the date flat.
 */
export function lentPastReportedDate(
  items: readonly AuditItem[],
  ids: ReadonlySet<string>,
): (use: ClauseReading) => boolean {
  const topic = new Set(items.flatMap((item) => [...item.topic]));
  const source = sourceWords(items);
  return (use) => hedgesLentPastDate(use, ids, topic, source);
}
