import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";
import {
  ROLE_PERMISSIONS,
  ROLES,
  STATEMENTS,
  type Permission,
  type Resource,
  type Role,
} from "../shared/permissions";

/**
 * Better Auth's access control built from the one permission table
 * (server/shared/permissions.ts): the admin plugin checks its own endpoints (user create,
 * set-role, ban, …) against these roles, so only `admin` manages accounts there too.
 */

/** Debrief's statements plus the admin plugin's own (`user`, `session`). */
export const accessControl = createAccessControl({ ...defaultStatements, ...STATEMENTS });

/** One role's statements: the table's permissions grouped by resource. */
function statementsOf(permissions: readonly Permission[]): Partial<Record<Resource, string[]>> {
  const grouped: Partial<Record<Resource, string[]>> = {};
  for (const permission of permissions) {
    const [resource, action] = permission.split(":") as [Resource, string];
    (grouped[resource] ??= []).push(action);
  }
  return grouped;
}

function buildRole(role: Role) {
  const own = statementsOf(ROLE_PERMISSIONS[role]);
  // Account management through Better Auth's admin endpoints follows users:manage.
  const accounts = ROLE_PERMISSIONS[role].includes("users:manage") ? adminAc.statements : {};
  return accessControl.newRole({ ...accounts, ...own } as Parameters<
    typeof accessControl.newRole
  >[0]);
}

/** Each Debrief role as a Better Auth role. */
export const accessRoles = Object.fromEntries(
  ROLES.map((role) => [role, buildRole(role)]),
) as Record<Role, ReturnType<typeof buildRole>>;
