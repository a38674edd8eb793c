import { procedureWith, router } from "../../api/trpc";
import {
  createExperimentInputSchema,
  experimentCaseInputSchema,
  experimentComparisonInputSchema,
  experimentExportInputSchema,
  experimentIdInputSchema,
} from "../../shared/experiment-inputs";
import {
  compareExperimentModes,
  createExperiment,
  experimentProgress,
  exportExperimentResults,
  getExperiment,
  getExperimentCase,
  listExperiments,
} from "./experiment-service";
import { cancelExperiment } from "./experiment-cancel";

/**
 * Experiments: create (and start) one, cancel one, the list, progress (polled while it runs), the
 * side-by-side results, one case's runs, two modes compared, CSV/JSON export.
 */
export const experimentsRouter = router({
  list: procedureWith("experiments:read").query(({ ctx }) => listExperiments(ctx)),
  create: procedureWith("experiments:run")
    .input(createExperimentInputSchema)
    .mutation(async ({ ctx, input }) => {
      const { experimentId } = await createExperiment(ctx, input, ctx.user);
      return { experimentId };
    }),
  cancel: procedureWith("experiments:run")
    .input(experimentIdInputSchema)
    .mutation(({ ctx, input }) => cancelExperiment(ctx, input.experimentId, ctx.user)),
  progress: procedureWith("experiments:read")
    .input(experimentIdInputSchema)
    .query(({ ctx, input }) => experimentProgress(ctx, input.experimentId)),
  get: procedureWith("experiments:read")
    .input(experimentIdInputSchema)
    .query(({ ctx, input }) => getExperiment(ctx, input.experimentId)),
  case: procedureWith("experiments:read")
    .input(experimentCaseInputSchema)
    .query(({ ctx, input }) => getExperimentCase(ctx, input)),
  compare: procedureWith("experiments:read")
    .input(experimentComparisonInputSchema)
    .query(({ ctx, input }) => compareExperimentModes(ctx, input)),
  export: procedureWith("experiments:read")
    .input(experimentExportInputSchema)
    .query(({ ctx, input }) => exportExperimentResults(ctx, input)),
});
