import type { ColumnKind } from "./append-rows";

/** Element type OIDs (pg_type) of each column kind's binary array: text, int4, timestamp. */
const ELEMENT_TYPES: Record<ColumnKind, number> = { text: 25, int: 23, time: 1114 };

/** Milliseconds from the Unix epoch to PostgreSQL's timestamp epoch (2000-01-01 00:00 UTC). */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);

/** Bytes of the one-dimensional array header: ndim, has-null flag, element type, size, lower bound. */
const HEADER_BYTES = 20;

/** Milliseconds since the Unix epoch of a time column's value (a Date, or epoch milliseconds). */
function epochMilliseconds(value: unknown): number {
  const ms = value instanceof Date ? value.getTime() : Number(value);
  if (!Number.isFinite(ms)) throw new Error(`not a time: ${String(value)}`);
  return ms;
}

/**
 * One column's values as a PostgreSQL one-dimensional array in the binary wire format
 * (array_recv: header, then per element its byte length, -1 for NULL, and its bytes): a Buffer,
 * which node-postgres sends as a binary parameter. The server copies each element as it is, with
 * no array or JSON text to parse and unescape (issue 10 item 9: the rows' JSON text, items'
 * payloads being JSON inside it, cost PostgreSQL ~8% of a W2 run's server time).
 *
 * `kind` text: each value as `String(value)`, UTF-8; int: an int4 (throws for a non-integer or
 * one out of range); time: a `timestamp` in microseconds since 2000-01-01 UTC (values are Dates or
 * epoch milliseconds, as UTC like the Prisma pg adapter writes them). null and undefined: NULL.
 */
export function binaryArray(kind: ColumnKind, values: readonly unknown[]): Buffer {
  const texts: (string | null)[] = [];
  let size = HEADER_BYTES;
  let hasNull = 0;
  for (const value of values) {
    if (value === null || value === undefined) {
      hasNull = 1;
      size += 4;
      if (kind === "text") texts.push(null);
    } else if (kind === "text") {
      const text = String(value);
      texts.push(text);
      size += 4 + Buffer.byteLength(text, "utf8");
    } else {
      size += kind === "int" ? 8 : 12;
    }
  }
  const buffer = Buffer.allocUnsafe(size);
  buffer.writeInt32BE(1, 0);
  buffer.writeInt32BE(hasNull, 4);
  buffer.writeInt32BE(ELEMENT_TYPES[kind], 8);
  buffer.writeInt32BE(values.length, 12);
  buffer.writeInt32BE(1, 16);
  let offset = HEADER_BYTES;
  values.forEach((value, index) => {
    if (value === null || value === undefined) {
      offset = buffer.writeInt32BE(-1, offset);
    } else if (kind === "text") {
      const text = texts[index]!;
      const length = buffer.write(text, offset + 4, "utf8");
      buffer.writeInt32BE(length, offset);
      offset += 4 + length;
    } else if (kind === "int") {
      if (!Number.isInteger(value)) throw new Error(`not an int4: ${String(value)}`);
      offset = buffer.writeInt32BE(4, offset);
      offset = buffer.writeInt32BE(value as number, offset);
    } else {
      const microseconds = BigInt(epochMilliseconds(value) - POSTGRES_EPOCH_MS) * 1000n;
      offset = buffer.writeInt32BE(8, offset);
      offset = buffer.writeBigInt64BE(microseconds, offset);
    }
  });
  return buffer;
}

/**
 * Rows (each an array of values in column order) as one binary array per column
 * (`binaryArray`), for `unnest($a::text[], $b::int4[], …)`.
 */
export function columnArrays(kinds: readonly ColumnKind[], rows: readonly unknown[][]): Buffer[] {
  return kinds.map((kind, column) =>
    binaryArray(
      kind,
      rows.map((row) => row[column]),
    ),
  );
}
