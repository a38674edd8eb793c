import { InputValidationError, WorkspaceAccessError } from "../../runtime/errors";
import type { Clock, SqlQueryResult } from "../../runtime/ports";
import { systemClock } from "../../runtime/system-clock";
import { driverPath } from "./sqlite-driver";
import {
  SQL_CHILD_MAX_OLD_SPACE_MB,
  SqlChildExitError,
  SqlChildPool,
  SqlChildUnavailableError,
} from "./sql-child";

/** Default time limit of one query_sql statement. */
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
/** Default most bytes a query's rows may hold (the UTF-8 bytes of each row as JSON). */
export const DEFAULT_QUERY_BYTE_LIMIT = 8 * 1024 * 1024;
/** One statement to run read-only against a SQLite file. */
export interface QueryRequest {
  databasePath: string;
  sql: string;
  rowLimit: number;
  /** Most bytes the rows may hold, as JSON (default DEFAULT_QUERY_BYTE_LIMIT); past it: "too-large". */
  byteLimit?: number;
}

/** What running a statement produced, as plain data (it crosses a process boundary). */
export type QueryReply =
  | { ok: true; columns: string[]; rows: unknown[][]; truncated: boolean }
  | {
      ok: false;
      kind: "multiple" | "empty" | "write" | "no-rows" | "too-large" | "sqlite" | "other";
      message: string;
    };

/** How to run a statement (always in a child process): its time limit, clock and name. */
export interface RunOptions {
  timeoutMs?: number;
  /** The clock the time limit runs on (default: real time; tests pass a manual one). */
  clock?: Pick<Clock, "setTimer">;
  /** What the time-limit message calls the statement (default "query_sql"). */
  name?: string;
  /**
   * The better-sqlite3 module its child loads (default: driverPath(); null: none could be
   * resolved). Tests pass a missing or broken one.
   */
  driver?: string | null;
}

/** A statement was stopped by killing its child process (a 400: the query is the caller's). */
export class QueryStoppedError extends InputValidationError {}

/** A statement passed its time limit and was stopped. */
export class QueryTimeoutError extends QueryStoppedError {}

/**
 * A statement took more memory than its child may use (SQL_CHILD_MAX_OLD_SPACE_MB: room for
 * SQLite's largest text value, about 530 MB) and the child ended. The byte cap keeps rows small.
 */
export class QueryMemoryError extends QueryStoppedError {}

/**
 * Run one read-only statement and return its rows, or throw the Debrief error for it.
 * The statement runs in a child process (sql-child.ts) that is killed after
 * `timeoutMs`, so a runaway query (an unbounded recursive CTE, a huge join) never blocks the
 * server nor keeps burning a core. A statement never runs in this process: when no child can be
 * started (the driver cannot be resolved or loaded) the query is refused with
 * SqlChildUnavailableError (a 503), as better-sqlite3 cannot interrupt a statement in process.
 */
export async function runReadOnlyQuery(
  request: QueryRequest,
  options: RunOptions = {},
): Promise<SqlQueryResult> {
  return replyToResult(await runReadOnlyQueryReply(request, options));
}

/**
 * runReadOnlyQuery's reply as plain data, for callers that word their own errors (the dataset
 * truth checker); only a stopped child (QueryTimeoutError, QueryMemoryError) and a child that
 * cannot start (SqlChildUnavailableError) are thrown.
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
  const driver = options.driver === undefined ? driverPath() : options.driver;
  try {
    if (driver === null) {
      throw new SqlChildUnavailableError("the SQLite driver (better-sqlite3) cannot be resolved");
    }
    return await runInChild(request, driver, limit);
  } catch (error) {
    if (!(error instanceof SqlChildUnavailableError)) throw error;
    throw new SqlChildUnavailableError(
      `${limit.name} could not run: ${error.message}; SQL runs only in a child process with a time limit, never in the server itself`,
    );
  }
}

/**
 * What a query child runs, in plain JavaScript: open the file read-only, prepare exactly one
 * statement that reads, and collect at most `rowLimit` rows while their UTF-8 bytes as JSON stay
 * within the byte limit (rowBytes: brackets, commas and quotes counted, escapes not; a string
 * longer than the limit counted by its length, never built into JSON). Blobs become
 * "<blob N bytes>"; integers are read as BigInts and sent as numbers when exact in one, else
 * as their decimal text (9007199254740993 would become ...992 as a number).
 */
const CHILD_SOURCE = `
const Database = require(process.argv[1]);
const DEFAULT_BYTE_LIMIT = ${DEFAULT_QUERY_BYTE_LIMIT};
function plainValue(value) {
  if (Buffer.isBuffer(value)) return "<blob " + value.length + " bytes>";
  if (typeof value === "bigint") {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
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
    statement.safeIntegers(true);
    const columns = statement.columns().map((column) => column.name);
    const rows = [];
    let truncated = false;
    const limit = byteLimit ?? DEFAULT_BYTE_LIMIT;
    let bytes = 0;
    for (const row of statement.iterate()) {
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
process.on("message", (request) => process.send(execute(request)));
process.send({ ready: true });
`;

/** How many query children run statements at once (more queries wait for one). */
export const QUERY_CHILD_POOL_SIZE = 2;

/** A query's time limit, the clock it runs on and what its time-limit message calls it. */
interface TimeLimit {
  timeoutMs: number;
  clock: Pick<Clock, "setTimer">;
  name: string;
}

/** The query children, one pool per driver module (in practice, one). */
const sharedPools = new Map<string, SqlChildPool>();

/**
 * Run `request` in a query child with the time limit: past it the child is killed (the
 * statement dies with it) and, once it has exited, QueryTimeoutError; the pool starts a fresh
 * child for a later query. A child that ends by itself mid-query: QueryMemoryError when V8
 * aborted it (its memory limit), an Error otherwise.
 */
function runInChild(request: QueryRequest, driver: string, limit: TimeLimit): Promise<QueryReply> {
  let pool = sharedPools.get(driver);
  if (pool === undefined) {
    pool = new SqlChildPool({ name: "query", source: CHILD_SOURCE }, QUERY_CHILD_POOL_SIZE, driver);
    sharedPools.set(driver, pool);
  }
  return pool.use(
    (child) =>
      new Promise<QueryReply>((resolve, reject) => {
        let timedOut = false;
        const cancelTimer = limit.clock.setTimer(() => {
          timedOut = true;
          void child
            .kill()
            .then(() =>
              reject(
                new QueryTimeoutError(
                  `${limit.name} timed out after ${limit.timeoutMs} ms and was stopped; narrow the query (filter, aggregate, bound any recursive CTE)`,
                ),
              ),
            );
        }, limit.timeoutMs);
        child.request(request).then(
          (reply) => {
            cancelTimer();
            if (!timedOut) resolve(reply as QueryReply);
          },
          (error: unknown) => {
            cancelTimer();
            if (!timedOut) reject(childFailure(error, limit.name));
          },
        );
      }),
  );
}

/** The error for a child that ended (or could not be sent to) while it ran a query. */
function childFailure(error: unknown, name: string): Error {
  if (error instanceof SqlChildExitError && (error.signal === "SIGABRT" || error.code === 134)) {
    return new QueryMemoryError(
      `${name} needed more than the query process's ${SQL_CHILD_MAX_OLD_SPACE_MB} MB of memory and was stopped; return fewer or smaller values`,
    );
  }
  return error instanceof Error ? error : new Error(String(error));
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
