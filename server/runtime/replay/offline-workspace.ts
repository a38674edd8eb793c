import { WorkspaceAccessError } from "../errors";
import type { WorkspacePort } from "../ports";

/**
 * The workspace a replay runs against: every access fails, because a replay never executes
 * workspace tools (their recorded results are used) and needs no files, database or network.
 */
export function offlineWorkspace(id: string, name = id): WorkspacePort {
  const refuse = async (): Promise<never> => {
    throw new WorkspaceAccessError(`replay is offline: workspace ${id} is not read`);
  };
  return {
    id,
    name,
    hasDatabase: false,
    listFiles: refuse,
    readFile: refuse,
    querySql: refuse,
    describeDatabase: refuse,
  };
}
