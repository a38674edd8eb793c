import { blankOut } from "./masking";
/**
 * Markers of a reconsidered view (issue 14, thirtieth reader round; answers that revise
 * themselves): "Thinking about it more,", "Come to think of it,", "On reflection," open a
 * sentence that gives the writer's settled view after an earlier one. They report how the writer
 * got there; they hedge nothing ("thinking" would read as "I think"). The marker is masked with
 * spaces (offsets hold), so the sentence is read for what it says.
 */

/** A sentence-opening marker of reconsideration, with the comma after it. */
const REVISION_MARKER =
  /(^|[.!?]\s+|\n[ \t>*_-]*)((?:(?:having\s+)?(?:thinking|thought)\s+(?:about\s+it|it\s+over|this\s+through|it\s+through)(?:\s+(?:more|again|further|some more|twice))?|(?:now\s+that\s+i\s+think\s+about\s+it)|come\s+to\s+think\s+of\s+it|on\s+(?:further\s+|more\s+)?reflection|on\s+second\s+thoughts?)\s*,)/gi;

/** The answer with markers of a reconsidered view masked (see the module comment). */
export function withoutRevisionMarkers(answer: string): string {
  return answer.replace(
    REVISION_MARKER,
    (_all, before: string, marker: string) => before + blankOut(marker),
  );
}
