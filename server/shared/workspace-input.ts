import { z } from "zod";
import { visibleUnlessEmpty, idSchema, inputObject, nameRule } from "./input-rules";
import { MAX_PATH_LENGTH, MAX_WORKSPACE_NAME_LENGTH } from "./limits";
import { groupedNumber } from "./number-text";

/** A workspace's name: trimmed, 1 to MAX_WORKSPACE_NAME_LENGTH characters, one plain line. */
export const workspaceNameSchema = z
  .string()
  .trim()
  .min(1, "the workspace name must not be empty")
  .refine(visibleUnlessEmpty, { error: "the workspace name must not be empty" })
  .max(
    MAX_WORKSPACE_NAME_LENGTH,
    `the workspace name must be at most ${groupedNumber(MAX_WORKSPACE_NAME_LENGTH)} characters`,
  )
  .superRefine(nameRule("the workspace name"));

/** A path called `label`: trimmed, `min` to MAX_PATH_LENGTH characters, one plain line. */
function pathSchema(label: string, min: 0 | 1) {
  return z
    .string()
    .trim()
    .min(min, `${label} must not be empty`)
    .refine(visibleUnlessEmpty, {
      error: min === 0 ? `${label} must be empty or a path` : `${label} must not be empty`,
    })
    .max(MAX_PATH_LENGTH, `${label} must be at most ${groupedNumber(MAX_PATH_LENGTH)} characters`)
    .superRefine(nameRule(label));
}

const registerShape = {
  name: workspaceNameSchema,
  rootPath: pathSchema("the folder path", 1),
  /** Empty or absent: no database. */
  databasePath: pathSchema("the database path", 0).optional(),
};

/** A folder (and optional SQLite file) registered in the Workspaces page. */
export const registerWorkspaceInputSchema = inputObject(registerShape);
export type RegisterWorkspaceInput = z.output<typeof registerWorkspaceInputSchema>;

/** Edit a registered workspace: every field as in registration (an empty database removes it). */
export const updateWorkspaceInputSchema = inputObject({ ...registerShape, id: idSchema("id") });
export type UpdateWorkspaceInput = z.output<typeof updateWorkspaceInputSchema>;

/** Names one registered workspace. */
export const workspaceIdInputSchema = inputObject({ id: idSchema("id") });
