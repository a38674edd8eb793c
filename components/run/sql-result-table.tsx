export interface SqlResult {
  columns: string[];
  rows: unknown[][];
}

/** The query_sql result shape (`{"columns": [...], "rows": [[...]]}`), or null for anything else. */
export function parseSqlResult(content: string): SqlResult | null {
  if (!content.trimStart().startsWith("{")) return null;
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== "object" || value === null) return null;
    const { columns, rows } = value as { columns?: unknown; rows?: unknown };
    if (!Array.isArray(columns) || !columns.every((c) => typeof c === "string")) return null;
    if (!Array.isArray(rows) || !rows.every((r) => Array.isArray(r))) return null;
    return { columns: columns as string[], rows: rows as unknown[][] };
  } catch {
    return null;
  }
}

function cell(value: unknown): string {
  if (value === null) return "NULL";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** A query_sql result as a table; the cited column (from `table.column` provenance) is highlighted. */
export function SqlResultTable({
  result,
  highlightColumn,
}: {
  result: SqlResult;
  highlightColumn: string | null;
}) {
  const highlighted = result.columns.indexOf(highlightColumn ?? "\u0000");
  return (
    <div className="max-h-96 overflow-auto rounded border border-zinc-200 bg-white">
      <table className="w-full text-left font-mono text-xs">
        <thead className="sticky top-0 bg-zinc-100">
          <tr>
            {result.columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                data-cited={index === highlighted ? "true" : undefined}
                className={`px-2 py-1 font-semibold whitespace-nowrap ${index === highlighted ? "bg-amber-200 text-amber-950" : "text-zinc-700"}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {result.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((value, index) => (
                <td
                  key={index}
                  className={`px-2 py-0.5 whitespace-nowrap ${index === highlighted ? "bg-amber-50 font-semibold text-amber-950" : value === null ? "text-zinc-400" : "text-zinc-800"}`}
                >
                  {cell(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {result.rows.length === 0 ? (
        <p className="px-2 py-1 text-xs text-zinc-500">No rows.</p>
      ) : null}
    </div>
  );
}
