import { publicProcedure, router } from "../../api/trpc";
import { registerWorkspaceInputSchema } from "../../shared/workspace-input";
import { listWorkspaces, registerWorkspace } from "./workspace-service";

/** The workspace registry: the sample, environment entries and user-registered folders. */
export const workspacesRouter = router({
  list: publicProcedure.query(({ ctx }) => listWorkspaces(ctx)),
  register: publicProcedure
    .input(registerWorkspaceInputSchema)
    .mutation(({ ctx, input }) => registerWorkspace(ctx, input)),
});
