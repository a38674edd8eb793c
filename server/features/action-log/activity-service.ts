import type { RunRepository } from "../runs/run-repository";
import type { UserRepository } from "../users/user-repository";
import type { WorkspaceRegistry } from "../workspaces/workspace-registry";
import type { ActionLogRepository } from "./action-log-repository";
import type { ActionLogEntry, ActionLogPage } from "./action-log-views";

/** What the Activity page reads: the log, and the people, workspaces and agents it names. */
export interface ActivityDependencies {
  actionLogRepository: Pick<ActionLogRepository, "list">;
  userRepository: Pick<UserRepository, "peopleById">;
  workspaces: Pick<WorkspaceRegistry, "list">;
  runRepository: Pick<RunRepository, "agentNamesById">;
}

/** The ids of one detail key among the entries (strings only, each once). */
function detailIds(entries: readonly ActionLogEntry[], key: string): string[] {
  const ids = entries.map((entry) => entry.details[key]);
  return [...new Set(ids.filter((id): id is string => typeof id === "string"))];
}

/**
 * One page of the action log (ActionLogRepository.list) as people read it: each actor's display
 * name (`actorName`, when the user still exists and has one), each entry about a user labelled
 * with that user's email (`targetLabel`: "user ada@example.com", not its id), each entry about an
 * agent (`agent.cancel`) with the agent's name (`targetLabel`: "agent fallback-researcher"), and
 * the names of the workspace and agent its details name by id (`detailNames`). Whatever no longer
 * exists keeps its id alone. The stored rows are unchanged.
 */
export async function activityPage(
  deps: ActivityDependencies,
  page: { cursor?: string; limit: number },
): Promise<ActionLogPage> {
  const log = await deps.actionLogRepository.list(page);
  const userIds = new Set<string>();
  for (const entry of log.entries) {
    userIds.add(entry.actorUserId);
    if (entry.targetType === "user") userIds.add(entry.targetId);
  }
  const agentTargets = log.entries.filter((entry) => entry.targetType === "agent");
  const agentIds = [
    ...new Set([
      ...detailIds(log.entries, "agentId"),
      ...agentTargets.map((entry) => entry.targetId),
    ]),
  ];
  const needsWorkspaces = detailIds(log.entries, "workspaceId").length > 0;
  const [people, agentNames, workspaces] = await Promise.all([
    deps.userRepository.peopleById([...userIds]),
    deps.runRepository.agentNamesById(agentIds),
    needsWorkspaces ? deps.workspaces.list() : Promise.resolve([]),
  ]);
  const workspaceNames = new Map(workspaces.map((workspace) => [workspace.id, workspace.name]));
  return {
    ...log,
    entries: log.entries.map((entry) => {
      const named: ActionLogEntry = { ...entry };
      const target = entry.targetType === "user" ? people.get(entry.targetId) : undefined;
      if (target !== undefined) named.targetLabel = target.email;
      const targetAgent = entry.targetType === "agent" ? agentNames.get(entry.targetId) : undefined;
      if (targetAgent !== undefined) named.targetLabel = targetAgent;
      const actorName = people.get(entry.actorUserId)?.name.trim();
      if (actorName) named.actorName = actorName;
      const detailNames: Record<string, string> = {};
      const { workspaceId, agentId } = entry.details;
      const workspaceName =
        typeof workspaceId === "string" ? workspaceNames.get(workspaceId) : undefined;
      if (workspaceName !== undefined) detailNames.workspaceId = workspaceName;
      const agentName = typeof agentId === "string" ? agentNames.get(agentId) : undefined;
      if (agentName !== undefined) detailNames.agentId = agentName;
      if (Object.keys(detailNames).length > 0) named.detailNames = detailNames;
      return named;
    }),
  };
}
