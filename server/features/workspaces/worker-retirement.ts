import type { Worker } from "node:worker_threads";

/**
 * How a SQL worker thread (sql-runner.ts, seed-worker.ts) is let go when its statement passes
 * its time limit. Not by worker.terminate() at once: terminating a thread while better-sqlite3
 * throws a SQLite error ends the whole process (V8's fatal "ToLocalChecked Empty MaybeLocal":
 * a runaway statement that fails after its limit crashed the server), and a statement running
 * inside SQLite cannot be interrupted by it anyway. A retired worker gets no more work; its
 * stop flag is raised (its row loops stop at the next row) and its next message (the
 * statement's reply) terminates it, while it is idle in JavaScript.
 */

let latest: Promise<void> = Promise.resolve();
const stopFlags = new WeakMap<Worker, Int32Array>();

/**
 * A stop flag to pass in a worker's workerData (register it with watchStopFlag): the worker's
 * row loops stop when `Atomics.load(flag, 0) === 1`.
 */
export function createStopFlag(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4));
}

/** Raise `flag` when `worker` is retired. */
export function watchStopFlag(worker: Worker, flag: Int32Array): void {
  stopFlags.set(worker, flag);
}

/** Let `worker` go: its stop flag is raised, and it is terminated once it answers. */
export function retireWorker(worker: Worker): void {
  const flag = stopFlags.get(worker);
  if (flag !== undefined) Atomics.store(flag, 0, 1);
  if (worker.threadId === -1) return; // it has ended already
  latest = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.once("message", () => void worker.terminate());
}

/**
 * Resolves once the worker retired last has ended (tests: a statement that never ends never
 * does; other retired workers are not waited for).
 */
export function latestRetirementSettled(): Promise<void> {
  return latest;
}
