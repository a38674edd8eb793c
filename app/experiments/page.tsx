import type { Metadata } from "next";
import { ExperimentsTable } from "@/components/experiments/experiments-table";
import { NewExperimentForm } from "@/components/experiments/new-experiment-form";
import { IfCan } from "@/components/auth/if-can";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Experiments" };

/** Experiments: the list and, for those who may start one, the form. */
export default async function ExperimentsPage() {
  await requireViewer("/experiments");
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <ExperimentsTable />
      <IfCan permission="experiments:run">
        <NewExperimentForm />
      </IfCan>
    </div>
  );
}
