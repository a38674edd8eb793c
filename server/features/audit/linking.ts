import { LRUCache } from "lru-cache";
import { contentPhrases, contentWords, extractEntities, type EntityKind } from "./entities";

/**
 * Lexical and entity overlap between two texts (no model). A text becomes a set of terms:
 * its entities (merchant ids, dates, counts, files, identifiers, …) and its stemmed content
 * words. Two texts score the weighted sum of the terms they share: entity kinds carry fixed
 * weights, words weigh by how rare they are among the debrief items (inverse document
 * frequency), and a term most items share counts little. Per-kind caps stop a long list of
 * merchant ids from drowning everything else.
 */

/** What a term is: an entity kind, a content word or a pair of consecutive content words. */
export type TermKind = EntityKind | "word" | "phrase";

/** The terms of one text. Keys: `kind:key` for entities, `w:stem` for words, `p:a b` for phrases. */
export interface Features {
  terms: Map<string, TermKind>;
}

/** Weight of one shared entity of each kind. */
export const ENTITY_WEIGHTS: Record<EntityKind, number> = {
  merchant_id: 3,
  date: 3,
  quoted: 3,
  file: 4,
  table_column: 3,
  count: 3,
  identifier: 2,
  number: 1.5,
  version: 1,
};

/** Most a kind contributes to one score. */
const KIND_CAPS: Record<TermKind, number> = {
  merchant_id: 6,
  date: 6,
  quoted: 6,
  file: 6,
  table_column: 6,
  count: 6,
  identifier: 6,
  number: 3,
  version: 2,
  word: 8,
  phrase: 4,
};

/** Weight of one shared phrase. */
const PHRASE_WEIGHT = 1.5;

/** Score at which a sentence is linked to a finding, or two items to each other. */
export const LINK_THRESHOLD = 3;
/** Score at which a sentence is linked directly to an assumption, open question or gap. */
export const HEDGE_LINK_THRESHOLD = 4;
/** Most one shared word weighs (a rare word). */
export const MAX_WORD_WEIGHT = 1.5;

/**
 * The terms of a text: a fresh copy per call (a caller may add terms). The same clauses and
 * debrief items are read again for every answer audited over one run's debriefs, so each text's
 * terms are kept in an LRU cache.
 */
export function featuresOf(text: string): Features {
  let terms = readTerms.get(text);
  if (terms === undefined) {
    terms = termsOf(text);
    readTerms.set(text, terms);
  }
  return { terms: new Map(terms) };
}

/** The terms of the texts read last (featuresOf). */
const readTerms = new LRUCache<string, ReadonlyMap<string, TermKind>>({ max: 5_000 });

/** The terms of a text, read afresh (featuresOf keeps them). */
function termsOf(text: string): Map<string, TermKind> {
  const terms = new Map<string, TermKind>();
  for (const entity of extractEntities(text))
    terms.set(`${entity.kind}:${entity.key}`, entity.kind);
  for (const word of contentWords(text)) terms.set(`w:${word}`, "word");
  for (const phrase of contentPhrases(text)) terms.set(`p:${phrase}`, "phrase");
  return terms;
}

/** Document frequencies over a corpus of items; the weights depend on them. */
export class TermWeights {
  private readonly df = new Map<string, number>();
  readonly size: number;

  constructor(corpus: readonly Features[]) {
    this.size = corpus.length;
    for (const features of corpus) {
      for (const term of features.terms.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
    }
  }

  /** How much sharing `term` says about two texts being about the same thing. */
  weight(term: string, kind: TermKind): number {
    const df = Math.max(1, this.df.get(term) ?? 1);
    const common = this.size >= 4 && df > this.size / 2;
    if (kind === "word") {
      if (common) return 0;
      return Math.min(MAX_WORD_WEIGHT, Math.log2((this.size + 1) / df));
    }
    if (kind === "phrase") return common ? 0 : PHRASE_WEIGHT;
    return ENTITY_WEIGHTS[kind] * (common ? 0.5 : 1);
  }

  /**
   * Weighted overlap of two texts, with per-kind caps; `shared` lists the terms that count.
   * `topicOnly` leaves out what lists share (merchant ids, counts, numbers) and versions.
   */
  score(
    a: Features,
    b: Features,
    options: { topicOnly?: boolean } = {},
  ): { score: number; shared: string[] } {
    const [small, large] = a.terms.size <= b.terms.size ? [a, b] : [b, a];
    const byKind = new Map<TermKind, number>();
    const shared: string[] = [];
    for (const [term, kind] of small.terms) {
      if (!large.terms.has(term)) continue;
      if (
        options.topicOnly &&
        (kind === "merchant_id" || kind === "count" || kind === "number" || kind === "version")
      )
        continue;
      const weight = this.weight(term, kind);
      if (weight <= 0) continue;
      byKind.set(kind, (byKind.get(kind) ?? 0) + weight);
      shared.push(term);
    }
    let score = 0;
    for (const [kind, total] of byKind) score += Math.min(total, KIND_CAPS[kind]);
    return { score: Math.round(score * 100) / 100, shared };
  }

  /** Total (capped) weight of a text's own terms: what a full restatement would score. */
  selfScore(features: Features): number {
    return this.score(features, features).score;
  }
}

/**
 * Whether two debrief items are linked (an item-graph edge): HEDGE_LINK_THRESHOLD with at
 * least one shared entity or phrase beyond versions and bare numbers, or a score of
 * HEDGE_LINK_THRESHOLD + 1 from words alone.
 */
export function isHedgeLink(overlap: { score: number; shared: readonly string[] }): boolean {
  if (overlap.score >= HEDGE_LINK_THRESHOLD + 1) return true;
  if (overlap.score < HEDGE_LINK_THRESHOLD) return false;
  return overlap.shared.some((term) => !/^(?:w|version|number):/.test(term));
}

/**
 * Whether an overlap links a sentence of the answer directly to an assumption, open question
 * or gap: HEDGE_LINK_THRESHOLD with a shared entity beyond versions and bare numbers, or
 * HEDGE_LINK_THRESHOLD + 1 from words and phrases alone.
 */
export function isDirectHedgeLink(overlap: { score: number; shared: readonly string[] }): boolean {
  if (overlap.score >= HEDGE_LINK_THRESHOLD + 1) return true;
  if (overlap.score < HEDGE_LINK_THRESHOLD) return false;
  return overlap.shared.some((term) => !/^(?:w|p|version|number):/.test(term));
}

/** The count nouns of a text ("19 merchant" → "merchant"). */
export function countNouns(features: Features): Set<string> {
  const nouns = new Set<string>();
  for (const [term, kind] of features.terms) {
    if (kind !== "count") continue;
    const noun = term.slice("count:".length).split(" ")[1];
    if (noun) nouns.add(noun);
  }
  return nouns;
}

/** How many entities of one kind a text has. */
export function kindCount(features: Features, kind: EntityKind): number {
  let count = 0;
  for (const value of features.terms.values()) if (value === kind) count += 1;
  return count;
}
