import { toTRPCError } from "../../api/error-mapping";
import { publicProcedure, router } from "../../api/trpc";
import {
  cancelAgentInputSchema,
  cancelRunInputSchema,
  listRunsInputSchema,
  runIdInputSchema,
  startRunInputSchema,
} from "../../shared/run-inputs";
import { cancelAgent, cancelRun } from "./cancel-service";
import { liveRun } from "./live-run";
import { getRun, listRunSummaries, startRun } from "./run-service";

/** Runs: list, start, get one, cancel a run or one agent, and live snapshots over SSE. */
export const runsRouter = router({
  list: publicProcedure
    .input(listRunsInputSchema)
    .query(({ ctx, input }) => listRunSummaries(ctx, input ?? {})),
  start: publicProcedure.input(startRunInputSchema).mutation(async ({ ctx, input }) => {
    const { runId } = await startRun(ctx, input);
    return { runId };
  }),
  get: publicProcedure.input(runIdInputSchema).query(({ ctx, input }) => getRun(ctx, input.runId)),
  cancel: publicProcedure
    .input(cancelRunInputSchema)
    .mutation(({ ctx, input }) => cancelRun(ctx, input)),
  cancelAgent: publicProcedure
    .input(cancelAgentInputSchema)
    .mutation(({ ctx, input }) => cancelAgent(ctx, input)),
  live: publicProcedure.input(runIdInputSchema).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    try {
      yield* liveRun(ctx, input.runId, signal);
    } catch (error) {
      // Errors thrown while streaming bypass the middleware: map them here (NOT_FOUND, …).
      throw toTRPCError(error) ?? error;
    }
  }),
});
