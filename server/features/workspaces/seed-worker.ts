import Database from "better-sqlite3";
import { InputValidationError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import { systemClock } from "../../runtime/system-clock";
import { executeSeed, type SeedConnection } from "./seed-sql";
import { driverPath } from "./sqlite-driver";
import { SqlChildPool, SqlChildUnavailableError, type SqlChild } from "./sql-child";

/**
 * Builds a SQLite file from a workspace's SQL seed with a time limit: the statements run in a
 * long-lived child process (sql-child.ts), one seed at a time (seed-sql.ts still decides, in
 * this process, where each statement ends and which are refused), and the child is killed when
 * a seed passes its limit, the way query_sql's are (sql-runner.ts): the statement dies with it,
 * and the next seed starts a fresh child. A seed comes from whoever adds a workspace or imports
 * a dataset, so a runaway statement (an unbounded recursive CTE) must not hold the server: a
 * seed never runs in this process, and when no child can start it is refused.
 */

/** Default time limit of building one database from a SQL seed. */
export const DEFAULT_SEED_TIMEOUT_MS = 10_000;

/**
 * Default cap on the database a seed builds (256 MiB; the samples' are about 60 KB). The child
 * sets SQLite's max_page_count from it before the seed's first statement, for the database and
 * for its temporary tables (a file in the temp folder), so a statement that would grow either
 * past it fails ("database or disk is full") before the bytes are written.
 */
export const MAX_BUILT_DATABASE_BYTES = 256 * 1024 * 1024;

/** How a seed runs (always in a child process): its time limit and the clock it runs on. */
export interface SeedRunOptions {
  timeoutMs?: number;
  /** The clock the time limit runs on (default: real time; tests pass a manual one). */
  clock?: Pick<Clock, "setTimer">;
  /**
   * The better-sqlite3 module the child loads (default: driverPath(); null: none could be
   * resolved). Tests pass a missing one.
   */
  driver?: string | null;
  /** Cap on the built database's size in bytes (default MAX_BUILT_DATABASE_BYTES). */
  maxDatabaseBytes?: number;
}

/** A seed passed its time limit and was stopped (a 400: the seed is the caller's). */
export class SeedTimeoutError extends InputValidationError {}

/**
 * Run the seed `sql` (named `seedName` in errors) into the SQLite file `databasePath`, created
 * when missing. SeedTimeoutError naming the seed and the limit when it runs past `timeoutMs`;
 * seed-sql.ts's errors otherwise. SqlChildUnavailableError naming the seed when no child can be
 * started (the driver cannot be resolved or loaded): the seed is not run at all.
 */
export async function runSeedIntoFile(
  seedName: string,
  sql: string,
  databasePath: string,
  options: SeedRunOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEED_TIMEOUT_MS;
  const driver = options.driver === undefined ? driverPath() : options.driver;
  try {
    if (driver === null) {
      throw new SqlChildUnavailableError("the SQLite driver (better-sqlite3) cannot be resolved");
    }
    let pool = sharedPools.get(driver);
    if (pool === undefined) {
      pool = new SqlChildPool({ name: "seed", source: CHILD_SOURCE }, 1, driver);
      sharedPools.set(driver, pool);
    }
    await buildInChild(pool, databasePath, sql, {
      timeoutMs,
      maxDatabaseBytes: options.maxDatabaseBytes ?? MAX_BUILT_DATABASE_BYTES,
      clock: options.clock ?? systemClock,
      timeoutError: () =>
        new SeedTimeoutError(
          `SQL seed ${seedName} did not finish within ${timeoutMs} ms and was stopped; a seed builds tables and rows (bound any recursive CTE)`,
        ),
    });
  } catch (error) {
    if (!(error instanceof SqlChildUnavailableError)) throw error;
    throw new SqlChildUnavailableError(
      `SQL seed ${seedName} could not run: ${error.message}; SQL runs only in a child process with a time limit, never in the server itself`,
    );
  }
}

/** The child: one database at a time, driven by open / prepare / run / close messages. */
const CHILD_SOURCE = `
const Database = require(process.argv[1]);
let db = null;
let statement = null;
function perform(action, text, maxBytes) {
  if (action === "open") {
    db = new Database(text);
    for (const schema of ["main", "temp"]) {
      const pageSize = db.pragma(schema + ".page_size", { simple: true });
      db.pragma(schema + ".max_page_count = " + Math.max(1, Math.floor(maxBytes / pageSize)));
    }
  } else if (action === "prepare") {
    statement = null;
    statement = db.prepare(text);
  } else if (action === "run") {
    if (statement === null) throw new Error("no seed statement is prepared");
    if (!statement.reader) statement.run();
    else for (const row of statement.iterate()) void row;
  } else if (action === "close") {
    statement = null;
    if (db !== null) db.close();
    db = null;
  }
}
process.on("message", ({ action, text, maxBytes }) => {
  try {
    perform(action, text, maxBytes);
    process.send({ ok: true });
  } catch (error) {
    process.send({
      ok: false,
      kind: error instanceof RangeError ? "range" : error instanceof Database.SqliteError ? "sqlite" : "other",
      message: error instanceof Error ? error.message : String(error),
      code: error && typeof error.code === "string" ? error.code : "SQLITE_ERROR",
    });
  }
});
process.send({ ready: true });
`;

/** The child's answer to one message. */
type ChildReply =
  { ok: true } | { ok: false; kind: "range" | "sqlite" | "other"; message: string; code: string };

/** The seed's time and size limits, its clock and the error it ends with. */
interface SeedLimit {
  timeoutMs: number;
  /** Cap on the database file (bytes), enforced in the child with max_page_count. */
  maxDatabaseBytes: number;
  clock: Pick<Clock, "setTimer">;
  timeoutError: () => Error;
}

/** The seed children: one, so builds run one after another (a queued build's limit starts when it does). */
const sharedPools = new Map<string, SqlChildPool>();

/** Build `databasePath` from `sql` on a child of `pool`, closing the database at the end. */
function buildInChild(
  pool: SqlChildPool,
  databasePath: string,
  sql: string,
  limit: SeedLimit,
): Promise<void> {
  return pool.use(async (child) => {
    const connection = new ChildSeedConnection(child, limit);
    try {
      await connection.open(databasePath);
      await executeSeed(connection, sql);
    } finally {
      await connection.release();
    }
  });
}

/**
 * A SeedConnection to one database in a seed child, one message at a time. The limit's timer
 * starts with it; when it fires the child is killed and, once it has exited, the pending call
 * (and every later one) fails with the limit's error.
 */
class ChildSeedConnection implements SeedConnection {
  private readonly cancelTimer: () => void;
  private failure: Error | null = null;
  private pending: ((error: Error) => void) | null = null;
  private readonly maxDatabaseBytes: number;

  constructor(
    private readonly child: SqlChild,
    limit: SeedLimit,
  ) {
    this.maxDatabaseBytes = limit.maxDatabaseBytes;
    this.cancelTimer = limit.clock.setTimer(() => {
      const error = limit.timeoutError();
      this.failure = error;
      void child.kill().then(() => {
        const reject = this.pending;
        this.pending = null;
        reject?.(error);
      });
    }, limit.timeoutMs);
  }

  /** Open (creating when missing) the database the seed builds, capped at the limit's size. */
  open(databasePath: string): Promise<void> {
    return this.send("open", databasePath, this.maxDatabaseBytes);
  }

  prepare(text: string): Promise<void> {
    return this.send("prepare", text);
  }

  runPrepared(): Promise<void> {
    return this.send("run", "");
  }

  /**
   * Close the child's database (its file is complete once this resolves) and cancel the timer;
   * after a failure the child is already gone. Idempotent.
   */
  async release(): Promise<void> {
    if (this.failure === null) {
      await this.send("close", "").catch((error: unknown) => {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
      });
    }
    this.cancelTimer();
    this.failure ??= new Error("the seed connection is released");
  }

  private send(
    action: "open" | "prepare" | "run" | "close",
    text: string,
    maxBytes?: number,
  ): Promise<void> {
    if (this.failure !== null) return Promise.reject(this.failure);
    return new Promise<void>((resolve, reject) => {
      this.pending = reject;
      this.child.request({ action, text, ...(maxBytes === undefined ? {} : { maxBytes }) }).then(
        (reply) => {
          if (this.pending !== reject || this.failure !== null) return; // the timer answers
          this.pending = null;
          settle(reply as ChildReply, resolve, reject);
        },
        (error: unknown) => {
          if (this.pending !== reject || this.failure !== null) return; // the timer answers
          this.pending = null;
          this.failure = error instanceof Error ? error : new Error(String(error));
          reject(this.failure);
        },
      );
    });
  }
}

/** Resolve, or reject with the error the child reported, as better-sqlite3 would have thrown it. */
function settle(reply: ChildReply, resolve: () => void, reject: (error: Error) => void): void {
  if (reply.ok) resolve();
  else if (reply.kind === "range") reject(new RangeError(reply.message));
  else if (reply.kind === "sqlite") reject(new Database.SqliteError(reply.message, reply.code));
  else reject(new Error(reply.message));
}
