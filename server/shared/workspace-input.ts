import { z } from "zod";
import { MAX_WORKSPACE_NAME_LENGTH } from "./limits";

/** A folder (and optional SQLite file) registered in the Workspaces page. */
export const registerWorkspaceInputSchema = z.object({
  name: z.string().trim().min(1, "name must not be empty").max(MAX_WORKSPACE_NAME_LENGTH),
  rootPath: z.string().trim().min(1, "folder path must not be empty"),
  databasePath: z.string().trim().optional(),
});
export type RegisterWorkspaceInput = z.output<typeof registerWorkspaceInputSchema>;

/** Edit a registered workspace: every field as in registration (an empty database removes it). */
export const updateWorkspaceInputSchema = registerWorkspaceInputSchema.extend({
  id: z.string().trim().min(1, "id must not be empty"),
});
export type UpdateWorkspaceInput = z.output<typeof updateWorkspaceInputSchema>;

/** Names one registered workspace. */
export const workspaceIdInputSchema = z.object({
  id: z.string().trim().min(1, "id must not be empty"),
});
