import { NotFoundMessage } from "@/components/layout/not-found-message";

/** HTTP 404 for an experiment id no experiment has (requireExperiment in the experiment page). */
export default function ExperimentNotFound() {
  return (
    <NotFoundMessage
      title="Experiment not found"
      testId="experiment-not-found"
      back={{ href: "/experiments", label: "Back to experiments" }}
    >
      No experiment has this id. It may have been mistyped, or the link comes from another Debrief
      database.
    </NotFoundMessage>
  );
}
