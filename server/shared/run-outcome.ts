import { z } from "zod";
import type { AgentStatus } from "./agent-status";
import type { RunStatus } from "./run-status";

/**
 * What a run's answer is worth (issue 12, "Truth first" 1): a run can end `succeeded` (the
 * parent answered) while the research under the answer is missing. The outcome tells them
 * apart, from the run status and its children's endings:
 * - `succeeded`: the parent answered and every child it started returned its research;
 * - `degraded`: the parent answered, but some child failed (e.g. broke its contract), was
 *   cancelled or was stopped, so part of the research is missing;
 * - `answered_without_evidence`: the parent answered although no child returned research
 *   (e.g. the only child failed its contract): nothing verified stands under the answer;
 * - `failed`, `cancelled`, `interrupted`: the run itself ended so (no answer to rely on);
 * - `in_progress`: queued or running.
 * A run without children (inline mode) is `succeeded` when its parent answered.
 */
export const RUN_OUTCOMES = [
  "in_progress",
  "succeeded",
  "degraded",
  "answered_without_evidence",
  "failed",
  "cancelled",
  "interrupted",
] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];
export const runOutcomeSchema = z.enum(RUN_OUTCOMES);

/** How people read each outcome (badges, filters). */
export const RUN_OUTCOME_LABELS: Record<RunOutcome, string> = {
  in_progress: "in progress",
  succeeded: "succeeded",
  degraded: "degraded",
  answered_without_evidence: "answered without evidence",
  failed: "failed",
  cancelled: "cancelled",
  interrupted: "interrupted",
};

/** A run's outcome and the sentence that explains it. */
export interface RunOutcomeView {
  outcome: RunOutcome;
  /** Why, in words ("1 of 2 children was cancelled: part of the research is missing"). */
  detail: string;
}

const ENDED_WORDS: Partial<Record<AgentStatus, string>> = {
  failed: "failed",
  cancelled: "was cancelled",
  terminated: "was stopped",
  interrupted: "was interrupted",
};

/**
 * The outcome of a run with `status` whose child agents ended with `childStatuses` (children
 * only; the parent's own status is the run's). Pure; see RUN_OUTCOMES for the rules.
 */
export function runOutcome(
  status: RunStatus,
  childStatuses: readonly AgentStatus[],
): RunOutcomeView {
  if (status === "queued" || status === "running")
    return { outcome: "in_progress", detail: `the run is ${status}` };
  if (status !== "succeeded") return { outcome: status, detail: `the run ${status}` };
  const returned = childStatuses.filter((child) => child === "succeeded").length;
  const missing = childStatuses.filter((child) => child !== "succeeded");
  if (childStatuses.length === 0)
    return { outcome: "succeeded", detail: "the parent answered from its own research" };
  const endings = summarizeEndings(missing, childStatuses.length);
  if (returned === 0)
    return {
      outcome: "answered_without_evidence",
      detail: `the parent answered, but ${endings}: no child returned research, so nothing verified stands under the answer`,
    };
  if (missing.length > 0)
    return {
      outcome: "degraded",
      detail: `the parent answered, but ${endings}: part of the research is missing`,
    };
  return {
    outcome: "succeeded",
    detail:
      childStatuses.length === 1
        ? "the parent answered from its child's research"
        : `the parent answered from all ${childStatuses.length} children's research`,
  };
}

/** "1 of 2 children was cancelled", "the only child failed", "2 of 4 children failed or …". */
function summarizeEndings(missing: readonly AgentStatus[], total: number): string {
  const counts = new Map<string, number>();
  for (const status of missing) {
    const words = ENDED_WORDS[status] ?? `ended ${status}`;
    counts.set(words, (counts.get(words) ?? 0) + 1);
  }
  if (total === 1) return `the only child ${[...counts.keys()][0] ?? "ended"}`;
  return [...counts.entries()]
    .map(([words, count]) => {
      const verb = count === 1 ? words : words.replace(/^was /, "were ");
      return `${count} of ${total} children ${verb}`;
    })
    .join(", ");
}
