import type { Metadata } from "next";
import { RunView } from "@/components/run/run-view";
import { requireRun, requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Run" };

/**
 * A run: header, final answer, agent tree, window charts, debriefs, corrections, timeline.
 * An unknown run id answers HTTP 404 (not-found.tsx beside this page).
 */
export default async function RunPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  await requireViewer(`/runs/${runId}`);
  await requireRun(runId);
  return <RunView runId={runId} />;
}
