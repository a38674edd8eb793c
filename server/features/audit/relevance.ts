import {
  completenessHedges,
  familyCues,
  hedgeCues,
  overstatementMarkers,
  withoutCitations,
  type AnswerUnit,
  type CueFamily,
  type UnitRole,
} from "./claims";
import type { DebriefItem, ItemKind } from "./hedges";
import {
  countNouns,
  HEDGE_LINK_THRESHOLD,
  type FeatureCache,
  isDirectHedgeLink,
  kindCount,
  LINK_THRESHOLD,
  type Features,
  type TermWeights,
} from "./linking";

/**
 * Which hedges a sentence of the answer depends on, and whether it keeps them.
 * - A sentence *states* a finding when the finding is its best match (sharing an entity, or
 *   words worth WORDS_ONLY_STATED), or when it names an entity (merchant id, count, date, …)
 *   that no other linked finding has — unless a linked open question or gap names all of it
 *   and matches better ("whether the 12 sandbox merchants are affected").
 * - A hedge is *relevant* to a sentence when: the sentence states it (hedged findings);
 *   links to it directly; reaches it over one item-graph edge from a stated finding (a gap
 *   only when the sentence shares its topic); states a
 *   count or list (merchant ids, or a count of the same noun) that an open question or gap
 *   could extend, when the two share a topic or the sentence calls the list complete
 *   (*completeness*); or through the graph from a relevant assumption (to open questions and
 *   gaps) or open question (to gaps) (*chain*). Budget exhaustion is relevant to every
 *   sentence that links to that child, and to counts and lists when the child found nothing.
 * - A sentence *keeps* a hedge when its bullet or sentence group carries it: a hedged finding
 *   needs any hedge cue there; an assumption, open question or gap needs a clause with a cue
 *   of its family ("assuming", "unknown", "not searched") that restates it; an assumption is
 *   also kept by any hedge cue in a sentence about its subject; a count or list hedged as
 *   incomplete ("at least", "so far") keeps completeness, chain and budget hedges.
 * - A sentence *overstates* a hedge when it calls a count or list complete ("these are all")
 *   against an open question, gap or budget; calls verified or certain (in a sentence with
 *   no hedge cue) a hedged
 *   finding it states, an open question it links to directly (unless it only states verified
 *   findings), or an assumption behind a hedged finding it states; or settles a directly
 *   linked open question in the negative ("unaffected").
 */

export type RelevanceVia = "stated" | "direct" | "finding" | "completeness" | "chain" | "budget";

export interface Relevance {
  via: RelevanceVia;
  /** The item the relevance went through (finding or hedge), when any. */
  through: string | null;
}

/** A unit of the answer with what the audit derived from it. */
export interface AnalysedUnit {
  unit: AnswerUnit;
  role: UnitRole;
  features: Features;
  cues: string[];
  completenessHedged: boolean;
  countOrList: boolean;
  markers: ReturnType<typeof overstatementMarkers>;
  /** Items this unit links to (findings pruned to the strong ones). */
  links: { item: DebriefItem; score: number; shared: string[] }[];
  stated: Set<string>;
  /** The texts of its bullet / sentence group and heading: where a kept hedge may sit. */
  context: string;
}

/** Findings below this share of the best finding's score are not linked. */
export const FINDING_LINK_RATIO = 0.34;
/** A best-matching finding that shares only words is stated from this score on. */
export const WORDS_ONLY_STATED = 4.5;

const CUE_FAMILY: Record<ItemKind, CueFamily> = {
  finding: "any",
  assumption: "assumption",
  unresolved: "open_question",
  not_searched: "gap",
  budget_exhausted: "budget",
};

function clauses(text: string): string[] {
  return text
    .split(/;\s|\s[—–]\s|\n/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
}

/**
 * Link a unit to the items; decide which findings it states. A finding below
 * FINDING_LINK_RATIO of the best is still linked when the unit names an entity only it has.
 */
export function linkUnit(
  features: Features,
  items: readonly DebriefItem[],
  weights: TermWeights,
): Pick<AnalysedUnit, "links" | "stated"> {
  const scored = items.map((item) => ({ item, ...weights.score(features, item.features) }));
  const candidates = scored.filter(
    (entry) => entry.item.kind === "finding" && entry.score >= LINK_THRESHOLD,
  );
  const hedges = scored.filter(
    (entry) => entry.item.kind !== "finding" && isDirectHedgeLink(entry),
  );
  const best = Math.max(0, ...candidates.map((entry) => entry.score));
  const entityTerm = (term: string) => !/^(?:w|p|version):/.test(term);
  const stated = new Set<string>();
  for (const entry of candidates) {
    const specific = entry.shared.some(
      (term) =>
        entityTerm(term) &&
        !candidates.some((other) => other !== entry && other.item.features.terms.has(term)),
    );
    // "whether the 12 sandbox merchants are affected" is about the open question that names
    // the 12, not about the finding that counts them.
    const aboutHedge = hedges.some(
      (hedge) =>
        hedge.score > entry.score &&
        entry.shared.filter(entityTerm).every((term) => hedge.item.features.terms.has(term)),
    );
    // The best match counts when it shares an entity, or enough words (not "merchants break").
    const bestMatch =
      entry.score === best && (entry.shared.some(entityTerm) || entry.score >= WORDS_ONLY_STATED);
    if ((bestMatch || specific) && !aboutHedge) stated.add(entry.item.id);
  }
  const links = [
    ...candidates.filter(
      (entry) => entry.score >= best * FINDING_LINK_RATIO || stated.has(entry.item.id),
    ),
    ...hedges,
  ];
  return { links, stated };
}

/** A unit's facts for the rules above; `countNouns` are the nouns the debriefs count. */
export function describeUnit(
  unit: AnswerUnit,
  role: UnitRole,
  features: Features,
  context: string,
  linked: Pick<AnalysedUnit, "links" | "stated">,
  debriefCountNouns: ReadonlySet<string>,
): AnalysedUnit {
  const markers = overstatementMarkers(unit.text);
  const namesCountedNoun =
    markers.completeness.length > 0 &&
    [...debriefCountNouns].some((noun) => features.terms.has(`w:${noun}`));
  return {
    unit,
    role,
    features,
    cues: hedgeCues(context),
    completenessHedged: completenessHedges(context).length > 0,
    countOrList:
      kindCount(features, "merchant_id") >= 2 ||
      kindCount(features, "count") > 0 ||
      namesCountedNoun,
    markers,
    context,
    ...linked,
  };
}

function bearsOnList(
  claim: AnalysedUnit,
  hedge: DebriefItem,
  items: readonly DebriefItem[],
  byId: ReadonlyMap<string, DebriefItem>,
  weights: TermWeights,
): boolean {
  if (!claim.countOrList) return false;
  const hedgeNouns = countNouns(hedge.features);
  const claimNouns = countNouns(claim.features);
  const explicit = claim.markers.completeness.length > 0;
  if (explicit)
    for (const noun of hedgeNouns) if (claim.features.terms.has(`w:${noun}`)) claimNouns.add(noun);
  const sameList =
    (kindCount(claim.features, "merchant_id") > 0 &&
      kindCount(hedge.features, "merchant_id") > 0) ||
    [...claimNouns].some((noun) => hedgeNouns.has(noun));
  if (!sameList) return false;
  const topic = (features: Features) =>
    weights.score(features, hedge.features, { topicOnly: true }).score;
  if (explicit) {
    // "No other merchants are affected" covers every list of merchants; "all 12 sandbox
    // merchants" only the 12 the debriefs count, so it needs a shared topic.
    const counts = [...claim.features.terms].filter(([, kind]) => kind === "count");
    const namesKnownList = counts.some(([term]) =>
      items.some((item) => item.features.terms.has(term)),
    );
    return !namesKnownList || topic(claim.features) > 0;
  }
  return (
    topic(claim.features) >= LINK_THRESHOLD ||
    [...claim.stated].some((id) => topic(byId.get(id)!.features) >= LINK_THRESHOLD)
  );
}

/** The hedges a claim depends on, with how (see the module comment). */
export function relevantHedges(
  claim: AnalysedUnit,
  items: readonly DebriefItem[],
  byId: ReadonlyMap<string, DebriefItem>,
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  weights: TermWeights,
): Map<string, Relevance> {
  const relevant = new Map<string, Relevance>();
  const add = (item: DebriefItem | undefined, relevance: Relevance) => {
    if (!item || !item.isHedge || relevant.has(item.id)) return false;
    relevant.set(item.id, relevance);
    return true;
  };
  for (const id of claim.stated) add(byId.get(id), { via: "stated", through: null });
  for (const { item } of claim.links)
    if (item.kind !== "finding") add(item, { via: "direct", through: null });
  for (const id of claim.stated) {
    for (const neighbour of graph.get(id) ?? []) {
      const item = byId.get(neighbour);
      if (!item || item.kind === "finding") continue;
      // A gap behind a stated finding counts when the sentence is about it ("the sandbox
      // adapter pins v2" and an unread sandbox-adapter.ts), not for any mention of the finding.
      if (
        item.kind === "not_searched" &&
        weights.score(claim.features, item.features, { topicOnly: true }).score < LINK_THRESHOLD
      )
        continue;
      add(item, { via: "finding", through: id });
    }
  }
  for (const item of items) {
    if (item.kind !== "unresolved" && item.kind !== "not_searched") continue;
    if (bearsOnList(claim, item, items, byId, weights))
      add(item, { via: "completeness", through: null });
  }
  // Chains: assumption → open question / gap, open question → gap.
  let frontier = [...relevant.keys()];
  for (let round = 0; round < 2 && frontier.length > 0; round += 1) {
    const next: string[] = [];
    for (const id of frontier) {
      const from = byId.get(id)?.kind;
      if (from !== "assumption" && from !== "unresolved") continue;
      for (const neighbour of graph.get(id) ?? []) {
        const item = byId.get(neighbour);
        const allowed =
          item?.kind === "not_searched" || (from === "assumption" && item?.kind === "unresolved");
        if (allowed && add(item, { via: "chain", through: id })) next.push(neighbour);
      }
    }
    frontier = next;
  }
  const linkedAgents = new Set(claim.links.map((link) => link.item.agentId));
  for (const item of items) {
    if (item.kind !== "budget_exhausted") continue;
    const foundNothing = !items.some(
      (other) => other.agentId === item.agentId && other.kind === "finding",
    );
    const absence = claim.countOrList || claim.markers.negation.length > 0;
    if (linkedAgents.has(item.agentId) || (foundNothing && absence))
      add(item, { via: "budget", through: null });
  }
  return relevant;
}

/**
 * Restatement threshold: next to a cue of the hedge's family, 30% of the hedge's own weight
 * between LINK_THRESHOLD and 4.5 (a short "override merchants were not checked" will do);
 * inside a caveat bullet without such a cue, 40% (the bullet may be about a neighbour).
 */
function restatementNeeded(hedge: DebriefItem, weights: TermWeights, withCue: boolean): number {
  const self = weights.selfScore(hedge.features);
  return withCue
    ? Math.min(4.5, Math.max(LINK_THRESHOLD, 0.3 * self))
    : Math.max(LINK_THRESHOLD, 0.4 * self);
}

/**
 * A clause of `text` that restates the hedge next to a cue of its family; with `cued` (a
 * caveat bullet or a sentence under a caveats heading) any clause, or the whole text, will do.
 */
export function restatingClause(
  text: string,
  hedge: DebriefItem,
  weights: TermWeights,
  cued: boolean,
  cache: FeatureCache,
): { text: string; score: number } | null {
  if (hedge.kind === "budget_exhausted") {
    return familyCues("budget", text).length > 0 ? { text, score: 1 } : null;
  }
  text = withoutCitations(text);
  const family = CUE_FAMILY[hedge.kind];
  // A clause with a cue of the hedge's own family needs less overlap than one that is only
  // inside a caveat bullet (which may be about a neighbouring hedge).
  const withCue = restatementNeeded(hedge, weights, true);
  const withoutCue = restatementNeeded(hedge, weights, false);
  let best: { text: string; score: number } | null = null;
  for (const clause of clauses(text)) {
    const hasCue = familyCues(family, clause).length > 0;
    if (!cued && !hasCue) continue;
    const score = weights.score(cache.get(clause), hedge.features).score;
    if (score >= (hasCue ? withCue : withoutCue) && (best === null || score > best.score))
      best = { text: clause, score };
  }
  if (best !== null || !cued) return best;
  // A caveat bullet may spread one hedge over several clauses.
  const score = weights.score(cache.get(text), hedge.features).score;
  return score >= withoutCue ? { text, score } : null;
}

/** Does the claim keep this hedge near it? Returns the text that keeps it, or null. */
export function keptNear(
  claim: AnalysedUnit,
  hedge: DebriefItem,
  relevance: Relevance,
  weights: TermWeights,
  cache: FeatureCache,
): string | null {
  const listRelevance =
    relevance.via === "completeness" || relevance.via === "chain" || relevance.via === "budget";
  if (listRelevance && claim.completenessHedged && hedge.kind !== "assumption")
    return claim.unit.text;
  if (hedge.kind === "finding") return claim.cues.length > 0 ? claim.unit.text : null;
  if (
    hedge.kind === "assumption" &&
    hedgeCues(claim.unit.text).length > 0 &&
    weights.score(cache.get(withoutCitations(claim.unit.text)), hedge.features).score >=
      HEDGE_LINK_THRESHOLD
  )
    return claim.unit.text;
  return restatingClause(claim.context, hedge, weights, false, cache)?.text ?? null;
}

/** The overstatement markers of the claim that contradict this hedge (empty: none). */
export function overstatements(
  claim: AnalysedUnit,
  hedge: DebriefItem,
  relevance: Relevance,
  byId: ReadonlyMap<string, DebriefItem>,
): string[] {
  const found: string[] = [];
  const { completeness, certainty, negation } = claim.markers;
  const extendsList =
    hedge.kind === "unresolved" ||
    hedge.kind === "not_searched" ||
    hedge.kind === "budget_exhausted";
  if (completeness.length > 0 && claim.countOrList && extendsList && !claim.completenessHedged)
    found.push(...completeness);
  const statesHedgedFinding = [...claim.stated].some((id) => byId.get(id)?.isHedge === true);
  // "(verified; sources: …)" after a verified finding is about that finding, not the question.
  const statesOnlyVerified = claim.stated.size > 0 && !statesHedgedFinding;
  const certain =
    (hedge.kind === "finding" && relevance.via === "stated") ||
    (hedge.kind === "unresolved" && relevance.via === "direct" && !statesOnlyVerified) ||
    (hedge.kind === "assumption" &&
      statesHedgedFinding &&
      (relevance.via === "direct" || relevance.via === "finding"));
  // "16 direct (verified) plus 3 likely via fallback": a sentence that hedges is mixed, and its
  // "verified" belongs to the part it does not hedge.
  if (certainty.length > 0 && certain && hedgeCues(claim.unit.text).length === 0)
    found.push(...certainty);
  if (negation.length > 0 && hedge.kind === "unresolved" && relevance.via === "direct")
    found.push(...negation);
  return [...new Set(found)];
}
