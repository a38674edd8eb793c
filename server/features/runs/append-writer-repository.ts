import type { DatabaseLocation } from "../../db/client";
import type { AppendBatch, RunEventDraft } from "../../db/mapping/append-rows";
import type { RunAppendBatch } from "../../runtime/ports";
import { PostgresAppendWriter } from "./postgres-append-repository";
import { SqliteAppendWriter } from "./sqlite-append-repository";

/** The events one batch stored: sequences firstSequence … firstSequence + count − 1. */
export interface StoredEventRange {
  firstSequence: number;
  /** `events.length`, plus one when the run event was stored with its patch. */
  count: number;
}

/**
 * The run store's hot path: the append-only rows of a flush (transcript items, telemetry,
 * exchanges, window samples), the agents' and run's state, and the run events describing them
 * (with Run.eventSequence incremented), written in ONE transaction without Prisma's per-query
 * compile (issue 10, item 9: ~5 µs per row instead of ~200; item 2: an event is committed with
 * the state it describes, or not at all). SQLite: cached prepared better-sqlite3 statements on a
 * connection of its own. PostgreSQL: multi-row inserts on a pg pool of its own. Prisma keeps
 * the schema, migrations, reads and the cold writes (run-store-repository.ts).
 */
export interface AppendWriter {
  /**
   * Writes every batch in one transaction, all or nothing, and resolves once it is committed
   * with the events each batch stored (same order as `batches`). A run patch that sets a status
   * applies only while the run is queued or running (else it is dropped with its run event).
   * Duplicates throw ConflictError; rows of a missing run or agent, and patches of one, throw
   * NotFoundError; anything else (a lock held past the busy timeout, a lost connection) is
   * thrown as the driver gave it.
   */
  writeBatches(batches: readonly AppendBatch[]): Promise<StoredEventRange[]>;
  /**
   * Inserts a run (`run`: runToRow's row) with its first event, `event`, numbered 1 (the run's
   * eventSequence starts at 1), in one transaction; resolves true once it is committed. With
   * `admission` "unless-draining", resolves false, storing nothing, while a drain is in force
   * (a Drain row not lifted), decided atomically with the insert: a drain's start
   * (DrainRepository.start) waits for an insert under way, and an insert waits for a drain's
   * start under way and then sees it. Duplicate run id: ConflictError; anything else as the
   * driver gave it (the store retries).
   */
  createRun(
    run: Record<string, unknown>,
    event: RunEventDraft,
    at: number,
    admission?: RunInsertAdmission,
  ): Promise<boolean>;
  /** Closes the writer's connection. */
  close(): Promise<void>;
}

/** Whether a run insert is refused while a drain is in force ("always": never refused). */
export type RunInsertAdmission = "always" | "unless-draining";

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
