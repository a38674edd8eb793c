import type { Metadata } from "next";
import { AnswerAuditForm } from "@/components/audit/answer-audit-form";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Audit an answer" };

/**
 * Audit an answer someone pastes or uploads (issue 14) against a finished run's debriefs
 * (`?runId=` preselects one) or debriefs given as JSON. Signed in (audit:read, every role).
 */
export default async function AnswerAuditPage({
  searchParams,
}: {
  searchParams: Promise<{ runId?: string | string[] }>;
}) {
  const { runId } = await searchParams;
  const initialRunId = typeof runId === "string" ? runId : "";
  await requireViewer(initialRunId ? `/audit?runId=${encodeURIComponent(initialRunId)}` : "/audit");
  return <AnswerAuditForm initialRunId={initialRunId} />;
}
