import type { Metadata } from "next";
import { CaseView } from "@/components/experiments/case-view";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Experiment case" };

/** One case of an experiment: every run it made, with scores, held state and audit flags. */
export default async function ExperimentCasePage({
  params,
}: {
  params: Promise<{ experimentId: string; caseId: string }>;
}) {
  const { experimentId, caseId } = await params;
  await requireViewer(`/experiments/${experimentId}/cases/${caseId}`);
  return <CaseView experimentId={experimentId} caseId={caseId} />;
}
