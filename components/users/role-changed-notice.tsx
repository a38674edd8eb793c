import { roleCan, type Role } from "@/server/shared/permissions";

/** The `notice` search parameter Home reads after a signed-in admin removed their own admin role. */
export const ROLE_CHANGED_NOTICE = "role-changed";

/**
 * Where the browser goes after the signed-in user's own role changed to `role`: Runs with the
 * notice when the new role cannot manage users (the Users page would refuse it); null to stay.
 * A full page load, so the header and the nav are rendered from the new role.
 */
export function selfRoleChangeDestination(role: Role): string | null {
  return roleCan(role, "users:manage") ? null : `/?notice=${ROLE_CHANGED_NOTICE}`;
}

/** Home's notice after the signed-in admin removed their own admin role. */
export function RoleChangedNotice({ role }: { role: Role | null }) {
  return (
    <p
      role="status"
      data-testid="role-changed-notice"
      className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      Your role is now {role ?? "no role"}: Users and Activity are for admins, so you were brought
      to Runs.
    </p>
  );
}
