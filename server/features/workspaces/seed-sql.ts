import Database from "better-sqlite3";
import { InputValidationError } from "../../runtime/errors";
import { withoutTrailingRun } from "../../shared/trailing-run";
import { splitSqlAtSemicolons, stripSqlComments } from "./sql-text-scanner";

/**
 * Runs a workspace's SQL seed (a `.sql` file a database is built from) one statement at a time,
 * refusing statements that reach other files: ATTACH (which copies another database, such as
 * Debrief's own, into the workspace or writes to a new file outside the workspace roots),
 * DETACH, VACUUM (VACUUM INTO writes a copy anywhere) and the pragmas that move temporary
 * files. SQLite itself decides where each statement ends: the text is cut at every `;` outside
 * quotes and comments (sql-text-scanner.ts), and pieces are joined until SQLite prepares one complete
 * statement (a trigger body holds `;`), so the keyword checked is the statement's own. The
 * SQL function load_extension() is already refused by the driver ("not authorized").
 */

/** Statement keywords a seed may not use. */
export const REFUSED_SEED_STATEMENTS: ReadonlySet<string> = new Set(["ATTACH", "DETACH", "VACUUM"]);
/**
 * Pragmas a seed may not use, with why: two point SQLite's temporary files at another folder,
 * two would lift the cap on the built database's size (seed-worker.ts sets max_page_count from
 * the page size before the seed runs).
 */
const REFUSED_SEED_PRAGMAS: ReadonlyMap<string, string> = new Map([
  ["temp_store_directory", "moves files outside the database the seed builds"],
  ["data_store_directory", "moves files outside the database the seed builds"],
  ["max_page_count", "would change the cap on the size of the database the seed builds"],
  ["page_size", "would change the cap on the size of the database the seed builds"],
]);

/**
 * Where a seed's statements run: a seed child process with a time limit (seed-worker.ts); never
 * this process, where a runaway statement could not be stopped.
 */
export interface SeedConnection {
  /** Prepare `text` as the statement to run next; SQLite's error (incomplete input too) is thrown. */
  prepare(text: string): Promise<void>;
  /** Run the statement prepared last, reading through any rows it returns. */
  runPrepared(): Promise<void>;
}

/**
 * Run every statement of `sql` on `connection` in order. InputValidationError, before the
 * statement runs, for a refused statement (naming its number and keyword) or text SQLite
 * cannot cut into statements; a statement's own SQLite error is rethrown as it is, and so is
 * any other error of the connection (a child's time limit).
 */
export async function executeSeed(connection: SeedConnection, sql: string): Promise<void> {
  let pending = "";
  let number = 0;
  for (const piece of splitSqlAtSemicolons(sql)) {
    pending += piece;
    if (withoutTrailingRun(stripSqlComments(pending).trim(), /;/).trim() === "") {
      pending = "";
      continue;
    }
    if (!(await prepareComplete(connection, pending))) continue; // a trigger body goes on after its `;`
    number += 1;
    assertSeedStatementAllowed(pending, number);
    pending = "";
    await connection.runPrepared();
  }
  if (pending !== "") {
    throw new InputValidationError(`SQL seed statement ${number + 1} is incomplete`);
  }
}

/** Refuse one complete statement whose keyword is refused (see the module comment). */
function assertSeedStatementAllowed(statementText: string, number: number): void {
  const text = stripSqlComments(statementText).trim();
  const keyword = (/^[A-Za-z]+/.exec(text)?.[0] ?? "").toUpperCase();
  if (REFUSED_SEED_STATEMENTS.has(keyword)) {
    throw new InputValidationError(
      `SQL seed statement ${number} is not allowed: ${keyword} reaches files outside the database the seed builds (a seed may not ATTACH, DETACH or VACUUM)`,
    );
  }
  if (keyword === "PRAGMA") {
    // Names may be quoted ("x", [x], `x`, 'x'): SQLite accepts each; read them unquoted.
    const unquoted = text.replace(/["'`[\]]/g, "");
    const name = /^PRAGMA\s+(?:[A-Za-z_]\w*\s*\.\s*)?([A-Za-z_]\w*)/i.exec(unquoted)?.[1] ?? "";
    const refusal = REFUSED_SEED_PRAGMAS.get(name.toLowerCase());
    if (refusal !== undefined) {
      throw new InputValidationError(
        `SQL seed statement ${number} is not allowed: PRAGMA ${name.toLowerCase()} ${refusal}`,
      );
    }
  }
}

/** Whether `text` prepared as one complete statement (false: an incomplete one). */
async function prepareComplete(connection: SeedConnection, text: string): Promise<boolean> {
  try {
    await connection.prepare(text);
    return true;
  } catch (error) {
    if (!(error instanceof Database.SqliteError) && !(error instanceof RangeError)) throw error;
    if (/incomplete input/i.test(error.message)) return false;
    if (error instanceof RangeError) {
      throw new InputValidationError(
        `SQL seed text could not be cut into statements: ${error.message}`,
      );
    }
    throw error;
  }
}
