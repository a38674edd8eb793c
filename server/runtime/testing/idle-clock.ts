import type { Clock } from "../ports";

/** How an idle clock reads time. */
export interface IdleClockOptions {
  /** The first reading (ms since the epoch). */
  start?: number;
  /** Milliseconds `now()` moves at each reading (0: only timers move it), so timestamps can be kept strictly ordered. */
  msPerReading?: number;
  /** When true, `now()` never moves, not even when a timer fires (every snapshot reads the same time). */
  frozen?: boolean;
}

/**
 * A Clock for runs that touch nothing outside memory (a MemoryRunStore, in-memory models and
 * tools): a timer fires when nothing else can happen — once every promise chain has settled,
 * at the event loop's next check phase (setImmediate) — the earliest due first, ties in the
 * order they were set; never after a real delay. Unless `frozen`, `now()` then moves to that
 * timer's due time. So a bounded wait times out exactly when no child can end it any more,
 * the same way on every run however busy the machine is. Not for runs that wait on real I/O
 * (a file, a socket, a database): a timer would fire before the I/O completes — use
 * manualClock there and advance it by hand.
 */
export function idleClock(options: IdleClockOptions = {}): Clock {
  const step = options.msPerReading ?? 0;
  const frozen = options.frozen ?? false;
  let now = options.start ?? 1_800_000_000_000;
  let nextId = 0;
  let scheduled = false;
  const timers = new Map<number, { at: number; callback: () => void }>();

  const fireEarliest = () => {
    scheduled = false;
    let earliest: [number, { at: number; callback: () => void }] | undefined;
    // A Map iterates in insertion order, so `<` keeps the first-set of equal due times.
    for (const entry of timers)
      if (earliest === undefined || entry[1].at < earliest[1].at) earliest = entry;
    if (earliest === undefined) return;
    const [id, timer] = earliest;
    timers.delete(id);
    if (!frozen) now = Math.max(now, timer.at);
    timer.callback();
    schedule();
  };
  const schedule = () => {
    if (scheduled || timers.size === 0) return;
    scheduled = true;
    setImmediate(fireEarliest);
  };

  return {
    now() {
      if (!frozen) now += step;
      return now;
    },
    setTimer(callback, delayMs) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, delayMs), callback });
      schedule();
      return () => void timers.delete(id);
    },
  };
}
