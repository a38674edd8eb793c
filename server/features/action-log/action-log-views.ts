/**
 * The action log's vocabulary (issue 9): who did what, when. One row per action a signed-in
 * person takes; rows are never changed or removed.
 */

/** Every action recorded, as `<target>.<verb>`. */
export const ACTIONS = [
  "run.start",
  "run.replay",
  "run.cancel",
  "agent.cancel",
  "correction.send",
  "audit-flag.review",
  "audit-flag.judge",
  "workspace.register",
  "workspace.update",
  "workspace.remove",
  "user.setup-first-admin",
  "user.create",
  "user.set-role",
  "user.rename",
  "user.disable",
  "user.enable",
  "drain.start",
  "drain.lift",
  "experiment.start",
  "experiment.cancel",
  "dataset.add-case",
  "dataset.import",
] as const;
export type Action = (typeof ACTIONS)[number];

/** JSON-safe details of one action (what was asked, what came of it). */
export type ActionDetails = Record<string, string | number | boolean | null>;

/** Who acted: the signed-in user's id and email (and display name, when known) at the time. */
export interface ActionActor {
  id: string;
  email: string;
  name?: string | null;
}

/**
 * The actor of a command run on the server's own machine (`npm run users`, `npm run demo`):
 * id `cli`, and the shell user's name in place of an email ("cli:<name>").
 */
export function commandLineActor(shellUser: string): ActionActor {
  return { id: "cli", email: `cli:${shellUser}` };
}

/** One row of the log. */
export interface ActionLogEntry {
  id: string;
  /** Epoch ms. */
  at: number;
  actorUserId: string;
  actorEmail: string;
  action: Action;
  /** What the action was on: run, agent, correction, audit-flag, workspace, user. */
  targetType: string;
  targetId: string;
  /** How people read the target, when it is not its id: a user's email (activityPage). */
  targetLabel?: string;
  /** The actor's display name, when the user still exists and has one (activityPage). */
  actorName?: string;
  details: ActionDetails;
  /**
   * How people read the ids among the details, by detail key: the workspace's name for
   * `workspaceId`, the agent's name for `agentId` (activityPage; ids no longer known are left out).
   */
  detailNames?: Record<string, string>;
}

/** A new row: the actor, the action and its target; id and time are the repository's. */
export interface NewActionLogEntry {
  actor: ActionActor;
  action: Action;
  targetType: string;
  targetId: string;
  details?: ActionDetails;
}

/** One page of the log, newest first; `nextCursor` is null on the last page. */
export interface ActionLogPage {
  entries: ActionLogEntry[];
  nextCursor: string | null;
}
