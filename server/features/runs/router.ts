import { tracked } from "@trpc/server";
import { toTRPCError } from "../../api/error-mapping";
import { procedureWith, router } from "../../api/trpc";
import {
  cancelAgentInputSchema,
  cancelRunInputSchema,
  listRunsInputSchema,
  runExchangesInputSchema,
  runIdInputSchema,
  startRunInputSchema,
} from "../../shared/run-inputs";
import { runLiveInputSchema } from "../../shared/run-events";
import { cancelAgent, cancelRun } from "./cancel-service";
import { liveRunEvents } from "./live-run";
import { untilShutdown } from "../../api/until-shutdown";
import { runListChanges } from "./run-list-changes";
import { getRunTimeline } from "./run-timeline";
import { getRun, getRunSummary, listRunExchanges, listRunSummaries, startRun } from "./run-service";
import { resolveRun } from "./run-guards";

/**
 * Runs: list, start (enqueue), one run's list row (summary), the run a short id names
 * (resolveId), get one (a snapshot with its event sequence), cancel a run or
 * one agent, and the live deltas after that sequence over SSE (tracked: a reconnect resumes
 * after the last event id it received), and the runs list's changes (any process's runs).
 */
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
  summary: procedureWith("runs:read")
    .input(runIdInputSchema)
    .query(({ ctx, input }) => getRunSummary(ctx, input.runId)),
  // The run a typed id names (a short id in the address): resolveRun's errors.
  resolveId: procedureWith("runs:read")
    .input(runIdInputSchema)
    .query(async ({ ctx, input }) => ({ runId: (await resolveRun(ctx, input.runId)).id })),
  get: procedureWith("runs:read")
    .input(runIdInputSchema)
    .query(({ ctx, input }) => getRun(ctx, input.runId)),
  exchanges: procedureWith("runs:read")
    .input(runExchangesInputSchema)
    .query(({ ctx, input }) => listRunExchanges(ctx, input)),
  timeline: procedureWith("runs:read")
    .input(runIdInputSchema)
    .query(({ ctx, input }) => getRunTimeline(ctx, input.runId)),
  cancel: procedureWith("runs:cancel")
    .input(cancelRunInputSchema)
    .mutation(({ ctx, input }) => cancelRun(ctx, input, ctx.user)),
  cancelAgent: procedureWith("runs:cancel")
    .input(cancelAgentInputSchema)
    .mutation(({ ctx, input }) => cancelAgent(ctx, input, ctx.user)),
  changes: procedureWith("runs:read").subscription(async function* ({ ctx, signal }) {
    yield* runListChanges(ctx, untilShutdown(signal, ctx.shutdown));
  }),
  live: procedureWith("runs:read")
    .input(runLiveInputSchema)
    .subscription(async function* ({ ctx, input, signal }) {
      try {
        for await (const message of liveRunEvents(
          ctx,
          input,
          untilShutdown(signal, ctx.shutdown),
        )) {
          yield tracked(String(message.sequence), message);
        }
      } catch (error) {
        // Errors thrown while streaming bypass the middleware: map them here (NOT_FOUND, …).
        throw toTRPCError(error) ?? error;
      }
    }),
});
