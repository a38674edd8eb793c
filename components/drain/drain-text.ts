import { nounFor, pluralize } from "@/components/ui/plural";

/**
 * The drain's sentences shared by the banner and the new-run form (pure): what happened to
 * the runs at the deadline once drained, and why "Start run" is disabled during a drain.
 */

/**
 * What the drained banner says about the runs in flight at the deadline: that every run
 * finished before it (none interrupted), or how many were interrupted and are not resumed.
 */
export function drainedRunsSentence(interruptedCount: number): string {
  if (interruptedCount === 0)
    return "Every run finished before the deadline: none was interrupted.";
  return `${pluralize(interruptedCount, "run")} ${nounFor(interruptedCount, "was", "were")} interrupted at the deadline and will not be resumed.`;
}

/** Why the new-run form cannot start a run while a drain is in force (draining or drained). */
export const DRAIN_START_REFUSED =
  "New runs are refused while the deployment drain is in force; an admin lifts it from the Activity page.";

/** Why "Start experiment" is disabled while a drain is in force (an experiment starts runs). */
export const DRAIN_EXPERIMENT_REFUSED =
  "Experiments start runs, and new runs are refused while the deployment drain is in force.";

/** Why "Replay" is disabled while a drain is in force (a replay is a new run). */
export const DRAIN_REPLAY_REFUSED =
  "A replay is a new run: refused while the deployment drain is in force.";

/** Where the drain control lives (the Activity page, admins only). */
export const DRAIN_CONTROL_PATH = "/admin/activity";

/**
 * The banner's link to the drain control, for a viewer who may drain (`system:drain`) and is
 * not already on the page that holds it: "Lift the drain" once drained, "Manage the drain"
 * while draining; null for everyone else (they cannot act on it) and on that page itself.
 */
export function drainBannerAction({
  canDrain,
  pathname,
  state,
}: {
  canDrain: boolean;
  pathname: string | null;
  state: "draining" | "drained";
}): { href: string; label: string } | null {
  if (!canDrain || pathname === DRAIN_CONTROL_PATH) return null;
  const label = state === "drained" ? "Lift the drain" : "Manage the drain";
  return { href: DRAIN_CONTROL_PATH, label: `${label} (Activity page)` };
}
