import { withoutSupersededDrafts } from "./final-answer-parts";
import { withBooleanFieldsRead } from "./boolean-fields";
import { withSupposedPremises } from "./supposed-premises";
import { withoutCutOffItem } from "./cut-off-items";
import { withoutRevisionMarkers } from "./revision-markers";

/**
 * The thirtieth round's text steps (issue 14; degraded and question-shaped model output), run
 * in order before the answer is split into clauses, each keeping the answer's length.
 */
const STEPS: readonly ((answer: string) => string)[] = [
  withoutSupersededDrafts,
  withBooleanFieldsRead,
  withSupposedPremises,
  withoutCutOffItem,
  withoutRevisionMarkers,
];

/** The answer with the degraded-output steps applied (see the module comment). */
export function withDegradedOutputRead(answer: string): string {
  return STEPS.reduce((text, step) => step(text), answer);
}
