import { describe, expect, it } from "vitest";
import { binaryArray, columnArrays } from "./postgres-binary-array";

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

  it("refuses an int4 that is not an integer", () => {
    expect(() => binaryArray("int", [1.5])).toThrow("not an int4: 1.5");
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
});
