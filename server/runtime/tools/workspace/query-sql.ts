import { z } from "zod";
import type { Tool } from "../tool";
import { errorOutcome } from "./format";

/** Rows one query_sql call returns at most. */
export const QUERY_SQL_ROW_LIMIT = 200;

const inputSchema = z.object({
  sql: z
    .string()
    .min(1)
    .describe("one read-only SQLite statement: SELECT, WITH, EXPLAIN or a read-only PRAGMA"),
});

/** One read-only SQL statement against the workspace database. */
export const querySqlTool: Tool<z.infer<typeof inputSchema>> = {
  name: "query_sql",
  description: `Run one read-only SQLite statement (SELECT, WITH, EXPLAIN, or a read-only PRAGMA such as table_info(name)) against the workspace database. Returns JSON {"columns":[...],"rows":[[...]],"row_count":n,"truncated":bool}; at most ${QUERY_SQL_ROW_LIMIT} rows come back, so aggregate or filter rather than listing whole tables. Writes, ATTACH, several statements and PRAGMA assignments are refused. Cite columns as table.column.`,
  inputSchema,
  effect: "read",
  async execute(input, context) {
    if (!context.workspace.hasDatabase) {
      return { status: "error", content: "this workspace has no database", uncertainty: null };
    }
    try {
      const result = await context.workspace.querySql(input.sql, QUERY_SQL_ROW_LIMIT);
      const content = JSON.stringify({
        columns: result.columns,
        rows: result.rows,
        row_count: result.rows.length,
        truncated: result.truncated,
      });
      return {
        status: "ok",
        content,
        uncertainty: result.truncated
          ? `the result was cut at ${QUERY_SQL_ROW_LIMIT} rows; more rows match (aggregate, filter or add LIMIT/OFFSET)`
          : null,
      };
    } catch (error) {
      return errorOutcome(error);
    }
  },
};
