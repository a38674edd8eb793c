import type { AgentManager } from "../../runtime/agent/agent-manager";
import { isTerminalRunStatus } from "../../shared/run-status";
import type { EventHub } from "./event-hub";
import { getRun, type RunServiceDependencies } from "./run-service";
import type { RunDetail } from "./run-views";

/** What a live subscription needs: stored runs, the event hub, and the manager's in-flight set. */
export interface LiveRunDependencies extends Pick<
  RunServiceDependencies,
  "runRepository" | "clock"
> {
  events: Pick<EventHub, "subscribe">;
  manager: Pick<AgentManager, "isInFlight">;
}

/** Minimum gap between two live snapshots of one run (ms). */
export const LIVE_THROTTLE_MS = 150;

/** How long a quiet run waits before it is read again anyway (ms); never reported as progress. */
const HEARTBEAT_MS = 5_000;

/**
 * Live snapshots of a run: one at once, then one after each burst of runtime events (at most
 * every LIVE_THROTTLE_MS), ending after the snapshot that shows the run terminal.
 * NotFoundError (from the first read) for an unknown run.
 */
export async function* liveRun(
  deps: LiveRunDependencies,
  runId: string,
  signal?: AbortSignal,
): AsyncGenerator<RunDetail> {
  let dirty = false;
  let wake: (() => void) | null = null;
  const unsubscribe = deps.events.subscribe(runId, () => {
    dirty = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  try {
    let detail = await getRun(deps, runId);
    yield detail;
    while (!signal?.aborted) {
      if (isTerminalRunStatus(detail.run.status) && !deps.manager.isInFlight(runId)) return;
      if (!dirty) {
        let heartbeat: ReturnType<typeof setTimeout> | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          heartbeat = setTimeout(resolve, HEARTBEAT_MS);
        });
        clearTimeout(heartbeat);
        wake = null;
      }
      // Let a burst of events settle (and buffered writes land) before reading once.
      await new Promise((resolve) => setTimeout(resolve, LIVE_THROTTLE_MS));
      dirty = false;
      detail = await getRun(deps, runId);
      yield detail;
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener("abort", onAbort);
  }
}
