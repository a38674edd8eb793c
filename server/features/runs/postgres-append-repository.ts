import pg from "pg";
import {
  type AppendBatch,
  type ColumnKind,
  eventRows,
  type RunEventDraft,
  rowValues,
  RUN_EVENT_TABLE,
  runsOf,
  runUpdate,
} from "../../db/mapping/append-rows";
import { RUN_TABLE } from "../../db/mapping/record-tables";
import { pgPoolConfig } from "../../db/postgres-url";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import { IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";
import type {
  AppendWriter,
  RunInsertAdmission,
  StoredEventRange,
} from "./append-writer-repository";
import {
  ARRAY_TYPES,
  FLUSH_STATEMENT_NAME,
  type FlushStatement,
  flushStatement,
  MISSING_ROW,
  patchesFoldable,
  postgresTime,
  quote,
} from "./postgres-flush-statement-repository";

/**
 * A flush that carries neither a run update nor a run event (telemetry only) does not wait for
 * its WAL to reach the disk: PostgreSQL writes WAL in order, so the next synchronous commit
 * makes it durable. A flush with run events waits: the feed announces its events to live
 * viewers, and a sequence a viewer has seen must never be handed out again after a database
 * crash.
 */
const BEGIN_WITHOUT_WAITING_FOR_DISK = "BEGIN; SET LOCAL synchronous_commit TO OFF";

/**
 * The run row and its first event as one statement (a data-modifying CTE inserting the run,
 * then the event): the same text for every run, so it is prepared once per connection
 * (CREATE_RUN_STATEMENT_NAME) instead of parsed and planned for each run, a cost every run
 * pays before its first step (issue 10, item 9).
 */
const CREATE_RUN_TEXT = createRunText("always");

/**
 * CREATE_RUN_TEXT inserting nothing while a drain is in force (0 rows: refused). Atomic with a
 * drain's start: that transaction first locks "Run" in SHARE mode (DrainRepository.start),
 * which conflicts with this INSERT's ROW EXCLUSIVE lock, so each waits for the other's commit;
 * PostgreSQL takes a statement's table locks before its snapshot, so an insert that waited
 * sees the committed drain.
 */
const CREATE_RUN_UNLESS_DRAINING_TEXT = createRunText("unless-draining");

function createRunText(admission: RunInsertAdmission): string {
  const placeholders = (from: number, kinds: readonly ColumnKind[]) =>
    kinds.map((kind, index) => `$${from + index}::${ARRAY_TYPES[kind].replace("[]", "")}`);
  const runColumns = RUN_TABLE.columns.map(quote).join(", ");
  const runValues = placeholders(1, RUN_TABLE.kinds).join(", ");
  const eventColumns = RUN_EVENT_TABLE.columns.map(quote).join(", ");
  const eventValues = placeholders(RUN_TABLE.columns.length + 1, RUN_EVENT_TABLE.kinds).join(", ");
  if (admission === "always") {
    return `WITH r AS (INSERT INTO "Run" (${runColumns}) VALUES (${runValues})) INSERT INTO "RunEvent" (${eventColumns}) VALUES (${eventValues})`;
  }
  return `WITH r AS (INSERT INTO "Run" (${runColumns}) SELECT ${runValues} WHERE NOT EXISTS (SELECT 1 FROM "Drain" WHERE "liftedAt" IS NULL) RETURNING "id") INSERT INTO "RunEvent" (${eventColumns}) SELECT ${eventValues} FROM r`;
}

/**
 * How long an idle connection of the writer's pool stays open, ms: each holds the prepared
 * create-run and flush statements, which a new connection must prepare again.
 */
const WRITER_IDLE_MS = 5 * 60_000;

/** The names CREATE_RUN_TEXT and CREATE_RUN_UNLESS_DRAINING_TEXT are prepared under. */
const CREATE_RUN_STATEMENT_NAME = "debrief_create_run";
const CREATE_RUN_UNLESS_DRAINING_STATEMENT_NAME = "debrief_create_run_unless_draining";

/**
 * The append writer on PostgreSQL: a small pg pool of its own; each flush is one transaction.
 * ONE statement (postgres-flush-statement-repository.ts), the same text for every flush and
 * prepared once per connection, holds a flush as data-modifying CTEs: a multi-row INSERT per
 * append-only table, one UPDATE of the changed agents, one of the patched runs (a status patch
 * only while the run is queued or running; rare: a run's end) adding their numbers of events to
 * Run.eventSequence, one UPDATE adding the other runs' numbers of events, and the RunEvent INSERT
 * numbering the events from those UPDATEs' results (a row lock per run:
 * concurrent writers of a run's events queue on it, so sequences stay gap-free and commit in
 * order). That statement alone is the transaction: one round trip instead of BEGIN, UPDATE,
 * statement, COMMIT, which is most of a commit's latency on a busy machine besides the WAL
 * flush. A telemetry-only flush (no WAL wait) and a call naming one patched run in several
 * batches apply the patches first, in BEGIN … COMMIT.
 */
export class PostgresAppendWriter implements AppendWriter {
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    // Idle connections are kept WRITER_IDLE_MS (pg's default: 10 s): a new one costs the first
    // run after a pause a connection and the preparation of both statements (tens of ms).
    const config = pgPoolConfig(databaseUrl, {
      max: 4,
      allowExitOnIdle: true,
      idleTimeoutMillis: WRITER_IDLE_MS,
    });
    // The flush statement is the same text for every flush (a prepared statement per connection):
    // its generic plan serves every flush, never re-planned per parameter values (the planner's
    // estimates of the unnested arrays and jsonb rows do not depend on them). The writer's other
    // statements are primary-key lookups, whose generic plans are the custom ones.
    config.options = [config.options, "-c plan_cache_mode=force_generic_plan"]
      .filter((option) => option !== undefined)
      .join(" ");
    this.pool = new pg.Pool(config);
    // An idle client's connection lost (a server restart, a terminated backend) is dropped by the
    // pool and the next flush connects anew; unheard, the pool's 'error' event ends the process.
    this.pool.on("error", () => undefined);
  }

  async writeBatches(batches: readonly AppendBatch[]): Promise<StoredEventRange[]> {
    const waitsForDisk = batches.some(
      (batch) => batch.runPatch !== null || batch.events.length > 0,
    );
    const client = await this.pool.connect();
    try {
      if (waitsForDisk && patchesFoldable(batches)) {
        return await runFlushStatement(client, batches, flushStatement(batches));
      }
      await client.query(waitsForDisk ? "BEGIN" : BEGIN_WITHOUT_WAITING_FOR_DISK);
      const applied: boolean[] = [];
      for (const batch of batches) applied.push(await applyRunPatch(client, batch));
      const ranges = await runFlushStatement(client, batches, flushStatement(batches, applied));
      await client.query("COMMIT");
      return ranges;
    } catch (error) {
      if (client.getTransactionStatus() !== "I") {
        await client.query("ROLLBACK").catch(() => undefined);
      }
      throw translate(error, batches);
    } finally {
      client.release();
    }
  }

  /**
   * The run row (eventSequence 1) and its event #1 as ONE statement (CREATE_RUN_TEXT, or
   * CREATE_RUN_UNLESS_DRAINING_TEXT): one round trip, its own transaction.
   */
  async createRun(
    run: Record<string, unknown>,
    event: RunEventDraft,
    at: number,
    admission: RunInsertAdmission = "always",
  ): Promise<boolean> {
    const runId = String(run.id);
    const [eventRow] = eventRows(runId, 1, [event], at);
    const runValues = rowValues({ ...run, eventSequence: 1 }, RUN_TABLE.columns, postgresTime);
    const eventValues = rowValues(eventRow!, RUN_EVENT_TABLE.columns, postgresTime);
    const guarded = admission === "unless-draining";
    try {
      const result = await this.pool.query({
        name: guarded ? CREATE_RUN_UNLESS_DRAINING_STATEMENT_NAME : CREATE_RUN_STATEMENT_NAME,
        text: guarded ? CREATE_RUN_UNLESS_DRAINING_TEXT : CREATE_RUN_TEXT,
        values: [...runValues, ...eventValues],
      });
      return result.rowCount === 1;
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === "23505") {
        throw new ConflictError(`run ${runId} already exists`);
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Runs a flush statement; the events each batch stored (none for a null statement). */
async function runFlushStatement(
  client: pg.PoolClient,
  batches: readonly AppendBatch[],
  statement: FlushStatement | null,
): Promise<StoredEventRange[]> {
  const ranges = batches.map((): StoredEventRange => ({ firstSequence: 0, count: 0 }));
  if (statement === null) return ranges;
  const found = await client.query<{ what: string; base: number | null; stored: boolean | null }>({
    name: FLUSH_STATEMENT_NAME,
    text: statement.text,
    values: statement.values,
  });
  const runs = new Map(found.rows.map((row) => [row.what, row]));
  statement.events.forEach((placed, index) => {
    if (placed === null) return;
    const run = runs.get(`run ${batches[index]!.runId}`);
    // A run event the statement decided on and dropped (the run had ended) was not stored.
    const count = placed.decided && run?.stored === false ? placed.count - 1 : placed.count;
    ranges[index] = { firstSequence: (run?.base ?? 0) + placed.offset + 1, count };
  });
  return ranges;
}

/**
 * Applies the batch's run patch; false when it sets a status on a run that has already ended
 * (dropped, with its event). Throws NotFoundError for a missing run.
 */
async function applyRunPatch(client: pg.PoolClient, batch: AppendBatch): Promise<boolean> {
  if (batch.runPatch === null) return true;
  const guarded = batch.runPatch.status !== undefined;
  const change = runUpdate(batch.runPatch, postgresTime);
  if (change.columns.length > 0) {
    const values = [...change.values, batch.runId];
    const sets = change.columns.map((column, index) => `${quote(column)} = $${index + 1}`);
    const guard = guarded ? ` AND "status" = ANY($${values.push(IN_FLIGHT_RUN_STATUSES)})` : "";
    const updated = await client.query(
      `UPDATE "Run" SET ${sets.join(", ")} WHERE "id" = $${change.columns.length + 1}${guard}`,
      values,
    );
    if ((updated.rowCount ?? 0) > 0) return true;
  }
  const exists = await client.query(`SELECT 1 FROM "Run" WHERE "id" = $1`, [batch.runId]);
  if (exists.rowCount === 0) throw new NotFoundError(`run ${batch.runId} does not exist`);
  return !guarded;
}

/** The label a flush statement's guard raised ("agent <id>"), or null for another 22P02. */
function missingRowOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  const start = message.indexOf(MISSING_ROW);
  if (start === -1) return null;
  return message.slice(start + MISSING_ROW.length).replace(/"$/, "");
}

/** Constraint errors as Debrief errors; anything else (lost connection…) unchanged. */
function translate(error: unknown, batches: readonly AppendBatch[]): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const missing = code === "22P02" ? missingRowOf(error) : null;
  if (missing !== null) return new NotFoundError(`${missing} does not exist`);
  if (code === "23505") {
    return new ConflictError(
      `transcript item, exchange, sample or telemetry event already stored (duplicate id or agent/sequence) in run ${runsOf(batches)}`,
    );
  }
  if (code === "23503") {
    return new NotFoundError(`run ${runsOf(batches)} or one of its agents does not exist`);
  }
  return error;
}
