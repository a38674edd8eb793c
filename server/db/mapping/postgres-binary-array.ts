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

/** Texts at most this long are measured and copied in JavaScript when they are ASCII. */
const SHORT_TEXT = 64;

/** Two to the 32nd: splits a timestamp's microseconds into the int32 halves of an int8. */
const TWO_TO_32 = 4_294_967_296;

/**
 * The UTF-8 byte length of `text`: its length when it is short and ASCII (counted here: ids,
 * names and statuses, most of a flush's values), else Buffer.byteLength's.
 */
function utf8Length(text: string): number {
  const length = text.length;
  if (length > SHORT_TEXT) return Buffer.byteLength(text, "utf8");
  for (let index = 0; index < length; index += 1) {
    if (text.charCodeAt(index) > 0x7f) return Buffer.byteLength(text, "utf8");
  }
  return length;
}

/** Writes `value` as a big-endian int32 at `offset`; returns the offset after it. */
function putInt32(buffer: Buffer, value: number, offset: number): number {
  buffer[offset] = value >>> 24;
  buffer[offset + 1] = value >>> 16;
  buffer[offset + 2] = value >>> 8;
  buffer[offset + 3] = value;
  return offset + 4;
}

/** The array header: one dimension, whether a NULL is in it, element type, size, lower bound 1. */
function arrayBuffer(size: number, hasNull: boolean, kind: ColumnKind, count: number): Buffer {
  const buffer = Buffer.allocUnsafe(size);
  putInt32(buffer, 1, 0);
  putInt32(buffer, hasNull ? 1 : 0, 4);
  putInt32(buffer, ELEMENT_TYPES[kind], 8);
  putInt32(buffer, count, 12);
  putInt32(buffer, 1, 16);
  return buffer;
}

/** A text column: each element's byte length, then its UTF-8 bytes (NULL: length -1). */
function textArray(values: readonly unknown[]): Buffer {
  const count = values.length;
  const texts: (string | null)[] = new Array<string | null>(count);
  const lengths: number[] = new Array<number>(count);
  let size = HEADER_BYTES;
  let hasNull = false;
  for (let index = 0; index < count; index += 1) {
    const value = values[index];
    if (value === null || value === undefined) {
      hasNull = true;
      texts[index] = null;
      lengths[index] = -1;
      size += 4;
      continue;
    }
    const text = typeof value === "string" ? value : String(value);
    const length = utf8Length(text);
    texts[index] = text;
    lengths[index] = length;
    size += 4 + length;
  }
  const buffer = arrayBuffer(size, hasNull, "text", count);
  let offset = HEADER_BYTES;
  for (let index = 0; index < count; index += 1) {
    const length = lengths[index]!;
    offset = putInt32(buffer, length, offset);
    if (length <= 0) continue;
    const text = texts[index]!;
    if (length === text.length && length <= SHORT_TEXT) {
      for (let position = 0; position < length; position += 1) {
        buffer[offset + position] = text.charCodeAt(position);
      }
    } else {
      buffer.write(text, offset, length, "utf8");
    }
    offset += length;
  }
  return buffer;
}

/** An int4 or time column: every element 4 or 8 bytes after its length (NULL: length -1). */
function fixedArray(kind: "int" | "time", values: readonly unknown[]): Buffer {
  const count = values.length;
  const width = kind === "int" ? 4 : 8;
  let size = HEADER_BYTES;
  let hasNull = false;
  for (let index = 0; index < count; index += 1) {
    const value = values[index];
    if (value === null || value === undefined) {
      hasNull = true;
      size += 4;
    } else {
      size += 4 + width;
    }
  }
  const buffer = arrayBuffer(size, hasNull, kind, count);
  let offset = HEADER_BYTES;
  for (let index = 0; index < count; index += 1) {
    const value = values[index];
    if (value === null || value === undefined) {
      offset = putInt32(buffer, -1, offset);
    } else if (kind === "int") {
      if (typeof value !== "number" || (value | 0) !== value) {
        throw new Error(`not an int4: ${String(value)}`);
      }
      offset = putInt32(buffer, 4, offset);
      offset = putInt32(buffer, value, offset);
    } else {
      // Microseconds since 2000-01-01 are exact in a double (2^53 µs is 285 years).
      const microseconds = (epochMilliseconds(value) - POSTGRES_EPOCH_MS) * 1000;
      const high = Math.floor(microseconds / TWO_TO_32);
      offset = putInt32(buffer, 8, offset);
      offset = putInt32(buffer, high, offset);
      offset = putInt32(buffer, microseconds - high * TWO_TO_32, offset);
    }
  }
  return buffer;
}

/**
 * One column's values as a PostgreSQL one-dimensional array in the binary wire format
 * (array_recv: header, then per element its byte length, -1 for NULL, and its bytes): a Buffer,
 * which node-postgres sends as a binary parameter. The server copies each element as it is, with
 * no array or JSON text to parse and unescape (issue 10 item 9: the rows' JSON text, items'
 * payloads being JSON inside it, cost PostgreSQL ~8% of a W2 run's server time).
 *
 * `kind` text: each value as `String(value)`, UTF-8; int: an int4 (throws "not an int4" for a
 * non-integer or one out of range); time: a `timestamp` in microseconds since 2000-01-01 UTC
 * (values are Dates or epoch milliseconds, as UTC like the Prisma pg adapter writes them). null
 * and undefined: NULL. No values: a shared empty array (EMPTY_ARRAYS), not to be written to.
 * Short ASCII texts are measured and copied without a call into the
 * runtime per element: a flush's ~90 arrays hold some 14,000 values, most of them ids.
 */
export function binaryArray(kind: ColumnKind, values: readonly unknown[]): Buffer {
  if (values.length === 0) return EMPTY_ARRAYS[kind];
  return kind === "text" ? textArray(values) : fixedArray(kind, values);
}

/**
 * The empty array of each kind, made once: most of a flush's ~90 columns are empty (the tables
 * it has no rows for). Shared, so never written to (node-postgres only copies it).
 */
const EMPTY_ARRAYS: Record<ColumnKind, Buffer> = {
  text: textArray([]),
  int: fixedArray("int", []),
  time: fixedArray("time", []),
};

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

/**
 * Rows as column -> value objects (the row mappers' output) as one binary array per column of
 * `table`, in its column order: a column a row lacks is NULL, a Date a timestamp.
 */
export function tableColumnArrays(
  table: { columns: readonly string[]; kinds: readonly ColumnKind[] },
  rows: readonly Record<string, unknown>[],
): Buffer[] {
  return table.columns.map((column, index) =>
    binaryArray(
      table.kinds[index]!,
      rows.map((row) => row[column]),
    ),
  );
}
