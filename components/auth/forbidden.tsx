import Link from "next/link";
import { PERMISSION_DESCRIPTIONS, type Permission, type Role } from "@/server/shared/permissions";

/**
 * A page a signed-in user's role may not open, in words: what the role cannot do and whom to
 * ask (the server refuses the same with 403; the permission's id stays in the tooltip), and
 * the way back to the runs, as a 404 page has.
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
      <Link
        href="/"
        className="mt-5 inline-block rounded-md bg-zinc-900 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-zinc-700"
      >
        Back to runs
      </Link>
    </div>
  );
}
