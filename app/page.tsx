import { Suspense } from "react";
import { HomeColumns } from "@/components/layout/home-columns";
import { NewRunForm } from "@/components/runs/new-run-form";
import { RunsPanel } from "@/components/runs/runs-panel";
import { ROLE_CHANGED_NOTICE, RoleChangedNotice } from "@/components/users/role-changed-notice";
import { roleCan } from "@/server/shared/permissions";
import { requireViewer } from "@/trpc/server";

/**
 * Home: the new-run form (for roles that start runs) next to the live runs list; above them the
 * notice for an admin who just removed their own admin role (`?notice=role-changed`).
 */
export default async function HomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await requireViewer("/");
  const { notice } = await searchParams;
  const columns = (
    <HomeColumns
      canStartRuns={roleCan(viewer.role, "runs:start")}
      form={<NewRunForm />}
      runs={
        // The runs list reads its filters from the URL's search parameters.
        <Suspense>
          <RunsPanel />
        </Suspense>
      }
    />
  );
  if (notice !== ROLE_CHANGED_NOTICE) return columns;
  return (
    <div className="space-y-4">
      <RoleChangedNotice role={viewer.role} />
      {columns}
    </div>
  );
}
