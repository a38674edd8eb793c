import type { Clock } from "../../runtime/ports";
import type { RunEvent } from "./run-deltas";
import type { RunEventFeed } from "./run-event-feed";
import type { RunRepository } from "./run-repository";

/** How often the runs list's version is re-read for runs written by other processes (ms). */
export const RUN_LIST_POLL_MS = 3_000;

/** The least time between two reads of the version while events pour in (ms). */
export const RUN_LIST_MIN_INTERVAL_MS = 500;

/** What the runs list's change stream needs. */
export interface RunListChangesDependencies {
  runRepository: Pick<RunRepository, "listVersion">;
  runEventFeed: Pick<RunEventFeed, "subscribeAll">;
  clock: Pick<Clock, "now" | "setTimer">;
}

/** One message of the stream: the runs list's new version (see RunRepository.listVersion). */
export interface RunListChange {
  version: string;
}

/** True for the events that change a row of the runs list (a run's fields, a new agent). */
function changesList(events: readonly RunEvent[]): boolean {
  return events.some((event) => event.delta.type === "run" || event.delta.type === "agent-created");
}

/**
 * The runs list's changes (issue 12: "live updates when runs start elsewhere"): the current
 * version at once, then a new one each time it differs. It looks again when this process
 * commits a run or agent change (at most once per RUN_LIST_MIN_INTERVAL_MS) and every
 * RUN_LIST_POLL_MS for runs another process wrote (the CLI's demo, a worker), on `clock`.
 * Ends when `signal` aborts.
 */
export async function* runListChanges(
  deps: RunListChangesDependencies,
  signal?: AbortSignal,
): AsyncGenerator<RunListChange> {
  let wake: (() => void) | null = null;
  let pending = false;
  const unsubscribe = deps.runEventFeed.subscribeAll((events) => {
    if (!changesList(events)) return;
    pending = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  /** Resolves after `ms` on the clock, or sooner on a wake-up (an event, the abort). */
  const sleep = (ms: number, untilEvent: boolean) =>
    new Promise<void>((resolve) => {
      const cancel = deps.clock.setTimer(() => {
        wake = null;
        resolve();
      }, ms);
      wake = untilEvent
        ? () => {
            cancel();
            wake = null;
            resolve();
          }
        : () => {
            if (!signal?.aborted) return;
            cancel();
            wake = null;
            resolve();
          };
    });
  try {
    let version = await deps.runRepository.listVersion();
    yield { version };
    while (!signal?.aborted) {
      const readAt = deps.clock.now();
      if (!pending) await sleep(RUN_LIST_POLL_MS, true);
      const spacing = RUN_LIST_MIN_INTERVAL_MS - (deps.clock.now() - readAt);
      if (pending && spacing > 0) await sleep(spacing, false);
      if (signal?.aborted) return;
      pending = false;
      const next = await deps.runRepository.listVersion();
      if (next !== version) {
        version = next;
        yield { version };
      }
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener("abort", onAbort);
  }
}
