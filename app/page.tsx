import { Suspense } from "react";
import { IfCan } from "@/components/auth/if-can";
import { NewRunForm } from "@/components/runs/new-run-form";
import { RunsPanel } from "@/components/runs/runs-panel";
import { requireViewer } from "@/trpc/server";

/** Home: the new-run form (for roles that start runs) next to the live runs list. */
export default async function HomePage() {
  await requireViewer("/");
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="min-w-0">
        <IfCan
          permission="runs:start"
          fallback={
            <p data-testid="cannot-start-runs" className="text-sm text-zinc-600">
              Your role reads runs and audits; an engineer, operator or admin starts them.
            </p>
          }
        >
          <NewRunForm />
        </IfCan>
      </div>
      {/* The runs list reads its filters from the URL's search parameters. */}
      <Suspense>
        <RunsPanel />
      </Suspense>
    </div>
  );
}
