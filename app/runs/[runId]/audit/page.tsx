import type { Metadata } from "next";
import { AuditReview } from "@/components/audit/audit-review";
import { runPageTitle } from "@/components/run/run-page-title";
import { getViewer, requireRun, requireViewer, runQuestion } from "@/trpc/server";

/** The tab's title: the run's question (runPageTitle); "Audit" signed out, "Run not found" for an unknown id. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ runId: string }>;
}): Promise<Metadata> {
  const { runId } = await params;
  if ((await getViewer()) === null) return { title: "Audit" };
  const question = await runQuestion(runId);
  return { title: question === null ? "Run not found" : runPageTitle(question, "audit") };
}

/**
 * A run's caveat audit: the annotated answer, flags to confirm or dismiss, export. An unknown
 * run id answers HTTP 404 (the run segment's not-found.tsx).
 */
export default async function AuditPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  await requireViewer(`/runs/${runId}/audit`);
  await requireRun(runId, "audit");
  return <AuditReview runId={runId} />;
}
