import type { Metadata } from "next";
import { RegisterWorkspaceForm } from "@/components/workspaces/register-workspace-form";
import { WorkspacesPanel } from "@/components/workspaces/workspaces-panel";
import { IfCan } from "@/components/auth/if-can";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Workspaces" };

/** Workspaces: the registered folders/databases and, for admins, a form to add one. */
export default async function WorkspacesPage() {
  await requireViewer("/workspaces");
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <WorkspacesPanel />
      <IfCan permission="workspaces:manage">
        <RegisterWorkspaceForm />
      </IfCan>
    </div>
  );
}
