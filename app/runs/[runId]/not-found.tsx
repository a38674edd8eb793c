import { NotFoundMessage } from "@/components/layout/not-found-message";

/** HTTP 404 for a run id no run has (requireRun in the run and audit pages). */
export default function RunNotFound() {
  return (
    <NotFoundMessage title="Run not found" testId="run-not-found">
      No run has this id. It may have been mistyped, or the link comes from another Debrief
      database.
    </NotFoundMessage>
  );
}
