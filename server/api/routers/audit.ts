import { exportAudit, getAudit, reviewFlag, verifyRunProvenance } from "../../audit/audit-service";
import { listAuditSummaries } from "../../db/audit-repository";
import {
  auditSummariesInputSchema,
  exportAuditInputSchema,
  reviewFlagInputSchema,
} from "../../shared/audit-inputs";
import { runIdInputSchema } from "../../shared/run-inputs";
import { publicProcedure, router } from "../trpc";

/**
 * Caveat audits (issue 5): the audit of a finished run (computed and stored on first
 * request), reviewers' decisions on its flags, export, provenance badges, and flag counts for
 * the runs list.
 */
export const auditRouter = router({
  get: publicProcedure
    .input(runIdInputSchema)
    .query(({ ctx, input }) => getAudit(ctx.services, input.runId)),
  review: publicProcedure
    .input(reviewFlagInputSchema)
    .mutation(({ ctx, input }) => reviewFlag(ctx.services, input)),
  export: publicProcedure
    .input(exportAuditInputSchema)
    .query(({ ctx, input }) => exportAudit(ctx.services, input.runId, input.format)),
  provenance: publicProcedure
    .input(runIdInputSchema)
    .query(({ ctx, input }) => verifyRunProvenance(ctx.services, input.runId)),
  summaries: publicProcedure.input(auditSummariesInputSchema).query(async ({ ctx, input }) => {
    const summaries = await listAuditSummaries(ctx.prisma, input.runIds);
    return input.unreviewedOnly
      ? summaries.filter((summary) => summary.unreviewedCount > 0)
      : summaries;
  }),
});
