import { InputValidationError, WorkspaceAccessError } from "../../runtime/errors";
import { stripSqlComments } from "./sql-text-scanner";

/**
 * The read-only SQL policy of query_sql: one SELECT / WITH / EXPLAIN / read-only PRAGMA
 * statement. The database is also opened read-only with query_only on (sql-runner.ts); this
 * module decides which text may reach it.
 */

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
  "database_list",
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
 * Reject text that is not one of SELECT / WITH / EXPLAIN / a read-only PRAGMA. The statement's
 * own `readonly` flag is checked after preparing; this catches ATTACH, DETACH, BEGIN and
 * PRAGMA assignments, which SQLite reports as read-only.
 */
export function assertReadOnlySqlText(sql: string): void {
  const text = stripSqlComments(sql)
    .trim()
    .replace(/[;\s]+$/, "");
  if (text === "") {
    throw new InputValidationError("query_sql: the SQL text contains no statement");
  }
  const keyword = (/^[A-Za-z]+/.exec(text)?.[0] ?? text.slice(0, 20)).toUpperCase();
  if (!READ_KEYWORDS.has(keyword)) {
    throw new WorkspaceAccessError(
      `query_sql is read-only: ${keyword} statements are not allowed (use SELECT, WITH, EXPLAIN or a read-only PRAGMA)`,
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
