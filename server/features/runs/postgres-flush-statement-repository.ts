import {
  APPEND_TABLES,
  type AppendBatch,
  agentUpdate,
  type ColumnKind,
  RUN_EVENT_TABLE,
  type RowUpdate,
  referencedParents,
  runUpdate,
} from "../../db/mapping/append-rows";
import { toDate } from "../../db/mapping/columns";
import { AGENT_TABLE, DEBRIEF_TABLE, RUN_TABLE } from "../../db/mapping/record-tables";
import { IN_FLIGHT_RUN_STATUSES } from "../../shared/run-status";
import { columnArrays, tableColumnArrays } from "../../db/mapping/postgres-binary-array";

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

/** The SQL type each column kind is read as from a patch record of a `jsonb` parameter. */
const COLUMN_TYPES: Record<ColumnKind, string> = {
  text: "text",
  int: "int4",
  time: "timestamp(3)",
};

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

/** A table whose rows a flush updates by id: the columns a patch may set, with their kinds. */
interface PatchedTable {
  name: string;
  columns: readonly string[];
  kinds: readonly ColumnKind[];
}

/** The columns of `table` a patch may set (all but `fixed`), with their kinds. */
function patchedTable(
  table: { name: string; columns: readonly string[]; kinds: readonly ColumnKind[] },
  fixed: readonly string[],
): PatchedTable {
  const kept = table.columns.flatMap((column, index) =>
    fixed.includes(column) ? [] : [{ column, kind: table.kinds[index]! }],
  );
  return {
    name: table.name,
    columns: kept.map((entry) => entry.column),
    kinds: kept.map((entry) => entry.kind),
  };
}

const AGENT_PATCH = patchedTable(AGENT_TABLE, ["id", "runId"]);
const RUN_PATCH = patchedTable(RUN_TABLE, ["id", "eventSequence"]);

/**
 * A patch as a record for `patchSets`: a bit per column of `table` it sets (the mask, an int4:
 * at most 31 columns), then every column's value (null where not set).
 */
function patchRecord(table: PatchedTable, change: RowUpdate): unknown[] {
  let mask = 0;
  const values: unknown[] = table.columns.map(() => null);
  change.columns.forEach((column, position) => {
    const index = table.columns.indexOf(column);
    if (index === -1) throw new Error(`${table.name}.${column} is not a patchable column`);
    mask |= 1 << index;
    values[index] = change.values[position];
  });
  return [mask, ...values];
}

/**
 * The SET list applying patch records read as `u` (from `patchRows`): each column set to the
 * patch's value where its bit is on, else left as it is (`alias`: the updated table).
 */
function patchSets(table: PatchedTable, alias: string): string[] {
  return table.columns.map(
    (column, index) =>
      `${quote(column)} = CASE WHEN u.m & ${1 << index} <> 0 THEN u.c${index} ELSE ${alias}.${quote(column)} END`,
  );
}

/**
 * `SELECT` of the patch records in `parameter`: `leading` columns (name and kind) before the
 * mask, then the mask `m` and each column `c0, c1, …` cast to its kind.
 */
function patchRows(
  parameter: string,
  table: PatchedTable,
  leading: readonly (readonly [string, ColumnKind])[],
): string {
  const columns = [
    ...leading.map(([name, kind], index) => `(r->>${index})::${COLUMN_TYPES[kind]} AS ${name}`),
    `(r->>${leading.length})::int4 AS m`,
    ...table.kinds.map(
      (kind, index) => `(r->>${leading.length + 1 + index})::${COLUMN_TYPES[kind]} AS c${index}`,
    ),
  ];
  return `SELECT ${columns.join(", ")} FROM jsonb_array_elements(${parameter}) AS r`;
}

/**
 * `SELECT` of rows sent as one binary array parameter per column (`columnArrays`), from
 * parameter `$first` on, each cast to its column's array type.
 */
export function unnestOf(first: number, kinds: readonly ColumnKind[]): string {
  const arrays = kinds.map((kind, index) => `$${first + index}::${ARRAY_TYPES[kind]}`);
  return `SELECT * FROM unnest(${arrays.join(", ")})`;
}

/** `INSERT … SELECT * FROM unnest($n, …)` of one table's rows (its columns from `$first` on). */
function insertText(
  table: { name: string; columns: readonly string[]; kinds: readonly ColumnKind[] },
  first: number,
  suffix = "",
): string {
  return `INSERT INTO ${quote(table.name)} (${table.columns.map(quote).join(", ")}) ${unnestOf(first, table.kinds)}${suffix}`;
}

/** The tables a flush inserts into, in order: agents first, debriefs (upserted) last. */
const INSERTED = [AGENT_TABLE, ...APPEND_TABLES, DEBRIEF_TABLE];

/** The first parameter of each inserted table's column arrays ($1…). */
const INSERTED_FIRST = INSERTED.map((_, index) =>
  INSERTED.slice(0, index).reduce((sum, table) => sum + table.columns.length, 1),
);

/** The columns of the events parameter arrays: RunEvent's, then whether the statement decides. */
const EVENT_KINDS: readonly ColumnKind[] = [...RUN_EVENT_TABLE.kinds, "int"];

/** Parameter numbers of the flush statement after the inserted tables' column arrays. */
const AGENT_PATCHES = INSERTED_FIRST.at(-1)! + INSERTED.at(-1)!.columns.length;
const RUN_PATCHES = AGENT_PATCHES + 1;
const IN_FLIGHT = RUN_PATCHES + 1;
const SEQUENCED_IDS = IN_FLIGHT + 1;
const SEQUENCED_COUNTS = SEQUENCED_IDS + 1;
const EVENTS = SEQUENCED_COUNTS + 1;
const MISSING = EVENTS + EVENT_KINDS.length;
const EXPECTED = MISSING + 1;
const PATCHED_AGENT_IDS = EXPECTED + 1;
const PATCHED_RUN_IDS = PATCHED_AGENT_IDS + 1;
const CHECKED_RUN_IDS = PATCHED_RUN_IDS + 1;
const CHECKED_AGENT_IDS = CHECKED_RUN_IDS + 1;

/**
 * The flush statement's text: the same for every flush (empty arrays for what a flush lacks), so
 * PostgreSQL plans it once per connection (a named prepared statement: FLUSH_STATEMENT_NAME)
 * instead of parsing and planning a statement of its own per flush (issue 10 item 9). CTEs:
 * - `w0…`: the INSERT of each table's rows, unnested from its column arrays (INSERTED order;
 *   debriefs upserted);
 * - `au`: one UPDATE of the patched agents (patch records: id, mask, values);
 * - `p`: one UPDATE of the runs whose patch the statement applies (records: id, events with the
 *   run event, events without it, 1 when the patch sets a status, mask, values): the patch and
 *   its number of events added to Run.eventSequence; a status patch only WHERE the run is queued
 *   or running;
 * - `q`: for a patched run `p` did not update (the run had ended), only the other events' count
 *   added (its patch dropped with its run event);
 * - `seq`: each other run's number of events added to Run.eventSequence;
 * - the RunEvent INSERT numbering the events from the sequences before those updates (`base`),
 *   leaving out a run event whose run `q` updated;
 * - `cr`, `ca`: the runs and agents the append-only rows refer to that no other part updates or
 *   inserts (insert-only tables have no foreign keys: one check per flush instead of one per
 *   row), locked FOR KEY SHARE as a foreign key check locks them;
 * Each UPDATE also names its ids as an array (`"id" = ANY($n)`): the generic plan's estimate of
 * the jsonb rows (100) would otherwise let it hash-join a whole Agent or Run table it scans
 * (planned while the table was small, kept as it grows); the array keeps its scan to the
 * primary-key index. Then the labels the updates returned (`done`) and the guard: a label expected ($EXPECTED) that
 * no update returned is cast to int4, which raises 22P02 with the label in its message, so a
 * missing agent or run fails the whole statement (translate() makes it a NotFoundError).
 */
const FLUSH_TEXT = (() => {
  const ctes = INSERTED.map((table, index) =>
    insertText(
      table,
      INSERTED_FIRST[index]!,
      table === DEBRIEF_TABLE
        ? ` ON CONFLICT ("id") DO UPDATE SET ${DEBRIEF_TABLE.columns
            .filter((column) => column !== "id")
            .map((column) => `${quote(column)} = EXCLUDED.${quote(column)}`)
            .join(", ")}`
        : "",
    ),
  ).map((sql, index) => `w${index} AS (${sql})`);
  const runReturning = (count: string, stored: boolean) =>
    `RETURNING 'run ' || r."id" AS what, r."eventSequence" - ${count} AS base, ${stored} AS stored, r."id" AS id`;
  const runPatches = patchRows(`$${RUN_PATCHES}::jsonb`, RUN_PATCH, [
    ["id", "text"],
    ["all_count", "int"],
    ["events_count", "int"],
    ["guarded", "int"],
  ]);
  ctes.push(
    `au AS (UPDATE "Agent" AS a SET ${patchSets(AGENT_PATCH, "a").join(", ")} FROM (${patchRows(`$${AGENT_PATCHES}::jsonb`, AGENT_PATCH, [["id", "text"]])}) AS u WHERE a."id" = u.id AND a."id" = ANY($${PATCHED_AGENT_IDS}::text[]) RETURNING 'agent ' || a."id" AS what, NULL::int4 AS base, NULL::bool AS stored)`,
    `p AS (UPDATE "Run" AS r SET ${[...patchSets(RUN_PATCH, "r"), `"eventSequence" = r."eventSequence" + u.all_count`].join(", ")} FROM (${runPatches}) AS u WHERE r."id" = u.id AND r."id" = ANY($${PATCHED_RUN_IDS}::text[]) AND (u.guarded = 0 OR r."status" = ANY($${IN_FLIGHT}::text[])) ${runReturning("u.all_count", true)})`,
    `q AS (UPDATE "Run" AS r SET "eventSequence" = r."eventSequence" + u.events_count FROM (${runPatches}) AS u WHERE r."id" = u.id AND r."id" = ANY($${PATCHED_RUN_IDS}::text[]) AND NOT EXISTS (SELECT 1 FROM p WHERE p.id = u.id) ${runReturning("u.events_count", false)})`,
    `seq AS (UPDATE "Run" AS r SET "eventSequence" = r."eventSequence" + c.n FROM unnest($${SEQUENCED_IDS}::text[], $${SEQUENCED_COUNTS}::int4[]) AS c(id, n) WHERE r."id" = c.id AND r."id" = ANY($${SEQUENCED_IDS}::text[]) ${runReturning("c.n", true)})`,
  );
  const names = RUN_EVENT_TABLE.columns.map(quote).join(", ");
  const bases = ["p", "q", "seq"].map((name) => `SELECT id, base, stored FROM ${name}`);
  // `sequence` holds each event's position among its run's new events until the base is added;
  // the run event of a patch the statement dropped (its `q` row: stored false) is left out.
  ctes.push(
    `cr AS (SELECT 'run ' || r."id" AS what, NULL::int4 AS base, NULL::bool AS stored FROM "Run" AS r WHERE r."id" = ANY($${CHECKED_RUN_IDS}::text[]) FOR KEY SHARE)`,
    `ca AS (SELECT 'agent ' || a."id" AS what, NULL::int4 AS base, NULL::bool AS stored FROM "Agent" AS a WHERE a."id" = ANY($${CHECKED_AGENT_IDS}::text[]) FOR KEY SHARE)`,
    `ev AS (INSERT INTO "RunEvent" (${names}) SELECT e."runId", b.base + e."sequence", e."type", e."delta", e."at" FROM (${unnestOf(EVENTS, EVENT_KINDS)}) AS e(${names}, "conditional") JOIN (${bases.join(" UNION ALL ")}) AS b ON b.id = e."runId" WHERE b.stored OR e."conditional" = 0)`,
    `done AS (${["au", "p", "q", "seq", "cr", "ca"].map((name) => `SELECT what, base, stored FROM ${name}`).join(" UNION ALL ")})`,
  );
  const guard = `SELECT NULL, ($${MISSING}::text || label)::int4, NULL FROM unnest($${EXPECTED}::text[]) AS expected(label) WHERE label NOT IN (SELECT what FROM done)`;
  return `WITH ${ctes.join(",\n")}\nSELECT what, base, stored FROM done UNION ALL ${guard}`;
})();

/** The name the flush statement is prepared under on each of the writer's connections. */
export const FLUSH_STATEMENT_NAME = "debrief_flush";

/**
 * The whole flush as one statement (FLUSH_TEXT: the same text for every flush) and its
 * parameters: each table's rows, the agent patches (one record per agent, a batch's later patch
 * of an agent merged over an earlier one), the run patches the statement applies, each other
 * run's number of new events, the events, and the labels every update must return. The statement
 * returns the labels of the updated rows with, for runs, the previous sequence and whether the
 * run event is stored. Null when the batches hold nothing.
 *
 * `applied` given (the caller applied the run patches first, in its transaction): whether each
 * batch's run event is stored. Absent: the statement applies each run patch itself (callers
 * check `patchesFoldable`: a run's patch in one batch only): its `p` update, else its `q` update
 * (FLUSH_TEXT). One row of the run is updated once either way, the run event is stored only
 * after a `p` update, and a missing run fails the statement (the guard).
 */
export function flushStatement(
  batches: readonly AppendBatch[],
  applied?: readonly boolean[],
): FlushStatement | null {
  const inserted = INSERTED.map((table) =>
    batches.length === 1 ? table.rows(batches[0]!) : batches.flatMap((batch) => table.rows(batch)),
  );
  /** Per agent: the merged change (columns in first-set order, later values winning). */
  const agentChanges = new Map<string, Map<string, unknown>>();
  for (const batch of batches) {
    for (const [agentId, patch] of batch.agentPatches) {
      const change = agentUpdate(patch, postgresTime);
      if (change.columns.length === 0) continue;
      const merged = agentChanges.get(agentId) ?? new Map<string, unknown>();
      change.columns.forEach((column, index) => merged.set(column, change.values[index]));
      agentChanges.set(agentId, merged);
    }
  }
  const agentPatches = [...agentChanges].map(([agentId, merged]) => [
    agentId,
    ...patchRecord(AGENT_PATCH, { columns: [...merged.keys()], values: [...merged.values()] }),
  ]);
  const expected = [...agentChanges.keys()].map((agentId) => `agent ${agentId}`);
  const runPatches: unknown[][] = [];
  for (const batch of batches) {
    if (applied !== undefined || batch.runPatch === null) continue;
    const all = batch.events.length + (batch.runEvent === null ? 0 : 1);
    runPatches.push([
      batch.runId,
      all,
      batch.events.length,
      batch.runPatch.status === undefined ? 0 : 1,
      ...patchRecord(RUN_PATCH, runUpdate(batch.runPatch, postgresTime)),
    ]);
    expected.push(`run ${batch.runId}`);
  }
  const placed = placeEvents(batches, applied);
  expected.push(...[...placed.counts.keys()].map((runId) => `run ${runId}`));
  const checked = parentsToCheck(batches, inserted[0]!, agentChanges, runPatches, placed.counts);
  expected.push(...checked.runIds.map((runId) => `run ${runId}`));
  expected.push(...checked.agentIds.map((agentId) => `agent ${agentId}`));
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
        toDate(batch.at),
        where.decided && position === batch.events.length ? 1 : 0,
      ]);
    });
  });
  const empty =
    inserted.every((rows) => rows.length === 0) &&
    agentPatches.length === 0 &&
    runPatches.length === 0 &&
    placed.counts.size === 0 &&
    eventRecords.length === 0;
  if (empty) return null;
  const values: unknown[] = [
    ...inserted.flatMap((rows, index) => tableColumnArrays(INSERTED[index]!, rows)),
    JSON.stringify(agentPatches),
    JSON.stringify(runPatches),
    IN_FLIGHT_RUN_STATUSES,
    [...placed.counts.keys()],
    [...placed.counts.values()],
    ...columnArrays(EVENT_KINDS, eventRecords),
    MISSING_ROW,
    expected,
    [...agentChanges.keys()],
    runPatches.map((record) => record[0]),
    checked.runIds,
    checked.agentIds,
  ];
  return { text: FLUSH_TEXT, values, events: placed.events };
}

/**
 * The runs and agents the rows refer to (referencedParents) that the statement neither updates
 * (`seq`, `p`, `q`, `au`: their labels are expected already) nor inserts (`agents`: the
 * agents' INSERT): checked by `cr` and `ca`. A row updated by the statement itself is left
 * out: a locking read skips a row the same statement updated.
 */
function parentsToCheck(
  batches: readonly AppendBatch[],
  agents: readonly Record<string, unknown>[],
  agentChanges: ReadonlyMap<string, unknown>,
  runPatches: readonly unknown[][],
  sequenced: ReadonlyMap<string, number>,
): { runIds: string[]; agentIds: string[] } {
  const { runIds, agentIds } = referencedParents(batches);
  const patchedRuns = new Set(runPatches.map((record) => record[0]));
  const insertedAgents = new Set(agents.map((agent) => agent.id));
  return {
    runIds: [...runIds].filter((runId) => !sequenced.has(runId) && !patchedRuns.has(runId)),
    agentIds: [...agentIds].filter(
      (agentId) => !agentChanges.has(agentId) && !insertedAgents.has(agentId),
    ),
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
