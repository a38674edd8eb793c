import type { FlagSeverity, HedgeClassification } from "../../shared/audit-terms";
import type {
  AuditClaim,
  AuditFlag,
  AuditHedge,
  AuditMode,
  AuditReport,
  AuditStatus,
} from "./audit-report";
import type { AuditDebrief, AuditItem } from "./reader/debrief-model";
import { quotedClaim } from "./quoted-claim";

/**
 * Builds an AuditReport from per-group decisions, for both audit modes (issue 14): every
 * hedged item gets the status of its near-duplicate group; a dropped group is one flag, headed
 * by the item the deciding claim rests on (else the group's first), its other items listed in
 * `alsoFrom`; a not-searched area a sibling covered is `not_used`.
 */

/** What one mode decided about one group of items. */
export interface GroupDecision {
  status: HedgeClassification;
  severity: FlagSeverity | null;
  /** The claim that decided it (claim id and span), if one did. */
  claim: { id: string; text: string; start: number; end: number } | null;
  reason: string;
  dependentClaimIds: string[];
  /**
   * The item (id) the deciding claim rests on, when the mode knows it (the contract audit): a
   * dropped group's flag is headed by that item, not by the group's first item from another
   * child. Absent: the group's first item.
   */
  itemId?: string;
}

const SEVERITY_ORDER: Record<FlagSeverity, number> = { high: 0, medium: 1, low: 2 };

/**
 * Longest answer audited (characters); longer answers are cut there (truncated: true). A
 * parent's answer is a few thousand characters; the free-text reader costs ~0.1–0.2 ms per
 * clause on this machine kind, so 50,000 characters of one-word lines still read in seconds.
 */
export const MAX_ANSWER_CHARS = 50_000;

/**
 * Most links one claim keeps in the report (stated items first) and most other items one hedge
 * or flag lists in `alsoFrom`: the report stays bounded however many debrief items repeat one
 * sentence (without the caps it grows with claims × items).
 */
export const MAX_REPORTED_LINKS_PER_CLAIM = 20;
/** See MAX_REPORTED_LINKS_PER_CLAIM. */
export const MAX_REPORTED_ALSO_FROM = 20;

/** The report (see the module comment); `decisions` by group id (missing: not used). */
export function buildReport(input: {
  mode: AuditMode;
  modeDetail: string | null;
  rawAnswer: string;
  answer: string;
  debriefs: readonly AuditDebrief[];
  items: readonly AuditItem[];
  claims: AuditClaim[];
  decisions: ReadonlyMap<string, GroupDecision>;
}): AuditReport {
  const { items, decisions, answer, debriefs } = input;
  const claims = input.claims.map((claim) =>
    claim.links.length > MAX_REPORTED_LINKS_PER_CLAIM
      ? { ...claim, links: claim.links.slice(0, MAX_REPORTED_LINKS_PER_CLAIM) }
      : claim,
  );
  const byGroup = new Map<string, AuditItem[]>();
  for (const item of items) {
    const members = byGroup.get(item.group);
    if (members) members.push(item);
    else byGroup.set(item.group, [item]);
  }
  const hedges: AuditHedge[] = [];
  const flags: AuditFlag[] = [];
  for (const item of items) {
    if (!item.hedged) continue;
    const members = (byGroup.get(item.group) ?? [])
      .filter((other) => other.id !== item.id)
      .slice(0, MAX_REPORTED_ALSO_FROM);
    const decision = item.coveredBy === null ? (decisions.get(item.group) ?? null) : null;
    const restedOn = decision?.itemId;
    const headsFlag =
      restedOn !== undefined &&
      items.some((other) => other.id === restedOn && other.group === item.group)
        ? item.id === restedOn
        : item.group === item.id;
    const status: HedgeClassification = decision?.status ?? "not_used";
    hedges.push({
      id: item.id,
      key: item.key,
      label: item.label,
      agentId: item.agentId,
      agentName: item.agentName,
      kind: item.kind,
      text: item.text,
      confidence:
        item.confidence === "inferred" || item.confidence === "reported" ? item.confidence : null,
      alsoFrom: members.map((other) => ({
        id: other.id,
        label: other.label,
        agentId: other.agentId,
        agentName: other.agentName,
      })),
      classification: status,
      severity: status === "dropped" ? (decision?.severity ?? "medium") : null,
      coveredBy: item.coveredBy,
      evidence: decision?.claim
        ? { claimId: decision.claim.id, text: quoted(decision.claim.text) }
        : null,
      reason:
        item.coveredBy !== null
          ? `${item.coveredBy} covered this area: the answer rests on its work, not on the gap`
          : (decision?.reason ?? "no claim of the answer bears on it"),
      dependentClaimIds: decision?.dependentClaimIds ?? [],
    });
    if (status === "dropped" && headsFlag && decision) {
      flags.push({
        id: `flag:${item.id}`,
        hedgeId: item.id,
        hedgeLabel: item.label,
        alsoFrom: members.map((other) => other.label),
        hedgeKind: item.kind,
        agentId: item.agentId,
        agentName: item.agentName,
        severity: decision.severity ?? "medium",
        childText: item.text,
        claimId: decision.claim?.id ?? null,
        claimText: quoted(decision.claim?.text ?? ""),
        claimStart: decision.claim?.start ?? 0,
        claimEnd: decision.claim?.end ?? 0,
        reason: decision.reason,
      });
    }
  }
  flags.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  const count = (classification: HedgeClassification) =>
    hedges.filter((hedge) => hedge.classification === classification).length;
  const severity = (level: FlagSeverity) => flags.filter((flag) => flag.severity === level).length;
  // A claim the audit read: one that rests on debrief items, or one that dropped a hedge with
  // none (a scope claim such as "Nothing else is affected." drops the open questions). Counting
  // linked claims only said "1 claim" beside flags from two, and "Not audited: asserts nothing
  // the audit can link" beside the high flags of an answer that was only such a claim.
  const flaggingClaimIds = new Set(flags.flatMap((flag) => (flag.claimId ? [flag.claimId] : [])));
  const claimCount = claims.filter(
    (claim) => claim.role === "claim" && (claim.links.length > 0 || flaggingClaimIds.has(claim.id)),
  ).length;
  const truncated = input.rawAnswer.length > MAX_ANSWER_CHARS;
  const [status, statusDetail] = ((): [AuditStatus, string] => {
    if (answer.trim() === "") return ["no_answer", "the run has no final answer to audit"];
    if (debriefs.length === 0)
      return ["no_debriefs", "the run has no child debriefs to audit against"];
    if (
      items.length === 0 &&
      !debriefs.some((debrief) => typeof debrief.result === "object" && debrief.result !== null)
    )
      return [
        "no_debriefs",
        "no child returned a typed debrief (free-text returns or failed contracts): nothing to check the answer against",
      ];
    if (claimCount === 0)
      return ["no_claims", "the final answer asserts nothing the audit can link"];
    return [
      "audited",
      `${claimCount} claim${claimCount === 1 ? "" : "s"} against ${items.length} debrief item${items.length === 1 ? "" : "s"}`,
    ];
  })();
  return {
    version: 2,
    mode: input.mode,
    modeDetail: input.modeDetail,
    status,
    statusDetail: truncated
      ? `${statusDetail}; the answer was cut at ${MAX_ANSWER_CHARS} characters`
      : statusDetail,
    answerChars: input.rawAnswer.length,
    truncated,
    children: debriefs.map((debrief) => ({
      agentId: debrief.agentId,
      agentName: debrief.agentName,
      hasResult: debrief.result !== null && typeof debrief.result === "object",
      budgetExhausted: debrief.result?.effort?.budget_exhausted === true,
    })),
    claims,
    hedges,
    flags,
    counts: {
      claims: claimCount,
      caveats: claims.length - claimCount,
      hedges: hedges.length,
      carried: count("carried"),
      dropped: count("dropped"),
      notUsed: count("not_used"),
      uncertain: count("uncertain"),
      flags: flags.length,
      high: severity("high"),
      medium: severity("medium"),
      low: severity("low"),
    },
  };
}

/**
 * Characters of a claim quoted in a hedge's evidence and a flag (the claim itself, whole, is in
 * `claims`, and claimStart/claimEnd point into the answer): one quote per item of a 50,000-
 * character answer made a report of 20 MB.
 */
export const MAX_QUOTED_CLAIM_CHARACTERS = 600;

/** A claim's text as a flag or a hedge quotes it: cut at MAX_QUOTED_CLAIM_CHARACTERS with "…". */
function quoted(text: string): string {
  return quotedClaim(text, MAX_QUOTED_CLAIM_CHARACTERS);
}
