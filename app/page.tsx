import { Suspense } from "react";
import { HomeColumns } from "@/components/layout/home-columns";
import { NewRunForm } from "@/components/runs/new-run-form";
import { RunsPanel } from "@/components/runs/runs-panel";
import { roleCan } from "@/server/shared/permissions";
import { requireViewer } from "@/trpc/server";

/** Home: the new-run form (for roles that start runs) next to the live runs list. */
export default async function HomePage() {
  const viewer = await requireViewer("/");
  return (
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
}
