import { describe, expect, it } from "vitest";
import { InputValidationError, WorkspaceAccessError } from "../../runtime/errors";
import { assertReadOnlySqlText, MAX_QUERY_SQL_CHARS } from "./read-only-sql";

/** The read-only SQL policy's length cap (hardening item 2: huge IN lists). */
describe("query_sql text length", () => {
  const inList = (length: number) => {
    const head = "SELECT count(*) FROM merchants WHERE merchant_id IN (";
    return `${head}${"1,".repeat((length - head.length - 2) / 2)}1)`.padEnd(length, " ");
  };

  it("takes a statement of MAX_QUERY_SQL_CHARS characters", () => {
    expect(MAX_QUERY_SQL_CHARS).toBe(100_000);
    expect(inList(100_000)).toHaveLength(100_000);
    expect(() => assertReadOnlySqlText(inList(100_000))).not.toThrow();
  });

  it("refuses one character more, naming both lengths, before reading the text", () => {
    expect(() => assertReadOnlySqlText(inList(100_001))).toThrow(
      new InputValidationError(
        "query_sql: the SQL text is 100001 characters, the most is 100000; filter with a join or a subquery rather than a long literal list",
      ),
    );
  });
});

/** Security review item 5: no query answers with the server's file paths. */
describe("query_sql pragmas that reveal file paths", () => {
  const refusal = (name: string) =>
    new WorkspaceAccessError(
      `query_sql: ${name} is not allowed: it answers with the server's file paths, which only administrators see (list the tables with PRAGMA table_list or SELECT name FROM sqlite_master)`,
    );

  it.each([
    ["PRAGMA database_list", "database_list"],
    ["pragma main.DATABASE_LIST;", "database_list"],
    ["SELECT file FROM pragma_database_list", "database_list"],
    ["SELECT * FROM pragma_database_list()", "database_list"],
    ['SELECT file FROM "pragma_database_list"', "database_list"],
    ["SELECT file FROM [pragma_database_list]", "database_list"],
    ["SELECT file FROM 'pragma_database_list'", "database_list"],
    ["WITH d AS (SELECT * FROM Pragma_Database_List) SELECT file FROM d", "database_list"],
    ["SELECT * FROM pragma_temp_store_directory", "temp_store_directory"],
    ["PRAGMA data_store_directory", "data_store_directory"],
  ])("refuses %s", (sql, name) => {
    expect(() => assertReadOnlySqlText(sql)).toThrow(refusal(name));
  });

  it("takes other pragmas, comments and longer names that only contain the word", () => {
    for (const sql of [
      "PRAGMA table_list",
      "SELECT name FROM pragma_table_list",
      "SELECT 1 -- PRAGMA database_list",
      "SELECT 1 /* pragma_database_list */",
      "SELECT database_lists FROM t",
    ]) {
      expect(() => assertReadOnlySqlText(sql)).not.toThrow();
    }
  });
});

/** Runs of `;` and spaces were trimmed by `/[;\s]+$/`, quadratic when text follows a run. */
describe("query_sql text with long runs of separators", () => {
  it("a statement with 99,000 spaces inside is taken, a pragma assignment after 99,000 spaces is refused, 99,000 `;` at the end are dropped (each case took about 12 s before)", () => {
    expect(() => assertReadOnlySqlText(`SELECT${" ".repeat(99_000)}1`)).not.toThrow();
    expect(() => assertReadOnlySqlText(`PRAGMA page_count${" ".repeat(99_000)}= 5`)).toThrow(
      new WorkspaceAccessError(
        `query_sql is read-only: PRAGMA assignments are not allowed (PRAGMA page_count${" ".repeat(99_000)}= 5)`,
      ),
    );
    expect(() => assertReadOnlySqlText(`SELECT 1${";".repeat(99_000)} ;; \n`)).not.toThrow();
  });
});

/** SQLite reads a statement only up to a NUL character and ignores the rest without a word. */
describe("query_sql text with a NUL character", () => {
  it("is refused wherever the NUL stands, so no query answers for only part of its text", () => {
    const refusal = new InputValidationError(
      "query_sql: the SQL text contains a NUL character at offset 33; SQLite would read only the text before it",
    );
    expect(() =>
      assertReadOnlySqlText("SELECT count(*) FROM t WHERE a = \u0000 1 AND b = 2"),
    ).toThrow(refusal);
    expect(() =>
      assertReadOnlySqlText("SELECT 1 -- a comment hiding\u0000\n; DELETE FROM t"),
    ).toThrow(
      new InputValidationError(
        "query_sql: the SQL text contains a NUL character at offset 28; SQLite would read only the text before it",
      ),
    );
  });
});
