/**
 * When BufferedRunStore (buffered-run-store.ts) writes what it has queued: after a delay, at a
 * number of operations, and when the loop must wait for its writes (issue 10, item 9).
 */

/**
 * How long buffered writes wait before they are flushed (ms): what a live viewer's deltas lag
 * at most besides the commit. 45, not 15: a fan-out run (W2) commits about 5 times instead of
 * about 10 (each child's barrier, `whenDurable`, takes what is queued), and a barrier seldom
 * waits behind a timer flush (issue 10, item 9).
 */
export const FLUSH_DELAY_MS = 45;
/**
 * Buffered operations that start a flush at once (when none is being written; else the next
 * one starts as soon as it is done). The loop goes on while a flush commits.
 */
export const FLUSH_AT_OPERATIONS = 400;
/** Buffered operations past which the loop waits for the flushes (backpressure). */
export const MAX_BUFFERED_OPERATIONS = 2_000;
