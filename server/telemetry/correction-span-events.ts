import type { RunTrace } from "./run-trace";
import { definedAttributes, type PlannedEvent } from "./span-plan";

/**
 * The span events of one agent's corrections (issue 10 item 5, seed 003): each correction
 * `debrief.correction.queued` (its text only through `content`, which returns null unless
 * content capture is on), then `debrief.correction.consumed` at the iteration that took it, or
 * `debrief.correction.refused` with the reason it was never delivered. Times in ms.
 */
export function correctionEvents(
  corrections: RunTrace["corrections"],
  agentId: string,
  content: (text: string) => string | null,
): PlannedEvent[] {
  const events: PlannedEvent[] = [];
  for (const { correction, consumption, refusal } of corrections) {
    if (correction.agentId !== agentId) continue;
    events.push({
      name: "debrief.correction.queued",
      time: correction.createdAt,
      attributes: definedAttributes({
        "debrief.correction.sequence": correction.sequence,
        "debrief.correction.author": correction.author,
        "debrief.correction.text": content(correction.text),
      }),
    });
    if (consumption !== null) {
      events.push({
        name: "debrief.correction.consumed",
        time: consumption.consumedAt,
        attributes: {
          "debrief.correction.sequence": consumption.sequence,
          "debrief.correction.iteration": consumption.iteration,
          "debrief.correction.prevented_call_ids": [...consumption.preventedCallIds],
        },
      });
    }
    if (refusal !== null) {
      events.push({
        name: "debrief.correction.refused",
        time: refusal.refusedAt,
        attributes: {
          "debrief.correction.sequence": refusal.sequence,
          "debrief.correction.refusal_reason": refusal.reason,
        },
      });
    }
  }
  return events;
}
