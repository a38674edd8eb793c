import { DRAIN_EXPERIMENT_REFUSED } from "@/components/drain/drain-text";
import { MAX_EXPERIMENT_TRIALS } from "@/server/shared/experiment-inputs";

/**
 * The trials field's value as a count, or null when it is not a whole number from 1 to
 * MAX_EXPERIMENT_TRIALS (empty, "0", "9", "1.5"): the form then shows no run count.
 */
export function trialCount(text: string): number | null {
  const value = Number(text);
  return text.trim() !== "" &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_EXPERIMENT_TRIALS
    ? value
    : null;
}

/**
 * Whether the new-experiment form may start (pure): the reason "Start experiment" is disabled
 * (a deployment drain in force, no return mode, trials out of range, no case chosen), or null
 * when it may start.
 */
export function experimentStartProblem(input: {
  /** A deployment drain is in force: the server refuses new runs. */
  draining: boolean;
  modeCount: number;
  /** The trials field as typed. */
  trials: string;
  allCases: boolean;
  pickedCount: number;
  /** Cases in the chosen dataset version. */
  caseCount: number;
}): string | null {
  if (input.draining) return DRAIN_EXPERIMENT_REFUSED;
  if (input.modeCount === 0) return "Choose at least one return mode to start.";
  if (trialCount(input.trials) === null)
    return `Trials must be a whole number from 1 to ${MAX_EXPERIMENT_TRIALS}.`;
  if (input.allCases ? input.caseCount === 0 : input.pickedCount === 0)
    return input.allCases
      ? "The dataset version has no case to run."
      : "Choose at least one case to start (or run all of them).";
  return null;
}

/**
 * The picked case ids after "Select all" / "Select none" / one checkbox: in the list's order,
 * each once.
 */
export function togglePicked(
  picked: readonly string[],
  listed: readonly string[],
  change: { kind: "all" } | { kind: "none" } | { kind: "one"; id: string },
): string[] {
  if (change.kind === "all") return [...listed];
  if (change.kind === "none") return [];
  const chosen = new Set(picked);
  if (chosen.has(change.id)) chosen.delete(change.id);
  else chosen.add(change.id);
  return listed.filter((id) => chosen.has(id));
}
