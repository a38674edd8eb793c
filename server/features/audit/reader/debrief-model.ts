import { debriefItems, type DebriefItemKind } from "../../../runtime/contract/debrief-items";
import { normalizeClaim } from "../../../runtime/contract/merge-debriefs";
import type { Confidence, ResearchResult } from "../../../runtime/contract/research-result";
import { verifiedOnUnreadFiles } from "../../../runtime/contract/unread-provenance";
import { contentWords, extractEntities } from "../entities";
import { featuresOf, type Features } from "../linking";

/**
 * The children's debriefs as the audit reasons about them (issue 14). Every item of every
 * debrief, with the id the parent cites (`<agentName>/<key>`), its linking features and:
 * - `group`: near-duplicate items across children (the same assumption, question or gap in
 *   other words: "the sandbox adapter source" and "src/adapters/sandbox-adapter.ts") share one
 *   status in an answer; `group` is the id of the group's first item;
 * - `coveredBy`: a not-searched area a sibling covered (listed it as searched, or read the
 *   file its findings cite) is no caveat of the run: the answer rests on the sibling's work.
 */

export type ItemKind = DebriefItemKind;

/** A child's debrief as the audit takes it; `result` null: the child failed its contract. */
export interface AuditDebrief {
  agentId: string;
  agentName: string;
  result: ResearchResult | null;
}

export interface AuditItem {
  /** `${agentId}/${key}`: unique in a run. */
  id: string;
  /** `${agentName}/${key}`: the id the parent cites and the renderings print. */
  label: string;
  key: string;
  agentId: string;
  agentName: string;
  kind: ItemKind;
  text: string;
  confidence: Confidence | null;
  provenance: string[];
  /**
   * Marked as not established by its child (every item but a verified finding). A finding
   * stored as `verified` while every file it cites is one its child lists as not searched is
   * read as `inferred` (hedged), with the reason in `lowered` (runtime/contract/unread-provenance).
   */
  hedged: boolean;
  /** Why a stored `verified` finding is read as `inferred`; null when it is not. */
  lowered: string | null;
  /** The id of the first item of its near-duplicate group (its own id when alone). */
  group: string;
  /** not_searched only: the sibling that covered the area, or null. */
  coveredBy: string | null;
  /** Entities and words of the item (findings: with their provenance). */
  features: Features;
  /** Topic words: stemmed content words without boilerplate. */
  topic: Set<string>;
}

/** Boilerplate of not-searched areas: says nothing about the area itself. */
const AREA_BOILERPLATE =
  /\((?:appeared in search hits, )?not read in full\)|\(outside (?:this|the) child'?s brief\)/gi;
/** Words that name no topic in a coverage entry. */
const COVERAGE_FILLER = new Set(
  "src read code search searched query querysql every row full sourc file".split(" "),
);

/** The words a coverage entry is about: file basenames as words, boilerplate removed. */
export function areaWords(area: string): Set<string> {
  const cleaned = area
    .replace(AREA_BOILERPLATE, " ")
    .replace(/(?:[\w.-]+\/)+([\w.-]+)\.\w{1,5}\b/g, (_, base: string) => base)
    .replace(/\b([\w-]+)\.(?:ts|tsx|js|sql|md|json|py|go|rs|yml|yaml)\b/g, "$1")
    .replace(/[-_]+/g, " ");
  const words = new Set<string>();
  for (const word of contentWords(cleaned)) if (!COVERAGE_FILLER.has(word)) words.add(word);
  return words;
}

/** File basenames an entry or provenance list names ("sandbox-adapter"). */
function basenames(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(/([\w-]+)\.(?:ts|tsx|js|sql|md|json|py|go|rs)\b/g))
      if (match[1]) names.add(match[1].toLowerCase());
  return names;
}

/** Two areas are the same when one's topic words contain the other's (two words at least). */
export function sameArea(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size < 2)
    return small.size === 1 && large.size === 1 && [...small][0] === [...large][0];
  return [...small].every((word) => large.has(word));
}

/** Near-duplicate texts of one kind: equal when normalised, or sharing ≥ 80% of their words. */
function nearDuplicate(a: AuditItem, b: AuditItem): boolean {
  if (a.kind !== b.kind || a.kind === "finding" || a.kind === "budget_exhausted") return false;
  if (a.kind === "not_searched") return sameArea(a.topic, b.topic);
  if (normalizeClaim(a.text) === normalizeClaim(b.text)) return true;
  const question = (item: AuditItem) =>
    item.kind === "unresolved" ? item.text.replace(/\s*\(would settle it:[\s\S]*$/, "") : item.text;
  const wa = contentWords(question(a));
  const wb = contentWords(question(b));
  const shared = [...wa].filter((word) => wb.has(word)).length;
  return shared / Math.max(1, Math.min(wa.size, wb.size)) >= 0.8 && shared >= 3;
}

/**
 * The items of every debrief in debrief then render order, with groups and sibling coverage
 * (see the module comment). Odd debriefs (missing arrays) give fewer items, never an exception.
 */
export function buildItems(debriefs: readonly AuditDebrief[]): AuditItem[] {
  const items: AuditItem[] = [];
  for (const debrief of debriefs) {
    const stored = sanitized(debrief.result);
    if (stored === null) continue;
    const { result, lowered } = lowerUnreadVerified(stored);
    for (const ref of debriefItems(debrief.agentName, result)) {
      const index = Number(ref.key.slice(1)) - 1;
      const provenance = ref.kind === "finding" ? (result.findings[index]?.provenance ?? []) : [];
      const linkText =
        ref.kind === "not_searched"
          ? `${ref.text.replace(AREA_BOILERPLATE, " ")} ${[...areaWords(ref.text)].join(" ")}`
          : `${ref.text} ${provenance.join(" ")}`;
      items.push({
        id: `${debrief.agentId}/${ref.key}`,
        label: ref.id,
        key: ref.key,
        agentId: debrief.agentId,
        agentName: debrief.agentName,
        kind: ref.kind,
        text: ref.text,
        confidence: ref.confidence,
        provenance: [...provenance],
        hedged: ref.hedged,
        lowered: ref.kind === "finding" ? (lowered.get(index) ?? null) : null,
        group: `${debrief.agentId}/${ref.key}`,
        coveredBy: null,
        features: withTables(featuresOf(linkText)),
        topic: ref.kind === "not_searched" ? areaWords(ref.text) : contentWords(ref.text),
      });
    }
  }
  markCoverage(items, debriefs);
  for (let i = 0; i < items.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (items[j]!.group === items[j]!.id && nearDuplicate(items[i]!, items[j]!)) {
        items[i]!.group = items[j]!.id;
        break;
      }
    }
  }
  return items;
}

/** The result with verified findings on unread files as inferred, and why, by finding index. */
function lowerUnreadVerified(result: ResearchResult): {
  result: ResearchResult;
  lowered: Map<number, string>;
} {
  const lowered = new Map<number, string>();
  const findings = result.findings.map((finding, index) => {
    const reason = verifiedOnUnreadFiles(finding, result.coverage.not_searched);
    if (reason === null) return finding;
    lowered.set(index, `stored as verified, read as inferred: ${reason}`);
    return { ...finding, confidence: "inferred" as const };
  });
  return { result: { ...result, findings }, lowered };
}

/** A `table:<name>` term for every table.column entity: claims from one table share it. */
function withTables(features: Features): Features {
  for (const [term, kind] of [...features.terms]) {
    if (kind !== "table_column") continue;
    const table = term.slice("table_column:".length).split(".")[0];
    if (table) features.terms.set(`identifier:table ${table}`, "identifier");
  }
  return features;
}

/** Set coveredBy on not-searched areas a sibling searched or read (see the module comment). */
function markCoverage(items: AuditItem[], debriefs: readonly AuditDebrief[]): void {
  for (const gap of items) {
    if (gap.kind !== "not_searched") continue;
    const gapFiles = basenames([gap.text]);
    for (const sibling of debriefs) {
      if (sibling.agentId === gap.agentId || !sibling.result) continue;
      const result = sanitized(sibling.result);
      if (result === null) continue;
      const unread = basenames(result.coverage.not_searched);
      const read = basenames([
        ...result.coverage.searched,
        ...result.findings.flatMap((finding) => finding.provenance),
      ]);
      const searchedArea = result.coverage.searched.some((area) =>
        sameArea(areaWords(area), gap.topic),
      );
      const readFile = [...gapFiles].some((file) => read.has(file) && !unread.has(file));
      const tableRead =
        gapFiles.size === 0 &&
        /\btable\b/i.test(gap.text) &&
        result.findings.some((finding) =>
          finding.provenance.some((entry) =>
            extractEntities(entry).some(
              (entity) =>
                entity.kind === "table_column" &&
                gap.topic.has(entity.key.split(".")[0]!.replace(/s$/, "")),
            ),
          ),
        );
      if (searchedArea || readFile || tableRead) {
        gap.coveredBy = sibling.agentName;
        break;
      }
    }
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === "string")
    : [];
}

/** A stored result with every list present (odd JSON gives empty lists), or null. */
function sanitized(result: ResearchResult | null | undefined): ResearchResult | null {
  if (!result || typeof result !== "object") return null;
  const findings = (Array.isArray(result.findings) ? result.findings : []).filter(
    (finding) => finding && typeof finding.claim === "string",
  );
  return {
    findings: findings.map((finding) => ({
      claim: finding.claim,
      provenance: strings(finding.provenance),
      confidence: ["verified", "inferred", "reported"].includes(finding.confidence)
        ? finding.confidence
        : "reported",
    })),
    assumptions: strings(result.assumptions),
    unresolved: (Array.isArray(result.unresolved) ? result.unresolved : [])
      .filter((item) => item && typeof item.question === "string")
      .map((item) => ({
        question: item.question,
        would_settle_it: typeof item.would_settle_it === "string" ? item.would_settle_it : "",
      })),
    coverage: {
      searched: strings(result.coverage?.searched),
      not_searched: strings(result.coverage?.not_searched),
    },
    effort: {
      tool_calls: Number(result.effort?.tool_calls) || 0,
      budget_exhausted: result.effort?.budget_exhausted === true,
    },
    transcript_ref: typeof result.transcript_ref === "string" ? result.transcript_ref : "",
  };
}
