import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { InputValidationError, isDebriefError, NotFoundError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import { redactText } from "../../runtime/redaction/redaction";
import {
  quoteWorkspaceText,
  readConfinedText,
  resolveConfinedFile,
} from "../workspaces/confined-file";
import { MAX_WORKSPACE_FILE_BYTES } from "../workspaces/file-workspace";
import { buildDatabaseFromSeed, type SeedBuildOptions } from "../workspaces/seed-database";
import { QueryStoppedError, runReadOnlyQueryReply } from "../workspaces/sql-runner";
import type { CitedLine, EscalationCase, TruthElement } from "./escalation-case";

/**
 * Recomputes a case's ground truth from its workspace, so the stored truth cannot drift from the
 * data: id sets, counts and booleans by running the element's SQL over a fresh copy of the
 * workspace's seed, versions, dates, values and locations by reading the cited file line. The SQL
 * comes from whoever imports a dataset, so it runs the way query_sql does (sql-runner.ts): read
 * only, one statement, in a child process killed at its time limit, with a row cap.
 */

/** Time limit of one truth query (the sample cases' queries take milliseconds). */
export const TRUTH_QUERY_TIMEOUT_MS = 3_000;
/** Most rows a truth query may return (an id set lists a few dozen ids). */
export const MAX_TRUTH_QUERY_ROWS = 10_000;
/** Most bytes a truth query's rows may hold, as JSON (10,000 ids of about 100 bytes). */
export const MAX_TRUTH_QUERY_BYTES = 1024 * 1024;

/**
 * How truth queries run: their time limit and the clock it runs on (tests pass a manual one).
 * The seed the queries run over is built with its own limit on real time (seed-worker.ts).
 */
export interface TruthCheckOptions {
  timeoutMs?: number;
  clock?: Pick<Clock, "setTimer">;
}

/** Where a case's workspace lives: its folder and the SQL seed its database is built from. */
export interface CaseWorkspace {
  id: string;
  rootPath: string;
  seedSqlPath: string;
}

/**
 * The sample workspace `workspaces/<id>` of the repository, with its seed: the one `db/*.sql`
 * file. Throws NotFoundError when the folder or a single seed is missing.
 */
export function sampleCaseWorkspace(repoRoot: string, id: string): CaseWorkspace {
  const rootPath = path.join(repoRoot, "workspaces", id);
  const databaseFolder = path.join(rootPath, "db");
  if (!existsSync(databaseFolder) || !statSync(databaseFolder).isDirectory()) {
    throw new NotFoundError(`workspace ${id} has no db/ folder`);
  }
  const seeds = readdirSync(databaseFolder).filter((name) => name.endsWith(".sql"));
  if (seeds.length !== 1) {
    throw new NotFoundError(
      `workspace ${id} must have exactly one db/*.sql seed, found ${seeds.length}`,
    );
  }
  return { id, rootPath, seedSqlPath: path.join(databaseFolder, seeds[0]!) };
}

/**
 * A fresh in-memory database built from a SQL seed; the caller closes it. The seed is built
 * into a scratch file the way a workspace's is (buildDatabaseFromSeed: a child process with a time
 * limit and a size cap, no ATTACH, DETACH or VACUUM), then loaded into memory; asynchronous file
 * work only.
 */
export async function openSeedDatabase(
  seedSqlPath: string,
  options: SeedBuildOptions = {},
): Promise<Database.Database> {
  const scratch = await mkdtemp(path.join(tmpdir(), "debrief-seed-"));
  try {
    const databasePath = path.join(scratch, "seed.db");
    await buildDatabaseFromSeed(seedSqlPath, databasePath, options);
    return new Database(await readFile(databasePath));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Every way the stored truth of `escalationCase` differs from the workspace, as messages that
 * name the truth key ("truth \"affected\": …"); an empty list when it matches. Also checks that
 * the case's history folder has an index.json. A truth query stopped in its child process (its time
 * limit, the child's memory) stops the check: InputValidationError naming the case, the key
 * and the limit. With `databases` (a check of many cases) the workspace's seed is built there
 * once for all of them; without, it is built for this case alone.
 */
export async function checkCaseTruth(
  escalationCase: EscalationCase,
  workspace: CaseWorkspace,
  options: TruthCheckOptions = {},
  databases?: TruthDatabases,
): Promise<string[]> {
  const problems: string[] = [];
  if (escalationCase.workspace !== workspace.id) {
    problems.push(
      `the case is for workspace "${escalationCase.workspace}", checked against "${workspace.id}"`,
    );
    return problems;
  }
  if (escalationCase.history !== null) {
    const index = path.join(escalationCase.history, "index.json");
    await resolveConfinedFile({ folder: workspace.rootPath, file: index }).catch(
      (error: unknown) => {
        if (!isDebriefError(error)) throw error;
        problems.push(`history "${escalationCase.history}": no index.json in the workspace`);
      },
    );
  }
  const owned = databases === undefined ? new TruthDatabases() : null;
  try {
    const databasePath = await (databases ?? owned!).databaseFor(
      workspace.seedSqlPath,
      workspace.rootPath,
    );
    for (const element of escalationCase.truth) {
      const query: TruthQuery = (sql) =>
        runTruthQuery(sql, databasePath, options).catch((error: unknown) => {
          if (!(error instanceof QueryStoppedError)) throw error;
          throw new InputValidationError(
            `case "${escalationCase.id}": truth "${element.key}": ${error.message}`,
          );
        });
      const problem = await checkElement(element, query, workspace.rootPath);
      if (problem !== null) problems.push(`truth "${element.key}": ${problem}`);
    }
  } finally {
    await owned?.close();
  }
  return problems;
}

/**
 * Builds a database from a SQL seed into `databasePath`, the seed confined to the workspace
 * folder `workspaceRoot` (buildDatabaseFromSeed; tests count calls).
 */
export type SeedBuilder = (
  seedSqlPath: string,
  databasePath: string,
  workspaceRoot?: string,
) => Promise<void>;

/** The default SeedBuilder: buildDatabaseFromSeed with the seed confined to its workspace. */
const buildConfinedSeed: SeedBuilder = (seedSqlPath, databasePath, workspaceRoot) =>
  buildDatabaseFromSeed(
    seedSqlPath,
    databasePath,
    workspaceRoot === undefined ? {} : { confinedTo: workspaceRoot },
  );

/**
 * The databases one truth check reads, for checks of many cases at once (a dataset import):
 * each seed is built once, on its first use, into one scratch folder that `close()` removes.
 * Building a seed takes a child process and a few hundred ms; built again for every case, an
 * import of 60 cases took 36 s (hardening, item 2), now one build per workspace. A failed build
 * is not retried: its error is thrown to every case of that workspace.
 */
export class TruthDatabases {
  private scratch: Promise<string> | null = null;
  private readonly built = new Map<string, Promise<string>>();

  constructor(private readonly build: SeedBuilder = buildConfinedSeed) {}

  /**
   * The path of the database built from `seedSqlPath` (built on the first call), the seed read
   * confined to `workspaceRoot` (default: the seed's own folder).
   */
  databaseFor(seedSqlPath: string, workspaceRoot?: string): Promise<string> {
    let databasePath = this.built.get(seedSqlPath);
    if (databasePath === undefined) {
      const number = this.built.size;
      this.scratch ??= mkdtemp(path.join(tmpdir(), "debrief-truth-"));
      databasePath = this.scratch.then(async (scratch) => {
        const target = path.join(scratch, `truth-${number}.db`);
        await this.build(seedSqlPath, target, workspaceRoot);
        return target;
      });
      // Awaited by the caller that asked; a later caller gets the same rejection.
      databasePath.catch(() => undefined);
      this.built.set(seedSqlPath, databasePath);
    }
    return databasePath;
  }

  /** Removes every database built, asynchronously (call once all checks are done). */
  async close(): Promise<void> {
    if (this.scratch === null) return;
    const scratch = await this.scratch;
    await Promise.allSettled([...this.built.values()]);
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Runs one truth query: its rows, or why it gave none. */
type TruthQuery = (sql: string) => Promise<{ columns: number; rows: unknown[][] } | string>;

async function checkElement(
  element: TruthElement,
  query: TruthQuery,
  rootPath: string,
): Promise<string | null> {
  switch (element.kind) {
    case "id_set":
      return checkIdSet(element.ids, await query(element.sql));
    case "count":
      return checkScalar(await query(element.sql), element.value, (value) =>
        typeof value === "number" && Number.isInteger(value) ? value : null,
      );
    case "boolean":
      return checkScalar(await query(element.sql), element.value, (value) =>
        value === 1 ? true : value === 0 ? false : null,
      );
    case "version":
    case "date":
    case "value":
      return checkCitedLine(element.source, rootPath);
    case "location": {
      const problems: string[] = [];
      for (const cited of [element, ...(element.also ?? [])]) {
        const problem = await checkCitedLine({ ...cited, file: element.file }, rootPath);
        if (problem !== null) problems.push(problem);
      }
      return problems.length === 0 ? null : problems.join("; ");
    }
  }
}

function checkIdSet(
  ids: readonly string[],
  result: { columns: number; rows: unknown[][] } | string,
): string | null {
  if (typeof result === "string") return result;
  if (result.columns !== 1) {
    return `the query must return one column, it returned ${result.columns}`;
  }
  const found = result.rows.map((row) => String(row[0]));
  const expected = new Set(ids);
  const actual = new Set(found);
  const missing = ids.filter((id) => !actual.has(id));
  const unexpected = found.filter((id) => !expected.has(id));
  if (missing.length === 0 && unexpected.length === 0 && found.length === actual.size) {
    return null;
  }
  if (found.length !== actual.size) {
    return "the query returned duplicate ids";
  }
  return `the query returned ${found.length} ids, the case lists ${ids.length} (missing from the query: ${listOrNone(missing)}; not in the case: ${listOrNone(unexpected)})`;
}

function checkScalar<T extends number | boolean>(
  result: { columns: number; rows: unknown[][] } | string,
  stored: T,
  read: (value: unknown) => T | null,
): string | null {
  if (typeof result === "string") return result;
  const [row] = result.rows;
  if (result.rows.length !== 1 || result.columns !== 1 || row === undefined) {
    return `the query must return one row with one column, it returned ${result.rows.length} rows of ${result.columns} columns`;
  }
  const value = read(row[0]);
  if (value === null) {
    return `the query returned ${JSON.stringify(row[0])}, not a ${typeof stored === "boolean" ? "0/1 flag" : "whole number"}`;
  }
  return value === stored
    ? null
    : `the query returned ${String(value)}, the case says ${String(stored)}`;
}

/**
 * One truth query, read only in a query child process (sql-runner.ts) with the time limit and
 * MAX_TRUTH_QUERY_ROWS and MAX_TRUTH_QUERY_BYTES: its rows, or why it gave none. A
 * QueryStoppedError (time limit, child memory) is thrown on.
 */
async function runTruthQuery(
  sql: string,
  databasePath: string,
  options: TruthCheckOptions,
): Promise<{ columns: number; rows: unknown[][] } | string> {
  const reply = await runReadOnlyQueryReply(
    { databasePath, sql, rowLimit: MAX_TRUTH_QUERY_ROWS, byteLimit: MAX_TRUTH_QUERY_BYTES },
    {
      timeoutMs: options.timeoutMs ?? TRUTH_QUERY_TIMEOUT_MS,
      clock: options.clock,
      name: "truth SQL",
    },
  );
  if (reply.ok) {
    return reply.truncated
      ? `the query returned more than ${MAX_TRUTH_QUERY_ROWS} rows (the most a truth query may return)`
      : { columns: reply.columns.length, rows: reply.rows };
  }
  switch (reply.kind) {
    case "write":
    case "no-rows":
      return "the query must return rows (a SELECT)";
    case "multiple":
      return "the query must be one statement, the text holds more than one";
    case "empty":
      return "the query holds no statement";
    case "too-large":
      return `the query returned more than ${MAX_TRUTH_QUERY_BYTES} bytes (the most a truth query may return)`;
    default:
      return `the query failed: ${reply.message}`;
  }
}

/**
 * Whether the cited line of a workspace file holds the cited text, or why not. The file is read
 * the way read_file reads it (confined-file.ts: inside the workspace at the read, a regular
 * file, at most MAX_WORKSPACE_FILE_BYTES, not binary), and the line is compared and quoted as
 * a tool would show it: redacted, so a secret is neither quoted nor guessable by citing it.
 */
async function checkCitedLine(cited: CitedLine, rootPath: string): Promise<string | null> {
  let fileText: string;
  try {
    fileText = await readConfinedText(
      { folder: rootPath, file: cited.file, shown: cited.file },
      MAX_WORKSPACE_FILE_BYTES,
    );
  } catch (error) {
    if (isDebriefError(error)) return error.message;
    throw error;
  }
  const lines = fileText.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  const line = lines[cited.line - 1];
  if (line === undefined) {
    return `line ${cited.line} is past the end of ${cited.file} (${lines.length} lines)`;
  }
  const shown = redactText(line);
  if (!shown.includes(cited.text)) {
    return `${cited.file}:${cited.line} does not contain ${JSON.stringify(cited.text)} (the line reads ${quoteWorkspaceText(shown)})`;
  }
  return null;
}

function listOrNone(ids: readonly string[]): string {
  return ids.length === 0 ? "none" : ids.join(", ");
}
