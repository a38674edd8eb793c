import { NewRunForm } from "@/components/runs/new-run-form";
import { RunsPanel } from "@/components/runs/runs-panel";

/** Home: the new-run form next to the live runs list. */
export default function HomePage() {
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="min-w-0">
        <NewRunForm />
      </div>
      <RunsPanel />
    </div>
  );
}
