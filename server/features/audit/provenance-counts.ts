import type { ProvenanceCheckStatus } from "../../shared/audit-terms";

/** How many provenance entries ended in each status, and how many were checked in all. */
export interface ProvenanceCounts {
  verified: number;
  not_found: number;
  unverifiable: number;
  total: number;
}

/** Counts with nothing checked yet. */
export function emptyCounts(): ProvenanceCounts {
  return { verified: 0, not_found: 0, unverifiable: 0, total: 0 };
}

/** Adds one check to counts (mutates and returns `counts`). */
export function countCheck(
  counts: ProvenanceCounts,
  status: ProvenanceCheckStatus,
): ProvenanceCounts {
  counts[status] += 1;
  counts.total += 1;
  return counts;
}
