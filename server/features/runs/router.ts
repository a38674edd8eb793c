import { toTRPCError } from "../../api/error-mapping";
import { procedureWith, router } from "../../api/trpc";
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
  list: procedureWith("runs:read")
    .input(listRunsInputSchema)
    .query(({ ctx, input }) => listRunSummaries(ctx, input ?? {})),
  start: procedureWith("runs:start")
    .input(startRunInputSchema)
    .mutation(async ({ ctx, input }) => {
      const { runId } = await startRun(ctx, input, ctx.user);
      return { runId };
    }),
  get: procedureWith("runs:read")
    .input(runIdInputSchema)
    .query(({ ctx, input }) => getRun(ctx, input.runId)),
  cancel: procedureWith("runs:cancel")
    .input(cancelRunInputSchema)
    .mutation(({ ctx, input }) => cancelRun(ctx, input, ctx.user)),
  cancelAgent: procedureWith("runs:cancel")
    .input(cancelAgentInputSchema)
    .mutation(({ ctx, input }) => cancelAgent(ctx, input, ctx.user)),
  live: procedureWith("runs:read")
    .input(runIdInputSchema)
    .subscription(async function* ({ ctx, input, signal }) {
      try {
        yield* liveRun(ctx, input.runId, signal);
      } catch (error) {
        // Errors thrown while streaming bypass the middleware: map them here (NOT_FOUND, …).
        throw toTRPCError(error) ?? error;
      }
    }),
});
