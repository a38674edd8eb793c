import { describe, expect, it } from "vitest";
import { binaryArray, columnArrays, tableColumnArrays } from "./postgres-binary-array";

/** The int32s of a buffer from `start` (big-endian, as array_recv reads them). */
const int32s = (buffer: Buffer, start: number, count: number) =>
  Array.from({ length: count }, (_, index) => buffer.readInt32BE(start + index * 4));

describe("binaryArray", () => {
  it("writes text as UTF-8 elements with their byte lengths, NULL as -1, and flags the NULL", () => {
    const buffer = binaryArray("text", ['{"a":"é\\""}', null, ""]);
    // ndim 1, has NULL, element type text (25), 3 elements from index 1.
    expect(int32s(buffer, 0, 5)).toEqual([1, 1, 25, 3, 1]);
    const first = Buffer.from('{"a":"é\\""}', "utf8");
    expect(buffer.readInt32BE(20)).toBe(first.length);
    expect(buffer.subarray(24, 24 + first.length).toString("utf8")).toBe('{"a":"é\\""}');
    expect(int32s(buffer, 24 + first.length, 2)).toEqual([-1, 0]);
    expect(buffer.length).toBe(24 + first.length + 8);
  });

  it("writes int4 elements and timestamps as microseconds since 2000-01-01 UTC", () => {
    expect(int32s(binaryArray("int", [7, -1]), 0, 9)).toEqual([1, 0, 23, 2, 1, 4, 7, 4, -1]);
    const times = binaryArray("time", [new Date(Date.UTC(2000, 0, 1, 0, 0, 1, 500)), 0]);
    expect(int32s(times, 0, 6)).toEqual([1, 0, 1114, 2, 1, 8]);
    expect(times.readBigInt64BE(24)).toBe(1_500_000n);
    expect(times.readBigInt64BE(36)).toBe(-946_684_800_000_000n);
  });

  it("writes an empty array with no elements, the same buffer each time", () => {
    const empty = binaryArray("time", []);
    expect(int32s(empty, 0, 5)).toEqual([1, 0, 1114, 0, 1]);
    expect(empty.length).toBe(20);
    expect(binaryArray("time", [])).toBe(empty);
    expect(int32s(binaryArray("text", []), 0, 5)).toEqual([1, 0, 25, 0, 1]);
  });

  it("refuses an int4 that is not an integer or out of range", () => {
    expect(() => binaryArray("int", [1.5])).toThrow("not an int4: 1.5");
    expect(() => binaryArray("int", [2 ** 31])).toThrow("not an int4: 2147483648");
    expect(() => binaryArray("int", ["7"])).toThrow("not an int4: 7");
    expect(int32s(binaryArray("int", [-(2 ** 31), 2 ** 31 - 1]), 20, 4)).toEqual([
      4,
      -(2 ** 31),
      4,
      2 ** 31 - 1,
    ]);
  });

  it("writes long, non-ASCII and non-string values as their UTF-8 text", () => {
    const long = "a".repeat(65);
    const longAccented = `${"é".repeat(40)}\u{1F600}`;
    const values = [long, longAccented, "x\u{1F600}", 42, true];
    const buffer = binaryArray("text", values);
    const texts: string[] = [];
    let offset = 20;
    for (let index = 0; index < values.length; index += 1) {
      const length = buffer.readInt32BE(offset);
      texts.push(buffer.subarray(offset + 4, offset + 4 + length).toString("utf8"));
      offset += 4 + length;
    }
    expect(texts).toEqual([long, longAccented, "x\u{1F600}", "42", "true"]);
    expect(offset).toBe(buffer.length);
  });

  it("writes timestamps given as epoch milliseconds and refuses one that is not a time", () => {
    const times = binaryArray("time", [Date.UTC(2026, 11, 2, 18, 0, 0, 123)]);
    expect(times.readBigInt64BE(24)).toBe(
      BigInt(Date.UTC(2026, 11, 2, 18, 0, 0, 123) - Date.UTC(2000, 0, 1)) * 1000n,
    );
    expect(() => binaryArray("time", ["soon"])).toThrow("not a time: soon");
  });

  it("splits rows into one array per column", () => {
    const [ids, counts] = columnArrays(
      ["text", "int"],
      [
        ["a", 1],
        ["b", 2],
      ],
    );
    expect(int32s(ids!, 0, 5)).toEqual([1, 0, 25, 2, 1]);
    expect(int32s(counts!, 20, 4)).toEqual([4, 1, 4, 2]);
  });

  it("reads rows given as objects by column name: a missing column is NULL, a Date a timestamp", () => {
    const [ids, counts, times] = tableColumnArrays(
      { columns: ["id", "count", "at"], kinds: ["text", "int", "time"] },
      [
        { id: "a", at: new Date(Date.UTC(2000, 0, 1)) },
        { id: "b", count: 3, at: 0 },
      ],
    );
    expect(int32s(ids!, 0, 5)).toEqual([1, 0, 25, 2, 1]);
    expect(int32s(counts!, 0, 8)).toEqual([1, 1, 23, 2, 1, -1, 4, 3]);
    expect(times!.readBigInt64BE(24)).toBe(0n);
  });
});
