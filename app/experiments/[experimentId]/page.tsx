import type { Metadata } from "next";
import { ExperimentView } from "@/components/experiments/experiment-view";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Experiment" };

/** One experiment: progress, results side by side, chart, comparison, cases, exports. */
export default async function ExperimentPage({
  params,
}: {
  params: Promise<{ experimentId: string }>;
}) {
  const { experimentId } = await params;
  await requireViewer(`/experiments/${experimentId}`);
  return <ExperimentView experimentId={experimentId} />;
}
