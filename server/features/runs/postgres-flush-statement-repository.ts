import {
  APPEND_TABLES,
  type AppendBatch,
  agentUpdate,
  type ColumnKind,
  rowValues,
  RUN_EVENT_TABLE,
  runUpdate,
} from "../../db/mapping/append-rows";
import { toDate } from "../../db/mapping/columns";
import { AGENT_TABLE, DEBRIEF_TABLE } from "../../db/mapping/record-tables";
import { IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";

/** Prefix of the value a flush statement's guard fails to cast for an update that found no row. */
export const MISSING_ROW = "missing row: ";

/** The array type each column kind is sent as. */
export const ARRAY_TYPES: Record<ColumnKind, string> = {
  text: "text[]",
  int: "int4[]",
  time: "timestamp(3)[]",
};

/** DateTime for a `timestamp(3)` column, in UTC as the Prisma pg adapter writes it. */
export const postgresTime = (date: Date): string =>
  date.toISOString().replace("T", " ").replace("Z", "");

/** A quoted SQL identifier (the table and column names here are constants). */
export const quote = (name: string) => `"${name}"`;

/** The SQL type each column kind is read as from a row of a `jsonb` parameter. */
const COLUMN_TYPES: Record<ColumnKind, string> = {
  text: "text",
  int: "int4",
  time: "timestamp(3)",
};

/**
 * `SELECT` of the rows in the `jsonb` parameter `parameter` (an array of rows, each an array of
 * values in column order; JSON null for SQL NULL), each value cast to its column's type. One
 * JSON text per table instead of one array parameter per column: `JSON.stringify` costs the
 * writer a fraction of what node-postgres's array literal escaping did (issue 10 item 9: 7% of
 * the W1 loop's samples on PostgreSQL), and the server parses each row once.
 */
export function recordsOf(parameter: string, kinds: readonly ColumnKind[]): string {
  const columns = kinds.map((kind, index) => `(r->>${index})::${COLUMN_TYPES[kind]}`);
  return `SELECT ${columns.join(", ")} FROM jsonb_array_elements(${parameter}) AS r`;
}

/** One SQL statement for a flush, its parameters, and what its result must hold. */
export interface FlushStatement {
  text: string;
  values: unknown[];
  /**
   * Per batch: where its events sit among its run's new events (null: none), and whether the
   * statement decides if its run event is stored (`decided`: a batch whose run patch the
   * statement applies; its result row says `applied`).
   */
  events: ({ offset: number; count: number; decided: boolean } | null)[];
}

/**
 * Whether the statement can apply the batches' run patches itself (`flushStatement` with no
 * `applied`): each run with a patch appears in one batch only (BufferedRunStore's flushes:
 * one batch per run).
 */
export function patchesFoldable(batches: readonly AppendBatch[]): boolean {
  const patched = batches.filter((batch) => batch.runPatch !== null).map((batch) => batch.runId);
  if (new Set(patched).size !== patched.length) return false;
  return batches.every(
    (batch) =>
      batch.runPatch !== null || !patched.includes(batch.runId) || batch.events.length === 0,
  );
}

/**
 * The whole flush as one statement: a data-modifying CTE per table (agents to create first,
 * debriefs upserted last: record-tables.ts) (`INSERT … SELECT * FROM unnest($1::text[], …)`:
 * one array parameter per column), per agent update (`UPDATE … RETURNING '<what>'`), one `seq`
 * UPDATE adding each run's number of events to Run.eventSequence (returning the value before
 * it), and the RunEvent INSERT numbering the events from it. The statement returns the labels
 * of the updated rows with, for runs, that previous sequence and whether the run event is
 * stored. Null when the batches hold nothing.
 *
 * `applied` given (the caller applied the run patches first, in its transaction): whether each
 * batch's run event is stored. Absent: the statement applies each run patch itself (callers
 * check `patchesFoldable`): a `p` UPDATE of the run (the patch, its events' count added to
 * Run.eventSequence; a status patch only WHERE the run is queued or running), else a `q` UPDATE
 * adding only the other events' count (the patch dropped with its event: the run had already
 * ended). One row of the run is updated once either way, the run event is stored only after a
 * `p` update, and a missing run fails the statement (the guard below).
 */
export function flushStatement(
  batches: readonly AppendBatch[],
  applied?: readonly boolean[],
): FlushStatement | null {
  const values: unknown[] = [];
  const parameter = (value: unknown, cast = ""): string => {
    values.push(value);
    return `$${values.length}${cast}`;
  };
  const arrays = (columns: readonly unknown[][], kinds: readonly ColumnKind[]) =>
    columns.map((column, index) => parameter(column, `::${ARRAY_TYPES[kinds[index]!]}`));
  /** `rows` (one array of values per row) as a `jsonb` parameter read by recordsOf. */
  const records = (rows: readonly unknown[][]) => parameter(JSON.stringify(rows), "::jsonb");
  /** CTEs in order (one may read an earlier one); `labels`: it returns (what, base, stored). */
  const ctes: { name: string; sql: string; labels: boolean }[] = [];
  const add = (sql: string, labels: boolean, name = `w${ctes.length}`) => {
    ctes.push({ name, sql, labels });
    return name;
  };
  /** `INSERT … SELECT * FROM unnest(…)` of `rows` (one array per column), with `suffix`. */
  const insert = (
    table: { name: string; columns: readonly string[]; kinds: readonly ColumnKind[] },
    rows: readonly Record<string, unknown>[],
    suffix = "",
  ) => {
    if (rows.length === 0) return;
    const values = records(rows.map((row) => rowValues(row, table.columns, postgresTime)));
    add(
      `INSERT INTO ${quote(table.name)} (${table.columns.map(quote).join(", ")}) ${recordsOf(values, table.kinds)}${suffix}`,
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
        `UPDATE "Agent" SET ${sets.join(", ")} WHERE "id" = ${parameter(agentId)} RETURNING ${parameter(what, "::text")} AS what, NULL::int4 AS base, NULL::bool AS stored`,
        true,
      );
      updates.push(what);
    }
  }
  /** The CTEs returning (id, base, stored) of each run whose events are numbered here. */
  const sequenced: string[] = [];
  batches.forEach((batch, index) => {
    if (applied !== undefined || batch.runPatch === null) return;
    const change = runUpdate(batch.runPatch, postgresTime);
    const all = batch.events.length + (batch.runEvent === null ? 0 : 1);
    const id = parameter(batch.runId, "::text");
    const sets = change.columns.map(
      (column, position) => `${quote(column)} = ${parameter(change.values[position])}`,
    );
    const guard =
      batch.runPatch.status === undefined
        ? ""
        : ` AND "status" = ANY(${parameter(IN_FLIGHT_RUN_STATUSES, "::text[]")})`;
    const returning = (count: string, stored: boolean) =>
      `RETURNING 'run ' || "id" AS what, "eventSequence" - ${count} AS base, ${stored} AS stored, "id" AS id`;
    const allCount = parameter(all, "::int4");
    const patched = add(
      `UPDATE "Run" SET ${[...sets, `"eventSequence" = "eventSequence" + ${allCount}`].join(", ")} WHERE "id" = ${id}${guard} ${returning(allCount, true)}`,
      true,
      `p${index}`,
    );
    const eventsCount = parameter(batch.events.length, "::int4");
    const dropped = add(
      `UPDATE "Run" SET "eventSequence" = "eventSequence" + ${eventsCount} WHERE "id" = ${id} AND NOT EXISTS (SELECT 1 FROM ${patched}) ${returning(eventsCount, false)}`,
      true,
      `q${index}`,
    );
    sequenced.push(patched, dropped);
    updates.push(`run ${batch.runId}`);
  });
  const placed = placeEvents(batches, applied);
  if (placed.counts.size > 0) {
    const [ids, counts] = arrays(
      [[...placed.counts.keys()], [...placed.counts.values()]],
      ["text", "int"],
    );
    sequenced.push(
      add(
        `UPDATE "Run" AS r SET "eventSequence" = r."eventSequence" + c.n FROM unnest(${ids}, ${counts}) AS c(id, n) WHERE r."id" = c.id RETURNING 'run ' || r."id" AS what, r."eventSequence" - c.n AS base, true AS stored, r."id" AS id`,
        true,
        "seq",
      ),
    );
    updates.push(...[...placed.counts.keys()].map((runId) => `run ${runId}`));
  }
  /** Per event: its columns, then 1 when it is a run event the statement may leave out. */
  const eventRecords: unknown[][] = [];
  batches.forEach((batch, index) => {
    const where = placed.events[index];
    if (where === null || where === undefined) return;
    const runEventStored = applied === undefined ? batch.runPatch !== null : applied[index]!;
    const drafts =
      runEventStored && batch.runEvent !== null ? [...batch.events, batch.runEvent] : batch.events;
    drafts.forEach((draft, position) => {
      eventRecords.push([
        batch.runId,
        where.offset + position + 1,
        draft.type,
        draft.delta,
        postgresTime(toDate(batch.at)),
        where.decided && position === batch.events.length ? 1 : 0,
      ]);
    });
  });
  if (eventRecords.length > 0) {
    const names = RUN_EVENT_TABLE.columns.map(quote).join(", ");
    const bases = sequenced
      .map((name) => `SELECT id, base, stored FROM ${name}`)
      .join(" UNION ALL ");
    // `sequence` holds each event's position among its run's new events until the base is added;
    // the run event of a patch the statement dropped (its `q` row: stored false) is left out.
    add(
      `INSERT INTO "RunEvent" (${names}) SELECT e."runId", b.base + e."sequence", e."type", e."delta", e."at" FROM (${recordsOf(records(eventRecords), [...RUN_EVENT_TABLE.kinds, "int"])}) AS e(${names}, "conditional") JOIN (${bases}) AS b ON b.id = e."runId" WHERE b.stored OR e."conditional" = 0`,
      false,
    );
  }
  if (ctes.length === 0) return null;
  const returned = ctes
    .filter((cte) => cte.labels)
    .map((cte) => `SELECT what, base, stored FROM ${cte.name}`);
  const withs = () => ctes.map((cte) => `${cte.name} AS (${cte.sql})`).join(",\n");
  if (returned.length === 0) {
    const none = "SELECT NULL::text AS what, NULL::int4 AS base, NULL::bool AS stored WHERE false";
    return { text: `WITH ${withs()}\n${none}`, values, events: placed.events };
  }
  add(returned.join(" UNION ALL "), false, "done");
  // Every update must find its row, or the statement fails whole (one statement: nothing of it
  // stored). A label the updates did not return is cast to int4, which raises 22P02 with the
  // label in its message (translate() makes it a NotFoundError).
  const guard = `SELECT NULL, (${parameter(MISSING_ROW, "::text")} || label)::int4, NULL FROM unnest(${parameter(updates, "::text[]")}) AS expected(label) WHERE label NOT IN (SELECT what FROM done)`;
  return {
    text: `WITH ${withs()}\nSELECT what, base, stored FROM done UNION ALL ${guard}`,
    values,
    events: placed.events,
  };
}

/**
 * Each run's number of new events (the `seq` UPDATE adds it), and where each batch's events
 * sit among them (several batches of one run are numbered one after the other). A batch whose
 * run patch the statement applies is numbered by its own `p`/`q` UPDATE: offset 0, all its
 * events (the run event's inclusion `decided` by the statement).
 */
function placeEvents(batches: readonly AppendBatch[], applied: readonly boolean[] | undefined) {
  const counts = new Map<string, number>();
  const events = batches.map((batch, index) => {
    if (applied === undefined && batch.runPatch !== null) {
      const count = batch.events.length + (batch.runEvent === null ? 0 : 1);
      return { offset: 0, count, decided: batch.runEvent !== null };
    }
    const runEventStored = applied === undefined || applied[index]!;
    const count = batch.events.length + (runEventStored && batch.runEvent !== null ? 1 : 0);
    if (count === 0) return null;
    const offset = counts.get(batch.runId) ?? 0;
    counts.set(batch.runId, offset + count);
    return { offset, count, decided: false };
  });
  return { counts, events };
}
