import type { Metadata } from "next";
import { ExperimentView } from "@/components/experiments/experiment-view";
import { roleCan } from "@/server/shared/permissions";
import { requireExperiment, requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Experiment" };

/**
 * One experiment: progress, results side by side, chart, comparison, cases, exports. An unknown
 * experiment id answers HTTP 404 (not-found.tsx beside this page).
 */
export default async function ExperimentPage({
  params,
}: {
  params: Promise<{ experimentId: string }>;
}) {
  const { experimentId } = await params;
  const viewer = await requireViewer(`/experiments/${experimentId}`);
  // An unknown id answers HTTP 404 (not-found.tsx beside this page); a role that may not read
  // experiments gets the view's own refusal.
  if (roleCan(viewer.role, "experiments:read")) await requireExperiment(experimentId);
  return <ExperimentView experimentId={experimentId} />;
}
