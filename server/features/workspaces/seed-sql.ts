import type Database from "better-sqlite3";
import { InputValidationError } from "../../runtime/errors";
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
/** Pragmas a seed may not use (they point SQLite's temporary files at another folder). */
const REFUSED_SEED_PRAGMAS: ReadonlySet<string> = new Set([
  "temp_store_directory",
  "data_store_directory",
]);

/**
 * Run every statement of `sql` against `db` in order. InputValidationError, before the
 * statement runs, for a refused statement (naming its number and keyword) or text SQLite
 * cannot cut into statements; a statement's own SQLite error is rethrown as it is.
 */
export function executeSeed(db: Database.Database, sql: string): void {
  let pending = "";
  let number = 0;
  for (const piece of splitSqlAtSemicolons(sql)) {
    pending += piece;
    if (stripSqlComments(pending).trim().replace(/;+$/, "").trim() === "") {
      pending = "";
      continue;
    }
    const statement = prepareComplete(db, pending);
    if (statement === null) continue; // incomplete: a trigger body goes on after its `;`
    number += 1;
    assertSeedStatementAllowed(pending, number);
    pending = "";
    runStatement(statement);
  }
  if (pending !== "") {
    throw new InputValidationError(`SQL seed statement ${number + 1} is incomplete`);
  }
}

function runStatement(statement: Database.Statement): void {
  if (!statement.reader) {
    statement.run();
    return;
  }
  const rows = statement.iterate();
  while (rows.next().done !== true) {
    // a SELECT in a seed: run it through, keep nothing
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
    const name = /^PRAGMA\s+(?:[A-Za-z_]\w*\s*\.\s*)?([A-Za-z_]\w*)/i.exec(text)?.[1] ?? "";
    if (REFUSED_SEED_PRAGMAS.has(name.toLowerCase())) {
      throw new InputValidationError(
        `SQL seed statement ${number} is not allowed: PRAGMA ${name.toLowerCase()} moves files outside the database the seed builds`,
      );
    }
  }
}

/** The statement SQLite prepares from `text`, or null when the text is an incomplete one. */
function prepareComplete(db: Database.Database, text: string): Database.Statement | null {
  try {
    return db.prepare(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/incomplete input/i.test(message)) return null;
    if (error instanceof RangeError) {
      throw new InputValidationError(`SQL seed text could not be cut into statements: ${message}`);
    }
    throw error;
  }
}
