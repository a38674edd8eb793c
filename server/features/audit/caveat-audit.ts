import type {
  AuditClaim,
  AuditFlag,
  AuditHedge,
  AuditReport,
  AuditStatus,
  FlagSeverity,
  HedgeClassification,
} from "./audit-report";
import { segmentAnswer, unitRole } from "./claims";
import { collectItems, itemGraph, type AuditDebrief, type DebriefItem } from "./hedges";
import { countNouns, FeatureCache, kindCount, TermWeights } from "./linking";
import {
  describeUnit,
  keptNear,
  linkUnit,
  overstatements,
  relevantHedges,
  restatingClause,
  type AnalysedUnit,
  type Relevance,
} from "./relevance";

/**
 * The caveat audit (issue 5; seed 000: "In eight of the thirty runs the parent's final answer
 * stated as established fact something the child had explicitly flagged as unverified").
 * Lines up a final answer with the children's debriefs, with no model: the answer is split
 * into sentences and bullets (claims.ts), each asserting one is linked to the findings,
 * assumptions, open questions and gaps it rests on by entity and word overlap (linking.ts,
 * relevance.ts), and every hedge (hedges.ts) is classified:
 * - carried: a dependent claim keeps the hedge near it, or the answer restates the caveat;
 * - dropped: a claim depends on it and states it without the hedge (or overstates it);
 * - not_used: no claim depends on it and the answer does not mention it.
 * Each dropped hedge is one flag. Severity: high when a claim overstates it (calls a list
 * complete, an inference verified, an open question settled), or states a count or list as
 * complete while the child ran out of budget or left a relevant area (one that bears on the
 * list) unsearched; medium for a dropped assumption, open question, inferred finding or
 * budget; low for a dropped reported finding or a gap that bears only on a cited file.
 */

/** Longest answer audited (characters); longer answers are cut there (truncated: true). */
export const MAX_ANSWER_CHARS = 1_000_000;

export interface AuditInput {
  finalAnswer: string | null | undefined;
  debriefs: readonly AuditDebrief[];
}

const SEVERITY_ORDER: Record<FlagSeverity, number> = { high: 0, medium: 1, low: 2 };

function cleanDebriefs(value: unknown): AuditDebrief[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is AuditDebrief =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as AuditDebrief).agentId === "string",
  );
}

function describeHedge(
  item: DebriefItem,
): Omit<AuditHedge, "classification" | "evidence" | "reason" | "dependentClaimIds"> {
  return {
    id: item.id,
    key: item.key,
    agentId: item.agentId,
    agentName: item.agentName,
    kind: item.kind,
    text: item.text,
    confidence:
      item.confidence === "inferred" || item.confidence === "reported" ? item.confidence : null,
    alsoFrom: item.alsoFrom,
  };
}

/** Severity of a hedge a claim dropped without overstating it (see the module comment). */
function plainSeverity(item: DebriefItem, claim: AnalysedUnit, relevance: Relevance): FlagSeverity {
  const bearsOnList = relevance.via === "completeness" || relevance.via === "chain";
  switch (item.kind) {
    case "not_searched":
      return bearsOnList && claim.countOrList && !claim.completenessHedged ? "high" : "low";
    case "budget_exhausted":
      return claim.countOrList && !claim.completenessHedged ? "high" : "medium";
    case "finding":
      return item.confidence === "reported" ? "low" : "medium";
    default:
      return "medium";
  }
}

/**
 * Audit one run: `finalAnswer` against the children's debriefs (`result` null for a child
 * that failed its contract). Pure and total: odd input gives a report with a status, never an
 * exception; time is linear in the answer's length times the number of debrief items.
 */
export function auditRun(input: AuditInput): AuditReport {
  const raw = typeof input?.finalAnswer === "string" ? input.finalAnswer : "";
  const truncated = raw.length > MAX_ANSWER_CHARS;
  const answer = truncated ? raw.slice(0, MAX_ANSWER_CHARS) : raw;
  const debriefs = cleanDebriefs(input?.debriefs);
  const items = collectItems(debriefs);
  const byId = new Map(items.map((item) => [item.id, item]));
  const weights = new TermWeights(items.map((item) => item.features));
  const graph = itemGraph(items, weights);
  const debriefCountNouns = new Set(items.flatMap((item) => [...countNouns(item.features)]));

  const cache = new FeatureCache();
  const units = segmentAnswer(answer);
  const blocks = new Map<number, string[]>();
  for (const unit of units) {
    if (!blocks.has(unit.block)) blocks.set(unit.block, []);
    blocks.get(unit.block)!.push(unit.text);
  }
  const analysed: AnalysedUnit[] = [];
  for (const unit of units) {
    const features = cache.get(unit.text);
    let entities = 0;
    let words = 0;
    for (const kind of features.terms.values()) {
      if (kind === "word") words += 1;
      else if (kind !== "number" || kindCount(features, "count") > 0) entities += 1;
    }
    const role = unitRole(unit, entities > 0 || words >= 3);
    if (role === "other") continue;
    const context = [unit.heading ?? "", ...(blocks.get(unit.block) ?? [])].join("\n");
    const linked = linkUnit(features, items, weights);
    analysed.push(describeUnit(unit, role, features, context, linked, debriefCountNouns));
  }
  const claimId = (unit: AnalysedUnit) => `c${unit.unit.index + 1}`;

  type Drop = { claim: AnalysedUnit; severity: FlagSeverity; reason: string; overstated: boolean };
  const dependents = new Map<string, AnalysedUnit[]>();
  const kept = new Map<string, { claim: AnalysedUnit; text: string }>();
  const drops = new Map<string, Drop[]>();
  for (const claim of analysed) {
    if (claim.role !== "claim") continue;
    for (const [hedgeId, relevance] of relevantHedges(claim, items, byId, graph, weights)) {
      const item = byId.get(hedgeId)!;
      (dependents.get(hedgeId) ?? dependents.set(hedgeId, []).get(hedgeId)!).push(claim);
      const over = overstatements(claim, item, relevance, byId);
      const list = drops.get(hedgeId) ?? drops.set(hedgeId, []).get(hedgeId)!;
      if (over.length > 0) {
        list.push({
          claim,
          severity: "high",
          reason: `the claim overstates it (${over.join(", ")}) although the child hedged it`,
          overstated: true,
        });
        continue;
      }
      const near = keptNear(claim, item, relevance, weights, cache);
      if (near !== null) {
        if (!kept.has(hedgeId)) kept.set(hedgeId, { claim, text: near });
        continue;
      }
      const severity = plainSeverity(item, claim, relevance);
      list.push({
        claim,
        severity,
        overstated: false,
        reason: `the claim depends on it (${relevance.via}${relevance.through ? ` via ${relevance.through}` : ""}) and states it without the hedge`,
      });
    }
  }

  const hedges: AuditHedge[] = [];
  const flags: AuditFlag[] = [];
  for (const item of items) {
    if (!item.isHedge) continue;
    const base = describeHedge(item);
    const dependentIds = (dependents.get(item.id) ?? []).map(claimId);
    const itemDrops = (drops.get(item.id) ?? []).sort(
      (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
    );
    const overstated = itemDrops.find((drop) => drop.overstated);
    // A finding's confidence belongs next to every claim that states it: a flat statement is
    // only forgiven by a caveat bullet that restates the hedge. Other hedges may be kept near
    // any dependent claim or restated anywhere.
    const strict = item.kind === "finding" && itemDrops.length > 0;
    let restated: { claim: AnalysedUnit; text: string; score: number } | null = null;
    if (!overstated && (strict || !kept.has(item.id))) {
      for (const unit of analysed) {
        if (strict && unit.role !== "caveat") continue;
        const found = restatingClause(unit.context, item, weights, unit.role === "caveat", cache);
        if (found !== null && (restated === null || found.score > restated.score)) {
          const text = unit.role === "caveat" ? unit.unit.text : found.text;
          restated = { claim: unit, text, score: found.score };
        }
      }
    }
    const carried = overstated ? null : strict ? restated : (kept.get(item.id) ?? restated);
    if (carried) {
      hedges.push({
        ...base,
        classification: "carried",
        evidence: { claimId: claimId(carried.claim), text: carried.text },
        reason:
          carried !== restated
            ? "a dependent claim keeps the hedge near it"
            : "the answer restates the caveat",
        dependentClaimIds: dependentIds,
      });
      continue;
    }
    const drop = itemDrops[0];
    if (!drop) {
      hedges.push({
        ...base,
        classification: "not_used",
        evidence: null,
        reason: "no claim of the answer depends on it",
        dependentClaimIds: [],
      });
      continue;
    }
    hedges.push({
      ...base,
      classification: "dropped",
      evidence: { claimId: claimId(drop.claim), text: drop.claim.unit.text },
      reason: drop.reason,
      dependentClaimIds: dependentIds,
    });
    flags.push({
      id: `flag:${item.id}`,
      hedgeId: item.id,
      hedgeKind: item.kind,
      agentId: item.agentId,
      agentName: item.agentName,
      severity: drop.severity,
      childText: item.text,
      claimId: claimId(drop.claim),
      claimText: drop.claim.unit.text,
      claimStart: drop.claim.unit.start,
      claimEnd: drop.claim.unit.end,
      reason: drop.reason,
    });
  }
  flags.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);

  const claims: AuditClaim[] = analysed.map((unit) => ({
    id: claimId(unit),
    text: unit.unit.text,
    start: unit.unit.start,
    end: unit.unit.end,
    role: unit.role === "caveat" ? "caveat" : "claim",
    hedgeCues: unit.cues,
    countOrList: unit.countOrList,
    overstatements: [
      ...unit.markers.completeness,
      ...unit.markers.certainty,
      ...unit.markers.negation,
    ],
    links: unit.links.map((link) => ({
      itemId: link.item.id,
      kind: link.item.kind,
      agentId: link.item.agentId,
      score: link.score,
      shared: link.shared,
      stated: unit.stated.has(link.item.id),
    })),
  }));
  const count = (classification: HedgeClassification) =>
    hedges.filter((hedge) => hedge.classification === classification).length;
  const severity = (level: FlagSeverity) => flags.filter((flag) => flag.severity === level).length;
  const claimCount = claims.filter((claim) => claim.role === "claim").length;
  const [status, statusDetail] = ((): [AuditStatus, string] => {
    if (answer.trim() === "") return ["no_answer", "the run has no final answer to audit"];
    if (debriefs.length === 0)
      return ["no_debriefs", "the run has no child debriefs to audit against"];
    if (claimCount === 0)
      return ["no_claims", "the final answer asserts nothing the audit can link"];
    return ["audited", `${claimCount} claims against ${items.length} debrief items`];
  })();
  return {
    version: 1,
    status,
    statusDetail: truncated
      ? `${statusDetail}; the answer was cut at ${MAX_ANSWER_CHARS} characters`
      : statusDetail,
    answerChars: raw.length,
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
      flags: flags.length,
      high: severity("high"),
      medium: severity("medium"),
      low: severity("low"),
    },
  };
}
