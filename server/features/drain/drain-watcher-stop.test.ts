import { describe, expect, it } from "vitest";
import { manualClock } from "../../runtime/testing/manual-clock";
import { DrainWatcher } from "./drain-watcher";

/** A promise and its resolve function, to hold a check in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe("stopping the drain watcher while a check is under way", () => {
  it("resolves only after the check has finished, and reports nothing", async () => {
    const clock = manualClock();
    const lookup = deferred<null>();
    let lookups = 0;
    const reports: string[] = [];
    const watcher = new DrainWatcher({
      drains: {
        inForce: () => {
          lookups += 1;
          return lookup.promise;
        },
        complete: () => Promise.resolve(),
        countInFlight: () => Promise.resolve(0),
        queuedRunIds: () => Promise.resolve([]),
      },
      runLeases: { end: () => Promise.resolve(false) },
      clock,
      report: (message) => reports.push(message),
    });
    watcher.start();
    await clock.advance(0);
    expect(lookups).toBe(1);
    let stopped = false;
    const stopping = watcher.stop().then(() => (stopped = true));
    await clock.yieldToEventLoop!();
    expect(stopped).toBe(false); // the database is still in use by the check
    lookup.resolve(null);
    await stopping;
    expect(stopped).toBe(true);
    expect(clock.pendingTimers()).toBe(0); // not re-armed after the stop
    expect(reports).toEqual([]);
  });
});
