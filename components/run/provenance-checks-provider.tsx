"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, type ReactNode } from "react";
import type { StoredProvenanceCheck } from "@/server/features/audit/audit-report";
import { useTRPC } from "@/trpc/react";
import { checkKey, ProvenanceChecksContext } from "./provenance-checks-context";
import { backingOff } from "@/components/ui/poll-backoff";

/**
 * Loads `audit.provenance` for the run page (every 2 s while the run is live, and again when
 * a debrief arrives) and makes each entry's check available to the badges below it.
 */
export function ProvenanceChecksProvider({
  runId,
  live,
  debriefCount,
  children,
}: {
  runId: string;
  live: boolean;
  debriefCount: number;
  children: ReactNode;
}) {
  const trpc = useTRPC();
  const checks = useQuery(
    trpc.audit.provenance.queryOptions(
      { runId },
      { enabled: debriefCount > 0, refetchInterval: backingOff(live ? 2_000 : false) },
    ),
  );
  const { refetch } = checks;
  useEffect(() => {
    if (debriefCount > 0) void refetch();
  }, [debriefCount, refetch]);

  const index = useMemo(() => {
    const map = new Map<string, StoredProvenanceCheck>();
    for (const debrief of checks.data ?? []) {
      for (const check of debrief.checks)
        map.set(checkKey(check.debriefId, check.findingIndex, check.entryIndex), check);
    }
    return map;
  }, [checks.data]);

  return (
    <ProvenanceChecksContext.Provider value={index}>{children}</ProvenanceChecksContext.Provider>
  );
}
