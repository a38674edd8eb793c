"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";

/**
 * Whether a deployment drain is in force (draining or drained): the server then refuses new
 * runs, experiments and replays (issue 10, item 7), so the forms disable their start buttons
 * and say why. Shares the drain banner's query (same key, polled there); false while loading.
 */
export function useDrainInForce(): boolean {
  const trpc = useTRPC();
  const drain = useQuery(trpc.drain.status.queryOptions());
  return drain.data !== undefined && drain.data.state !== "none";
}
