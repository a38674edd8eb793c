import type { Metadata } from "next";
import { RunView } from "@/components/run/run-view";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Run" };

/** A run: header, final answer, agent tree, window charts, debriefs, corrections. */
export default async function RunPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  await requireViewer(`/runs/${runId}`);
  return <RunView runId={runId} />;
}
