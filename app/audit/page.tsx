import type { Metadata } from "next";
import { AnswerAuditForm } from "@/components/audit/answer-audit-form";

export const metadata: Metadata = { title: "Audit an answer" };

/**
 * Audit an answer someone pastes or uploads (issue 14) against a finished run's debriefs
 * (`?runId=` preselects one) or debriefs given as JSON.
 */
export default async function AnswerAuditPage({
  searchParams,
}: {
  searchParams: Promise<{ runId?: string | string[] }>;
}) {
  const { runId } = await searchParams;
  return <AnswerAuditForm initialRunId={typeof runId === "string" ? runId : ""} />;
}
