import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { InputValidationError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import { systemClock } from "../../runtime/system-clock";
import { executeSeed, inlineSeedConnection, type SeedConnection } from "./seed-sql";
import { driverPath } from "./sqlite-driver";
import { createStopFlag, retireWorker, watchStopFlag } from "./worker-retirement";

/**
 * Builds a SQLite file from a workspace's SQL seed with a time limit: the statements run in a
 * long-lived worker thread, one seed at a time (seed-sql.ts still decides, in this thread, where
 * each statement ends and which are refused), and the worker is retired when a seed passes its
 * limit, the way query_sql's worker is (sql-runner.ts, worker-retirement.ts); the next seed
 * starts a fresh one. A seed comes from whoever adds a workspace or imports a dataset, so a
 * runaway statement (an unbounded recursive CTE) must not hold the server.
 */

/** Default time limit of building one database from a SQL seed. */
export const DEFAULT_SEED_TIMEOUT_MS = 10_000;

/** How a seed runs: its time limit, the clock it runs on, in a worker (default) or inline. */
export interface SeedRunOptions {
  timeoutMs?: number;
  /** The clock the time limit runs on (default: real time; tests pass a manual one). */
  clock?: Pick<Clock, "setTimer">;
  /** "inline" runs the seed in this thread without a time limit (tests only). */
  mode?: "worker" | "inline";
}

/** A seed passed its time limit and was stopped (a 400: the seed is the caller's). */
export class SeedTimeoutError extends InputValidationError {}

/**
 * Run the seed `sql` (named `seedName` in errors) into the SQLite file `databasePath`, created
 * when missing. SeedTimeoutError naming the seed and the limit when it runs past `timeoutMs`;
 * seed-sql.ts's errors otherwise. Runs inline, without a limit, when no worker can be started.
 */
export async function runSeedIntoFile(
  seedName: string,
  sql: string,
  databasePath: string,
  options: SeedRunOptions = {},
): Promise<void> {
  const driver = options.mode === "inline" ? null : driverPath();
  if (driver === null) {
    const db = new Database(databasePath);
    try {
      await executeSeed(inlineSeedConnection(db), sql);
    } finally {
      db.close();
    }
    return;
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEED_TIMEOUT_MS;
  sharedWorker ??= new SeedWorker(driver);
  await sharedWorker.build(databasePath, sql, {
    timeoutMs,
    clock: options.clock ?? systemClock,
    timeoutError: () =>
      new SeedTimeoutError(
        `SQL seed ${seedName} did not finish within ${timeoutMs} ms and was stopped; a seed builds tables and rows (bound any recursive CTE)`,
      ),
  });
}

/** The worker: one database at a time, driven by open / prepare / run / close messages. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driverPath);
let db = null;
let statement = null;
function perform(action, text) {
  if (action === "open") {
    db = new Database(text);
  } else if (action === "prepare") {
    statement = null;
    statement = db.prepare(text);
  } else if (action === "run") {
    if (statement === null) throw new Error("no seed statement is prepared");
    if (!statement.reader) statement.run();
    else {
      for (const row of statement.iterate()) {
        if (Atomics.load(workerData.stopFlag, 0) === 1) break; // retired: stop reading rows
      }
    }
  } else if (action === "close") {
    statement = null;
    if (db !== null) db.close();
    db = null;
  }
}
parentPort.on("message", ({ action, text }) => {
  try {
    perform(action, text);
    parentPort.postMessage({ ok: true });
  } catch (error) {
    parentPort.postMessage({
      ok: false,
      kind: error instanceof RangeError ? "range" : error instanceof Database.SqliteError ? "sqlite" : "other",
      message: error instanceof Error ? error.message : String(error),
      code: error && typeof error.code === "string" ? error.code : "SQLITE_ERROR",
    });
  }
});
`;

/** A worker's answer to one message. */
type WorkerReply =
  { ok: true } | { ok: false; kind: "range" | "sqlite" | "other"; message: string; code: string };

/** The seed's time limit, its clock and the error it ends with. */
interface SeedLimit {
  timeoutMs: number;
  clock: Pick<Clock, "setTimer">;
  timeoutError: () => Error;
}

/**
 * The long-lived seed worker: builds run one after another (a queued build's time limit starts
 * when it does). A build that passes its limit, or a worker that fails, ends the worker; the
 * next build starts a fresh one. The worker is unref'd, so it never keeps the process alive.
 */
class SeedWorker {
  private worker: Worker | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly driver: string) {}

  build(databasePath: string, sql: string, limit: SeedLimit): Promise<void> {
    const task = async () => {
      const connection = new WorkerSeedConnection(this.acquire(), limit, (worker) => {
        if (this.worker === worker) this.worker = null;
      });
      try {
        await connection.open(databasePath);
        await executeSeed(connection, sql);
      } finally {
        await connection.release();
      }
    };
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  private acquire(): Worker {
    if (this.worker === null) {
      const stopFlag = createStopFlag();
      this.worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { driverPath: this.driver, stopFlag },
      });
      watchStopFlag(this.worker, stopFlag);
      this.worker.unref();
    }
    return this.worker;
  }
}

let sharedWorker: SeedWorker | null = null;

/**
 * A SeedConnection to one database in the seed worker, one message at a time. The limit's timer
 * starts with it; when it fires (or the worker fails) the worker is retired and dropped, and
 * the pending call (and every later one) fails with the limit's error.
 */
class WorkerSeedConnection implements SeedConnection {
  private readonly cancelTimer: () => void;
  private failure: Error | null = null;
  private pending: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private readonly onMessage = (reply: WorkerReply) => this.settle(reply);
  private readonly onError = (error: Error) =>
    this.fail(new Error(`seed worker failed: ${error.message}`));
  private readonly onExit = (code: number) =>
    this.fail(new Error(`seed worker stopped (exit code ${code})`));

  constructor(
    private readonly worker: Worker,
    limit: SeedLimit,
    private readonly drop: (worker: Worker) => void,
  ) {
    worker.on("message", this.onMessage);
    worker.on("error", this.onError);
    worker.on("exit", this.onExit);
    this.cancelTimer = limit.clock.setTimer(() => this.fail(limit.timeoutError()), limit.timeoutMs);
  }

  /** Open (creating when missing) the database the seed builds. */
  open(databasePath: string): Promise<void> {
    return this.send("open", databasePath);
  }

  prepare(text: string): Promise<void> {
    return this.send("prepare", text);
  }

  runPrepared(): Promise<void> {
    return this.send("run", "");
  }

  /**
   * Close the worker's database (its file is complete once this resolves), cancel the timer and
   * let go of the worker; after a failure the worker is already gone. Idempotent.
   */
  async release(): Promise<void> {
    if (this.failure === null) {
      await this.send("close", "").catch((error: unknown) => {
        this.fail(error instanceof Error ? error : new Error(String(error)));
      });
    }
    this.cancelTimer();
    this.failure ??= new Error("the seed connection is released");
    this.worker.off("message", this.onMessage);
    this.worker.off("error", this.onError);
    this.worker.off("exit", this.onExit);
  }

  private send(action: "open" | "prepare" | "run" | "close", text: string): Promise<void> {
    if (this.failure !== null) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage({ action, text });
    });
  }

  private settle(reply: WorkerReply): void {
    const pending = this.pending;
    this.pending = null;
    if (pending === null) return;
    if (reply.ok) pending.resolve();
    else if (reply.kind === "range") pending.reject(new RangeError(reply.message));
    else if (reply.kind === "sqlite") {
      pending.reject(new Database.SqliteError(reply.message, reply.code));
    } else pending.reject(new Error(reply.message));
  }

  private fail(error: Error): void {
    if (this.failure !== null) return;
    this.failure = error;
    this.cancelTimer();
    this.drop(this.worker);
    retireWorker(this.worker);
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }
}
