import type { Confidence, ResearchResult } from "../../runtime/contract/research-result";
import { normalizeClaim } from "../../runtime/contract/merge-debriefs";
import { featuresOf, isHedgeLink, type Features, type TermWeights } from "./linking";

/**
 * The items of the children's debriefs the audit reasons about. Every finding is a node (a
 * sentence of the answer rests on findings); the hedged ones are also hedges. A hedge is
 * anything the child marked as not established (seed 000 "Each field earns its place"):
 * a finding with confidence inferred or reported, every assumption, every unresolved item,
 * every not_searched area (unless another child searched it), and budget_exhausted.
 */

export type ItemKind =
  "finding" | "assumption" | "unresolved" | "not_searched" | "budget_exhausted";

/** A child's debrief as the audit takes it; `result` null: the child failed its contract. */
export interface AuditDebrief {
  agentId: string;
  agentName: string;
  result: ResearchResult | null;
}

export interface DebriefItem {
  /** `${agentId}/${key}`: unique in a run. */
  id: string;
  /** F1, A1, U1, N1 (1-based, as render-for-parent numbers them), or B. */
  key: string;
  agentId: string;
  agentName: string;
  kind: ItemKind;
  /** The child's text: the claim, assumption, question (and what would settle it), area. */
  text: string;
  /** Findings only. */
  confidence: Confidence | null;
  /** Findings: provenance entries (they count for linking). */
  provenance: string[];
  isHedge: boolean;
  /** Other children that raised the same assumption, question or gap (normalised text). */
  alsoFrom: { agentId: string; agentName: string }[];
  features: Features;
}

/** Boilerplate the scripted child adds to not_searched areas; it says nothing about topic. */
const AREA_BOILERPLATE = /\((?:appeared in search hits, )?not read in full\)/gi;

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === "string")
    : [];
}

/**
 * The items of every debrief, in debrief then field order. Odd debriefs (missing arrays,
 * non-string entries) give fewer items, never an exception.
 */
export function collectItems(debriefs: readonly AuditDebrief[]): DebriefItem[] {
  const items: DebriefItem[] = [];
  const searchedBy = new Map<string, Set<string>>();
  for (const debrief of debriefs) {
    for (const area of strings(debrief.result?.coverage?.searched)) {
      const key = normalizeClaim(area);
      if (!searchedBy.has(key)) searchedBy.set(key, new Set());
      searchedBy.get(key)!.add(debrief.agentId);
    }
  }
  const raised = new Map<string, DebriefItem>();
  for (const debrief of debriefs) {
    const result = debrief.result;
    if (!result || typeof result !== "object") continue;
    const base = { agentId: debrief.agentId, agentName: debrief.agentName };
    const push = (
      key: string,
      kind: ItemKind,
      text: string,
      extra: Partial<Pick<DebriefItem, "confidence" | "provenance" | "isHedge">> = {},
      linkText = text,
    ) => {
      // The same assumption, question or gap from two children is one hedge.
      const sameKey = kind === "finding" ? null : `${kind}:${normalizeClaim(text)}`;
      const earlier = sameKey === null ? undefined : raised.get(sameKey);
      if (earlier) {
        if (earlier.agentId !== base.agentId) earlier.alsoFrom.push({ ...base });
        return;
      }
      const item: DebriefItem = {
        ...base,
        id: `${debrief.agentId}/${key}`,
        key,
        kind,
        text,
        confidence: extra.confidence ?? null,
        provenance: extra.provenance ?? [],
        isHedge: extra.isHedge ?? true,
        alsoFrom: [],
        features: featuresOf(linkText),
      };
      if (sameKey !== null) raised.set(sameKey, item);
      items.push(item);
    };
    const findings = Array.isArray(result.findings) ? result.findings : [];
    findings.forEach((finding, index) => {
      if (!finding || typeof finding.claim !== "string") return;
      const provenance = strings(finding.provenance);
      const confidence: Confidence = ["verified", "inferred", "reported"].includes(
        finding.confidence,
      )
        ? finding.confidence
        : "reported";
      push(
        `F${index + 1}`,
        "finding",
        finding.claim,
        { confidence, provenance, isHedge: confidence !== "verified" },
        `${finding.claim} ${provenance.join(" ")}`,
      );
    });
    strings(result.assumptions).forEach((assumption, index) =>
      push(`A${index + 1}`, "assumption", assumption),
    );
    const unresolved = Array.isArray(result.unresolved) ? result.unresolved : [];
    unresolved.forEach((item, index) => {
      if (!item || typeof item.question !== "string") return;
      const settle = typeof item.would_settle_it === "string" ? item.would_settle_it : "";
      push(
        `U${index + 1}`,
        "unresolved",
        settle ? `${item.question} (would settle it: ${settle})` : item.question,
        {},
        `${item.question} ${settle}`,
      );
    });
    strings(result.coverage?.not_searched).forEach((area, index) => {
      const others = searchedBy.get(normalizeClaim(area));
      const coveredElsewhere =
        others !== undefined && [...others].some((id) => id !== debrief.agentId);
      if (coveredElsewhere) return;
      // "src/adapters/sandbox-adapter.ts" is also about "sandbox adapter".
      const basenames = [...area.matchAll(/([\w-]+)\.\w{1,5}\b/g)]
        .map((match) => (match[1] ?? "").replace(/[-_]+/g, " "))
        .join(" ");
      push(
        `N${index + 1}`,
        "not_searched",
        area,
        {},
        `${area.replace(AREA_BOILERPLATE, " ")} ${basenames}`,
      );
    });
    if (result.effort?.budget_exhausted === true) {
      push(
        "B",
        "budget_exhausted",
        `${debrief.agentName} ran out of budget (${Number(result.effort.tool_calls) || 0} tool calls): absence of findings is not evidence, and its lists may be incomplete`,
        {},
        "",
      );
    }
  }
  return items;
}

/**
 * Edges between items (of any child) whose texts overlap (isHedgeLink): which
 * assumptions, open questions and gaps bear on which findings, and on each other.
 */
export function itemGraph(
  items: readonly DebriefItem[],
  weights: TermWeights,
): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const item of items) edges.set(item.id, new Set());
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const a = items[i]!;
      const b = items[j]!;
      if (a.kind === "finding" && b.kind === "finding") continue;
      if (a.kind === "budget_exhausted" || b.kind === "budget_exhausted") continue;
      if (!isHedgeLink(weights.score(a.features, b.features))) continue;
      edges.get(a.id)!.add(b.id);
      edges.get(b.id)!.add(a.id);
    }
  }
  return edges;
}
