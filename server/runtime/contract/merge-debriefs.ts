import { coversArea, sameArea } from "./area-coverage";
import { itemId, itemKey } from "./debrief-items";
import type { Confidence, ResearchResult } from "./research-result";

/**
 * Mechanical merge of several children's debriefs into one record the parent receives
 * (seed 000, "Contracts compose because they are records": findings concatenated and
 * deduplicated on claim, unresolved unioned, coverage.not_searched: what no child covered). Plain data in,
 * plain data out; no model. Every item keeps the children it came from.
 */

/** One child's accepted debrief, as the merge takes it. */
export interface MergeSource {
  agentId: string;
  agentName: string;
  result: ResearchResult;
  /** Runtime guards that changed this child's result (rendered, never dropped). */
  guardsApplied?: readonly string[];
}

/** A child an item came from. */
export interface SourceChild {
  agentId: string;
  agentName: string;
}

/** How one child stated a merged finding. */
export interface FindingSource extends SourceChild {
  /** This child's id for the item (`<agentName>/F1`, debrief-items.ts). */
  itemId: string;
  /** The claim exactly as this child wrote it. */
  claim: string;
  confidence: Confidence;
  provenance: string[];
}

/** Children that stated the same claim with different confidences. */
export interface ConfidenceDisagreement {
  /** Every child that stated the claim, with the confidence it gave. */
  confidences: { agentId: string; agentName: string; confidence: Confidence }[];
  /** The weakest of them: the confidence the merged finding carries. */
  kept: Confidence;
}

export interface MergedFinding {
  /** The claim as the first child (in source order) wrote it. */
  claim: string;
  /** The weakest confidence among the children (verified > inferred > reported). */
  confidence: Confidence;
  /** Every provenance entry of every child, exact duplicates removed, first-seen order. */
  provenance: string[];
  sources: FindingSource[];
  /** Null when every child gave the same confidence. */
  disagreement: ConfidenceDisagreement | null;
}

export interface MergedAssumption {
  text: string;
  sources: SourceChild[];
  /** Every child's id for it (`<agentName>/A1`), in source order. */
  itemIds: string[];
}

export interface MergedUnresolved {
  question: string;
  /** Each distinct answer to "what would settle it", first-seen order. */
  would_settle_it: string[];
  sources: SourceChild[];
  /** Every child's id for it (`<agentName>/U1`), in source order. */
  itemIds: string[];
}

export interface MergedCoverageEntry {
  area: string;
  sources: SourceChild[];
  /** not_searched entries: every child's id for the area (`<agentName>/N1`); empty for searched. */
  itemIds: string[];
}

/** A not_searched area some children named that a sibling covered (area-coverage.ts). */
export interface PartialGap {
  area: string;
  /** The children that listed it as not searched. */
  sources: SourceChild[];
  /** Their ids for it (`<agentName>/N1`). */
  itemIds: string[];
  /** The siblings that covered it (searched the same area or read the file it names). */
  searchedBy: SourceChild[];
}

export interface ChildEffort extends SourceChild {
  tool_calls: number;
  budget_exhausted: boolean;
  transcript_ref: string;
  guardsApplied: string[];
}

/** The merged record (see the module comment for the rules). */
export interface MergedDebrief {
  /** The children, in the order given; each source's result is kept unchanged. */
  sources: MergeSource[];
  findings: MergedFinding[];
  assumptions: MergedAssumption[];
  unresolved: MergedUnresolved[];
  coverage: {
    /** Union of every child's searched list (deduplicated on normalised text). */
    searched: MergedCoverageEntry[];
    /**
     * What no child searched: every child's not_searched area that no sibling covered, areas
     * that mean the same merged into one entry (area-coverage.ts).
     */
    not_searched: MergedCoverageEntry[];
    /** Areas a child listed as not searched that a sibling covered, with who covered them. */
    covered_by_sibling: PartialGap[];
  };
  effort: {
    /** Sum over children. */
    tool_calls: number;
    /** True when any child ran out of budget. */
    any_budget_exhausted: boolean;
    per_child: ChildEffort[];
  };
  /** Findings whose children disagreed on confidence, in finding order. */
  disagreements: { findingIndex: number; claim: string; disagreement: ConfidenceDisagreement }[];
}

const STRENGTH: Record<Confidence, number> = { verified: 3, inferred: 2, reported: 1 };

/** The weaker of two confidences (verified > inferred > reported in strength). */
export function weakerConfidence(a: Confidence, b: Confidence): Confidence {
  return STRENGTH[a] <= STRENGTH[b] ? a : b;
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};
const NUMBER_WORD_PATTERN = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join("|")})\\b`, "g");

/**
 * The comparison form of a claim, question or assumption: Unicode NFKC, lower case, number
 * words (zero..twenty, tens, hundred) as digits, thousands separators and trailing `.0`
 * decimals removed, punctuation as spaces, whitespace collapsed. "Nineteen merchants: 1,200
 * calls." and "19 merchants 1200 calls" compare equal.
 */
export function normalizeClaim(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(NUMBER_WORD_PATTERN, (word) => String(NUMBER_WORDS[word] ?? word))
    .replace(/\d{1,3}(?:,\d{3})+(?!\d)/g, (digits) => digits.replace(/,/g, ""))
    .replace(/(\d)\.0+(?!\d)/g, "$1")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Words that carry no topic in a question. */
const QUESTION_FILLER = new Set(
  "a an and are at be by do does for from in is it its of on or the their they this to was what when which who will with".split(
    " ",
  ),
);

function questionWords(text: string): Set<string> {
  return new Set(
    normalizeClaim(text)
      .split(" ")
      .filter((word) => word !== "" && !/^\d+$/.test(word) && !QUESTION_FILLER.has(word)),
  );
}

/**
 * Two open questions that ask the same thing in other words ("Are the 12 sandbox merchants
 * affected on the same date?" and "Are the sandbox merchants affected on the same date?"):
 * their topic words (numbers and filler words removed) share at least 3 words and at least 80%
 * of the shorter question's words.
 */
export function sameQuestion(a: string, b: string): boolean {
  const wa = questionWords(a);
  const wb = questionWords(b);
  const shared = [...wa].filter((word) => wb.has(word)).length;
  return shared >= 3 && shared / Math.max(1, Math.min(wa.size, wb.size)) >= 0.8;
}

function pushUnique<T>(list: T[], value: T, same: (a: T, b: T) => boolean): void {
  if (!list.some((existing) => same(existing, value))) list.push(value);
}

const sameChild = (a: SourceChild, b: SourceChild) => a.agentId === b.agentId;

/**
 * Merge several debriefs (rules in the module comment). Sources keep their order; an empty
 * list gives an empty record. Never throws on well-typed input.
 */
export function mergeDebriefs(sources: readonly MergeSource[]): MergedDebrief {
  const findings: MergedFinding[] = [];
  const findingIndex = new Map<string, number>();
  const assumptions: MergedAssumption[] = [];
  const assumptionIndex = new Map<string, number>();
  const unresolved: MergedUnresolved[] = [];
  const unresolvedIndex = new Map<string, number>();
  const searched: MergedCoverageEntry[] = [];
  const searchedIndex = new Map<string, number>();

  for (const source of sources) {
    const child: SourceChild = { agentId: source.agentId, agentName: source.agentName };
    source.result.findings.forEach((finding, index) => {
      const key = normalizeClaim(finding.claim);
      const at = findingIndex.get(key);
      const stated: FindingSource = {
        ...child,
        itemId: itemId(source.agentName, itemKey("finding", index)),
        claim: finding.claim,
        confidence: finding.confidence,
        provenance: [...finding.provenance],
      };
      if (at === undefined) {
        findingIndex.set(key, findings.length);
        findings.push({
          claim: finding.claim,
          confidence: finding.confidence,
          provenance: [...new Set(finding.provenance)],
          sources: [stated],
          disagreement: null,
        });
        return;
      }
      const merged = findings[at]!;
      merged.sources.push(stated);
      merged.confidence = weakerConfidence(merged.confidence, finding.confidence);
      for (const entry of finding.provenance) pushUnique(merged.provenance, entry, Object.is);
    });
    source.result.assumptions.forEach((assumption, index) => {
      const key = normalizeClaim(assumption);
      const at = assumptionIndex.get(key);
      const id = itemId(source.agentName, itemKey("assumption", index));
      if (at === undefined) {
        assumptionIndex.set(key, assumptions.length);
        assumptions.push({ text: assumption, sources: [child], itemIds: [id] });
        return;
      }
      pushUnique(assumptions[at]!.sources, child, sameChild);
      pushUnique(assumptions[at]!.itemIds, id, Object.is);
    });
    source.result.unresolved.forEach((item, index) => {
      const key = normalizeClaim(item.question);
      const exact = unresolvedIndex.get(key);
      const at =
        exact ?? unresolved.findIndex((entry) => sameQuestion(entry.question, item.question));
      const id = itemId(source.agentName, itemKey("unresolved", index));
      if (at === -1) {
        unresolvedIndex.set(key, unresolved.length);
        unresolved.push({
          question: item.question,
          would_settle_it: [item.would_settle_it],
          sources: [child],
          itemIds: [id],
        });
        return;
      }
      const merged = unresolved[at]!;
      pushUnique(merged.sources, child, sameChild);
      pushUnique(merged.itemIds, id, Object.is);
      pushUnique(
        merged.would_settle_it,
        item.would_settle_it,
        (a, b) => normalizeClaim(a) === normalizeClaim(b),
      );
    });
    for (const area of source.result.coverage.searched) {
      const key = normalizeClaim(area);
      const at = searchedIndex.get(key);
      if (at === undefined) {
        searchedIndex.set(key, searched.length);
        searched.push({ area, sources: [child], itemIds: [] });
      } else pushUnique(searched[at]!.sources, child, sameChild);
    }
  }

  for (const finding of findings) {
    const distinct = new Set(finding.sources.map((source) => source.confidence));
    if (distinct.size > 1) {
      finding.disagreement = {
        confidences: finding.sources.map((source) => ({
          agentId: source.agentId,
          agentName: source.agentName,
          confidence: source.confidence,
        })),
        kept: finding.confidence,
      };
    }
  }

  const gaps = mergeGaps(sources);
  return {
    sources: [...sources],
    findings,
    assumptions,
    unresolved,
    coverage: { searched, not_searched: gaps.notSearched, covered_by_sibling: gaps.covered },
    effort: {
      tool_calls: sources.reduce((sum, source) => sum + source.result.effort.tool_calls, 0),
      any_budget_exhausted: sources.some((source) => source.result.effort.budget_exhausted),
      per_child: sources.map((source) => ({
        agentId: source.agentId,
        agentName: source.agentName,
        tool_calls: source.result.effort.tool_calls,
        budget_exhausted: source.result.effort.budget_exhausted,
        transcript_ref: source.result.transcript_ref,
        guardsApplied: [...(source.guardsApplied ?? [])],
      })),
    },
    disagreements: findings.flatMap((finding, index) =>
      finding.disagreement
        ? [{ findingIndex: index, claim: finding.claim, disagreement: finding.disagreement }]
        : [],
    ),
  };
}

/**
 * not_searched: each area some child listed that no sibling covered (coversArea: a searched
 * entry about the same area, or a read of the file it names), grouped by meaning (sameArea);
 * the areas a sibling did cover, with who covered them.
 */
function mergeGaps(sources: readonly MergeSource[]): {
  notSearched: MergedCoverageEntry[];
  covered: PartialGap[];
} {
  const coverage = sources.map((source) => ({
    agentId: source.agentId,
    child: { agentId: source.agentId, agentName: source.agentName } as SourceChild,
    searched: source.result.coverage.searched,
    notSearched: source.result.coverage.not_searched,
    provenance: source.result.findings.flatMap((finding) => finding.provenance),
  }));
  const notSearched: MergedCoverageEntry[] = [];
  const covered: PartialGap[] = [];
  for (const source of sources) {
    const child: SourceChild = { agentId: source.agentId, agentName: source.agentName };
    source.result.coverage.not_searched.forEach((area, index) => {
      const id = itemId(source.agentName, itemKey("not_searched", index));
      const searchedBy = coverage
        .filter((other) => other.agentId !== source.agentId && coversArea(other, area))
        .map((other) => other.child);
      if (searchedBy.length === 0) {
        const same = notSearched.find((entry) => sameArea(entry.area, area));
        if (same) {
          pushUnique(same.sources, child, sameChild);
          pushUnique(same.itemIds, id, Object.is);
        } else notSearched.push({ area, sources: [child], itemIds: [id] });
        return;
      }
      const same = covered.find((gap) => sameArea(gap.area, area));
      if (same) {
        pushUnique(same.sources, child, sameChild);
        pushUnique(same.itemIds, id, Object.is);
        for (const other of searchedBy) pushUnique(same.searchedBy, other, sameChild);
        return;
      }
      covered.push({ area, sources: [child], itemIds: [id], searchedBy });
    });
  }
  return { notSearched, covered };
}
