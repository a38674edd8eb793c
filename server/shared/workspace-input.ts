import { z } from "zod";
import { MAX_WORKSPACE_NAME_LENGTH } from "./limits";

/** A folder (and optional SQLite file) registered in the Workspaces page. */
export const registerWorkspaceInputSchema = z.object({
  name: z.string().trim().min(1, "name must not be empty").max(MAX_WORKSPACE_NAME_LENGTH),
  rootPath: z.string().trim().min(1, "folder path must not be empty"),
  databasePath: z.string().trim().optional(),
});
export type RegisterWorkspaceInput = z.output<typeof registerWorkspaceInputSchema>;
