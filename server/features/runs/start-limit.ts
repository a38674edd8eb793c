import fastq from "fastq";

/** Run starts one process works on at once by default (the rest wait their turn, FIFO). */
export const DEFAULT_START_CONCURRENCY = 8;

/** Runs `start` when its turn comes; resolves or rejects with what `start` does. */
export type StartLimit = <T>(start: () => Promise<T>) => Promise<T>;

/**
 * A limit on the run starts one process works on at once (issue 10 item 8). A burst of
 * `runs.start` requests (200 at once in `npm run bench:load`) otherwise interleaves every
 * start's checks, database writes and enqueue on the event loop together, and each loop turn
 * carries all of them: a health check or a list request waits behind the whole burst. Starts
 * beyond `concurrency` wait in memory, first in first out, and cost nothing while they wait.
 */
export function createStartLimit(concurrency = DEFAULT_START_CONCURRENCY): StartLimit {
  const queue = fastq.promise((start: () => Promise<unknown>) => start(), concurrency);
  return <T>(start: () => Promise<T>) => queue.push(start) as Promise<T>;
}
