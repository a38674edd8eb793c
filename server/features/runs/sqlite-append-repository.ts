import { statSync } from "node:fs";
import type { Mutex } from "async-mutex";
import Database from "better-sqlite3";
import {
  APPEND_TABLES,
  type AppendBatch,
  agentUpdate,
  eventRows,
  type RunEventDraft,
  referencedParents,
  type RowUpdate,
  rowValues,
  RUN_EVENT_TABLE,
  runsOf,
  runUpdate,
  storedEvents,
} from "../../db/mapping/append-rows";
import { AGENT_TABLE, DEBRIEF_TABLE, RUN_TABLE } from "../../db/mapping/record-tables";
import { SqliteCheckpointer } from "../../db/sqlite-checkpoints";
import { sqliteFilePath } from "../../db/sqlite-path";
import { sqliteWriteLock } from "../../db/sqlite-write-lock";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import { IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";
import type {
  AppendWriter,
  RunInsertAdmission,
  StoredEventRange,
} from "./append-writer-repository";

/** Default time one append transaction waits for SQLite's write lock, ms (the store retries). */
export const APPEND_BUSY_TIMEOUT_MS = 1_000;

/**
 * WAL size (bytes, the file's high-water mark) from which the writer hands the WAL's
 * checkpoints to a thread (SqliteCheckpointer): 1 MiB, 256 pages, a quarter of what SQLite's
 * default auto-checkpoint lets it reach. A database that small writers never fill keeps the
 * default and no thread.
 */
export const BACKGROUND_CHECKPOINTS_FROM_WAL_BYTES = 1024 * 1024;

/**
 * The writer's own auto-checkpoint once the thread runs, pages (SQLite's default is 1,000):
 * only a bound on the WAL (~40 MB) for when the thread falls behind or has ended.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

/** DateTime as the better-sqlite3 Prisma adapter stores it (ISO 8601, "+00:00"). */
const sqliteTime = (date: Date): string => date.toISOString().replace("Z", "+00:00");

const quote = (name: string) => `"${name}"`;

const insertSql = (table: { name: string; columns: readonly string[] }) =>
  `INSERT INTO ${quote(table.name)} (${table.columns.map(quote).join(", ")}) VALUES (${table.columns.map(() => "?").join(", ")})`;

/** INSERT … ON CONFLICT ("id") DO UPDATE: the row replaced whole but its id. */
const upsertSql = (table: { name: string; columns: readonly string[] }) =>
  `${insertSql(table)} ON CONFLICT ("id") DO UPDATE SET ${table.columns
    .filter((column) => column !== "id")
    .map((column) => `${quote(column)} = excluded.${quote(column)}`)
    .join(", ")}`;

/** `AND "status" IN (…)`: a status patch applies only to a run still in flight. */
const WHILE_IN_FLIGHT = ` AND "status" IN (${IN_FLIGHT_RUN_STATUSES.map((status) => `'${status}'`).join(", ")})`;

/**
 * The append writer on SQLite: its own better-sqlite3 connection to the database file (WAL,
 * `synchronous = NORMAL`, foreign keys on; the insert-only tables have none: checkParents), one cached prepared INSERT per append-only table
 * and for the run event log, cached UPDATEs per set of changed columns, and one IMMEDIATE
 * transaction per flush: run patches first (so each batch knows whether its run event is
 * stored), then each run's eventSequence incremented by its number of events (the sequences
 * of its events, gap-free: SQLite has one writer), then the rows, the events and the agents'
 * state (agents created before the rows, debriefs upserted after them: record-tables.ts).
 * Each flush first takes the file's in-process write lock (sqlite-write-lock.ts, shared with
 * Prisma's transactions), so SQLite's busy wait, which blocks the event loop, only ever waits
 * for another process; its busy timeout is short and BufferedRunStore retries with backoff.
 * Once the WAL has grown past `checkpointsFromWalBytes`, its checkpoints run on a thread
 * (sqlite-checkpoints.ts) instead of inside this writer's commits.
 */
export class SqliteAppendWriter implements AppendWriter {
  private readonly db: Database.Database;
  private readonly file: string;
  private checkpointer: SqliteCheckpointer | null = null;
  private readonly lock: Mutex;
  private readonly inserts: Database.Statement[];
  private readonly insertEvent: Database.Statement;
  private readonly insertAgent: Database.Statement;
  private readonly upsertDebrief: Database.Statement;
  private readonly insertRun: Database.Statement;
  private readonly takeSequences: Database.Statement<[number, string], { eventSequence: number }>;
  private readonly runExists: Database.Statement<[string], { id: string }>;
  private readonly agentExists: Database.Statement<[string], { id: string }>;
  private readonly updates = new Map<string, Database.Statement>();
  private readonly transaction: (batches: readonly AppendBatch[]) => StoredEventRange[];
  private readonly drainInForce: Database.Statement<[], { id: string }>;
  private readonly runTransaction: (
    run: unknown[],
    event: unknown[],
    admission: RunInsertAdmission,
  ) => boolean;

  /**
   * @param busyTimeoutMs how long one transaction waits for another process's write lock, ms
   * @param checkpointsFromWalBytes WAL size from which checkpoints run on a thread; null: never
   */
  constructor(
    databaseUrl: string,
    busyTimeoutMs: number = APPEND_BUSY_TIMEOUT_MS,
    private checkpointsFromWalBytes: number | null = BACKGROUND_CHECKPOINTS_FROM_WAL_BYTES,
  ) {
    const file = sqliteFilePath(databaseUrl);
    this.file = file;
    this.lock = sqliteWriteLock(file);
    this.db = new Database(file, { timeout: busyTimeoutMs });
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.pragma("foreign_keys = ON");
    this.inserts = APPEND_TABLES.map((table) => this.db.prepare(insertSql(table)));
    this.insertEvent = this.db.prepare(insertSql(RUN_EVENT_TABLE));
    this.insertAgent = this.db.prepare(insertSql(AGENT_TABLE));
    this.upsertDebrief = this.db.prepare(upsertSql(DEBRIEF_TABLE));
    this.insertRun = this.db.prepare(insertSql(RUN_TABLE));
    this.takeSequences = this.db.prepare(
      `UPDATE "Run" SET "eventSequence" = "eventSequence" + ? WHERE "id" = ? RETURNING "eventSequence"`,
    );
    this.runExists = this.db.prepare(`SELECT "id" FROM "Run" WHERE "id" = ?`);
    this.agentExists = this.db.prepare(`SELECT "id" FROM "Agent" WHERE "id" = ?`);
    this.transaction = this.db.transaction((batches: readonly AppendBatch[]) =>
      this.writeAll(batches),
    ).immediate;
    this.drainInForce = this.db.prepare(
      `SELECT "id" FROM "Drain" WHERE "liftedAt" IS NULL LIMIT 1`,
    );
    // IMMEDIATE: SQLite's write lock is held from before the drain check until the commit, and a
    // drain's start takes it too before it reads the time (DrainRepository.start).
    this.runTransaction = this.db.transaction(
      (run: unknown[], event: unknown[], admission: RunInsertAdmission) => {
        if (admission === "unless-draining" && this.drainInForce.get() !== undefined) return false;
        this.insertRun.run(run);
        this.insertEvent.run(event);
        return true;
      },
    ).immediate;
  }

  /** One IMMEDIATE transaction, once this process's other SQLite writers are done. */
  writeBatches(batches: readonly AppendBatch[]): Promise<StoredEventRange[]> {
    return this.lock.runExclusive(() => {
      let ranges: StoredEventRange[];
      try {
        ranges = this.transaction(batches);
      } catch (error) {
        throw translate(error, batches);
      }
      try {
        this.handOverCheckpointsOnceLarge();
      } catch (error) {
        // The rows are committed: nothing about checkpoints may fail this flush.
        this.checkpointsFromWalBytes = null;
        console.error("debrief: SQLite checkpoints stay in the writer's commits", error);
      }
      return ranges;
    });
  }

  /** Whether the WAL's checkpoints run on the thread (false before it starts, or once it failed). */
  get checkpointsInBackground(): boolean {
    return this.checkpointer?.running ?? false;
  }

  /**
   * Starts the checkpoint thread once the WAL file has reached `checkpointsFromWalBytes`, and
   * raises this connection's auto-checkpoint to the fallback bound; if the thread fails, the
   * connection's default (1,000 pages) comes back and no other thread is started.
   */
  private handOverCheckpointsOnceLarge(): void {
    if (this.checkpointer !== null || this.checkpointsFromWalBytes === null) return;
    const walBytes = statSync(`${this.file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
    if (walBytes < this.checkpointsFromWalBytes) return;
    const keepCheckpointingHere = (error: unknown) => {
      console.error("debrief: the SQLite checkpoint thread failed; commits checkpoint", error);
      if (this.db.open) this.db.pragma("wal_autocheckpoint = 1000");
    };
    try {
      this.checkpointer = new SqliteCheckpointer(this.file, { onError: keepCheckpointingHere });
      this.db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    } catch (error) {
      // The thread could not even be created: this writer's commits go on checkpointing.
      this.checkpointsFromWalBytes = null;
      keepCheckpointingHere(error);
    }
  }

  /**
   * The run row (eventSequence 1) and its event #1 in one IMMEDIATE transaction; with
   * "unless-draining", nothing (false) while a drain is in force, checked in that transaction.
   */
  createRun(
    run: Record<string, unknown>,
    event: RunEventDraft,
    at: number,
    admission: RunInsertAdmission = "always",
  ): Promise<boolean> {
    const runId = String(run.id);
    const [eventRow] = eventRows(runId, 1, [event], at);
    const runValues = rowValues({ ...run, eventSequence: 1 }, RUN_TABLE.columns, sqliteTime);
    const eventValues = rowValues(eventRow!, RUN_EVENT_TABLE.columns, sqliteTime);
    return this.lock.runExclusive(() => {
      try {
        return this.runTransaction(runValues, eventValues, admission);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE") {
          throw new ConflictError(`run ${runId} already exists`);
        }
        throw error;
      }
    });
  }

  /** Stops the checkpoint thread (when started), then closes the connection. */
  async close(): Promise<void> {
    await this.checkpointer?.stop();
    if (this.db.open) this.db.close();
  }

  private writeAll(batches: readonly AppendBatch[]): StoredEventRange[] {
    const applied = batches.map((batch) => this.applyRunPatch(batch));
    const ranges = batches.map((batch, index): StoredEventRange => {
      const events = storedEvents(batch, applied[index]!);
      if (events.length === 0) return { firstSequence: 0, count: 0 };
      const row = this.takeSequences.get(events.length, batch.runId);
      if (row === undefined) throw new NotFoundError(`run ${batch.runId} does not exist`);
      return { firstSequence: row.eventSequence - events.length + 1, count: events.length };
    });
    for (const batch of batches) {
      for (const row of AGENT_TABLE.rows(batch)) {
        this.insertAgent.run(rowValues(row, AGENT_TABLE.columns, sqliteTime));
      }
    }
    this.checkParents(batches);
    APPEND_TABLES.forEach((table, index) => {
      const insert = this.inserts[index]!;
      for (const batch of batches) {
        for (const row of table.rows(batch)) insert.run(rowValues(row, table.columns, sqliteTime));
      }
    });
    batches.forEach((batch, index) => {
      const { firstSequence } = ranges[index]!;
      const events = storedEvents(batch, applied[index]!);
      for (const row of eventRows(batch.runId, firstSequence, events, batch.at)) {
        this.insertEvent.run(rowValues(row, RUN_EVENT_TABLE.columns, sqliteTime));
      }
    });
    for (const batch of batches) {
      for (const row of DEBRIEF_TABLE.rows(batch)) {
        this.upsertDebrief.run(rowValues(row, DEBRIEF_TABLE.columns, sqliteTime));
      }
    }
    for (const batch of batches) {
      for (const [agentId, patch] of batch.agentPatches) {
        const change = agentUpdate(patch, sqliteTime);
        if (this.update("Agent", agentId, change, "") === 0) {
          throw new NotFoundError(`agent ${agentId} does not exist`);
        }
      }
    }
    return ranges;
  }

  /**
   * The runs and agents the append-only rows refer to exist (they have no foreign keys: one
   * lookup per id and flush); throws NotFoundError for a missing one.
   */
  private checkParents(batches: readonly AppendBatch[]): void {
    const { runIds, agentIds } = referencedParents(batches);
    for (const runId of runIds) {
      if (this.runExists.get(runId) === undefined) {
        throw new NotFoundError(`run ${runId} does not exist`);
      }
    }
    for (const agentId of agentIds) {
      if (this.agentExists.get(agentId) === undefined) {
        throw new NotFoundError(`agent ${agentId} does not exist`);
      }
    }
  }

  /**
   * Applies the batch's run patch; false when it sets a status on a run that has already
   * ended (dropped, with its event). Throws NotFoundError for a missing run.
   */
  private applyRunPatch(batch: AppendBatch): boolean {
    if (batch.runPatch === null) return true;
    const change = runUpdate(batch.runPatch, sqliteTime);
    const guarded = batch.runPatch.status !== undefined;
    if (change.columns.length > 0) {
      const changed = this.update("Run", batch.runId, change, guarded ? WHILE_IN_FLIGHT : "");
      if (changed > 0) return true;
    }
    if (this.runExists.get(batch.runId) === undefined) {
      throw new NotFoundError(`run ${batch.runId} does not exist`);
    }
    return !guarded;
  }

  /** UPDATE `table` by id (and `condition`); the number of rows changed. */
  private update(table: string, id: string, change: RowUpdate, condition: string): number {
    if (change.columns.length === 0) return 1;
    const key = `${table}:${change.columns.join(",")}${condition}`;
    let statement = this.updates.get(key);
    if (statement === undefined) {
      const sets = change.columns.map((column) => `${quote(column)} = ?`).join(", ");
      statement = this.db.prepare(`UPDATE ${quote(table)} SET ${sets} WHERE "id" = ?${condition}`);
      this.updates.set(key, statement);
    }
    return statement.run(...change.values, id).changes;
  }
}

/** Constraint errors as Debrief errors; anything else (SQLITE_BUSY…) unchanged. */
function translate(error: unknown, batches: readonly AppendBatch[]): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE") {
    return new ConflictError(
      `transcript item, exchange, sample or telemetry event already stored (duplicate id or agent/sequence) in run ${runsOf(batches)}`,
    );
  }
  if (code === "SQLITE_CONSTRAINT_FOREIGNKEY") {
    return new NotFoundError(`run ${runsOf(batches)} or one of its agents does not exist`);
  }
  return error;
}
