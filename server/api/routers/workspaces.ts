import { z } from "zod";
import { listWorkspaces, registerWorkspace } from "../../workspaces/workspace-service";
import { publicProcedure, router } from "../trpc";

/** The workspace registry: the sample, environment entries and user-registered folders. */
export const workspacesRouter = router({
  list: publicProcedure.query(({ ctx }) => listWorkspaces(ctx.services)),
  register: publicProcedure
    .input(
      z.object({
        name: z.string().trim().min(1, "name must not be empty").max(64),
        rootPath: z.string().trim().min(1, "folder path must not be empty"),
        databasePath: z.string().trim().optional(),
      }),
    )
    .mutation(({ ctx, input }) => registerWorkspace(ctx.services, input)),
});
