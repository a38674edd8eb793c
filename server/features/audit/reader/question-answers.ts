import { onlyForeignConditions } from "./foreign-conditions";
import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { questionSubject } from "./item-mentions";
import type { HedgeFamily } from "./hedge-cues";
import { outcomeHeading } from "./outcome-headings";
import { sharesOutcome } from "./shared-outcomes";
import { pointsAtSettlingEvidence } from "./settling-evidence";
import { onlyApproximates } from "./approximations";
import { NEITHER_CHANGES, repliedUnderLabel, statesLossOfService } from "./question-closures";
import { has, OPEN_HEDGES } from "./hedge-families";
import { CLAIMED_CHECK, SUBJECTLESS_CHECK } from "./claimed-checks";
import { scheduleGivenAsReason, statesOutcome } from "./settled-outcomes";
import { withoutCreditedAsides } from "./credited-asides";
import { SHARED_PREDICATE } from "./flat-finding-statements";
import { pointsAtNamedDate } from "./named-dates";
import { withoutVersionTraits } from "./version-traits";

/**
 * Whether one clause answers an open question (issue 14; question-status.ts decides the
 * question's verdict over the whole answer): the outcome words of versions and dates, sameness
 * with what is known, a conjunct that keeps the question open with a hedge of its own.
 */

/** Outcome words of a question about versions ("do they send v2?"). */
const VERSION_OUTCOME =
  /\b(?:v\d+|sends?|sending|uses?|using|calls?|calling|(?:are|is|stay|stays|remain|run) on|pinned to|migrat\w*|switch\w*)\b/i;
/** Outcome words of a question about dates ("on the same date?"). */
const DATE_OUTCOME =
  /\b(?:same (?:date|day|time)|different (?:date|day|time)|later|earlier|sooner|\d{4}-\d{2}-\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4})\b/i;

/** Sameness with something known ("same", "follows"; not "follows whatever the vendor says"). */
const SAMENESS =
  /\b(?:same|identical|follows?(?![- ]?ups?\b)(?!\s+(?:whatever|whichever|however|wherever|what(?:ever)?\s+(?:the\s+)?[\w-]+\s+(?:says?|decides?|announces?))\b)|following|shares?|matches|mirrors?|in (?:line|step) with|like the rest|together with)\b/i;
/**
 * Sameness of the reporters or their caveats ("the same wall", "same open question"), or of
 * what their own searches returned ("the two researchers each queried the table and got the same
 * list": sixty-fourth round).
 */
const REPORTERS_ALIKE =
  /\b(?:researchers?|agents?|children|sub-?agents?|debriefs?)\b[^.;:]{0,40}\b(?:same|identical|shares?|mirrors?)\b|\b(?:researchers?|agents?|children|sub-?agents?)\b[^.;:]{0,80}\b(?:got|found|returned|reached|produced|pulled|came back with|arrived at|landed on)\s+(?:back\s+)?(?:exactly\s+)?(?:the\s+)?(?:same|identical|matching)\b|\bsame\s+(?:open\s+|unresolved\s+)?(?:[\w-]+\s+)?(?:question|caveat|gap|assumption|unknown)s?\b/i;
/** A pointer back to a day already named ("that day", "then"). */
const DAY_POINTER = /\b(?:that|the same|this) (?:day|date)\b|\bthen\b/i;

/** The question asks when (a date, a day). */
export const asksDate = (question: AuditItem) =>
  /\bdate|\bwhen\b|\bday\b/i.test(question.text.replace(/\?[\s\S]*$/, "?"));

/** Hedges that keep a question open in a conjunct of its own. */
const KEEPS_OPEN: HedgeFamily[] = ["unknown", "epistemic", "condition", "inferred", "incomplete"];

/**
 * A later conjunct that names the question's group with a hedge of its own ("…, plus possibly
 * the 5 override merchants", "…, with the five override merchants unknown": sixty-sixth round)
 * keeps the question open, whatever the head of its clause lists or settles.
 */
export function heldOpenInConjunct(reading: ClauseReading, ids: ReadonlySet<string>): boolean {
  return reading.narrow.some(
    (span) =>
      [...ids].some((id) => span.questions.has(id)) &&
      KEEPS_OPEN.some((family) => span.families.has(family)),
  );
}

/**
 * Does the clause answer the open question: an outcome, a sameness with what is known, a date
 * or version given for its group, a check claimed of its subject (see the module comment)?
 */
export function answersQuestion(
  reading: ClauseReading,
  question: AuditItem,
  ids: ReadonlySet<string>,
): boolean {
  if (
    reading.clause.role !== "assert" ||
    // (A count it only rounds, "around forty: …, the twelve sandbox accounts", hedges the count.)
    (has(reading, ["unknown", "epistemic", "condition", "inferred", "gap"]) &&
      !onlyApproximates(reading) &&
      !scheduleGivenAsReason(reading) &&
      !onlyForeignConditions(reading, questionSubject(question)))
  )
    return false;
  // A clause led by an interrogative word ("which header they send — needs logs") names the
  // question; it does not answer it.
  // (So does one led by it after a short label of its own, "Open: what they send".)
  if (
    /^[\s*_"'“(]*(?:[\w'’ -]{1,30}:\s+)?(?:what|which|whether|who|how|when)\b/i.test(
      reading.clause.text,
    )
  )
    return false;
  // A clause that touches the question by a word of the finding it restates does not answer it.
  if (![...ids].some((id) => reading.namesQuestion.has(id))) return false;
  // A later conjunct that names the question's group with a hedge of its own ("…, plus possibly
  // the 5 override merchants") keeps it open, whatever the head of the clause settles.
  // An outright outcome with the group's own schedule as its reason ("not affected, separate
  // schedule") answers it: the schedule is no doubt (settled-outcomes.ts).
  if (scheduleGivenAsReason(reading)) return true;
  if (heldOpenInConjunct(reading, ids)) return false;
  if (reading.noEffect.length > 0 || NEITHER_CHANGES.test(reading.clause.text)) return true;
  // A clause naming the evidence that would settle the question, and nothing it showed ("fetch
  // the dumps for those five"), points at the check still to make (settling-evidence.ts).
  if (
    !CLAIMED_CHECK.test(reading.clause.text) &&
    pointsAtSettlingEvidence(reading.clause.text, question)
  )
    return false;
  // A group given the others' outcome ("so those 12 go too") shares it (shared-outcomes.ts).
  if (sharesOutcome(reading.clause.text)) return true;
  // Set aside ("deferred to a later phase") is no answer, whatever words of time it uses.
  if (reading.dismissal.length > 0) return false;
  // A sweeping denial under the group's label ("Override five: nobody sends v2 by choice").
  if (repliedUnderLabel(reading)) return true;
  // The outcomes this question asks about: versions, dates, or whether something breaks.
  const asked = question.text.replace(/\?[\s\S]*$/, "?");
  const text = reading.clause.text;
  // (Outcome words, in words of reassurance too, "fully protected", "alike": settled-outcomes.ts.)
  if (statesOutcome(text) || statesLossOfService(text)) return true;
  // A heading or label that gives an outcome with no hedge ("Unaffected", "Safe:") answers for
  // the group listed under it (outcome-headings.ts).
  if (outcomeHeading(reading.clause.unit)) return true;
  // A check claimed of the question's subject ("verified the five override merchants") settles
  // it, whatever the outcome words around it (a dash may part them: "— all on v3 —").
  if (SUBJECTLESS_CHECK.test(text) && !has(reading, OPEN_HEDGES)) return true;
  // Sameness with what is known ("on the same timeline", "follow their table rows") answers
  // whatever the question asks: a date, a version, an outcome.
  if (SAMENESS.test(text) && !REPORTERS_ALIKE.test(text)) return true;
  // A date shared with others ("…, test mode too" after a date, "lose it that day as well")
  // answers a question about when.
  if (
    asksDate(question) &&
    SHARED_PREDICATE.test(text) &&
    (reading.values.dates.size > 0 ||
      DAY_POINTER.test(text) ||
      // ("the production date … applies to them too": named-dates.ts.)
      pointsAtNamedDate(text, questionSubject(question)))
  )
    return true;
  // (A version or date in a credit of another list member is that member's: credited-asides.ts.)
  const own = withoutCreditedAsides(text, questionSubject(question));
  // (A group named by how it picks its version, "who send their version in a header", is
  // named, not answered: version-traits.ts.)
  if (/\bv\d+\b|\bversion\b/i.test(asked) && VERSION_OUTCOME.test(withoutVersionTraits(own)))
    return true;
  // (A date in any form the values read, "31 March 2027", as the ISO form or "Mar 31".)
  return (
    /\bdate|\bwhen\b|\bday\b/i.test(asked) &&
    (DATE_OUTCOME.test(own) ||
      (reading.values.dates.size > 0 && own === text) ||
      // (A day pointed back at, "they go that day", is the day already named.)
      /\b(?:that|this) (?:very )?(?:day|date)\b/i.test(text))
  );
}
