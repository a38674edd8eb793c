import type { Clock, IdGenerator } from "./ports";

/** The real clock: Date.now and setTimeout. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(callback, delayMs) {
    const handle = setTimeout(callback, delayMs);
    return () => clearTimeout(handle);
  },
  yieldToEventLoop: () => new Promise((resolve) => setImmediate(resolve)),
};

/**
 * Time-ordered unique ids: `<prefix>_<base36 time><counter><random>`. The base-36 time is
 * kept for the millisecond it was written in: a loop cycle takes several ids within one
 * (470 -> 270 ns an id, bench W1).
 */
export function createIdGenerator(): IdGenerator {
  let counter = 0;
  let timeOf = -1;
  let time = "";
  return {
    next(prefix: string): string {
      counter = (counter + 1) % 1_679_616;
      const now = Date.now();
      if (now !== timeOf) {
        timeOf = now;
        time = now.toString(36);
      }
      const count = counter.toString(36).padStart(4, "0");
      const random = Math.floor(Math.random() * 1_679_616)
        .toString(36)
        .padStart(4, "0");
      return `${prefix}_${time}${count}${random}`;
    },
  };
}

/** Deterministic ids for tests: `<prefix>_1`, `<prefix>_2`, … per prefix. */
export function createSequentialIdGenerator(): IdGenerator {
  const counters = new Map<string, number>();
  return {
    next(prefix: string): string {
      const value = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, value);
      return `${prefix}_${value}`;
    },
  };
}
