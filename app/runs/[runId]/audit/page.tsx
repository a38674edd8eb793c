import type { Metadata } from "next";
import { AuditReview } from "@/components/audit/audit-review";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Audit" };

/** A run's caveat audit: the annotated answer, flags to confirm or dismiss, export. */
export default async function AuditPage({ params }: { params: Promise<{ runId: string }> }) {
  const { runId } = await params;
  await requireViewer(`/runs/${runId}/audit`);
  return <AuditReview runId={runId} />;
}
