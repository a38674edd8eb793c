import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { InputValidationError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import { systemClock } from "../../runtime/system-clock";
import { executeSeed, inlineSeedConnection, type SeedConnection } from "./seed-sql";
import { driverPath } from "./sqlite-driver";

/**
 * Builds a SQLite file from a workspace's SQL seed with a time limit: the statements run in a
 * worker thread (seed-sql.ts still decides, in this thread, where each statement ends and
 * which are refused), and the worker is terminated when the seed passes its limit, the way
 * query_sql's worker is (sql-runner.ts). A seed comes from whoever adds a workspace or imports
 * a dataset, so a runaway statement (an unbounded recursive CTE) must not hold the server.
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
  const connection = new WorkerSeedConnection(driver, databasePath, {
    timeoutMs,
    clock: options.clock ?? systemClock,
    timeoutError: () =>
      new SeedTimeoutError(
        `SQL seed ${seedName} did not finish within ${timeoutMs} ms and was stopped; a seed builds tables and rows (bound any recursive CTE)`,
      ),
  });
  try {
    await executeSeed(connection, sql);
    await connection.close();
  } finally {
    connection.stop();
  }
}

/** The worker: one database connection driven by prepare / run / close messages. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driverPath);
const db = new Database(workerData.databasePath);
let statement = null;
function perform(action, text) {
  if (action === "prepare") {
    statement = null;
    statement = db.prepare(text);
  } else if (action === "run") {
    if (statement === null) throw new Error("no seed statement is prepared");
    if (!statement.reader) statement.run();
    else for (const row of statement.iterate()) void row;
  } else if (action === "close") {
    db.close();
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
 * A SeedConnection to a database opened in its own worker thread, one message at a time. The
 * limit's timer starts with the worker; when it fires the worker is terminated and the pending
 * call (and every later one) fails with the limit's error.
 */
class WorkerSeedConnection implements SeedConnection {
  private readonly worker: Worker;
  private readonly cancelTimer: () => void;
  private failure: Error | null = null;
  private pending: { resolve: () => void; reject: (error: Error) => void } | null = null;

  constructor(driver: string, databasePath: string, limit: SeedLimit) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driverPath: driver, databasePath },
    });
    this.worker.unref();
    this.worker.on("message", (reply: WorkerReply) => this.settle(reply));
    this.worker.on("error", (error: Error) =>
      this.fail(new Error(`seed worker failed: ${error.message}`)),
    );
    this.worker.on("exit", (code: number) =>
      this.fail(new Error(`seed worker stopped (exit code ${code})`)),
    );
    this.cancelTimer = limit.clock.setTimer(() => this.fail(limit.timeoutError()), limit.timeoutMs);
  }

  prepare(text: string): Promise<void> {
    return this.send("prepare", text);
  }

  runPrepared(): Promise<void> {
    return this.send("run", "");
  }

  /** Close the worker's database (its file is complete once this resolves). */
  close(): Promise<void> {
    return this.send("close", "");
  }

  /** Cancel the timer and terminate the worker (idempotent). */
  stop(): void {
    this.cancelTimer();
    this.failure ??= new Error("the seed connection is closed");
    void this.worker.terminate();
  }

  private send(action: "prepare" | "run" | "close", text: string): Promise<void> {
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
    else if (reply.kind === "sqlite")
      pending.reject(new Database.SqliteError(reply.message, reply.code));
    else pending.reject(new Error(reply.message));
  }

  private fail(error: Error): void {
    if (this.failure !== null) return;
    this.failure = error;
    this.cancelTimer();
    void this.worker.terminate();
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }
}
