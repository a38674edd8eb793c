"use client";

import { createContext, useContext } from "react";
import type { StoredProvenanceCheck } from "@/server/features/audit/audit-report";

/** Provenance checks of the run's debriefs, by debrief, finding and entry (run page). */
export type CheckIndex = ReadonlyMap<string, StoredProvenanceCheck>;

export const ProvenanceChecksContext = createContext<CheckIndex>(new Map());

export function checkKey(debriefId: string, findingIndex: number, entryIndex: number): string {
  return `${debriefId}\u0000${findingIndex}\u0000${entryIndex}`;
}

/** The check of one provenance entry, or undefined while it is not known. */
export function useProvenanceCheck(
  debriefId: string,
  findingIndex: number,
  entryIndex: number,
): StoredProvenanceCheck | undefined {
  return useContext(ProvenanceChecksContext).get(checkKey(debriefId, findingIndex, entryIndex));
}
