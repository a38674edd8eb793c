import type { Metadata } from "next";
import { ExperimentsTable } from "@/components/experiments/experiments-table";
import { NewExperimentForm } from "@/components/experiments/new-experiment-form";
import { IfCan } from "@/components/auth/if-can";
import { requireViewer } from "@/trpc/server";

export const metadata: Metadata = { title: "Experiments" };

/** Experiments: the list and, for those who may start one, the form (else a line saying who can). */
export default async function ExperimentsPage() {
  await requireViewer("/experiments");
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <ExperimentsTable />
      <IfCan
        permission="experiments:run"
        fallback={
          // Said, as the home page says it for runs: without it the column stood empty.
          <p data-testid="cannot-start-experiments" className="text-sm text-zinc-600">
            Your role reads experiments and their results; an engineer, operator or admin starts
            them.
          </p>
        }
      >
        <NewExperimentForm />
      </IfCan>
    </div>
  );
}
