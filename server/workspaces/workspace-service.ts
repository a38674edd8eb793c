import { addRegisteredWorkspace } from "../db/workspace-repository";
import type { AppServices } from "../runs/services";
import type { WorkspaceSummary } from "./workspace-registry";

/** Every workspace the registry knows. */
export function listWorkspaces(services: AppServices): Promise<WorkspaceSummary[]> {
  return services.workspaces.list();
}

/**
 * Validate and store a workspace registered in the UI; returns its summary.
 * Errors: InputValidationError (missing folder, unreadable database), ConflictError (duplicate).
 */
export async function registerWorkspace(
  services: AppServices,
  input: { name: string; rootPath: string; databasePath?: string },
): Promise<WorkspaceSummary> {
  const validated = await services.workspaces.validateRegistration({
    name: input.name,
    rootPath: input.rootPath,
    databasePath: input.databasePath === "" ? null : (input.databasePath ?? null),
  });
  const stored = await addRegisteredWorkspace(services.prisma, validated);
  const summaries = await services.workspaces.list();
  const summary = summaries.find((entry) => entry.id === stored.id);
  return (
    summary ?? {
      id: stored.id,
      name: stored.name,
      rootPath: stored.rootPath,
      hasDatabase: stored.databasePath !== null,
      source: "registered",
    }
  );
}
