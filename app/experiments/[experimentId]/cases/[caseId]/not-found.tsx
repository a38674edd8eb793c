import { NotFoundMessage } from "@/components/layout/not-found-message";

/** HTTP 404 for an unknown experiment or a case it did not run (requireExperimentCase). */
export default function ExperimentCaseNotFound() {
  return (
    <NotFoundMessage
      title="Case not found"
      testId="experiment-case-not-found"
      back={{ href: "/experiments", label: "Back to experiments" }}
    >
      Either no experiment has this id, or the experiment did not run a case with this id.
    </NotFoundMessage>
  );
}
