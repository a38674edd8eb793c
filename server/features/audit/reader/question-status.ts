import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { questionSubject } from "./item-mentions";
import { restStateClaims } from "./overstatement-cues";
import { onlyApproximates } from "./approximations";
import {
  askedLaterInSentence,
  closedElsewhere,
  NEITHER_CHANGES,
  repliedAtOnce,
} from "./question-closures";
import { verdict, type ItemVerdict } from "./item-status";
import { answersQuestion, asksDate, heldOpenInConjunct } from "./question-answers";
import { has, OPEN_HEDGES } from "./hedge-families";
import { gapAsPremise } from "./gap-premises";
import { closedLaterInSentence } from "./pointed-questions";
import { CLAIMED_CHECK } from "./claimed-checks";
import { dismissalOverridesConcession, dismissedBeside } from "./dismissal-attachment";
import { POINTED_OVERRULED } from "./overruled-caveats";
import { clearedBeside } from "./cleared-beside";
import { replyAnswersGroup, replyTotalWithout } from "./audience-parts";
import { hedgedOnlyElsewhere } from "./question-items";
import { aboutOtherGroup, countsInTotal, onlyThroughTotal } from "./question-group-counts";
import { isSourcesLine } from "./citation-lines";
import { continuedAsOpen, flatFindingStatement } from "./flat-finding-statements";
import { completeListBesidePlainGroup } from "./complete-list-groups";
import { indifferentOutcomeBeside } from "./indifferent-outcomes";
import { withoutReplySofteners } from "./recall-softeners";

/**
 * How a free-text answer treats an open question (issue 14; the module comment of
 * item-status.ts gives the rules): answered, kept open, dismissed, left out of a list it could
 * extend, or covered by a date applied to every merchant.
 */

/** A claim over every merchant (account, customer) at once. */
const UNIVERSAL =
  /\b(?:every|each|all|any)(?: (?:of )?(?:the|our|your))?(?: [\w-]+)? (?:merchants?|accounts?|customers?|integrations?)\b/i;
/** A pointer to a date named before ("before then", "by the deadline"). */
const DATE_POINTER =
  /\b(?:before|by|until|after|from|on) (?:then|that (?:date|day)|the (?:deadline|cutoff|cut-off|retirement date|date|shutdown))\b/i;
/** An open question (see the module comment); `extendsLists`: it could add to a list. */
export function questionVerdict(
  items: AuditItem[],
  readings: ClauseReading[],
  /** Footnotes: they can keep it open, never list. */
  notes: ClauseReading[],
  extendsLists: boolean,
  /** A finding's topic words (by item id). */
  findingTopic: (id: string) => ReadonlySet<string> = () => new Set(),
): ItemVerdict {
  const ids = new Set(items.map((item) => item.id));
  const question = items[0]!;
  // (A sources line names files, not the question: citation-lines.ts.)
  const mentions = [...readings, ...notes].filter(
    (reading) =>
      ([...reading.mentions].some((id) => ids.has(id)) || heldOpenInConjunct(reading, ids)) &&
      !isSourcesLine(reading),
  );
  // A sentence that asks whether merchants are affected lists none.
  const lists = extendsLists
    ? readings.filter(
        (reading) =>
          reading.listClaim &&
          !mentions.includes(reading) &&
          !aboutOtherGroup(reading, ids) &&
          !reading.hedges.has("unknown") &&
          reading.clause.role === "assert",
      )
    : [];
  const dependents = [...new Set([...mentions, ...lists])];
  // (A count rounded by "roughly" keeps no question open about a group it includes.)
  // A question the answer asks itself and replies to at once is answered (question-closures.ts).
  const replied = mentions.find((reading) => repliedAtOnce(readings, reading) !== undefined);
  const open = mentions.find(
    (reading) =>
      (reading.clause.role === "question" && reading !== replied) ||
      heldOpenInConjunct(reading, ids) ||
      // (A reply softened only by "AFAICT" or "should be fine" keeps nothing open:
      // recall-softeners.ts.)
      (has(withoutReplySofteners(reading), OPEN_HEDGES) &&
        !onlyApproximates(reading) &&
        // (Its doubt the ground of an unhedged conclusion keeps nothing open: gap-premises.ts.)
        !gapAsPremise(reading, readings) &&
        !closedLaterInSentence(reading, readings, ids) &&
        !hedgedOnlyElsewhere(reading, ids, questionSubject(question))) ||
      reading.clause.role === "condition",
  );
  // A total that counts the question's merchants as one of its parts ("31" = 16 + 3 + 12)
  // counts them in: it answers the question unless another clause keeps that group open.
  // One decision from all the answer's evidence: a clause that names the group only as a part
  // of a total ("31 at risk: …") does not outweigh a clause that keeps the group itself open.
  const answered =
    mentions.find(
      (reading) =>
        answersQuestion(withoutReplySofteners(reading), question, ids) &&
        !askedLaterInSentence(reading, mentions) &&
        // (A plural pointer names the groups themselves: "Neither changes the 19", or "they
        // don't move the nineteen" after its sentence called them open questions:
        // overruled-caveats.ts.)
        !(
          open &&
          onlyThroughTotal(reading, question) &&
          !NEITHER_CHANGES.test(reading.clause.text) &&
          !POINTED_OVERRULED.test(reading.clause.text)
        ),
    ) ??
    // (An outcome stated whatever the date, "whatever date they pick, nothing stops":
    // indifferent-outcomes.ts.)
    (asksDate(question) ? indifferentOutcomeBeside(readings, mentions) : undefined) ??
    // (A gap as the ground of an unhedged conclusion about the group: gap-premises.ts.)
    mentions.find((reading) => gapAsPremise(reading, readings)) ??
    // (The group cleared by a pronoun in the next clause, "…, so I'd clear them":
    // cleared-beside.ts.)
    clearedBeside(readings, mentions) ??
    (open
      ? undefined
      : // (An openness reported, then contradicted, "the open question is overblown": the
        // answer closes it; rejected-hedges.ts, disavowed-hedges.ts.)
        (mentions.find(
          (reading) => reading.clause.role === "assert" && reading.clause.contradicted,
        ) ?? mentions.find((reading) => countsInTotal(reading, ids, questionSubject(question)))));
  if (replied && !open)
    return {
      ...verdict(
        "dropped",
        "high",
        repliedAtOnce(readings, replied)!,
        "the answer asks the question and replies to it at once",
        dependents,
      ),
      answered: true,
    };
  if (answered)
    return {
      ...verdict("dropped", "high", answered, "the answer settles the open question", dependents),
      answered: true,
      claimsCheck: CLAIMED_CHECK.test(answered.clause.text),
    };
  // Kept open and then contradicted, or closed by another question named the only one open.
  const closed = closedElsewhere(readings, mentions, ids, extendsLists, open, dependents);
  if (closed) return closed;
  // Kept open in an internal note only, the reply to the customer giving a total without it.
  const replyTotal = open && extendsLists ? replyTotalWithout(readings, mentions) : undefined;
  if (replyTotal)
    return verdict("dropped", "medium", replyTotal, "left out of the reply's total", dependents);
  // (Or answered for the member the reply is written to, "won't affect you": audience-parts.ts.)
  const toMember = open && replyAnswersGroup(readings, mentions);
  if (toMember) return verdict("dropped", "high", toMember, "the reply answers it", dependents);
  if (open) return verdict("carried", null, open, "the answer keeps the question open", dependents);
  // (Or beside a mention: the next clause, a heading, "that's on them": dismissal-attachment.ts.)
  const dismissed =
    mentions.find((reading) => reading.dismissal.length > 0) ?? dismissedBeside(readings, mentions);
  // (One that overrides a concession, "To be fair, … raised it. In practice it can be ignored",
  // answers it: dismissal-attachment.ts.)
  if (dismissed && dismissalOverridesConcession(readings, mentions, dismissed))
    return {
      ...verdict(
        "dropped",
        "high",
        dismissed,
        "a concession overridden by a dismissal",
        dependents,
      ),
      answered: true,
    };
  if (dismissed)
    return verdict(
      "dropped",
      "medium",
      dismissed,
      `dismissed (${dismissed.dismissal.join(", ") || "beside it"}) without an answer`,
      dependents,
    );
  const sectioned = mentions.find((reading) => reading.genericSection);
  if (sectioned)
    return verdict("carried", null, sectioned, "listed under a caveats section", dependents);
  // A date applied to every merchant ("every v2 merchant must move before then") covers the
  // merchants whose date is the open question without naming them; a clause that names the
  // group only to state a finding about it ("the 12 are pinned to v2") does not keep it apart.
  const datedAll = asksDate(question)
    ? readings.find(
        (reading) =>
          reading.clause.role === "assert" &&
          UNIVERSAL.test(reading.clause.text) &&
          (reading.values.dates.size > 0 || DATE_POINTER.test(reading.clause.text)),
      )
    : undefined;
  const apart = mentions.find((reading) => reading.states.size === 0);
  // A group named only in flat statements of findings about it ("the sandbox ones: adapter
  // pins v2") is not kept apart as open: the question itself is silently left out.
  // (Unless the next clause keeps it open: "…, date unknown"; flat-finding-statements.ts.)
  const flat = (reading: ClauseReading) =>
    flatFindingStatement(reading, question, ids, findingTopic) &&
    !continuedAsOpen(reading, readings, asksDate(question));
  // A group named with no doubt beside a list called complete ("Every group accounted for: 19,
  // no others") is settled by the list: counted in or left out (complete-list-groups.ts),
  // before a flat statement of it leaves it out silently (below).
  const completeBeside = completeListBesidePlainGroup(mentions, lists);
  if (completeBeside)
    return verdict(
      "dropped",
      "high",
      completeBeside,
      `the group is named plainly beside a list stated as complete (${completeBeside.listComplete.join(", ")})`,
      dependents,
    );
  const onlyStated = mentions.find(flat);
  if (!apart && !datedAll && onlyStated && mentions.every(flat))
    return {
      ...verdict(
        "dropped",
        "medium",
        onlyStated,
        "the answer names the question's subject only in flat claims, never as open",
        dependents,
      ),
      onlyFlat: true,
    };
  if ((apart ?? mentions[0]) && (!datedAll || apart))
    return verdict(
      "carried",
      null,
      (apart ?? mentions[0])!,
      "the answer names it apart from the settled claims",
      dependents,
    );
  if (datedAll)
    return verdict(
      "dropped",
      "medium",
      datedAll,
      "a date is applied to every merchant, those the open question is about included",
      [...dependents, datedAll],
    );
  if (lists.length > 0) {
    // A state claimed of everyone the list leaves out ("every other merchant is on v3")
    // answers the question for them.
    const rest = readings.find(
      (reading) =>
        reading.clause.role === "assert" &&
        !mentions.includes(reading) &&
        restStateClaims(reading.clause.text).length > 0,
    );
    if (rest)
      return {
        ...verdict(
          "dropped",
          "high",
          rest,
          `the answer says what everyone outside the list does (${restStateClaims(rest.clause.text).join(", ")})`,
          dependents,
        ),
        answered: true,
      };
    const complete = lists.find((reading) => reading.listComplete.length > 0);
    if (complete)
      return verdict(
        "dropped",
        "high",
        complete,
        `the list is stated as complete (${complete.listComplete.join(", ")}) while the question is open`,
        dependents,
      );
    // "At least 19" says more may come without saying which: is that this question kept open?
    // (A range, "between 19 and 24", is bounded: it says how many more, not that more may come.)
    const openEnded = (reading: ClauseReading) =>
      (reading.hedges.get("incomplete") ?? []).some(
        (cue) => !/between|up to|as many as|\d\s*(?:[-–—]|to)\s*\d/.test(cue),
      );
    if (lists.every(openEnded))
      return verdict(
        "uncertain",
        null,
        lists[0]!,
        "the list it could extend is called incomplete without naming it",
        dependents,
      );
    return verdict(
      "dropped",
      "medium",
      lists.find((reading) => !openEnded(reading)) ?? lists[0]!,
      "a list it could extend is given without it",
      dependents,
    );
  }
  return verdict("not_used", null, null, "no claim bears on it", []);
}
