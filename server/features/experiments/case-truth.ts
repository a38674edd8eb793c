import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { NotFoundError } from "../../runtime/errors";
import { executeSeed } from "../workspaces/seed-sql";
import type { CitedLine, EscalationCase, TruthElement } from "./escalation-case";

/**
 * Recomputes a case's ground truth from its workspace, so the stored truth cannot drift from the
 * data: id sets, counts and booleans by running the element's SQL over a fresh in-memory copy of
 * the workspace's seed, versions, dates, values and locations by reading the cited file line.
 */

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
    throw new NotFoundError(`workspace ${id} has no db/ folder: ${databaseFolder}`);
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
 * A fresh in-memory database built from a SQL seed; the caller closes it. The seed may not
 * reach other files (seed-sql.ts: no ATTACH, DETACH or VACUUM): InputValidationError.
 */
export function openSeedDatabase(seedSqlPath: string): Database.Database {
  const db = new Database(":memory:");
  try {
    executeSeed(db, readFileSync(seedSqlPath, "utf8"));
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Every way the stored truth of `escalationCase` differs from the workspace, as messages that
 * name the truth key ("truth \"affected\": …"); an empty list when it matches. Also checks that
 * the case's history folder has an index.json.
 */
export function checkCaseTruth(escalationCase: EscalationCase, workspace: CaseWorkspace): string[] {
  const problems: string[] = [];
  if (escalationCase.workspace !== workspace.id) {
    problems.push(
      `the case is for workspace "${escalationCase.workspace}", checked against "${workspace.id}"`,
    );
    return problems;
  }
  if (escalationCase.history !== null) {
    const index = path.join(workspace.rootPath, escalationCase.history, "index.json");
    if (!existsSync(index)) {
      problems.push(`history "${escalationCase.history}": no index.json in the workspace`);
    }
  }
  const db = openSeedDatabase(workspace.seedSqlPath);
  try {
    for (const element of escalationCase.truth) {
      const problem = checkElement(element, db, workspace.rootPath);
      if (problem !== null) problems.push(`truth "${element.key}": ${problem}`);
    }
  } finally {
    db.close();
  }
  return problems;
}

function checkElement(
  element: TruthElement,
  db: Database.Database,
  rootPath: string,
): string | null {
  switch (element.kind) {
    case "id_set":
      return checkIdSet(element.ids, element.sql, db);
    case "count":
      return checkScalar(element.sql, db, element.value, (value) =>
        typeof value === "number" && Number.isInteger(value) ? value : null,
      );
    case "boolean":
      return checkScalar(element.sql, db, element.value, (value) =>
        value === 1 ? true : value === 0 ? false : null,
      );
    case "version":
    case "date":
    case "value":
      return checkCitedLine(element.source, rootPath);
    case "location":
      return checkCitedLine(element, rootPath);
  }
}

function checkIdSet(ids: readonly string[], sql: string, db: Database.Database): string | null {
  const result = runQuery(sql, db);
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
  sql: string,
  db: Database.Database,
  stored: T,
  read: (value: unknown) => T | null,
): string | null {
  const result = runQuery(sql, db);
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

function runQuery(
  sql: string,
  db: Database.Database,
): { columns: number; rows: unknown[][] } | string {
  try {
    const statement = db.prepare(sql);
    if (!statement.reader) return "the query must return rows (a SELECT)";
    const rows = statement.raw(true).all() as unknown[][];
    return { columns: statement.columns().length, rows };
  } catch (error) {
    return `the query failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function checkCitedLine(cited: CitedLine, rootPath: string): string | null {
  const target = path.resolve(rootPath, cited.file);
  if (!target.startsWith(path.resolve(rootPath) + path.sep) || !existsSync(target)) {
    return `file not found in the workspace: ${cited.file}`;
  }
  const lines = readFileSync(target, "utf8").split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  const text = lines[cited.line - 1];
  if (text === undefined) {
    return `line ${cited.line} is past the end of ${cited.file} (${lines.length} lines)`;
  }
  if (!text.includes(cited.text)) {
    return `${cited.file}:${cited.line} does not contain ${JSON.stringify(cited.text)} (the line reads ${JSON.stringify(text.trim())})`;
  }
  return null;
}

function listOrNone(ids: readonly string[]): string {
  return ids.length === 0 ? "none" : ids.join(", ");
}
