import { procedureWith, router } from "../../api/trpc";
import {
  addCaseInputSchema,
  datasetVersionInputSchema,
  importCasesInputSchema,
} from "../../shared/experiment-inputs";
import { addCase, exportDataset, getDataset, importCases, listDatasets } from "./dataset-service";

/** Dataset versions of escalation cases: list, read, export JSONL; add a case, import JSONL. */
export const datasetsRouter = router({
  list: procedureWith("experiments:read").query(({ ctx }) => listDatasets(ctx)),
  get: procedureWith("experiments:read")
    .input(datasetVersionInputSchema)
    .query(({ ctx, input }) => getDataset(ctx, input.version)),
  export: procedureWith("experiments:read")
    .input(datasetVersionInputSchema)
    .query(({ ctx, input }) => exportDataset(ctx, input.version)),
  addCase: procedureWith("datasets:edit")
    .input(addCaseInputSchema)
    .mutation(({ ctx, input }) => addCase(ctx, input, ctx.user)),
  import: procedureWith("datasets:edit")
    .input(importCasesInputSchema)
    .mutation(({ ctx, input }) => importCases(ctx, input, ctx.user)),
});
