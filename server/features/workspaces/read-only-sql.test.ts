import { describe, expect, it } from "vitest";
import { InputValidationError } from "../../runtime/errors";
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
