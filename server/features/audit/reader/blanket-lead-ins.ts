import { blankOut } from "./masking";
/**
 * Blanket lead-ins of the formal register (issue 14, twenty-eighth reader round): "To the best
 * of our knowledge and belief, …", "On the information available to us, …", "So far as we are
 * aware, …" open a sentence as boilerplate over everything it says. They name no item, so they
 * carry no caveat (the blanket-line rule of the labels): the claims after them are read as
 * stated, and an open question they answer is answered. Only a lead-in that opens its
 * sentence and ends at a comma is blank; the same words after a claim ("the date holds, to the
 * best of our knowledge") still hedge it (everyday-hedges.ts, "the limits of what was seen").
 */

/** The lead-in at a sentence's or line's start, up to and including its comma. */
const BLANKET_LEAD_IN =
  /(?<=(?:^|[.!?:;]\s+|\n[\s*>#-]*))(?:to\s+(?:the\s+best\s+of\s+)?(?:my|our)\s+(?:knowledge|information)(?:\s+and\s+belief)?|on\s+the\s+(?:basis\s+of\s+the\s+)?information\s+(?:currently\s+)?(?:available(?:\s+to\s+(?:us|me))?|(?:we|i)\s+(?:have|hold)|at\s+hand|before\s+(?:us|me))|(?:so|as)\s+far\s+as\s+(?:we|i)\s+are\s+aware|(?:so|as)\s+far\s+as\s+(?:i\s+am|i'm|we're)\s+aware)\s*,/gi;

/**
 * The answer with each blanket lead-in that opens a sentence blanked with spaces (offsets
 * hold), as the reader's other masks are; for the free-text reader's pipeline.
 */
export function withoutBlanketLeadIns(answer: string): string {
  return answer.replace(BLANKET_LEAD_IN, (lead) => blankOut(lead));
}
