/**
 * About the UTF-8 bytes of a row of plain values as JSON (brackets, commas, quotes; escapes
 * not counted), without building the JSON: a string longer than `limit` counts by its length.
 * The query byte cap's measure (sql-runner.ts; its child source has a copy).
 */
export function rowBytes(row: readonly unknown[], limit: number): number {
  let bytes = row.length + 1;
  for (const value of row) {
    if (typeof value !== "string") bytes += String(value).length;
    else bytes += value.length > limit ? value.length : Buffer.byteLength(value) + 2;
  }
  return bytes;
}
