import { publicProcedure, router } from "../../api/trpc";
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
  get: publicProcedure
    .input(runIdInputSchema)
    .query(({ ctx, input }) => getAudit(ctx, input.runId)),
  review: publicProcedure
    .input(reviewFlagInputSchema)
    .mutation(({ ctx, input }) => reviewFlag(ctx, input)),
  export: publicProcedure
    .input(exportAuditInputSchema)
    .query(({ ctx, input }) => exportAudit(ctx, input.runId, input.format)),
  provenance: publicProcedure
    .input(runIdInputSchema)
    .query(({ ctx, input }) => verifyRunProvenance(ctx, input.runId)),
  summaries: publicProcedure
    .input(auditSummariesInputSchema)
    .query(({ ctx, input }) => listAuditSummaries(ctx, input)),
});
