import pg from "pg";
import {
  APPEND_TABLES,
  type AppendBatch,
  agentUpdate,
  type ColumnKind,
  eventRows,
  type RunEventDraft,
  rowValues,
  RUN_EVENT_TABLE,
  runsOf,
  runUpdate,
  storedEvents,
} from "../../db/mapping/append-rows";
import { toDate } from "../../db/mapping/columns";
import { AGENT_TABLE, DEBRIEF_TABLE, RUN_TABLE } from "../../db/mapping/record-tables";
import { pgPoolConfig } from "../../db/postgres-url";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import { IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";
import type { AppendWriter, StoredEventRange } from "./append-writer-repository";

/**
 * A flush that carries neither a run update nor a run event (telemetry only) does not wait for
 * its WAL to reach the disk: PostgreSQL writes WAL in order, so the next synchronous commit
 * makes it durable. A flush with run events waits: the feed announces its events to live
 * viewers, and a sequence a viewer has seen must never be handed out again after a database
 * crash.
 */
const BEGIN_WITHOUT_WAITING_FOR_DISK = "BEGIN; SET LOCAL synchronous_commit TO OFF";

/** Prefix of the value a flush statement's guard fails to cast for an update that found no row. */
const MISSING_ROW = "missing row: ";

/** The array type each column kind is sent as. */
const ARRAY_TYPES: Record<ColumnKind, string> = {
  text: "text[]",
  int: "int4[]",
  time: "timestamp(3)[]",
};

/** DateTime for a `timestamp(3)` column, in UTC as the Prisma pg adapter writes it. */
const postgresTime = (date: Date): string => date.toISOString().replace("T", " ").replace("Z", "");

const quote = (name: string) => `"${name}"`;

/**
 * The append writer on PostgreSQL: a small pg pool of its own; each flush is one transaction.
 * A run patch is one UPDATE per run first (a status patch only while the run is queued or
 * running; rare: a run's start and end), then ONE statement (flushStatement) holds the rest as
 * data-modifying CTEs: a multi-row INSERT per append-only table, an UPDATE per changed agent,
 * one UPDATE adding each run's number of events to Run.eventSequence, and the RunEvent INSERT
 * numbering the events from that UPDATE's result (a row lock per run: concurrent writers of a
 * run's events queue on it, so sequences stay gap-free and commit in order). A flush without a
 * run patch (nearly all) is that one statement alone, its own transaction: one round trip
 * instead of three (BEGIN, statement, COMMIT), which is most of a commit's latency on a busy
 * machine besides the WAL flush.
 */
export class PostgresAppendWriter implements AppendWriter {
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool(pgPoolConfig(databaseUrl, { max: 4, allowExitOnIdle: true }));
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
      if (waitsForDisk && batches.every((batch) => batch.runPatch === null)) {
        return await runFlushStatement(
          client,
          batches,
          flushStatement(
            batches,
            batches.map(() => true),
          ),
        );
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
   * The run row (eventSequence 1) and its event #1 as ONE statement (a data-modifying CTE
   * inserting the run, then the event): one round trip, its own transaction.
   */
  async createRun(run: Record<string, unknown>, event: RunEventDraft, at: number): Promise<void> {
    const runId = String(run.id);
    const [eventRow] = eventRows(runId, 1, [event], at);
    const runValues = rowValues({ ...run, eventSequence: 1 }, RUN_TABLE.columns, postgresTime);
    const eventValues = rowValues(eventRow!, RUN_EVENT_TABLE.columns, postgresTime);
    const placeholders = (from: number, kinds: readonly ColumnKind[]) =>
      kinds.map((kind, index) => `$${from + index}::${ARRAY_TYPES[kind].replace("[]", "")}`);
    const text = `WITH r AS (INSERT INTO "Run" (${RUN_TABLE.columns.map(quote).join(", ")}) VALUES (${placeholders(1, RUN_TABLE.kinds).join(", ")})) INSERT INTO "RunEvent" (${RUN_EVENT_TABLE.columns.map(quote).join(", ")}) VALUES (${placeholders(RUN_TABLE.columns.length + 1, RUN_EVENT_TABLE.kinds).join(", ")})`;
    try {
      await this.pool.query(text, [...runValues, ...eventValues]);
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
  const found = await client.query<{ what: string; base: number | null }>(
    statement.text,
    statement.values,
  );
  const bases = new Map(found.rows.map((row) => [row.what, row.base]));
  statement.events.forEach((placed, index) => {
    if (placed === null) return;
    const base = bases.get(`run ${batches[index]!.runId}`) ?? 0;
    ranges[index] = { firstSequence: base + placed.offset + 1, count: placed.count };
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

/** One SQL statement for a flush, its parameters, and what its result must hold. */
interface FlushStatement {
  text: string;
  values: unknown[];
  /** Per batch: where its events sit among its run's new events (null: none). */
  events: ({ offset: number; count: number } | null)[];
}

/**
 * The whole flush but the run patches as one statement: a data-modifying CTE per table (agents
 * to create first, debriefs upserted last: record-tables.ts)
 * (`INSERT … SELECT * FROM unnest($1::text[], …)`: one array parameter per column), per agent
 * update (`UPDATE … RETURNING '<what>'`), one `seq` UPDATE adding each run's number of events
 * to Run.eventSequence (returning the value before it), and the RunEvent INSERT numbering the
 * events from `seq`. The statement returns the labels of the updated rows with, for runs, that
 * previous sequence. Null when the batches hold nothing.
 */
function flushStatement(
  batches: readonly AppendBatch[],
  applied: readonly boolean[],
): FlushStatement | null {
  const values: unknown[] = [];
  const parameter = (value: unknown, cast = ""): string => {
    values.push(value);
    return `$${values.length}${cast}`;
  };
  const arrays = (columns: readonly unknown[][], kinds: readonly ColumnKind[]) =>
    columns.map((column, index) => parameter(column, `::${ARRAY_TYPES[kinds[index]!]}`));
  /** CTEs in order (one may read an earlier one); `labels`: it returns (what, base) rows. */
  const ctes: { name: string; sql: string; labels: boolean }[] = [];
  const add = (sql: string, labels: boolean, name = `w${ctes.length}`) =>
    ctes.push({ name, sql, labels });
  /** `INSERT … SELECT * FROM unnest(…)` of `rows` (one array per column), with `suffix`. */
  const insert = (
    table: { name: string; columns: readonly string[]; kinds: readonly ColumnKind[] },
    rows: readonly Record<string, unknown>[],
    suffix = "",
  ) => {
    if (rows.length === 0) return;
    const columns = table.columns.map((): unknown[] => []);
    for (const row of rows) {
      rowValues(row, table.columns, postgresTime).forEach((value, index) =>
        columns[index]!.push(value),
      );
    }
    add(
      `INSERT INTO ${quote(table.name)} (${table.columns.map(quote).join(", ")}) SELECT * FROM unnest(${arrays(columns, table.kinds).join(", ")})${suffix}`,
      false,
    );
  };
  insert(
    AGENT_TABLE,
    batches.flatMap((batch) => AGENT_TABLE.rows(batch)),
  );
  for (const table of APPEND_TABLES) {
    insert(
      table,
      batches.flatMap((batch) => table.rows(batch)),
    );
  }
  insert(
    DEBRIEF_TABLE,
    batches.flatMap((batch) => DEBRIEF_TABLE.rows(batch)),
    ` ON CONFLICT ("id") DO UPDATE SET ${DEBRIEF_TABLE.columns
      .filter((column) => column !== "id")
      .map((column) => `${quote(column)} = EXCLUDED.${quote(column)}`)
      .join(", ")}`,
  );
  const updates: string[] = [];
  for (const batch of batches) {
    for (const [agentId, patch] of batch.agentPatches) {
      const change = agentUpdate(patch, postgresTime);
      if (change.columns.length === 0) continue;
      const what = `agent ${agentId}`;
      const sets = change.columns.map(
        (column, index) => `${quote(column)} = ${parameter(change.values[index])}`,
      );
      add(
        `UPDATE "Agent" SET ${sets.join(", ")} WHERE "id" = ${parameter(agentId)} RETURNING ${parameter(what, "::text")} AS what, NULL::int4 AS base`,
        true,
      );
      updates.push(what);
    }
  }
  const placed = placeEvents(batches, applied);
  if (placed.counts.size > 0) {
    const [ids, counts] = arrays(
      [[...placed.counts.keys()], [...placed.counts.values()]],
      ["text", "int"],
    );
    add(
      `UPDATE "Run" AS r SET "eventSequence" = r."eventSequence" + c.n FROM unnest(${ids}, ${counts}) AS c(id, n) WHERE r."id" = c.id RETURNING 'run ' || r."id" AS what, r."eventSequence" - c.n AS base, r."id" AS id`,
      true,
      "seq",
    );
    updates.push(...[...placed.counts.keys()].map((runId) => `run ${runId}`));
    const columns: unknown[][] = RUN_EVENT_TABLE.columns.map(() => []);
    batches.forEach((batch, index) => {
      const where = placed.events[index];
      if (where === null || where === undefined) return;
      storedEvents(batch, applied[index]!).forEach((draft, position) => {
        const row = [batch.runId, where.offset + position + 1, draft.type, draft.delta];
        [...row, postgresTime(toDate(batch.at))].forEach((value, column) =>
          columns[column]!.push(value),
        );
      });
    });
    // `sequence` holds each event's position among its run's new events until seq adds the base.
    add(
      `INSERT INTO "RunEvent" (${RUN_EVENT_TABLE.columns.map(quote).join(", ")}) SELECT e."runId", seq.base + e."sequence", e."type", e."delta", e."at" FROM unnest(${arrays(columns, RUN_EVENT_TABLE.kinds).join(", ")}) AS e(${RUN_EVENT_TABLE.columns.map(quote).join(", ")}) JOIN seq ON seq.id = e."runId"`,
      false,
    );
  }
  if (ctes.length === 0) return null;
  const returned = ctes
    .filter((cte) => cte.labels)
    .map((cte) => `SELECT what, base FROM ${cte.name}`);
  if (returned.length === 0) {
    const withs = ctes.map((cte) => `${cte.name} AS (${cte.sql})`).join(",\n");
    const none = "SELECT NULL::text AS what, NULL::int4 AS base WHERE false";
    return { text: `WITH ${withs}\n${none}`, values, events: placed.events };
  }
  add(returned.join(" UNION ALL "), false, "done");
  // Every update must find its row, or the statement fails whole (one statement: nothing of it
  // stored). A label the updates did not return is cast to int4, which raises 22P02 with the
  // label in its message (translate() makes it a NotFoundError).
  const guard = `SELECT NULL, (${parameter(MISSING_ROW, "::text")} || label)::int4 FROM unnest(${parameter(updates, "::text[]")}) AS expected(label) WHERE label NOT IN (SELECT what FROM done)`;
  const withs = ctes.map((cte) => `${cte.name} AS (${cte.sql})`).join(",\n");
  return {
    text: `WITH ${withs}\nSELECT what, base FROM done UNION ALL ${guard}`,
    values,
    events: placed.events,
  };
}

/**
 * Each run's number of new events (the `seq` UPDATE adds it), and where each batch's events
 * sit among them (several batches of one run are numbered one after the other).
 */
function placeEvents(batches: readonly AppendBatch[], applied: readonly boolean[]) {
  const counts = new Map<string, number>();
  const events = batches.map((batch, index) => {
    const count = storedEvents(batch, applied[index]!).length;
    if (count === 0) return null;
    const offset = counts.get(batch.runId) ?? 0;
    counts.set(batch.runId, offset + count);
    return { offset, count };
  });
  return { counts, events };
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
