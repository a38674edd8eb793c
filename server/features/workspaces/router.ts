import { procedureWith, router } from "../../api/trpc";
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
  workspaceRootFolders,
} from "./workspace-service";

/**
 * The workspace registry: the samples, environment entries and folders registered here
 * (confined to the workspace roots; editable and removable).
 */
export const workspacesRouter = router({
  list: procedureWith("workspaces:read").query(({ ctx }) => listWorkspaces(ctx, ctx.user)),
  /** The workspace roots a registered folder must lie in (server paths: managers only). */
  roots: procedureWith("workspaces:manage").query(({ ctx }) => workspaceRootFolders(ctx)),
  register: procedureWith("workspaces:manage")
    .input(registerWorkspaceInputSchema)
    .mutation(({ ctx, input }) => registerWorkspace(ctx, input, ctx.user)),
  update: procedureWith("workspaces:manage")
    .input(updateWorkspaceInputSchema)
    .mutation(({ ctx, input }) => updateWorkspace(ctx, input, ctx.user)),
  remove: procedureWith("workspaces:manage")
    .input(workspaceIdInputSchema)
    .mutation(({ ctx, input }) => removeWorkspace(ctx, input.id, ctx.user)),
});
