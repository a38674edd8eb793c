import pg from "pg";
import {
  APPEND_TABLES,
  agentUpdate,
  type ColumnKind,
  type RowUpdate,
  rowValues,
  runsOf,
  runUpdate,
} from "../../db/mapping/append-rows";
import { pgPoolConfig } from "../../db/postgres-url";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import type { RunAppendBatch } from "../../runtime/ports";
import type { AppendWriter } from "./append-writer-repository";

/**
 * A flush that carries no run update (the run is still going) does not wait for its WAL to
 * reach the disk. PostgreSQL writes WAL in order, so the run's last flush, which carries its
 * final status and commits synchronously, makes every earlier flush durable before `done`
 * resolves; a server crash before then can only lose a suffix of an unfinished run's rows (the
 * stored transcript stays a prefix).
 */
const BEGIN_WITHOUT_WAITING_FOR_DISK = "BEGIN; SET LOCAL synchronous_commit TO OFF";

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
 * The append writer on PostgreSQL: a small pg pool of its own; each flush is one transaction
 * holding ONE statement (flushStatement): a multi-row INSERT per append-only table and an
 * UPDATE per changed agent and run, as data-modifying CTEs.
 */
export class PostgresAppendWriter implements AppendWriter {
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool(pgPoolConfig(databaseUrl, { max: 4, allowExitOnIdle: true }));
  }

  async writeBatches(batches: readonly RunAppendBatch[]): Promise<void> {
    const statement = flushStatement(batches);
    if (statement === null) return;
    const client = await this.pool.connect();
    try {
      // Three round trips whatever the batch holds: BEGIN, the statement, COMMIT (or ROLLBACK
      // when a patched agent or run is missing: all or nothing).
      await client.query(
        batches.some((batch) => batch.runPatch !== null) ? "BEGIN" : BEGIN_WITHOUT_WAITING_FOR_DISK,
      );
      const found = await client.query<{ what: string }>(statement.text, statement.values);
      const updated = new Set(found.rows.map((row) => row.what));
      const missing = statement.updates.find((what) => !updated.has(what));
      if (missing !== undefined) throw new NotFoundError(`${missing} does not exist`);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw translate(error, batches);
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** One SQL statement for a flush, its parameters, and the rows its updates must find. */
interface FlushStatement {
  text: string;
  values: unknown[];
  /** "agent <id>" / "run <id>" for every update (the statement returns those it changed). */
  updates: string[];
}

/**
 * The whole flush as one statement: a data-modifying CTE per table (`INSERT … SELECT * FROM
 * unnest($1::text[], …)`: one array parameter per column) and per agent or run update
 * (`UPDATE … RETURNING '<what>'`); the statement returns the updated rows' labels. Null when
 * the batches hold nothing.
 */
function flushStatement(batches: readonly RunAppendBatch[]): FlushStatement | null {
  const values: unknown[] = [];
  const parameter = (value: unknown, cast = ""): string => {
    values.push(value);
    return `$${values.length}${cast}`;
  };
  const parts: string[] = [];
  for (const table of APPEND_TABLES) {
    const rows = batches.flatMap((batch) => table.rows(batch));
    if (rows.length === 0) continue;
    const columns = table.columns.map((): unknown[] => []);
    for (const row of rows) {
      rowValues(row, table.columns, postgresTime).forEach((value, index) =>
        columns[index]!.push(value),
      );
    }
    const arrays = columns.map((column, index) =>
      parameter(column, `::${ARRAY_TYPES[table.kinds[index]!]}`),
    );
    parts.push(
      `INSERT INTO ${quote(table.name)} (${table.columns.map(quote).join(", ")}) SELECT * FROM unnest(${arrays.join(", ")})`,
    );
  }
  const updates: string[] = [];
  const update = (table: string, id: string, change: RowUpdate, what: string) => {
    if (change.columns.length === 0) return;
    const sets = change.columns.map(
      (column, index) => `${quote(column)} = ${parameter(change.values[index])}`,
    );
    parts.push(
      `UPDATE ${quote(table)} SET ${sets.join(", ")} WHERE "id" = ${parameter(id)} RETURNING ${parameter(what, "::text")} AS what`,
    );
    updates.push(what);
  };
  for (const batch of batches) {
    for (const [agentId, patch] of batch.agentPatches) {
      update("Agent", agentId, agentUpdate(patch, postgresTime), `agent ${agentId}`);
    }
    if (batch.runPatch !== null) {
      update("Run", batch.runId, runUpdate(batch.runPatch, postgresTime), `run ${batch.runId}`);
    }
  }
  if (parts.length === 0) return null;
  const ctes = parts.map((part, index) => `w${index} AS (${part})`).join(",\n");
  const returned = parts
    .map((part, index) => (part.startsWith("UPDATE") ? `SELECT what FROM w${index}` : null))
    .filter((select): select is string => select !== null);
  const main =
    returned.length > 0 ? returned.join(" UNION ALL ") : "SELECT NULL::text AS what WHERE false";
  return { text: `WITH ${ctes}\n${main}`, values, updates };
}

/** Constraint errors as Debrief errors; anything else (lost connection…) unchanged. */
function translate(error: unknown, batches: readonly RunAppendBatch[]): unknown {
  const code = (error as { code?: unknown } | null)?.code;
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
