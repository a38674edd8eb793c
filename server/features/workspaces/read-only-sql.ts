import { InputValidationError, WorkspaceAccessError } from "../../runtime/errors";
import { withoutTrailingRun } from "../../shared/trailing-run";
import { stripSqlComments } from "./sql-text-scanner";

/**
 * The read-only SQL policy of query_sql: one SELECT / WITH / EXPLAIN / read-only PRAGMA
 * statement. The database is also opened read-only with query_only on (sql-runner.ts); this
 * module decides which text may reach it.
 */

/**
 * Longest SQL text query_sql takes (characters). SQLite parses anything up to 1 GB, but a
 * 1,000,000-element IN list (6.9 MB) took 9.6 s of the child's 10 s time limit to parse, and the
 * text also passes through this process (comment stripping, the child's message channel); a
 * statement that reads a workspace fits in far less.
 */
export const MAX_QUERY_SQL_CHARS = 100_000;

const READ_KEYWORDS = new Set(["SELECT", "WITH", "EXPLAIN", "PRAGMA"]);
/** Pragmas that only read; the first group also reads with an argument, e.g. table_info(t). */
const READ_PRAGMAS_WITH_ARGUMENT = new Set([
  "table_info",
  "table_xinfo",
  "table_list",
  "index_list",
  "index_info",
  "index_xinfo",
  "foreign_key_list",
  "foreign_key_check",
  "integrity_check",
  "quick_check",
]);
const READ_PRAGMAS = new Set([
  ...READ_PRAGMAS_WITH_ARGUMENT,
  "collation_list",
  "function_list",
  "module_list",
  "pragma_list",
  "compile_options",
  "user_version",
  "schema_version",
  "application_id",
  "page_count",
  "page_size",
  "freelist_count",
  "encoding",
]);

/**
 * Pragmas that answer with the server's file paths (the database file's absolute path, the
 * temporary and data folders), as a PRAGMA or as the table-valued function `pragma_<name>`
 * in a SELECT. A query's result reaches the transcript every role reads, and only
 * administrators see absolute paths: these are refused wherever they stand outside a comment,
 * quoted or not (SQLite reads `"pragma_database_list"` and `'…'` as a name in a FROM clause).
 */
const PATH_REVEALING_PRAGMAS =
  /(?<![A-Za-z0-9_$])(?:pragma_)?(database_list|temp_store_directory|data_store_directory)(?![A-Za-z0-9_$])/i;

/**
 * Reject text that is not one of SELECT / WITH / EXPLAIN / a read-only PRAGMA, or that names
 * a pragma revealing file paths (PATH_REVEALING_PRAGMAS). The statement's
 * own `readonly` flag is checked after preparing; this catches ATTACH, DETACH, BEGIN and
 * PRAGMA assignments, which SQLite reports as read-only. InputValidationError for a text longer
 * than MAX_QUERY_SQL_CHARS or holding a NUL character (SQLite ignores the text after it).
 */
export function assertReadOnlySqlText(sql: string): void {
  if (sql.length > MAX_QUERY_SQL_CHARS) {
    throw new InputValidationError(
      `query_sql: the SQL text is ${sql.length} characters, the most is ${MAX_QUERY_SQL_CHARS}; filter with a join or a subquery rather than a long literal list`,
    );
  }
  const nul = sql.indexOf("\u0000");
  if (nul !== -1) {
    // SQLite stops reading at a NUL: the query would answer for only the text before it.
    throw new InputValidationError(
      `query_sql: the SQL text contains a NUL character at offset ${nul}; SQLite would read only the text before it`,
    );
  }
  const text = withoutTrailingRun(stripSqlComments(sql).trim(), /[;\s]/);
  if (text === "") {
    throw new InputValidationError("query_sql: the SQL text contains no statement");
  }
  const keyword = (/^[A-Za-z]+/.exec(text)?.[0] ?? text.slice(0, 20)).toUpperCase();
  if (!READ_KEYWORDS.has(keyword)) {
    throw new WorkspaceAccessError(
      `query_sql is read-only: ${keyword} statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)`,
    );
  }
  const revealing = PATH_REVEALING_PRAGMAS.exec(text);
  if (revealing !== null) {
    throw new WorkspaceAccessError(
      `query_sql: ${revealing[1]!.toLowerCase()} is not allowed: it answers with the server's file paths, which only administrators see (list the tables with PRAGMA table_list or SELECT name FROM sqlite_master)`,
    );
  }
  if (keyword !== "PRAGMA") {
    return;
  }
  const pragma = /^PRAGMA\s+(?:[A-Za-z_]\w*\s*\.\s*)?([A-Za-z_]\w*)\s*([\s\S]*)$/i.exec(text);
  const name = pragma?.[1]?.toLowerCase() ?? "";
  const rest = pragma?.[2]?.trim() ?? "";
  if (rest.includes("=")) {
    throw new WorkspaceAccessError(
      `query_sql is read-only: PRAGMA assignments are not allowed (${text})`,
    );
  }
  const argumentOk = rest === "" || (rest.startsWith("(") && READ_PRAGMAS_WITH_ARGUMENT.has(name));
  if (!READ_PRAGMAS.has(name) || !argumentOk) {
    throw new WorkspaceAccessError(
      `query_sql is read-only: PRAGMA ${name || text} is not an allowed read-only pragma`,
    );
  }
}
