import { DRAIN_EXPERIMENT_REFUSED } from "@/components/drain/drain-text";

/**
 * Whether the new-experiment form may start (pure): the reason "Start experiment" is disabled
 * (a deployment drain in force, no return mode, no case chosen), or null when it may start.
 */
export function experimentStartProblem(input: {
  /** A deployment drain is in force: the server refuses new runs. */
  draining: boolean;
  modeCount: number;
  allCases: boolean;
  pickedCount: number;
  /** Cases in the chosen dataset version. */
  caseCount: number;
}): string | null {
  if (input.draining) return DRAIN_EXPERIMENT_REFUSED;
  if (input.modeCount === 0) return "Choose at least one return mode to start.";
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
