import type { Confidence, ResearchResult } from "./research-result";

/**
 * Stable ids for the items of a debrief (issue 14): what the parent cites in its final answer
 * and what the audit reports. An item's id is `<agentName>/<key>`: the child's name (unique in
 * its run: the manager makes it so at spawn) and the key render-for-parent prints beside it:
 * findings `F1…`, assumptions `A1…`, unresolved `U1…`, not-searched areas `N1…` (each in the
 * order of its list) and `B` for an exhausted budget. A merged rendering prints every id a
 * deduplicated item has, so the ids stay valid after a fan-out merge.
 */

/** What an item of a debrief is. */
export const DEBRIEF_ITEM_KINDS = [
  "finding",
  "assumption",
  "unresolved",
  "not_searched",
  "budget_exhausted",
] as const;
export type DebriefItemKind = (typeof DEBRIEF_ITEM_KINDS)[number];

/** One citable item of a child's debrief. */
export interface DebriefItemRef {
  /** `<agentName>/<key>`. */
  id: string;
  /** F1, A1, U1, N1 (1-based) or B. */
  key: string;
  agentName: string;
  kind: DebriefItemKind;
  /** The claim, assumption, question (with what would settle it), area, or budget note. */
  text: string;
  /** Findings only. */
  confidence: Confidence | null;
  /** True when the child marked it as not established: every item but a verified finding. */
  hedged: boolean;
}

const KEY_PREFIX: Record<Exclude<DebriefItemKind, "budget_exhausted">, string> = {
  finding: "F",
  assumption: "A",
  unresolved: "U",
  not_searched: "N",
};

/** The key of the `index`-th (0-based) item of a kind: F1, A2, U1, N6; B for the budget. */
export function itemKey(kind: DebriefItemKind, index = 0): string {
  return kind === "budget_exhausted" ? "B" : `${KEY_PREFIX[kind]}${index + 1}`;
}

/** `<agentName>/<key>`. */
export function itemId(agentName: string, key: string): string {
  return `${agentName}/${key}`;
}

/** The agent name and key of an id (the key is after the last "/"); null when malformed. */
export function parseItemId(id: string): { agentName: string; key: string } | null {
  const cut = id.lastIndexOf("/");
  if (cut <= 0) return null;
  const key = id.slice(cut + 1);
  if (!/^(?:[FAUN][1-9]\d*|B)$/.test(key)) return null;
  return { agentName: id.slice(0, cut), key };
}

/** The kind of item a key names (F1 a finding, B the budget); null for a malformed id. */
export function itemKindOfId(id: string): DebriefItemKind | null {
  const key = parseItemId(id)?.key;
  if (key === undefined) return null;
  if (key === "B") return "budget_exhausted";
  const kinds = Object.entries(KEY_PREFIX) as [keyof typeof KEY_PREFIX, string][];
  return kinds.find(([, prefix]) => key.startsWith(prefix))?.[0] ?? null;
}

/** The text an unresolved item is cited with: the question and what would settle it. */
export function unresolvedText(question: string, wouldSettleIt: string): string {
  return wouldSettleIt.trim() === "" ? question : `${question} (would settle it: ${wouldSettleIt})`;
}

/** The budget note of a child that ran out of budget. */
export function budgetText(agentName: string, toolCalls: number): string {
  return `${agentName} ran out of budget (${toolCalls} tool calls): absence of findings is not evidence, and its lists may be incomplete`;
}

/** Every item of one child's debrief in render order (findings, assumptions, unresolved, gaps, budget). */
export function debriefItems(agentName: string, result: ResearchResult): DebriefItemRef[] {
  const items: DebriefItemRef[] = [];
  const push = (
    kind: DebriefItemKind,
    index: number,
    text: string,
    confidence: Confidence | null = null,
  ) => {
    const key = itemKey(kind, index);
    items.push({
      id: itemId(agentName, key),
      key,
      agentName,
      kind,
      text,
      confidence,
      hedged: kind !== "finding" || confidence !== "verified",
    });
  };
  result.findings.forEach((finding, index) =>
    push("finding", index, finding.claim, finding.confidence),
  );
  result.assumptions.forEach((assumption, index) => push("assumption", index, assumption));
  result.unresolved.forEach((item, index) =>
    push("unresolved", index, unresolvedText(item.question, item.would_settle_it)),
  );
  result.coverage.not_searched.forEach((area, index) => push("not_searched", index, area));
  if (result.effort.budget_exhausted)
    push("budget_exhausted", 0, budgetText(agentName, result.effort.tool_calls));
  return items;
}

const ID_PATTERN = String.raw`[^\s\[\]()]+\/(?:[FAUN][1-9]\d*|B)`;
const ITEM_LINE = new RegExp(String.raw`^\s{2,}(${ID_PATTERN}(?: = ${ID_PATTERN})*)\s`, "gm");
const BUDGET_MARK = new RegExp(String.raw`budget exhausted: YES \((${ID_PATTERN})\)`, "g");

/**
 * The item ids a rendering (render-for-parent.ts, render-merged-for-parent.ts) shows: every
 * id at the start of an item line and every exhausted-budget id. Agent names hold no
 * whitespace (the manager makes them so), so an id is one token.
 */
export function itemIdsInRendering(text: string): Set<string> {
  const ids = new Set<string>();
  for (const match of text.matchAll(ITEM_LINE))
    for (const id of (match[1] ?? "").split(" = ")) ids.add(id);
  for (const match of text.matchAll(BUDGET_MARK)) if (match[1]) ids.add(match[1]);
  return ids;
}
