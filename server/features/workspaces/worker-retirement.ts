import type { Worker } from "node:worker_threads";

/**
 * How a SQL worker thread (sql-runner.ts, seed-worker.ts) is let go when its statement passes
 * its time limit. Not by worker.terminate() at once: terminating a thread while better-sqlite3
 * throws a SQLite error ends the whole process (V8's fatal "ToLocalChecked Empty MaybeLocal":
 * a runaway statement that fails after its limit crashed the server), and a statement running
 * inside SQLite cannot be interrupted by it anyway. A retired worker gets no more work; its
 * next message (the statement's reply) terminates it, while it is idle in JavaScript.
 */

const retiring = new Set<Promise<void>>();

/** Let `worker` go: it is terminated once it answers (or ends by itself). */
export function retireWorker(worker: Worker): void {
  if (worker.threadId === -1) return; // it has ended already
  const ended = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.once("message", () => void worker.terminate());
  const tracked: Promise<void> = ended.finally(() => retiring.delete(tracked));
  retiring.add(tracked);
}

/** Resolves once every retired worker has ended (tests; a statement that never ends never does). */
export async function retiredWorkersSettled(): Promise<void> {
  while (retiring.size > 0) await Promise.all([...retiring]);
}
