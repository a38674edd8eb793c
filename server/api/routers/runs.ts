import { getRun, listRunSummaries, liveRun, startRun } from "../../runs/run-service";
import { cancelAgent, cancelRun } from "../../runs/cancel-service";
import {
  cancelAgentInputSchema,
  cancelRunInputSchema,
  listRunsInputSchema,
  runIdInputSchema,
  startRunInputSchema,
} from "../../shared/run-inputs";
import { toTRPCError } from "../error-mapping";
import { publicProcedure, router } from "../trpc";

/** Runs: list, start, get one, and live snapshots over SSE. */
export const runsRouter = router({
  list: publicProcedure
    .input(listRunsInputSchema)
    .query(({ ctx, input }) => listRunSummaries(ctx.services, input ?? {})),
  start: publicProcedure.input(startRunInputSchema).mutation(async ({ ctx, input }) => {
    const { runId } = await startRun(ctx.services, input);
    return { runId };
  }),
  get: publicProcedure
    .input(runIdInputSchema)
    .query(({ ctx, input }) => getRun(ctx.services, input.runId)),
  cancel: publicProcedure
    .input(cancelRunInputSchema)
    .mutation(({ ctx, input }) => cancelRun(ctx.services, input)),
  cancelAgent: publicProcedure
    .input(cancelAgentInputSchema)
    .mutation(({ ctx, input }) => cancelAgent(ctx.services, input)),
  activity: publicProcedure.input(runIdInputSchema).query(async ({ ctx, input }) => {
    const detail = await getRun(ctx.services, input.runId);
    return { activity: detail.activity, warnings: detail.warnings };
  }),
  live: publicProcedure.input(runIdInputSchema).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    try {
      yield* liveRun(ctx.services, input.runId, signal);
    } catch (error) {
      // Errors thrown while streaming bypass the middleware: map them here (NOT_FOUND, …).
      throw toTRPCError(error) ?? error;
    }
  }),
});
