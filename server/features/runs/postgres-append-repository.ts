import pg from "pg";
import {
  APPEND_TABLES,
  agentUpdate,
  type ColumnKind,
  rowValues,
  runsOf,
  runUpdate,
} from "../../db/mapping/append-rows";
import { pgPoolConfig } from "../../db/postgres-url";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import type { RunAppendBatch } from "../../runtime/ports";
import type { AppendWriter } from "./append-writer-repository";

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
 * with one multi-row INSERT per append-only table (`INSERT … SELECT * FROM unnest($1::text[],
 * …)`: one array parameter per column, so the statement stays the same size whatever the row
 * count) and one UPDATE per changed agent and run.
 */
export class PostgresAppendWriter implements AppendWriter {
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool(pgPoolConfig(databaseUrl, { max: 4, allowExitOnIdle: true }));
  }

  async writeBatches(batches: readonly RunAppendBatch[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await this.writeAll(client, batches);
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

  private async writeAll(client: pg.PoolClient, batches: readonly RunAppendBatch[]): Promise<void> {
    for (const table of APPEND_TABLES) {
      const rows = batches.flatMap((batch) => table.rows(batch));
      if (rows.length === 0) continue;
      // One array per column, unnested: a handful of parameters whatever the row count.
      const columns = table.columns.map((): unknown[] => []);
      for (const row of rows) {
        rowValues(row, table.columns, postgresTime).forEach((value, index) =>
          columns[index]!.push(value),
        );
      }
      const arrays = table.kinds.map((kind, index) => `$${index + 1}::${ARRAY_TYPES[kind]}`);
      await client.query(
        `INSERT INTO ${quote(table.name)} (${table.columns.map(quote).join(", ")}) SELECT * FROM unnest(${arrays.join(", ")})`,
        columns,
      );
    }
    for (const batch of batches) {
      for (const [agentId, patch] of batch.agentPatches) {
        await update(
          client,
          "Agent",
          agentId,
          agentUpdate(patch, postgresTime),
          `agent ${agentId}`,
        );
      }
      if (batch.runPatch !== null) {
        const change = runUpdate(batch.runPatch, postgresTime);
        await update(client, "Run", batch.runId, change, `run ${batch.runId}`);
      }
    }
  }
}

async function update(
  client: pg.PoolClient,
  table: string,
  id: string,
  change: { columns: string[]; values: unknown[] },
  what: string,
): Promise<void> {
  if (change.columns.length === 0) return;
  const sets = change.columns.map((column, index) => `${quote(column)} = $${index + 1}`);
  const result = await client.query(
    `UPDATE ${quote(table)} SET ${sets.join(", ")} WHERE "id" = $${change.columns.length + 1}`,
    [...change.values, id],
  );
  if (result.rowCount === 0) throw new NotFoundError(`${what} does not exist`);
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
