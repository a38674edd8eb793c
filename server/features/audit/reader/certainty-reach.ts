import type { ClauseReading } from "./clause-analysis";
import { narrowlyHedged } from "./clause-hedges";
import { CLAIM_HEDGES, certainIn } from "./hedge-families";

/**
 * Whether a clause's certainty reaches the hedged finding it states (issue 14): which marker
 * qualifies what (an adverb its clause's subject, "exactly" a count, a rating its object's claims,
 * a lent heading a source's report), and the child's own labels. Read by item-status.ts
 * (findingVerdict) and assumption-status.ts.
 */

/** The clause names a finding by its date alone while it is about another item. */
export function appliedElsewhere(use: ClauseReading, ids: ReadonlySet<string>): boolean {
  const linked = [...use.states].filter((id) => ids.has(id));
  return (
    linked.length > 0 &&
    linked.every((id) => use.byDateOnly.has(id)) &&
    (use.namesQuestion.size > 0 ||
      [...use.states].some((id) => !ids.has(id) && !use.byDateOnly.has(id)))
  );
}

/** A child's own confidence label ("verified"). */
export const CHILD_LABELS = new Set(["verified"]);

/** Adverbs of certainty: they qualify the verb of their clause, so its subject. */
const ADVERBIAL_MARKER =
  /^(?:certainly|definitely|surely|undoubtedly|clearly|absolutely|unquestionably|categorically|for (?:sure|certain))$/;
/** A rating in words ("confidence": "high", "certainty: high"; confidence-ratings.ts). */
const RATING_MARKER = /^(?:confidence|certainty|likelihood|probability)\b/;
/** Markers of the exact size of a count ("exactly 19"): they qualify the count alone. */
const QUANTITY_MARKER = /^(?:exactly|precisely)\b/;

/**
 * A source's report in a clause's own words: a reporting verb ("says", "announces", "lists").
 * Under a certain heading a reader's verb reports as well ("What we know: the changelog
 * researcher read the date in the changelog": sixty-second round, plain-language answers name
 * who read what where).
 */
const REPORTS =
  /\b(?:says?|said|states?|stated|announc\w*|lists?|listed|gives?|gave|reports?|reported|claims?|claimed|notes?|noted|puts?|shows?|showed|according to|per)\b/i;
/** A reader's verb (see REPORTS): it keeps a line's source only under a certain heading. */
const READS = /\b(?:reads?|quotes?|quoted|cites?|cited|found|got)\b/i;

/**
 * Does the certainty of a clause reach the finding it states (`ids`, one group)? A marker
 * qualifies what its clause is about:
 * - "exactly" qualifies a count, not a date the clause also names ("on <date>, exactly 19 …");
 * - a clause about something else (an open question's subject, another finding) that names a
 *   finding's date with its source ("… certainly moves on <date>, the notes' date") is certain
 *   about that something, not about the sourced date;
 * - a certain total that adds up parts ("that makes 19, full stop") is certain about every
 *   part, even one another clause states with its hedge (fifteenth round: mention then
 *   contradict, as the README's label semantics say).
 */
export function certaintyReaches(use: ClauseReading, ids: ReadonlySet<string>): boolean {
  if (!certainIn(use)) return false;
  const linked = [...use.states].filter((id) => ids.has(id));
  // Certainty in the head of a clause does not reach a finding a hedged conjunct alone states.
  if (linked.length > 0 && linked.every((id) => narrowlyHedged(use, id, CLAIM_HEDGES)))
    return false;
  const byDate = linked.length > 0 && linked.every((id) => use.byDateOnly.has(id));
  // The child's own label repeated in brackets beside a finding it verified ("16 break
  // (verified)") is about that finding, not the hedged ones the clause also names.
  const bracketedLabel = (marker: string) =>
    CHILD_LABELS.has(marker) &&
    !new RegExp(`\\b${marker}\\b`, "i").test(use.clause.text.replace(/\([^()]*\)/g, " "));
  const childLabelOnly = use.statesVerified
    ? use.certainty.filter((marker) => !bracketedLabel(marker))
    : use.certainty;
  // (A list called whole, "that is every one of them", is certain about its members, not a date.)
  const markers = byDate
    ? childLabelOnly.filter(
        (marker) => !QUANTITY_MARKER.test(marker) && !use.listComplete.includes(marker),
      )
    : childLabelOnly;
  if (markers.length === 0) return false;
  // (A marker about the evidence itself, "the notes settle it", "confirmed by", still reaches it.)
  const adverbial = markers.every((marker) => ADVERBIAL_MARKER.test(marker));
  if (appliedElsewhere(use, ids) && adverbial && use.hedges.has("attribution")) return false;
  // (A rating lent by a sibling member, '"confidence": "high"' over a JSON object, rates the
  // object's claims, not a member that gives its source: "2027-03-31 (provider changelog)".)
  const lentRating = markers.every(
    (marker) => RATING_MARKER.test(marker) && !use.clause.text.toLowerCase().includes(marker),
  );
  if (lentRating && use.hedges.has("attribution")) return false;
  // Certainty a heading or lead-in lends ("What we know:") over a clause whose own words give
  // the claim as its source's report ("the changelog says …") is certainty that the source says
  // it: the report keeps its attribution (clause-level scope of an inherited marker).
  // (The clause's body: its words after a short label that leads it, "What we know: …".)
  const body = use.clause.text.replace(/^[^:\n]{1,40}:\s*/, "").toLowerCase();
  const inherited = markers.every((marker) => !body.includes(marker.toLowerCase()));
  const filed = markers.every((marker) => marker.startsWith("filed under"));
  const reported = REPORTS.test(use.clause.text) || (filed && READS.test(use.clause.text));
  if (inherited && use.ownHedges.has("attribution") && reported) return false;
  // A certain total that adds a hedged part in ("exactly 19", "19 are guaranteed") states that
  // part as established, wherever else the part is hedged: mention then contradict (fifteenth
  // round; the exception for parts hedged in another clause cost v7, v11–v13 and v15 recall).
  return true;
}
