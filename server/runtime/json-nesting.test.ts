import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-nesting";
import { redactJsonValue, TOO_DEEP_TO_KEEP } from "./redaction/structured-redaction";

const nested = (depth: number, leaf: unknown = 1): unknown =>
  JSON.parse(`${"[".repeat(depth)}${JSON.stringify(leaf)}${"]".repeat(depth)}`);

describe("JSON nesting, measured without recursion", () => {
  it("counts objects and arrays as levels, scalars as none", () => {
    expect(nestsDeeperThan("text", 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 2)).toBe(true);
    expect(nestsDeeperThan([[], [[[]]]], 3)).toBe(true);
    expect(nestsDeeperThan(nested(100_000), 64)).toBe(true);
  });

  it("lets redaction keep deep object arguments it can write, and replace ones it cannot", () => {
    const email = "ops.lead@example.com";
    expect(JSON.stringify(redactJsonValue({ deep: nested(300, email) }))).toBe(
      JSON.stringify({ deep: nested(300, "[redacted-email]") }),
    );
    expect(redactJsonValue({ deep: nested(50_000) })).toBe(TOO_DEEP_TO_KEEP);
  });
});
