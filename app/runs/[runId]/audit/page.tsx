import type { Metadata } from "next";
import { AuditReview } from "@/components/audit/audit-review";
import { requireRun, requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Audit" };

/**
 * A run's caveat audit: the annotated answer, flags to confirm or dismiss, export. An unknown
 * run id answers HTTP 404 (the run segment's not-found.tsx).
 */
export default async function AuditPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  await requireViewer(`/runs/${runId}/audit`);
  await requireRun(runId);
  return <AuditReview runId={runId} />;
}
