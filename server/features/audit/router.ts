import { procedureWith, router } from "../../api/trpc";
import {
  auditSummariesInputSchema,
  exportAuditInputSchema,
  reviewFlagInputSchema,
} from "../../shared/audit-inputs";
import { runIdInputSchema } from "../../shared/run-inputs";
import { exportAudit, getAudit, listAuditSummaries, reviewFlag } from "./audit-service";
import { verifyRunProvenance } from "./provenance-service";

/**
 * Caveat audits (issue 5): the audit of a finished run (computed and stored on first
 * request), reviewers' decisions on its flags, export, provenance badges, and flag counts for
 * the runs list.
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
  summaries: procedureWith("audit:read")
    .input(auditSummariesInputSchema)
    .query(({ ctx, input }) => listAuditSummaries(ctx, input)),
});
