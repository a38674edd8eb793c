import { Worker } from "node:worker_threads";

/**
 * Checkpoints of one SQLite database's write-ahead log, taken by a worker thread with its own
 * better-sqlite3 connection, so that the process's append transactions stop paying for them
 * (issue 10, item 9). With SQLite's default (`wal_autocheckpoint = 1000` pages) the commit that
 * pushes the WAL past 1,000 pages copies them into the database file and syncs it, on the event
 * loop: at bench W1 N=300 that made an average flush commit cost ~3 ms instead of ~1 ms, a third
 * of the SQLite store's time per cycle. A PASSIVE checkpoint never blocks a writer or a reader
 * (https://www.sqlite.org/c3ref/wal_checkpoint_v2.html), so the thread runs one every
 * `intervalMs` while the writer goes on; the writer keeps a far larger auto-checkpoint as a
 * bound for when the thread falls behind (SqliteAppendWriter). Durability is unchanged: a
 * commit is in the WAL either way (`synchronous = NORMAL`), a checkpoint only moves it.
 */

/** One PASSIVE checkpoint's outcome, in WAL frames (pages), as `PRAGMA wal_checkpoint` reports. */
export interface CheckpointResult {
  /** 1 when the checkpoint could not run to completion (another checkpoint, or a reader). */
  busy: number;
  /** Frames in the WAL (-1 when the database is not in WAL mode). */
  logFrames: number;
  /** Frames of it now copied into the database file. */
  checkpointedFrames: number;
}

/** Default pause between two background checkpoints, ms. */
export const CHECKPOINT_INTERVAL_MS = 100;

/**
 * The thread's program (evaluated: no file to locate in a Next.js build). It loads
 * better-sqlite3 from the process's working directory, the repository root every entry point
 * runs from; if that fails, the thread ends with the error and the writer keeps checkpointing
 * itself.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(require.resolve("better-sqlite3", { paths: [process.cwd()] }));
const db = new Database(workerData.file, { timeout: 0 });
const checkpoint = () => {
  const [row] = db.pragma("wal_checkpoint(PASSIVE)");
  return { busy: row.busy, logFrames: row.log, checkpointedFrames: row.checkpointed };
};
const timer = setInterval(() => {
  try { checkpoint(); } catch (error) { if (error && error.code !== "SQLITE_BUSY") throw error; }
}, workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message.type === "stop") {
    clearInterval(timer);
    db.close();
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ id: message.id, result: checkpoint() });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String(error && error.message ? error.message : error) });
  }
});
`;

type Reply = { id: number; result?: CheckpointResult; error?: string };

/**
 * The checkpoint thread of the SQLite file `file`. `onError` hears a failure of the thread
 * (its module or database cannot be opened, a checkpoint throws something other than
 * SQLITE_BUSY); the thread has then ended and `running` is false.
 */
export class SqliteCheckpointer {
  private readonly worker: Worker;
  private readonly pending = new Map<number, (reply: Reply) => void>();
  private nextId = 1;
  private exited: Promise<void>;
  private alive = true;
  private stopping = false;

  constructor(
    file: string,
    options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
  ) {
    this.worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { file, intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS },
    });
    this.worker.on("message", (reply: Reply) => {
      const settle = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0 && !this.stopping) this.worker.unref();
      settle?.(reply);
    });
    this.worker.on("error", (error) => {
      this.alive = false;
      (options.onError ?? ((cause) => console.error("debrief: SQLite checkpoint thread", cause)))(
        error,
      );
    });
    this.exited = new Promise((resolve) => {
      this.worker.once("exit", () => {
        this.alive = false;
        for (const settle of this.pending.values()) settle({ id: 0, error: "thread ended" });
        this.pending.clear();
        resolve();
      });
    });
    // The thread never keeps the process alive: stop() ends it, or the process's exit does.
    // (After the listeners: attaching a "message" listener references the thread again.)
    this.worker.unref();
  }

  /** Whether the thread is still running. */
  get running(): boolean {
    return this.alive;
  }

  /**
   * One PASSIVE checkpoint now, on the thread (what its timer does every interval). Rejects
   * when the thread has ended or the checkpoint throws.
   */
  checkpoint(): Promise<CheckpointResult> {
    if (!this.alive) return Promise.reject(new Error("the SQLite checkpoint thread has ended"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (reply) =>
        reply.result !== undefined
          ? resolve(reply.result)
          : reject(new Error(`SQLite checkpoint failed: ${reply.error ?? "no answer"}`)),
      );
      // Referenced while an answer is awaited, for the same reason as in stop().
      this.worker.ref();
      this.worker.postMessage({ type: "checkpoint", id });
    });
  }

  /** Stops the timer, closes the thread's connection and waits for the thread to end. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.alive) {
      // Referenced again while it ends: an unreferenced thread would not keep the process alive
      // for the wait below, and a process with nothing else to do would exit in it.
      this.worker.ref();
      this.worker.postMessage({ type: "stop" });
    }
    await this.exited;
  }
}
