import { describe, expect, it } from "vitest";
import { readableErrorMessage } from "./error-text";

describe("readableErrorMessage", () => {
  it("drops Prisma's invocation preamble and blank lines, keeping the cause and its code", () => {
    const error = Object.assign(
      new Error("\nInvalid `prisma.run.create()` invocation:\n\n\nOperation has timed out"),
      { code: "P1008" },
    );
    expect(readableErrorMessage(error)).toBe("P1008: Operation has timed out");
  });

  it("leaves other messages as one line and non-errors as text", () => {
    expect(readableErrorMessage(new Error("draining:\n  new runs are refused"))).toBe(
      "draining: new runs are refused",
    );
    expect(readableErrorMessage("plain")).toBe("plain");
  });
});
