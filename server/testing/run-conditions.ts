import type { RunEventFeed } from "../features/runs/run-event-feed";

/**
 * Resolves with `read()`'s first value that `done` accepts, reading once at once and again
 * whenever `feed` delivers committed events of `runId` (in PostgreSQL mode they come from
 * other processes by LISTEN/NOTIFY). Every condition a test waits for on a run (an agent
 * started, a correction consumed, the run ended) is written with a run event, so the wait
 * follows the events, not a clock. A backstop re-read every `backstopMs` covers a notification
 * lost with a dropped connection (the feed's contract: subscribers tolerate gaps); nothing
 * depends on its timing. Rejects with `what` and the last value read after `timeoutMs`, a
 * bound for a broken run, not a timing assertion.
 */
export function whenRunState<T>(
  feed: RunEventFeed,
  runId: string,
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 60_000, backstopMs = 1_000 } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let last: T | undefined;
    let settled = false;
    let reading = false;
    let again = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearInterval(backstop);
      clearTimeout(bound);
      outcome();
    };
    const check = () => {
      if (settled) return;
      if (reading) {
        again = true; // events arrived during a read: read once more after it
        return;
      }
      reading = true;
      read().then(
        (value) => {
          reading = false;
          last = value;
          if (done(value)) finish(() => resolve(value));
          else if (again) {
            again = false;
            check();
          }
        },
        (error: unknown) => {
          reading = false;
          finish(() => reject(error instanceof Error ? error : new Error(String(error))));
        },
      );
    };
    const unsubscribe = feed.subscribe(runId, check);
    const backstop = setInterval(check, backstopMs);
    const bound = setTimeout(
      () =>
        finish(() =>
          reject(
            new Error(`${what}: not reached within ${timeoutMs} ms; last ${JSON.stringify(last)}`),
          ),
        ),
      timeoutMs,
    );
    check();
  });
}
