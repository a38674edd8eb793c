import { PERMISSION_DESCRIPTIONS, type Permission, type Role } from "@/server/shared/permissions";

/**
 * A page a signed-in user's role may not open, in words: what the role cannot do and whom to
 * ask (the server refuses the same with 403; the permission's id stays in the tooltip).
 */
export function Forbidden({ role, permission }: { role: Role | null; permission: Permission }) {
  const who = role === null ? "Your account has no role, so it" : `Your role (${role})`;
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="forbidden">
      <h1 className="text-xl font-semibold">Not allowed</h1>
      <p className="mt-2 text-sm text-zinc-600" title={`permission ${permission}`}>
        {who} cannot {PERMISSION_DESCRIPTIONS[permission]}. An administrator can change your role on
        the Users page.
      </p>
    </div>
  );
}
