import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { InputValidationError, WorkspaceAccessError } from "../../runtime/errors";
import type { Clock, SqlQueryResult } from "../../runtime/ports";
import { systemClock } from "../../runtime/system-clock";
import { rowBytes } from "./row-bytes";
import { driverPath } from "./sqlite-driver";
import { createStopFlag, retireWorker, watchStopFlag } from "./worker-retirement";

/** Default time limit of one query_sql statement. */
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
/** Default most bytes a query's rows may hold (the UTF-8 bytes of each row as JSON). */
export const DEFAULT_QUERY_BYTE_LIMIT = 8 * 1024 * 1024;
/**
 * The query worker's memory (Node's worker resourceLimits); past it the worker is stopped. The
 * old generation holds SQLite's largest text value (about 530 MB, V8's longest string) with
 * room to spare: with 128 MB such a value ended the whole process (V8's fatal heap limit), not
 * the worker. The byte cap keeps the rows themselves small.
 */
export const SQL_WORKER_RESOURCE_LIMITS = {
  maxOldGenerationSizeMb: 1024,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
} as const;

/** One statement to run read-only against a SQLite file. */
export interface QueryRequest {
  databasePath: string;
  sql: string;
  rowLimit: number;
  /** Most bytes the rows may hold, as JSON (default DEFAULT_QUERY_BYTE_LIMIT); past it: "too-large". */
  byteLimit?: number;
}

/** What running a statement produced, as plain data (it crosses a worker boundary). */
export type QueryReply =
  | { ok: true; columns: string[]; rows: unknown[][]; truncated: boolean }
  | {
      ok: false;
      kind: "multiple" | "empty" | "write" | "no-rows" | "too-large" | "sqlite" | "other";
      message: string;
    };

/** How to run: in a worker thread with a time limit (default), or inline (tests, fallback). */
export interface RunOptions {
  timeoutMs?: number;
  mode?: "worker" | "inline";
  /** The clock the time limit runs on (default: real time; tests pass a manual one). */
  clock?: Pick<Clock, "setTimer">;
  /** What the time-limit message calls the statement (default "query_sql"). */
  name?: string;
}

/** A statement was stopped in the worker (a 400: the query is the caller's). */
export class QueryStoppedError extends InputValidationError {}

/** A statement passed its time limit and was stopped. */
export class QueryTimeoutError extends QueryStoppedError {}

/** A statement took more memory than the worker may use (SQL_WORKER_RESOURCE_LIMITS) and was stopped. */
export class QueryMemoryError extends QueryStoppedError {}

/**
 * Run one read-only statement and return its rows, or throw the Debrief error for it.
 * By default the statement runs in a worker thread that is let go after `timeoutMs`, so a
 * runaway query (an unbounded recursive CTE, a huge join) never blocks the server. When a
 * worker cannot be started (the driver cannot be resolved) it runs inline, without a limit.
 */
export async function runReadOnlyQuery(
  request: QueryRequest,
  options: RunOptions = {},
): Promise<SqlQueryResult> {
  return replyToResult(await runReadOnlyQueryReply(request, options));
}

/**
 * runReadOnlyQuery's reply as plain data, for callers that word their own errors (the dataset
 * truth checker); only a stopped worker is thrown (QueryTimeoutError, QueryMemoryError).
 */
export async function runReadOnlyQueryReply(
  request: QueryRequest,
  options: RunOptions = {},
): Promise<QueryReply> {
  const limit = {
    timeoutMs: options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
    clock: options.clock ?? systemClock,
    name: options.name ?? "query_sql",
  };
  const driver = options.mode === "inline" ? null : driverPath();
  let reply: QueryReply | null = null;
  if (driver !== null && !workerUnavailable) {
    reply = await runInWorker(request, driver, limit).catch((error: unknown) => {
      if (error instanceof WorkerUnavailableError) {
        workerUnavailable = true;
        return null;
      }
      throw error;
    });
  }
  return reply ?? executeQueryInline(request);
}

/** The same execution as the worker's, in this thread. */
export function executeQueryInline(request: QueryRequest): QueryReply {
  let db: Database.Database | null = null;
  try {
    db = new Database(request.databasePath, { readonly: true, fileMustExist: true });
    db.pragma("query_only = ON");
    let statement: Database.Statement;
    try {
      statement = db.prepare(request.sql);
    } catch (error) {
      if (error instanceof RangeError && /more than one statement/.test(error.message)) {
        return { ok: false, kind: "multiple", message: error.message };
      }
      if (error instanceof RangeError && /no statements/.test(error.message)) {
        return { ok: false, kind: "empty", message: error.message };
      }
      throw error;
    }
    if (!statement.readonly) {
      return { ok: false, kind: "write", message: "" };
    }
    if (!statement.reader) {
      return { ok: false, kind: "no-rows", message: "" };
    }
    statement.raw(true);
    const columns = statement.columns().map((column) => column.name);
    const rows: unknown[][] = [];
    let truncated = false;
    const byteLimit = request.byteLimit ?? DEFAULT_QUERY_BYTE_LIMIT;
    let bytes = 0;
    for (const row of statement.iterate() as Iterable<unknown[]>) {
      if (rows.length === request.rowLimit) {
        truncated = true;
        break;
      }
      const plain = row.map(plainValue);
      bytes += rowBytes(plain, byteLimit);
      if (bytes > byteLimit) {
        return { ok: false, kind: "too-large", message: String(byteLimit) };
      }
      rows.push(plain);
    }
    return { ok: true, columns, rows, truncated };
  } catch (error) {
    return {
      ok: false,
      kind: error instanceof Database.SqliteError ? "sqlite" : "other",
      message: error instanceof Error ? error.message : String(error),
    };
  } finally {
    db?.close();
  }
}

/** The worker's copy of executeQueryInline, in plain JavaScript (tests keep the two equal). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driverPath);
function plainValue(value) {
  if (Buffer.isBuffer(value)) return "<blob " + value.length + " bytes>";
  if (typeof value === "bigint") return value.toString();
  return value;
}
function rowBytes(row, limit) {
  let bytes = row.length + 1;
  for (const value of row) {
    if (typeof value !== "string") bytes += String(value).length;
    else bytes += value.length > limit ? value.length : Buffer.byteLength(value) + 2;
  }
  return bytes;
}
function execute({ databasePath, sql, rowLimit, byteLimit }) {
  let db = null;
  try {
    db = new Database(databasePath, { readonly: true, fileMustExist: true });
    db.pragma("query_only = ON");
    let statement;
    try {
      statement = db.prepare(sql);
    } catch (error) {
      if (error instanceof RangeError && /more than one statement/.test(error.message)) {
        return { ok: false, kind: "multiple", message: error.message };
      }
      if (error instanceof RangeError && /no statements/.test(error.message)) {
        return { ok: false, kind: "empty", message: error.message };
      }
      throw error;
    }
    if (!statement.readonly) return { ok: false, kind: "write", message: "" };
    if (!statement.reader) return { ok: false, kind: "no-rows", message: "" };
    statement.raw(true);
    const columns = statement.columns().map((column) => column.name);
    const rows = [];
    let truncated = false;
    const limit = byteLimit ?? workerData.defaultByteLimit;
    let bytes = 0;
    for (const row of statement.iterate()) {
      if (Atomics.load(workerData.stopFlag, 0) === 1) return { ok: false, kind: "other", message: "stopped" };
      if (rows.length === rowLimit) {
        truncated = true;
        break;
      }
      const plain = row.map(plainValue);
      bytes += rowBytes(plain, limit);
      if (bytes > limit) return { ok: false, kind: "too-large", message: String(limit) };
      rows.push(plain);
    }
    return { ok: true, columns, rows, truncated };
  } catch (error) {
    return {
      ok: false,
      kind: error instanceof Database.SqliteError ? "sqlite" : "other",
      message: error instanceof Error ? error.message : String(error),
    };
  } finally {
    if (db) db.close();
  }
}
parentPort.on("message", ({ id, request }) => parentPort.postMessage({ id, reply: execute(request) }));
parentPort.postMessage({ ready: true });
`;

class WorkerUnavailableError extends Error {}

/** A query's time limit, the clock it runs on and what its time-limit message calls it. */
interface TimeLimit {
  timeoutMs: number;
  clock: Pick<Clock, "setTimer">;
  name: string;
}

let workerUnavailable = false;

/**
 * One long-lived worker thread that runs queries one at a time. A query that passes its time
 * limit retires the worker (worker-retirement.ts); the next query starts a fresh one. The worker is unref'd, so
 * it never keeps the process alive.
 */
class SqlWorker {
  private worker: Promise<Worker> | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  constructor(private readonly driver: string) {}

  run(request: QueryRequest, limit: TimeLimit): Promise<QueryReply> {
    const task = async () => this.execute(await this.ready(), request, limit);
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  private ready(): Promise<Worker> {
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const stopFlag = createStopFlag();
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: {
          driverPath: this.driver,
          defaultByteLimit: DEFAULT_QUERY_BYTE_LIMIT,
          stopFlag,
        },
        resourceLimits: SQL_WORKER_RESOURCE_LIMITS,
      });
      watchStopFlag(worker, stopFlag);
      worker.unref();
      const cleanup = () => {
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
      };
      const onMessage = (message: { ready?: boolean }) => {
        if (message.ready) {
          cleanup();
          resolve(worker);
        }
      };
      const onError = (error: Error) => {
        cleanup();
        reject(new WorkerUnavailableError(error.message));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new WorkerUnavailableError(`sql worker exited with ${code} before it was ready`));
      };
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
    }).catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }

  private execute(worker: Worker, request: QueryRequest, limit: TimeLimit): Promise<QueryReply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const stop = (error: Error) => {
        cleanup();
        this.worker = null;
        retireWorker(worker);
        reject(error);
      };
      const cancelTimer = limit.clock.setTimer(
        () =>
          stop(
            new QueryTimeoutError(
              `${limit.name} timed out after ${limit.timeoutMs} ms and was stopped; narrow the query (filter, aggregate, bound any recursive CTE)`,
            ),
          ),
        limit.timeoutMs,
      );
      const cleanup = () => {
        cancelTimer();
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
      };
      const onMessage = (message: { id?: number; reply?: QueryReply }) => {
        if (message.id === id && message.reply) {
          cleanup();
          resolve(message.reply);
        }
      };
      const onError = (error: Error & { code?: string }) =>
        stop(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new QueryMemoryError(
                `${limit.name} needed more than the query worker's ${SQL_WORKER_RESOURCE_LIMITS.maxOldGenerationSizeMb} MB of memory and was stopped; return fewer or smaller values`,
              )
            : new Error(`sql worker failed: ${error.message}`),
        );
      const onExit = (code: number) => stop(new Error(`sql worker stopped (exit code ${code})`));
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage({ id, request });
    });
  }
}

let sharedWorker: SqlWorker | null = null;

function runInWorker(request: QueryRequest, driver: string, limit: TimeLimit): Promise<QueryReply> {
  sharedWorker ??= new SqlWorker(driver);
  return sharedWorker.run(request, limit);
}

/** Turn a reply into rows, or into the error the port promises. */
export function replyToResult(reply: QueryReply): SqlQueryResult {
  if (reply.ok) {
    return { columns: reply.columns, rows: reply.rows, truncated: reply.truncated };
  }
  switch (reply.kind) {
    case "multiple":
      throw new WorkspaceAccessError(
        "query_sql is read-only: exactly one statement is allowed, the text contains more than one",
      );
    case "empty":
      throw new InputValidationError("query_sql: the SQL text contains no statement");
    case "write":
      throw new WorkspaceAccessError(
        "query_sql is read-only: the statement would modify the database",
      );
    case "no-rows":
      throw new WorkspaceAccessError(
        "query_sql is read-only: only statements that return rows are allowed",
      );
    case "too-large":
      throw new InputValidationError(
        `query_sql: the rows passed ${reply.message} bytes, the most one query may return; select fewer or narrower columns, or fewer rows`,
      );
    case "sqlite":
      if (/readonly|read-only|query_only/i.test(reply.message)) {
        throw new WorkspaceAccessError(`query_sql is read-only: ${reply.message}`);
      }
      throw new InputValidationError(`SQL error: ${reply.message}`);
    default:
      throw new Error(reply.message);
  }
}

function plainValue(value: unknown): unknown {
  if (Buffer.isBuffer(value)) {
    return `<blob ${value.length} bytes>`;
  }
  if (typeof value === "bigint") {
    return value.toString();
  }
  return value;
}
