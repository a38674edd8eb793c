import Database from "better-sqlite3";
import {
  APPEND_TABLES,
  agentUpdate,
  rowValues,
  runsOf,
  runUpdate,
} from "../../db/mapping/append-rows";
import { sqliteFilePath } from "../../db/sqlite-path";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import type { RunAppendBatch } from "../../runtime/ports";
import type { AppendWriter } from "./append-writer-repository";

/** Default time one append transaction waits for SQLite's write lock, ms (the store retries). */
export const APPEND_BUSY_TIMEOUT_MS = 1_000;

/** DateTime as the better-sqlite3 Prisma adapter stores it (ISO 8601, "+00:00"). */
const sqliteTime = (date: Date): string => date.toISOString().replace("Z", "+00:00");

const quote = (name: string) => `"${name}"`;

/**
 * The append writer on SQLite: its own better-sqlite3 connection to the database file (WAL,
 * `synchronous = NORMAL`, foreign keys on), one cached prepared INSERT per append-only table,
 * cached UPDATEs per set of changed columns, and one IMMEDIATE transaction per flush. Its busy
 * timeout is short: waiting blocks the event loop, and BufferedRunStore retries with backoff.
 */
export class SqliteAppendWriter implements AppendWriter {
  private readonly db: Database.Database;
  private readonly inserts: Database.Statement[];
  private readonly updates = new Map<string, Database.Statement>();
  private readonly transaction: (batches: readonly RunAppendBatch[]) => void;

  constructor(databaseUrl: string, busyTimeoutMs: number = APPEND_BUSY_TIMEOUT_MS) {
    this.db = new Database(sqliteFilePath(databaseUrl), { timeout: busyTimeoutMs });
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.pragma("foreign_keys = ON");
    this.inserts = APPEND_TABLES.map((table) =>
      this.db.prepare(
        `INSERT INTO ${quote(table.name)} (${table.columns.map(quote).join(", ")}) VALUES (${table.columns.map(() => "?").join(", ")})`,
      ),
    );
    this.transaction = this.db.transaction((batches: readonly RunAppendBatch[]) =>
      this.writeAll(batches),
    ).immediate;
  }

  async writeBatches(batches: readonly RunAppendBatch[]): Promise<void> {
    try {
      this.transaction(batches);
    } catch (error) {
      throw translate(error, batches);
    }
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private writeAll(batches: readonly RunAppendBatch[]): void {
    APPEND_TABLES.forEach((table, index) => {
      const insert = this.inserts[index]!;
      for (const batch of batches) {
        for (const row of table.rows(batch)) insert.run(rowValues(row, table.columns, sqliteTime));
      }
    });
    for (const batch of batches) {
      for (const [agentId, patch] of batch.agentPatches) {
        this.update("Agent", agentId, agentUpdate(patch, sqliteTime), `agent ${agentId}`);
      }
      if (batch.runPatch !== null) {
        this.update(
          "Run",
          batch.runId,
          runUpdate(batch.runPatch, sqliteTime),
          `run ${batch.runId}`,
        );
      }
    }
  }

  private update(
    table: string,
    id: string,
    change: { columns: string[]; values: unknown[] },
    what: string,
  ): void {
    if (change.columns.length === 0) return;
    const key = `${table}:${change.columns.join(",")}`;
    let statement = this.updates.get(key);
    if (statement === undefined) {
      const sets = change.columns.map((column) => `${quote(column)} = ?`).join(", ");
      statement = this.db.prepare(`UPDATE ${quote(table)} SET ${sets} WHERE "id" = ?`);
      this.updates.set(key, statement);
    }
    if (statement.run(...change.values, id).changes === 0) {
      throw new NotFoundError(`${what} does not exist`);
    }
  }
}

/** Constraint errors as Debrief errors; anything else (SQLITE_BUSY…) unchanged. */
function translate(error: unknown, batches: readonly RunAppendBatch[]): unknown {
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
