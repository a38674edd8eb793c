import path from "node:path";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { roleCan, type Role } from "../../shared/permissions";
import type { RegisterWorkspaceInput, UpdateWorkspaceInput } from "../../shared/workspace-input";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import type { WorkspaceRegistry, WorkspaceSummary } from "./workspace-registry";
import type { WorkspaceRepository } from "./workspace-repository";

/** What the workspaces service needs: the registry and the store of registered workspaces. */
export interface WorkspaceServiceDependencies {
  workspaces: Pick<WorkspaceRegistry, "list" | "validateRegistration" | "roots">;
  workspaceRepository: Pick<WorkspaceRepository, "add" | "update" | "remove">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
}

/**
 * Every workspace the registry knows, as `viewer` may see it: with the server's absolute
 * folder and database paths for those who manage workspaces (admins, who register them), and
 * without them for every other role (withoutServerPaths).
 */
export async function listWorkspaces(
  deps: Pick<WorkspaceServiceDependencies, "workspaces">,
  viewer: { role: Role | null },
): Promise<WorkspaceSummary[]> {
  const all = await deps.workspaces.list();
  return roleCan(viewer.role, "workspaces:manage") ? all : all.map(withoutServerPaths);
}

/**
 * The folders a registered workspace must lie in (absolute, resolved; DEBRIEF_WORKSPACE_ROOTS
 * or the defaults), for the registration form of those who manage workspaces.
 */
export function workspaceRootFolders(
  deps: Pick<WorkspaceServiceDependencies, "workspaces">,
): string[] {
  return [...deps.workspaces.roots.roots];
}

/**
 * A workspace summary without the server's file system layout: `rootPath` becomes the folder's
 * own name, `databasePath` its path relative to the folder, or its file name when it lies
 * outside it.
 */
export function withoutServerPaths(summary: WorkspaceSummary): WorkspaceSummary {
  const { databasePath, ...rest } = summary;
  const shown: WorkspaceSummary = { ...rest, rootPath: path.basename(summary.rootPath) };
  if (databasePath === undefined) return shown;
  if (databasePath === null) return { ...shown, databasePath: null };
  const relative = path.relative(summary.rootPath, databasePath);
  const inside = relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  return { ...shown, databasePath: inside ? relative : path.basename(databasePath) };
}

/**
 * Validate and store a workspace registered in the UI; returns its summary. `input` is parsed
 * at the router; `actor` (the signed-in admin) is recorded in the action log. Errors:
 * InputValidationError (missing folder, unreadable database), ConflictError (duplicate).
 */
export async function registerWorkspace(
  deps: Pick<WorkspaceServiceDependencies, "workspaces" | "actionLogRepository"> & {
    workspaceRepository: Pick<WorkspaceRepository, "add">;
  },
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

/** The registered workspace `id`; refuses samples and environment entries by name. */
async function requireRegistered(
  deps: Pick<WorkspaceServiceDependencies, "workspaces">,
  id: string,
): Promise<WorkspaceSummary> {
  const entry = (await deps.workspaces.list()).find((candidate) => candidate.id === id);
  if (entry === undefined) throw new NotFoundError(`unknown workspace: ${id}`);
  if (entry.source !== "registered") {
    throw new InputValidationError(
      `workspace ${id} comes from ${entry.source === "sample" ? "the samples" : "DEBRIEF_WORKSPACES"}; only workspaces registered here can be edited or removed`,
    );
  }
  return entry;
}

/**
 * Edit a registered workspace: the new values are validated like a registration (roots,
 * duplicates); `actor` (the signed-in admin) is recorded in the action log. Errors:
 * NotFoundError (unknown id), InputValidationError (a sample or environment workspace; bad
 * paths), ConflictError (duplicate name or folder).
 */
export async function updateWorkspace(
  deps: WorkspaceServiceDependencies,
  input: UpdateWorkspaceInput,
  actor: ActionActor,
): Promise<WorkspaceSummary> {
  await requireRegistered(deps, input.id);
  const validated = await deps.workspaces.validateRegistration(
    {
      name: input.name,
      rootPath: input.rootPath,
      databasePath: input.databasePath === "" ? null : (input.databasePath ?? null),
    },
    input.id,
  );
  await deps.workspaceRepository.update(input.id, validated);
  await deps.actionLogRepository.insert({
    actor,
    action: "workspace.update",
    targetType: "workspace",
    targetId: input.id,
    details: {
      name: validated.name,
      rootPath: validated.rootPath,
      hasDatabase: validated.databasePath !== null,
    },
  });
  return requireRegistered(deps, input.id);
}

/**
 * Remove a registered workspace (its runs stay, with its id); `actor` is recorded in the
 * action log. Errors: NotFoundError, InputValidationError (a sample or environment workspace).
 */
export async function removeWorkspace(
  deps: WorkspaceServiceDependencies,
  id: string,
  actor: ActionActor,
): Promise<{ id: string }> {
  const entry = await requireRegistered(deps, id);
  await deps.workspaceRepository.remove(id);
  await deps.actionLogRepository.insert({
    actor,
    action: "workspace.remove",
    targetType: "workspace",
    targetId: id,
    details: { name: entry.name, rootPath: entry.rootPath },
  });
  return { id };
}
