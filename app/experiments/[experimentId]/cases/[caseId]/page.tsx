import type { Metadata } from "next";
import { CaseView } from "@/components/experiments/case-view";
import { roleCan } from "@/server/shared/permissions";
import { requireExperimentCase, requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Experiment case" };

/**
 * One case of an experiment: every run it made, with scores, held state and audit flags. An
 * unknown experiment or case answers HTTP 404 (not-found.tsx beside this page).
 */
export default async function ExperimentCasePage({
  params,
}: {
  params: Promise<{ experimentId: string; caseId: string }>;
}) {
  const { experimentId, caseId } = await params;
  const viewer = await requireViewer(`/experiments/${experimentId}/cases/${caseId}`);
  if (roleCan(viewer.role, "experiments:read")) await requireExperimentCase(experimentId, caseId);
  return <CaseView experimentId={experimentId} caseId={caseId} />;
}
