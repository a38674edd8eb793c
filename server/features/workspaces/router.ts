import { procedureWith, router } from "../../api/trpc";
import { registerWorkspaceInputSchema } from "../../shared/workspace-input";
import { listWorkspaces, registerWorkspace } from "./workspace-service";

/** The workspace registry: the sample, environment entries and user-registered folders. */
export const workspacesRouter = router({
  list: procedureWith("workspaces:read").query(({ ctx }) => listWorkspaces(ctx)),
  register: procedureWith("workspaces:manage")
    .input(registerWorkspaceInputSchema)
    .mutation(({ ctx, input }) => registerWorkspace(ctx, input, ctx.user)),
});
