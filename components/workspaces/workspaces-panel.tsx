"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { WorkspacesTable } from "./workspaces-table";

/** The workspaces list with loading, empty and error states. */
export function WorkspacesPanel() {
  const trpc = useTRPC();
  const workspaces = useQuery(trpc.workspaces.list.queryOptions());
  return (
    <section aria-labelledby="workspaces-heading" className="min-w-0">
      <h2 id="workspaces-heading" className="mb-2 text-sm font-semibold text-zinc-800">
        Workspaces
      </h2>
      {workspaces.isPending ? (
        <div className="rounded-md border border-zinc-200 bg-white p-4">
          <Skeleton lines={3} label="Loading workspaces…" />
        </div>
      ) : workspaces.isError ? (
        <ErrorMessage
          error={workspaces.error}
          title="Could not load workspaces"
          onRetry={() => void workspaces.refetch()}
        />
      ) : workspaces.data.length === 0 ? (
        <EmptyState title="No workspaces registered" testId="workspaces-empty">
          Register a folder with the form to let agents search it.
        </EmptyState>
      ) : (
        <WorkspacesTable workspaces={workspaces.data} />
      )}
    </section>
  );
}
