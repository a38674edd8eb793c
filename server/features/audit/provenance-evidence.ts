import type { ResearchResult } from "../../runtime/contract/research-result";
import { notSearchedEntryFor } from "../../runtime/contract/unread-provenance";
import { extractEntities, type Entity } from "./entities";

/**
 * What provenance verification looks for besides the cited text itself (issue 12, "Truth
 * first" 4): the debrief's own coverage (terms it searched, areas it did not read) and the terms
 * of a claim, as patterns a cited line may hold.
 */

/**
 * What the child read besides its claim (issue 12, "Truth first" 4): the terms it searched
 * for (quoted in coverage.searched: `code search "legacyCharge"`), which a cited line may
 * hold instead of a word of the claim, and the areas it lists as not searched: a file named
 * there is never evidence for the child's finding.
 */
export interface FindingEvidence {
  searched: readonly string[];
  notSearched: readonly string[];
}

/** The evidence of a debrief (its coverage), for every finding's checks. */
export function evidenceOf(result: ResearchResult | null | undefined): FindingEvidence {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
  return {
    searched: strings(result?.coverage?.searched),
    notSearched: strings(result?.coverage?.not_searched),
  };
}

export const NO_EVIDENCE: FindingEvidence = { searched: [], notSearched: [] };

/** The not-searched entry that names `path` (the whole path, or its file name), if any. */
export function listedAsNotRead(path: string, evidence: FindingEvidence): string | undefined {
  return notSearchedEntryFor(path, evidence.notSearched);
}

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The terms of a claim worth looking for in a cited line: everything but small numbers. */
export function citedTerms(claim: string): Entity[] {
  return extractEntities(claim).filter(
    (entity) =>
      entity.kind !== "file" &&
      entity.kind !== "table_column" &&
      !(entity.kind === "number" && entity.key.length < 2),
  );
}

/** A pattern for `entity` in a line of code: whole identifiers, numbers with digit separators. */
export function termPattern(entity: Entity): RegExp {
  if (entity.kind === "quoted") return new RegExp(escapeRegExp(entity.key), "i");
  if (entity.kind === "number") {
    // 12000 also matches 12_000 and 12,000 in code.
    const digits = entity.key.split("").map(escapeRegExp).join("[_,]?");
    return new RegExp(`(?<![\\w.])${digits}(?![\\w])`);
  }
  return new RegExp(`(?<![A-Za-z0-9_])${escapeRegExp(entity.key)}(?![A-Za-z0-9_])`, "i");
}
