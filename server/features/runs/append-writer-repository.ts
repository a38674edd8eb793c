import type { DatabaseLocation } from "../../db/client";
import type { RunAppendBatch } from "../../runtime/ports";
import { PostgresAppendWriter } from "./postgres-append-repository";
import { SqliteAppendWriter } from "./sqlite-append-repository";

/**
 * The run store's hot path: the append-only rows of a flush (transcript items, telemetry,
 * exchanges, window samples) and the agents' and run's state, written in ONE transaction
 * without Prisma's per-query compile (issue 10, item 9: ~5 µs per row instead of ~200).
 * SQLite: cached prepared better-sqlite3 statements on a connection of its own. PostgreSQL:
 * multi-row inserts on a pg pool of its own. Prisma keeps the schema, migrations, reads and
 * the cold writes (server/features/runs/run-store-repository.ts).
 */
export interface AppendWriter {
  /**
   * Writes every batch in one transaction, all or nothing. Duplicates throw ConflictError;
   * rows of a missing run or agent, and patches of one, throw NotFoundError; anything else
   * (a lock held past the busy timeout, a lost connection) is thrown as the driver gave it.
   */
  writeBatches(batches: readonly RunAppendBatch[]): Promise<void>;
  /** Closes the writer's connection. */
  close(): Promise<void>;
}

/** Options for createAppendWriter. */
export interface AppendWriterOptions {
  /** SQLite: how long one write waits for the lock, ms (short: the store retries). */
  busyTimeoutMs?: number;
}

/** A writer on the database of `location` (the same one the PrismaClient uses). */
export function createAppendWriter(
  location: DatabaseLocation,
  options: AppendWriterOptions = {},
): AppendWriter {
  return location.provider === "postgresql"
    ? new PostgresAppendWriter(location.url)
    : new SqliteAppendWriter(location.url, options.busyTimeoutMs);
}

/** A batch with only `parts` filled (the store's single-record writes). */
export function batchOf(runId: string, parts: Partial<RunAppendBatch>): RunAppendBatch {
  return {
    runId,
    items: [],
    telemetry: [],
    exchanges: [],
    windowSamples: [],
    agentPatches: new Map(),
    runPatch: null,
    ...parts,
  };
}
