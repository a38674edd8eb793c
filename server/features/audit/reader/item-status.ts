import type { FlagSeverity } from "../../../shared/audit-terms";
import type { ClauseReading } from "./clause-analysis";
import { estimatedFromBeyond, unsourcedDateBesideOnly } from "./dates-beside";
import { hedgedFor } from "./clause-hedges";
import type { AuditItem } from "./debrief-model";
import { unkeptInReply } from "./audience-parts";
import { ordersWork } from "./plan-steps";
import type { HedgeFamily } from "./hedge-cues";
import { extentLeavesHedge } from "./completeness-extent";
import { OUTCOME_CLAIM, premiseBeside } from "./outcome-claims";
import { filedTotalLeavesPart } from "./certain-headings";
import { attributedToSiblingsOnly, type DebriefSources } from "./source-attribution";
import { continuesSourcedReport } from "./continued-reports";
import { lentPastReportedDate } from "./lent-date-hedges";
import { CLAIM_HEDGES } from "./hedge-families";
import { appliedElsewhere, certaintyReaches } from "./certainty-reach";

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
  /** Open questions only: the answering clause claims it was checked ("were checked"). */
  claimsCheck?: boolean;
  /**
   * Open questions only: dropped because the answer names its subject only in flat statements
   * of findings (neither answered nor kept open).
   */
  onlyFlat?: boolean;
  /** Hedged findings only: a list called complete leaves the finding's merchants out. */
  omitted?: boolean;
}

export function verdict(
  status: ItemStatus,
  severity: FlagSeverity | null,
  evidence: ClauseReading | null,
  reason: string,
  dependents: ClauseReading[],
): ItemVerdict {
  return { status, severity, evidence, reason, dependents };
}

/** Cues that may hedge or may not ("should" forecasts or prescribes; "expected to" likewise). */
const AMBIGUOUS_CUES = new Set([
  "should",
  "shouldn't",
  "should not",
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
const TIME_POINTER = String.raw`(?:after (?:that|this|which|then|it)(?: date| day| point| cutoff| deadline)?|after(?=\W*$)|afterwards|thereafter|from (?:then|that (?:date|day|point)) on|by then|at that point|past that (?:date|point))\b`;
const POINTS_BACK = new RegExp(String.raw`^\W*(?:and\s+|so\s+)?${TIME_POINTER}`, "i");
const POINTER_ANYWHERE = new RegExp(String.raw`\b${TIME_POINTER}`, "i");
/** It points back at the claim before it (at its start, or anywhere when it names no date). */
const pointsBack = (use: ClauseReading) =>
  POINTS_BACK.test(use.clause.text) ||
  (use.values.dates.size === 0 && POINTER_ANYWHERE.test(use.clause.text));

/** The reason of a finding every clause stating it hedges (principal-findings.ts reads it). */
export const EVERY_USE_HEDGED = "every claim that states it keeps a hedge";
/** A hedged finding (see the module comment). */
export function findingVerdict(
  items: AuditItem[],
  readings: ClauseReading[],
  /** Topic of the assumptions it rests on: a condition restating one keeps it hedged. */
  restsOnTopic: ReadonlySet<string> = new Set(),
  /** It names merchants by id: a list called complete without them declares them unaffected. */
  namesMerchants = false,
  /** The run's sources: an attribution to siblings only is theirs (source-attribution.ts). */
  sources?: DebriefSources,
): ItemVerdict {
  const ids = new Set(items.map((item) => item.id));
  const topic = new Set([...topicOf(items), ...restsOnTopic]);
  const families = findingHedges(items);
  const unattributed = families.filter((family) => family !== "attribution");
  const attributed = (use: ClauseReading) =>
    families.includes("attribution") &&
    hedgedFor(use, ["attribution"], topic, ids) &&
    !(
      sources &&
      // (An attribution lent by a parenthesis or a note is read where it is: a sibling's.)
      !use.qualifiers.some((qualifier) => qualifier.families.has("attribution")) &&
      attributedToSiblingsOnly(use.clause.text, items, sources)
    );
  // (A reported date named only beside other findings, never with its source, keeps only an
  // attribution: dates-beside.ts.)
  const besideOnly = () =>
    families.includes("attribution") && unsourcedDateBesideOnly(uses, readings, items, ids);
  // (Hedges lent past a reported date from another matter leave it flat: lent-date-hedges.ts.)
  const lentOnly = families.includes("attribution")
    ? lentPastReportedDate(items, ids)
    : () => false;
  const hedgedUse = (use: ClauseReading) =>
    besideOnly()
      ? attributed(use) || estimatedFromBeyond(use)
      : (hedgedFor(use, unattributed, topic, ids) && !lentOnly(use)) || attributed(use);
  const uses = readings.filter(
    (reading) => reading.clause.role === "assert" && [...reading.states].some((id) => ids.has(id)),
  );
  if (uses.length === 0) {
    const complete = namesMerchants
      ? readings.find(
          (reading) =>
            reading.clause.role === "assert" &&
            // "all remaining accounts can ignore it" leaves out only what the answer did not name.
            reading.listComplete.some((cue) => !/\b(?:remaining|other)\b/.test(cue)),
        )
      : undefined;
    if (complete)
      return {
        ...verdict(
          "dropped",
          "high",
          complete,
          `a list called complete (${complete.listComplete.join(", ")}) leaves its merchants out: they are declared unaffected`,
          [complete],
        ),
        omitted: true,
      };
    return verdict("not_used", null, null, "no claim states it", []);
  }
  // Its merchants declared untouched in a clause of its own with no hedge ("those three are
  // no worry: they never get there") state the inference's opposite as established.
  const declared = uses.find(
    (use) => use.noEffect.length > 0 && !hedgedUse(use) && use.namesQuestion.size === 0,
  );
  if (declared)
    return {
      ...verdict(
        "dropped",
        "high",
        declared,
        `declared unaffected (${declared.noEffect.join(", ")}) although the child inferred it`,
        uses,
      ),
      omitted: true,
    };
  // (A list called complete is certain of its extent, not of a member hedged elsewhere.)
  const certain = uses.find(
    (use) =>
      certaintyReaches(use, ids) &&
      !extentLeavesHedge(use, items, readings, uses, hedgedUse) &&
      !filedTotalLeavesPart(use, ids, uses, hedgedUse),
  );
  if (certain)
    return verdict(
      "dropped",
      "high",
      certain,
      `stated as established (${certain.certainty.join(", ")}) although the child hedged it`,
      uses,
    );
  // A clause that only describes the merchants or the mechanism ("your account is on v3",
  // "remove the fallback") while another clause hedges the outcome states the premise.
  const plain = uses.find((use) => !hedgedUse(use) && !premiseBeside(use, uses, hedgedUse));
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
  if (hedged && !plain) return verdict("carried", null, hedged, EVERY_USE_HEDGED, uses);
  // Hedged in one clause and stated flatly in another: the flat claim drops it (a hedge in one
  // clause does not reach another).
  // (A total that adds it in restates the parts its sentence already hedged: "— 19 in all";
  // only a clause naming its values states it: "When the provider retires v2 — …" does not.)
  // A clause that applies a value sourced earlier in its sentence to another subject ("the
  // notes give X, so the sandbox goes on X too") uses the source's value: what it adds is a
  // claim about that subject, not a restatement of the finding.
  const sourcedBefore = (use: ClauseReading) =>
    families.includes("attribution") &&
    appliedElsewhere(use, ids) &&
    uses.some(
      (other) =>
        other.clause.sentence === use.clause.sentence &&
        other.clause.index < use.clause.index &&
        (other.ownHedges.has("attribution") || other.hedges.has("attribution")),
    );
  const flatBeside = uses.find(
    (use) =>
      !hedgedUse(use) &&
      !sourcedBefore(use) &&
      !(families.includes("attribution") && continuesSourcedReport(use, uses, ids)) &&
      !pointsBack(use) &&
      !ordersWork(use.clause.text) &&
      (OUTCOME_CLAIM.test(use.clause.text) || !hedged?.clause.text.match(OUTCOME_CLAIM)) &&
      use.statesByValue &&
      use.clause.sentence === hedged?.clause.sentence &&
      ![...use.summed].some((id) => ids.has(id)),
  );
  // Hedged in an internal note and stated flatly in the reply to the customer (audience-parts.ts).
  const toCustomer = hedged
    ? unkeptInReply(
        uses.filter((use) => use.statesByValue || hedgedUse(use)),
        hedgedUse,
        readings,
      )
    : undefined;
  if (toCustomer)
    return verdict(
      "dropped",
      "medium",
      toCustomer,
      "stated plainly in the reply to the customer; the hedge stays in the internal note",
      uses,
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
