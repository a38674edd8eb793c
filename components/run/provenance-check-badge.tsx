"use client";

import { ProvenanceBadge } from "@/components/audit/provenance-badge";
import { useProvenanceCheck } from "./provenance-checks-context";

/** The verification badge for one provenance entry of a debrief; nothing until it is checked. */
export function ProvenanceCheckBadge({
  debriefId,
  findingIndex,
  entryIndex,
}: {
  debriefId: string;
  findingIndex: number;
  entryIndex: number;
}) {
  const check = useProvenanceCheck(debriefId, findingIndex, entryIndex);
  return check ? <ProvenanceBadge check={check} /> : null;
}
