import { publicProcedure, router } from "../../api/trpc";
import {
  registerWorkspaceInputSchema,
  updateWorkspaceInputSchema,
  workspaceIdInputSchema,
} from "../../shared/workspace-input";
import {
  listWorkspaces,
  registerWorkspace,
  removeWorkspace,
  updateWorkspace,
} from "./workspace-service";

/**
 * The workspace registry: the samples, environment entries and folders registered here
 * (confined to the workspace roots; editable and removable).
 */
export const workspacesRouter = router({
  list: publicProcedure.query(({ ctx }) => listWorkspaces(ctx)),
  register: publicProcedure
    .input(registerWorkspaceInputSchema)
    .mutation(({ ctx, input }) => registerWorkspace(ctx, input)),
  update: publicProcedure
    .input(updateWorkspaceInputSchema)
    .mutation(({ ctx, input }) => updateWorkspace(ctx, input)),
  remove: publicProcedure
    .input(workspaceIdInputSchema)
    .mutation(({ ctx, input }) => removeWorkspace(ctx, input.id)),
});
