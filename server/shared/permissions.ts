/**
 * Roles and permissions (issue 9): the one table the server enforces (the permission
 * middleware in server/api/trpc.ts, Better Auth's access control in server/auth/) and the UI
 * reads to hide what a role cannot do. Client-safe: no imports.
 *
 * A permission is a `resource:action` statement. Every tRPC procedure names exactly one
 * (`procedureWith("runs:start")`), or is one of the few deliberately public ones.
 */

/** The roles a user can have, least to most privileged in spirit (not a strict order). */
export const ROLES = ["engineer", "operator", "reviewer", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Statements: each resource and the actions on it. */
export const STATEMENTS = {
  runs: ["read", "start", "cancel"],
  corrections: ["send"],
  audit: ["read", "review", "export"],
  workspaces: ["read", "manage"],
  users: ["manage"],
  activity: ["read"],
  system: ["drain"],
  experiments: ["read", "run"],
  datasets: ["edit"],
} as const;
export type Resource = keyof typeof STATEMENTS;

/** A `resource:action` permission, e.g. "runs:start". */
export type Permission = {
  [R in Resource]: `${R}:${(typeof STATEMENTS)[R][number]}`;
}[Resource];

/** Every permission, in table order. */
export const PERMISSIONS: readonly Permission[] = (
  Object.entries(STATEMENTS) as [Resource, readonly string[]][]
).flatMap(([resource, actions]) => actions.map((action) => `${resource}:${action}` as Permission));

/**
 * What each permission lets a person do, phrased to follow "sign in to …" and "the <role>
 * role cannot …" in error messages.
 */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<Permission, string>> = {
  "runs:read": "read runs and transcripts",
  "runs:start": "start runs",
  "runs:cancel": "cancel runs and agents",
  "corrections:send": "send corrections",
  "audit:read": "read audits",
  "audit:review": "confirm or dismiss audit flags",
  "audit:export": "export audits",
  "workspaces:read": "read workspaces",
  "workspaces:manage": "register and change workspaces",
  "users:manage": "manage users",
  "activity:read": "read the activity log",
  "system:drain": "drain the server",
  "experiments:read": "read experiments and datasets",
  "experiments:run": "start experiments",
  "datasets:edit": "add and import dataset cases",
};

const READ: readonly Permission[] = [
  "runs:read",
  "audit:read",
  "workspaces:read",
  "experiments:read",
];

/**
 * The role → permission table. engineer: start runs and experiments, read everything;
 * operator: engineer + corrections and cancel; reviewer: read + confirm/dismiss flags, export,
 * and curate the eval set (add and import dataset cases: ground truth is review work); admin:
 * all (workspaces, users, the activity log and drain included).
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  engineer: [...READ, "runs:start", "experiments:run"],
  operator: [...READ, "runs:start", "runs:cancel", "corrections:send", "experiments:run"],
  reviewer: [...READ, "audit:review", "audit:export", "datasets:edit"],
  admin: PERMISSIONS,
};

/** What each role is for, for the Users page and the README. */
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  engineer: "starts runs and experiments, reads every run, audit, workspace and experiment",
  operator: "an engineer who also sends corrections and cancels runs",
  reviewer:
    "reads every run, audit, workspace and experiment, confirms or dismisses audit flags, exports audits, curates the eval set",
  admin: "everything, plus workspaces, users, the activity log and drain",
};

/** True when `value` is one of ROLES. */
export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** True when `role` grants `permission`; false for no role (signed out, unknown role). */
export function roleCan(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/** The message of a refusal for a signed-out request: "sign in to start runs". */
export function signInMessage(permission: Permission): string {
  return `sign in to ${PERMISSION_DESCRIPTIONS[permission]}`;
}

/**
 * The message of a refusal for a signed-in user whose role lacks the permission:
 * "the engineer role cannot send corrections (corrections:send)".
 */
export function forbiddenMessage(role: Role | null, permission: Permission): string {
  const who = role === null ? "an account without a role" : `the ${role} role`;
  return `${who} cannot ${PERMISSION_DESCRIPTIONS[permission]} (${permission})`;
}
