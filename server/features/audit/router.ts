import { publicProcedure, router } from "../../api/trpc";
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
 * the runs list; a model judge's second opinion on a flag, and the audit of a pasted or
 * uploaded answer (issue 14).
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
  auditAnswer: publicProcedure
    .input(auditAnswerInputSchema)
    .mutation(({ ctx, input }) => auditAnswer(ctx, input)),
  judge: publicProcedure
    .input(judgeFlagInputSchema)
    .mutation(({ ctx, input }) => judgeFlag(ctx, input)),
  summaries: publicProcedure
    .input(auditSummariesInputSchema)
    .query(({ ctx, input }) => listAuditSummaries(ctx, input)),
});
