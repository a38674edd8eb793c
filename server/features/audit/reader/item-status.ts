import type { FlagSeverity } from "../../../shared/audit-terms";
import { contentWords } from "../entities";
import { hedgedFor, type ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import type { HedgeFamily } from "./hedge-cues";

/**
 * How a free-text answer treats each hedged item (issue 14), decided per near-duplicate group:
 * - a hedged finding is carried when every clause that states it keeps a hedge in its own
 *   scope; stated with certainty ("confirmed") it is dropped high;
 * - an assumption is carried when the answer restates it as a condition or assumption, or when
 *   every claim resting on it is hedged; asserted as fact, or contradicted after it was
 *   mentioned, it is dropped high;
 * - an open question is carried when the answer keeps it open (a question, "unknown", "may");
 *   answered ("the override merchants send v3", "don't change this"), even after a mention, it
 *   is dropped high; silently left out of a list it could extend, or dismissed, medium;
 * - a list called complete ("exactly 19", "none that change the list") while a question that
 *   could extend it is open drops the question high; a list merely called certain
 *   ("confirmed") leaves it out silently: medium;
 * - coverage gaps and budgets: gap-status.ts.
 * Where a hedge is ambiguous (only "should" or "expected to" keeps a finding hedged: a
 * forecast or an obligation?), the status is `uncertain`: the audit does not guess.
 */

export type ItemStatus = "carried" | "dropped" | "not_used" | "uncertain";

export interface ItemVerdict {
  status: ItemStatus;
  severity: FlagSeverity | null;
  /** The clause that decided it, when one did. */
  evidence: ClauseReading | null;
  reason: string;
  /** Clauses that rest on or mention it. */
  dependents: ClauseReading[];
  /** Open questions only: a clause answers it outright (not just a list called complete). */
  answered?: boolean;
}

/** What keeps a hedged finding hedged: anything but incompleteness ("at least 19" still states 19). */
const CLAIM_HEDGES: HedgeFamily[] = [
  "condition",
  "epistemic",
  "inferred",
  "attribution",
  "unknown",
];
/** What keeps an assumption on a claim resting on it: a condition or a qualifier, not a source. */
const ASSUMPTION_HEDGES: HedgeFamily[] = ["condition", "epistemic", "inferred", "unknown"];
export const OPEN_HEDGES: HedgeFamily[] = [
  "unknown",
  "epistemic",
  "condition",
  "inferred",
  "incomplete",
  "gap",
];
export const LIST_HEDGES: HedgeFamily[] = ["incomplete", "unknown", "epistemic", "gap", "budget"];

export const has = (reading: ClauseReading, families: readonly HedgeFamily[]) =>
  families.some((family) => reading.hedges.has(family));
/** Certainty in a clause's own words that no hedge in those words answers. */
const certainIn = (reading: ClauseReading) =>
  reading.certainty.length > 0 && !CLAIM_HEDGES.some((family) => reading.ownHedges.has(family));

/** Outcome words any "which X break" question is answered by. */
const OUTCOME = /\b(?:breaks?|broken|affected|unaffected|impacted|safe|fails?|are fine|is fine)\b/i;
/** Outcome words of a question about versions ("do they send v2?"). */
const VERSION_OUTCOME =
  /\b(?:v\d+|sends?|sending|uses?|using|calls?|calling|(?:are|is|stay|stays|remain|run) on|pinned to|migrat\w*|switch\w*)\b/i;
/** Outcome words of a question about dates ("on the same date?"). */
const DATE_OUTCOME =
  /\b(?:same (?:date|day|time)|different (?:date|day|time)|later|earlier|sooner|\d{4}-\d{2}-\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4})\b/i;

export function verdict(
  status: ItemStatus,
  severity: FlagSeverity | null,
  evidence: ClauseReading | null,
  reason: string,
  dependents: ClauseReading[],
): ItemVerdict {
  return { status, severity, evidence, reason, dependents };
}

/** Does the clause answer the open question (see the module comment)? */
function answers(reading: ClauseReading, question: AuditItem, ids: ReadonlySet<string>): boolean {
  if (
    reading.clause.role !== "assert" ||
    has(reading, ["unknown", "epistemic", "condition", "inferred", "gap"])
  )
    return false;
  // A clause that touches the question by a word of the finding it restates does not answer it.
  if (![...ids].some((id) => reading.namesQuestion.has(id))) return false;
  if (reading.noEffect.length > 0) return true;
  // The outcomes this question asks about: versions, dates, or whether something breaks.
  const asked = question.text.replace(/\?[\s\S]*$/, "?");
  const text = reading.clause.text;
  if (OUTCOME.test(text)) return true;
  if (/\bv\d+\b|\bversion\b/i.test(asked) && VERSION_OUTCOME.test(text)) return true;
  return /\bdate|\bwhen\b|\bday\b/i.test(asked) && DATE_OUTCOME.test(text);
}

/** Cues that may hedge or may not ("should" forecasts or prescribes; "expected to" likewise). */
const AMBIGUOUS_CUES = new Set([
  "should",
  "expected to",
  "expect that",
  "expect them",
  "expect it",
]);

/** Its only hedge is one ambiguous cue of its own words; nothing else qualifies it. */
function ambiguouslyHedged(use: ClauseReading): boolean {
  return (
    use.ownCues.length > 0 &&
    use.ownCues.every((cue) => AMBIGUOUS_CUES.has(cue)) &&
    use.qualifiers.every((qualifier) => qualifier.families.size === 0) &&
    use.clause.role === "assert"
  );
}

/** Topic words of a group of items. */
const topicOf = (items: readonly AuditItem[]) => new Set(items.flatMap((item) => [...item.topic]));

/**
 * What keeps a hedged finding hedged: a source ("per the changelog") carries a reported
 * finding, never an inference.
 */
function findingHedges(items: readonly AuditItem[]): HedgeFamily[] {
  return items.every((item) => item.confidence === "inferred")
    ? CLAIM_HEDGES.filter((family) => family !== "attribution")
    : CLAIM_HEDGES;
}

/**
 * A clause that continues the claim before it by pointing back at it ("…; after that date,
 * requests fail", "from then on") says what that claim said next: the claim's hedge (its
 * source, its condition) reaches it.
 */
const POINTS_BACK =
  /^\W*(?:and\s+|so\s+)?(?:after (?:that|this|which|then)(?: date| day| point| cutoff| deadline)?|afterwards|thereafter|from (?:then|that (?:date|day|point)) on|by then|at that point|past that (?:date|point))\b/i;

/** A hedged finding (see the module comment). */
export function findingVerdict(
  items: AuditItem[],
  readings: ClauseReading[],
  /** Topic of the assumptions it rests on: a condition restating one keeps it hedged. */
  restsOnTopic: ReadonlySet<string> = new Set(),
): ItemVerdict {
  const ids = new Set(items.map((item) => item.id));
  const topic = new Set([...topicOf(items), ...restsOnTopic]);
  const families = findingHedges(items);
  const hedgedUse = (use: ClauseReading) => hedgedFor(use, families, topic);
  const uses = readings.filter(
    (reading) => reading.clause.role === "assert" && [...reading.states].some((id) => ids.has(id)),
  );
  if (uses.length === 0) return verdict("not_used", null, null, "no claim states it", []);
  const certain = uses.find(certainIn);
  if (certain)
    return verdict(
      "dropped",
      "high",
      certain,
      `stated as established (${certain.certainty.join(", ")}) although the child hedged it`,
      uses,
    );
  const plain = uses.find((use) => !hedgedUse(use));
  const hedged = uses.find(hedgedUse);
  // "should break" may forecast or prescribe: when only such a cue keeps it hedged, say so.
  const ambiguous = hedged && !uses.some((use) => hedgedUse(use) && !ambiguouslyHedged(use));
  if (ambiguous)
    return verdict(
      "uncertain",
      null,
      hedged,
      `hedged only by "${hedged.ownCues.join(", ")}", which may forecast or prescribe`,
      uses,
    );
  if (hedged && !plain)
    return verdict("carried", null, hedged, "every claim that states it keeps a hedge", uses);
  // Hedged in one clause and stated flatly in another: the flat claim drops it (a hedge in one
  // clause does not reach another).
  // (A total that adds it in restates the parts its sentence already hedged: "— 19 in all";
  // only a clause naming its values states it: "When the provider retires v2 — …" does not.)
  const flatBeside = uses.find(
    (use) =>
      !hedgedUse(use) &&
      !POINTS_BACK.test(use.clause.text) &&
      use.statesByValue &&
      use.clause.sentence === hedged?.clause.sentence &&
      ![...use.summed].some((id) => ids.has(id)),
  );
  if (hedged && flatBeside)
    return verdict(
      "dropped",
      "medium",
      flatBeside,
      "stated plainly in a clause its hedge does not reach",
      uses,
    );
  if (hedged)
    return verdict("carried", null, hedged, "a claim that states it keeps the hedge", uses);
  return verdict(
    "dropped",
    "medium",
    plain ?? uses[0]!,
    "stated plainly although the child hedged it",
    uses,
  );
}

/**
 * Does a claim rest on findings the assumption bears on? Stating a finding only as a part of a
 * total ("16 + 3 = 19") restates it: when another clause states that part itself, the total
 * rests on what that clause said, hedge included (class 5: sums of findings).
 */
function restsOnStated(
  reading: ClauseReading,
  bears: ReadonlySet<string>,
  readings: readonly ClauseReading[],
): boolean {
  const statedElsewhere = (id: string) =>
    readings.some((other) => other !== reading && other.states.has(id) && !other.summed.has(id));
  // A total whose every part another clause states restates them, whatever it is called
  // (unless it adds certainty of its own: "Confirmed: 19").
  const restates = reading.certainty.length === 0;
  if (restates && reading.summed.size >= 2 && [...reading.summed].every(statedElsewhere))
    return false;
  return [...reading.states].some(
    (id) => bears.has(id) && !(restates && reading.summed.has(id) && statedElsewhere(id)),
  );
}

/**
 * A list claim rests on an assumption that bears on every list only when it links to no finding
 * (a finding it states decides which assumptions it rests on) and names no open question (a
 * group the answer keeps apart, "five merchants that pick their version per request", is not a
 * list of what the assumption settles).
 */
function listUse(reading: ClauseReading, bearsOnLists: boolean): boolean {
  return (
    bearsOnLists &&
    reading.listClaim &&
    reading.states.size === 0 &&
    reading.namesQuestion.size === 0
  );
}

/** An assumption (see the module comment); `bears`: the findings it bears on. */
export function assumptionVerdict(
  items: AuditItem[],
  readings: ClauseReading[],
  /** Footnotes: they can restate it, never rest on it. */
  notes: ClauseReading[],
  bears: Set<string>,
  /** The hedged findings it is the best-matching assumption of. */
  principal: ReadonlySet<string>,
  /** Its topic words without those of the open questions. */
  ownTopic: ReadonlySet<string>,
  bearsOnLists: boolean,
  hedgedFindings: ReadonlySet<string>,
  /** Words of the assumption no finding uses ("authoritative"): stating them states it. */
  distinctive: readonly string[],
): ItemVerdict {
  const ids = new Set(items.map((item) => item.id));
  const topic = ownTopic;
  const hedgedUse = (use: ClauseReading) => hedgedFor(use, ASSUMPTION_HEDGES, topic);
  const mentions = [...readings, ...notes].filter((reading) =>
    [...reading.mentions].some((id) => ids.has(id)),
  );
  const restated = mentions.find(
    (reading) =>
      reading.clause.role !== "assert" ||
      hedgedFor(reading, [...ASSUMPTION_HEDGES, "unknown"], topic),
  );
  const uses = readings.filter(
    (reading) =>
      reading.clause.role === "assert" &&
      (restsOnStated(reading, bears, readings) || listUse(reading, bearsOnLists)),
  );
  const dependents = [...new Set([...mentions, ...uses])];
  // Certainty on a hedged finding contradicts the assumption it rests on most (the fallback
  // inference contradicts "the fallback fires", not the table assumption).
  const contradiction = uses.find(
    (use) =>
      certainIn(use) &&
      !hedgedFor(use, ["condition"], topic) &&
      [...use.states].some((id) => principal.has(id) && hedgedFindings.has(id)),
  );
  if (contradiction)
    return verdict(
      "dropped",
      "high",
      contradiction,
      `a claim resting on it is stated as established (${contradiction.certainty.join(", ")})`,
      dependents,
    );
  const flat = mentions.find(
    (reading) =>
      reading.clause.role === "assert" &&
      !hedgedUse(reading) &&
      distinctive.some((word) => contentWords(reading.clause.text).has(word)),
  );
  if (restated)
    return verdict(
      "carried",
      null,
      restated,
      "the answer states it as an assumption or condition",
      dependents,
    );
  // A flat restatement is a claim even under a "Note:" or "Caveat:" label (class 1); listed
  // under a "Caveats" heading it may be given as one: the audit does not guess.
  if (flat?.genericSection)
    return verdict(
      "uncertain",
      null,
      flat,
      "restated flatly under a generic caveats heading: is it given as an assumption?",
      dependents,
    );
  if (flat) return verdict("dropped", "high", flat, "the assumption is stated as fact", dependents);
  if (uses.length === 0) return verdict("not_used", null, null, "no claim rests on it", []);
  const plain = uses.find((use) => !hedgedUse(use));
  if (!plain)
    return verdict("carried", null, uses[0]!, "every claim resting on it is hedged", dependents);
  return verdict(
    "dropped",
    "medium",
    plain,
    "a claim rests on it and is stated without it",
    dependents,
  );
}

/** An open question (see the module comment); `extendsLists`: it could add to a list. */
export function questionVerdict(
  items: AuditItem[],
  readings: ClauseReading[],
  /** Footnotes: they can keep it open, never list. */
  notes: ClauseReading[],
  extendsLists: boolean,
): ItemVerdict {
  const ids = new Set(items.map((item) => item.id));
  const question = items[0]!;
  const mentions = [...readings, ...notes].filter((reading) =>
    [...reading.mentions].some((id) => ids.has(id)),
  );
  // A sentence that asks whether merchants are affected lists none.
  const lists = extendsLists
    ? readings.filter(
        (reading) =>
          reading.listClaim &&
          !mentions.includes(reading) &&
          !reading.hedges.has("unknown") &&
          reading.clause.role === "assert",
      )
    : [];
  const dependents = [...new Set([...mentions, ...lists])];
  const answered = mentions.find((reading) => answers(reading, question, ids));
  if (answered)
    return {
      ...verdict("dropped", "high", answered, "the answer settles the open question", dependents),
      answered: true,
    };
  const open = mentions.find(
    (reading) =>
      reading.clause.role === "question" ||
      has(reading, OPEN_HEDGES) ||
      reading.clause.role === "condition",
  );
  if (open) return verdict("carried", null, open, "the answer keeps the question open", dependents);
  const dismissed = mentions.find((reading) => reading.dismissal.length > 0);
  if (dismissed)
    return verdict(
      "dropped",
      "medium",
      dismissed,
      `dismissed (${dismissed.dismissal.join(", ")}) without an answer`,
      dependents,
    );
  const sectioned = mentions.find((reading) => reading.genericSection);
  if (sectioned)
    return verdict("carried", null, sectioned, "listed under a caveats section", dependents);
  if (mentions.length > 0)
    return verdict(
      "carried",
      null,
      mentions[0]!,
      "the answer names it apart from the settled claims",
      dependents,
    );
  if (lists.length > 0) {
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
