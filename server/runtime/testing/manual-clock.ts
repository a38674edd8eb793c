import type { Clock } from "../ports";

/** A clock the test moves by hand: timers fire only when `advance` passes their time. */
export interface ManualClock extends Clock {
  /** Move time forward by `ms`, firing every timer that falls due (in time order). */
  advance(ms: number): Promise<void>;
  /** Timers set and not yet fired or cancelled. */
  pendingTimers(): number;
}

/**
 * A Clock for tests that must not depend on real time: `now()` starts at `start` (ms since
 * the epoch) and moves only with `advance`; a timer set with `setTimer` never fires by
 * itself, so a wait that ends proves something other than time ended it. `yieldToEventLoop`
 * is real (setImmediate), so the loop still lets I/O run at safe points.
 */
export function manualClock(start = 1_800_000_000_000): ManualClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const yieldOnce = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    now: () => now,
    setTimer(callback, delayMs) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, delayMs), callback });
      return () => void timers.delete(id);
    },
    yieldToEventLoop: yieldOnce,
    async advance(ms) {
      now += ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= now)
          .sort(([a, first], [b, second]) => first.at - second.at || a - b)[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        due[1].callback();
        await yieldOnce();
      }
      await yieldOnce();
    },
    pendingTimers: () => timers.size,
  };
}
