import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";

/**
 * A hedged lead before a colon over a run of clauses (issue 14, thirteenth reader round): a
 * short lead that hedges, opening a sentence or a condition in it ("Taken on trust:", "Only if both hold:", "Unverified:") and ends in a
 * colon introduces every clause after it in its sentence, however the list is joined (", and",
 * ";"), not only the first: each later clause of the sentence is read with the lead's hedge.
 * A lead that names no hedge ("Next steps:") qualifies nothing. A short hedging clause that ends
 * in a spaced dash leads the clauses up to the closing dash the same way (twenty-sixth round),
 * and one that counts the hedges it names before a comma leads its apposition ("… rests on two
 * untested premises, the column being right and …": thirty-first round).
 */

/** At most this many words before the colon make a lead, not a clause of its own. */
const LEAD_WORDS = 8;

/**
 * What is no lead: a key in quotes or brackets ('"open": …'), a time ("at 10:30"), a comment on
 * what came before (opening with a contrast, "but …:") or a denied belief ("I don't think so:").
 */
const NO_LEAD =
  /["“”{}[\]();]|\d\s*$|^(?:but|however|yet|still|though|although)\b|\b(?:don't|do not|doesn't|does not|didn't|did not|never)\s+(?:\w+\s+)?(?:think|believe|expect|suspect|assume|guess)\b/i;

/**
 * The hedge cues of a clause's hedged lead ("Assumed, not checked:"), or null. A label before it ("A:",
 * "**Answer:**") is passed over: the lead is the stretch between one colon and the next.
 */
function hedgedLead(clause: AnswerClause): string | null {
  let from = 0;
  let stretch = 0;
  for (const colon of clause.text.matchAll(/:(?=[*_]*\s+\S)/g)) {
    const end = colon.index ?? 0;
    const lead = clause.text.slice(from, end).replace(/^[\s*_#>-]+/, "");
    from = end + 1;
    stretch += 1;
    if (!NO_LEAD.test(lead) && lead.trim().split(/\s+/).length <= LEAD_WORDS) {
      // The lead's own words name the list ("two things"), not each member's topic: the
      // member is read with the lead's cues alone.
      const cues = [...new Set([...hedgeCues(lead).values()].flat())];
      if (cues.length > 0) return cues.join(", ");
    }
    // Only a short label ("A:", "Answer:") may stand before the lead.
    if (stretch > 1 || lead.trim().split(/\s+/).length > 2) return null;
  }
  return null;
}

/** Give the later clauses of a sentence the hedged lead of a clause before them (module comment). */
export function attachColonLeadHedges(clauses: AnswerClause[], answer = ""): void {
  clauses.forEach((clause, index) => {
    const dashed = dashedLead(clause);
    const lead = dashed ?? hedgedLead(clause) ?? appositiveLead(clause, clauses[index + 1], answer);
    if (lead === null) return;
    const fragment: AnswerClause = {
      ...clause,
      text: lead,
      conditions: [],
      appendices: [],
      sentenceNote: null,
      keyPath: [],
    };
    for (const later of clauses.slice(index + 1)) {
      if (later.sentence !== clause.sentence || later.unit !== clause.unit) break;
      later.appendices.push(fragment);
      // (A dash lead's list ends at the dash that closes it: "— a, and b — so …".)
      if (dashed !== null && CLOSING_DASH.test(later.text)) break;
    }
  });
}

/** A lead that ends by naming hedges ("an assumption", "two caveats", "these conditions"). */
const HEDGE_NOUN_END =
  /\b(?:assumptions?|caveats?|conditions?|inferences?|premises?|unknowns?|open questions?|provisos?|qualifications?|ifs)\s*$/i;

/** A clause that ends in a spaced dash ("… carry an assumption —"). */
const CLOSING_DASH = /\s(?:[—–]|--)\s*$/;

/**
 * The hedge cues of a short clause that ends in a spaced dash after naming the hedges it
 * introduces ("But both figures rest on an assumption — the column being right, and …":
 * twenty-sixth reader round), or null: the clauses up to the closing dash are its list, as after
 * a colon.
 */
function dashedLead(clause: AnswerClause): string | null {
  if (!CLOSING_DASH.test(clause.text)) return null;
  const lead = clause.text
    .replace(CLOSING_DASH, "")
    .replace(/^[\s*_#>-]*(?:but|and|yet|so|though|although)\s+/i, "");
  if (NO_LEAD.test(lead)) return null;
  // A longer clause that ends by counting the hedges it names ("19 is the floor we can defend,
  // on two premises —") leads with that count alone, as before a comma (fiftieth round).
  if (lead.trim().split(/\s+/).length > LEAD_WORDS) return countedDashLead(lead);
  // (It names what follows as hedges: "Don't wait on the notice — …" explains, it lists nothing.)
  if (!HEDGE_NOUN_END.test(lead)) return null;
  const cues = [...new Set([...hedgeCues(lead).values()].flat())];
  return cues.length > 0 ? cues.join(", ") : null;
}

/** The hedge cues of the counted hedges ending a long dash lead (after its last comma), or null. */
function countedDashLead(lead: string): string | null {
  const tail = lead.slice(lead.search(/[^,;:]*$/));
  if (!COUNTED_HEDGES.test(tail)) return null;
  const cues = [...new Set([...hedgeCues(tail).values()].flat())];
  return cues.length > 0 ? cues.join(", ") : null;
}

/** A lead that counts the hedges it names ("two untested premises", "both assumptions"). */
const COUNTED_HEDGES =
  /\b(?:two|three|four|both|several|these|those|\d)\s+(?:[\w-]+\s+)?(?:assumptions|premises|conditions|caveats|unknowns|inferences|provisos)\s*$/i;

/**
 * The hedge cues of a clause that ends by counting the hedges the next clauses of its sentence
 * name, after a comma ("the 19 depends on two untested premises, the column being right and the
 * fallback firing": thirty-first reader round), or null: the apposition lists them, as after a
 * colon.
 */
function appositiveLead(
  clause: AnswerClause,
  next: AnswerClause | undefined,
  answer: string,
): string | null {
  if (next === undefined || next.sentence !== clause.sentence) return null;
  if (!/^\s*,\s*$/.test(answer.slice(clause.end, next.start))) return null;
  if (!COUNTED_HEDGES.test(clause.text)) return null;
  const cues = [...new Set([...hedgeCues(clause.text).values()].flat())];
  return cues.length > 0 ? cues.join(", ") : null;
}
