import type { Clock } from "../ports";
import type { LiveAgent } from "./live-agent";
import type { WaitEnd } from "./wait-snapshot";

/**
 * Wait until every child is terminal, `timeoutMs` passes, a correction is queued for the caller
 * (also one queued before the wait began), or the caller is cancelled — whichever comes first
 * (seed 003: "They wake native child waits via trusted execution context"). Never cancels a
 * child. Returns why it ended and, for a correction, its sequence.
 */
export function boundedWait(
  caller: LiveAgent,
  children: readonly LiveAgent[],
  timeoutMs: number,
  clock: Clock,
): Promise<{ end: WaitEnd; correctionSequence: number | null }> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    let settled = false;
    const settle = (end: WaitEnd, correctionSequence: number | null = null) => {
      if (settled) return;
      settled = true;
      for (const cleanup of cleanups) cleanup();
      resolve({ end, correctionSequence });
    };
    const pending = caller.inbox.pending[0];
    if (pending !== undefined) {
      settle("correction", pending.sequence);
      return;
    }
    cleanups.push(clock.setTimer(() => settle("timeout"), timeoutMs));
    cleanups.push(caller.inbox.onQueued((correction) => settle("correction", correction.sequence)));
    const onAbort = () => settle("cancelled");
    caller.signal.addEventListener("abort", onAbort);
    cleanups.push(() => caller.signal.removeEventListener("abort", onAbort));
    void Promise.all(children.map((child) => child.whenTerminal())).then(() =>
      settle("all_terminal"),
    );
  });
}
