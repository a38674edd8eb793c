import { registerWorkspaceInputSchema } from "../../shared/workspace-input";
import { listWorkspaces, registerWorkspace } from "../../workspaces/workspace-service";
import { publicProcedure, router } from "../trpc";

/** The workspace registry: the sample, environment entries and user-registered folders. */
export const workspacesRouter = router({
  list: publicProcedure.query(({ ctx }) => listWorkspaces(ctx.services)),
  register: publicProcedure
    .input(registerWorkspaceInputSchema)
    .mutation(({ ctx, input }) => registerWorkspace(ctx.services, input)),
});
