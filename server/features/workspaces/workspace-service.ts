import type { RegisterWorkspaceInput } from "../../shared/workspace-input";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import type { WorkspaceRegistry, WorkspaceSummary } from "./workspace-registry";
import type { WorkspaceRepository } from "./workspace-repository";

/** What the workspaces service needs: the registry and the store of registered workspaces. */
export interface WorkspaceServiceDependencies {
  workspaces: Pick<WorkspaceRegistry, "list" | "validateRegistration">;
  workspaceRepository: Pick<WorkspaceRepository, "add">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
}

/** Every workspace the registry knows. */
export function listWorkspaces(
  deps: Pick<WorkspaceServiceDependencies, "workspaces">,
): Promise<WorkspaceSummary[]> {
  return deps.workspaces.list();
}

/**
 * Validate and store a workspace registered in the UI; returns its summary. `input` is parsed
 * at the router; `actor` (the signed-in admin) is recorded in the action log. Errors:
 * InputValidationError (missing folder, unreadable database), ConflictError (duplicate).
 */
export async function registerWorkspace(
  deps: WorkspaceServiceDependencies,
  input: RegisterWorkspaceInput,
  actor: ActionActor,
): Promise<WorkspaceSummary> {
  const validated = await deps.workspaces.validateRegistration({
    name: input.name,
    rootPath: input.rootPath,
    databasePath: input.databasePath === "" ? null : (input.databasePath ?? null),
  });
  const stored = await deps.workspaceRepository.add(validated);
  await deps.actionLogRepository.insert({
    actor,
    action: "workspace.register",
    targetType: "workspace",
    targetId: stored.id,
    details: {
      name: stored.name,
      rootPath: stored.rootPath,
      hasDatabase: stored.databasePath !== null,
    },
  });
  const summaries = await deps.workspaces.list();
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
