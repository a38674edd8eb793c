import type { Metadata } from "next";
import { Forbidden } from "@/components/auth/forbidden";
import { CreateUserForm } from "@/components/users/create-user-form";
import { UsersPanel } from "@/components/users/users-panel";
import { roleCan } from "@/server/shared/permissions";
import { oidcSignInLabel, requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Users" };

/** Users (admins): every account with its role and state, and a form to create one. */
export default async function UsersPage() {
  const viewer = await requireViewer("/admin/users");
  if (!roleCan(viewer.role, "users:manage"))
    return <Forbidden role={viewer.role} permission="users:manage" />;
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <UsersPanel viewerId={viewer.id} />
      {/* The same setting users-service.ts reads to accept an account without a password. */}
      <CreateUserForm oidcSignIn={oidcSignInLabel() !== null} />
    </div>
  );
}
