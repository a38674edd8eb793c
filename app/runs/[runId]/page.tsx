import type { Metadata } from "next";
import { RunView } from "@/components/run/run-view";
import { runPageTitle } from "@/components/run/run-page-title";
import { getViewer, requireRun, requireViewer, runQuestion } from "@/trpc/server";

/** The tab's title: the run's question (runPageTitle); "Run" signed out, "Run not found" for an unknown id. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ runId: string }>;
}): Promise<Metadata> {
  const { runId } = await params;
  if ((await getViewer()) === null) return { title: "Run" };
  const question = await runQuestion(runId);
  return { title: question === null ? "Run not found" : runPageTitle(question, "run") };
}

/**
 * A run: header, final answer, agent tree, window charts, debriefs, corrections, timeline.
 * An unknown run id answers HTTP 404 (not-found.tsx beside this page).
 */
export default async function RunPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  await requireViewer(`/runs/${runId}`);
  await requireRun(runId, "run");
  return <RunView runId={runId} />;
}
