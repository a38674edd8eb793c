/**
 * When BufferedRunStore (buffered-run-store.ts) writes what it has queued: after a delay, at a
 * number of operations, and when the loop must wait for its writes (issue 10, item 9).
 */

/**
 * How long buffered writes wait before they are flushed (ms): what a live viewer's deltas lag
 * at most besides the commit. 45, not 15: a fan-out run (W2) commits about half as often
 * (issue 10, item 9). Shorter delays were measured slower on PostgreSQL (interleaved with the
 * memory store, machine loaded): 5, 10 and 20 ms took 1.1–1.5× the time of 45 ms at W1 N=100
 * and N=1000 and at W2 (more flushes, each with a fixed cost on both sides: bind, execute,
 * WAL flush), although a run's last flush then carries fewer rows.
 */
export const FLUSH_DELAY_MS = 45;
/**
 * Buffered operations that start a flush at once (when none is being written; else the next
 * one starts as soon as it is done). The loop goes on while a flush commits.
 */
export const FLUSH_AT_OPERATIONS = 400;
/** Buffered operations past which the loop waits for the flushes (backpressure). */
export const MAX_BUFFERED_OPERATIONS = 2_000;
