import { procedureWith, router } from "../../api/trpc";
import {
  auditSummariesInputSchema,
  exportAuditInputSchema,
  judgeFlagInputSchema,
  auditAnswerInputSchema,
  reviewFlagInputSchema,
} from "../../shared/audit-inputs";
import { runIdInputSchema } from "../../shared/run-inputs";
import { exportAudit, getAudit, listAuditSummaries, reviewFlag } from "./audit-service";
import { auditAnswer } from "./answer-audit-service";
import { judgeFlag } from "./judge/judge-service";
import { verifyRunProvenance } from "./provenance-service";

/**
 * Caveat audits (issue 5): the audit of a finished run (computed and stored on first
 * request), reviewers' decisions on its flags, export, provenance badges, and flag counts for
 * the runs list; a model judge's second opinion on a flag (audit:review, logged with the
 * signed-in reviewer as actor), and the audit of a pasted or uploaded answer (audit:read;
 * nothing stored; a per-person rate limit, run off the event loop) (issue 14, issue 10).
 */
export const auditRouter = router({
  get: procedureWith("audit:read")
    .input(runIdInputSchema)
    .query(({ ctx, input }) => getAudit(ctx, input.runId)),
  review: procedureWith("audit:review")
    .input(reviewFlagInputSchema)
    .mutation(({ ctx, input }) => reviewFlag(ctx, input, ctx.user)),
  export: procedureWith("audit:export")
    .input(exportAuditInputSchema)
    .query(({ ctx, input }) => exportAudit(ctx, input.runId, input.format)),
  provenance: procedureWith("audit:read")
    .input(runIdInputSchema)
    .query(({ ctx, input }) => verifyRunProvenance(ctx, input.runId)),
  // Auditing a pasted answer reads a finished run's debriefs and stores nothing: as reading
  // an audit. Asking the judge spends a provider's budget and stores an opinion: a review act.
  auditAnswer: procedureWith("audit:read")
    .input(auditAnswerInputSchema)
    .mutation(({ ctx, input }) => auditAnswer(ctx, input, ctx.user)),
  judge: procedureWith("audit:review")
    .input(judgeFlagInputSchema)
    .mutation(({ ctx, input }) => judgeFlag(ctx, input, ctx.user)),
  summaries: procedureWith("audit:read")
    .input(auditSummariesInputSchema)
    .query(({ ctx, input }) => listAuditSummaries(ctx, input)),
});
