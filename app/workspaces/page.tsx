import type { Metadata } from "next";
import { RegisterWorkspaceForm } from "@/components/workspaces/register-workspace-form";
import { WorkspacesPanel } from "@/components/workspaces/workspaces-panel";

export const metadata: Metadata = { title: "Workspaces" };

/** Workspaces: the registered folders/databases and a form to add one. */
export default function WorkspacesPage() {
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <WorkspacesPanel />
      <RegisterWorkspaceForm />
    </div>
  );
}
