import { describe, expect, it } from "vitest";
import { InputValidationError, NotFoundError } from "../server/runtime/errors";
import { commandExitCode, countOf, UsageError } from "./command-line";

/** Runs `main` through commandExitCode, keeping what it printed to standard error. */
async function outcome(main: () => Promise<number>) {
  const errors: string[] = [];
  const code = await commandExitCode("tool", "usage: tool", main, {
    print: () => undefined,
    printError: (line) => errors.push(line),
  });
  return { code, errors };
}

describe("command-line exit codes", () => {
  it("passes main's code through", async () => {
    expect(await outcome(() => Promise.resolve(3))).toEqual({ code: 3, errors: [] });
  });

  it("answers a usage error and an input validation error with 2, the reason and the usage", async () => {
    expect(await outcome(() => Promise.reject(new UsageError("--x is required")))).toEqual({
      code: 2,
      errors: ["tool: --x is required\n\nusage: tool"],
    });
    expect(
      await outcome(() => Promise.reject(new InputValidationError("no such cases: a"))),
    ).toEqual({ code: 2, errors: ["tool: no such cases: a\n\nusage: tool"] });
  });

  it("answers any other error with 1 and one line, no usage", async () => {
    expect(await outcome(() => Promise.reject(new NotFoundError("no run r1")))).toEqual({
      code: 1,
      errors: ["tool: no run r1"],
    });
  });

  it("answers an error with the command's own error code when it gives 1 a meaning", async () => {
    const errors: string[] = [];
    const output = { print: () => undefined, printError: (line: string) => errors.push(line) };
    const failed = () => Promise.reject(new Error("database down"));
    expect(await commandExitCode("audit", "usage: audit", failed, output, 3)).toBe(3);
    const usage = () => Promise.reject(new UsageError("--answer is required"));
    expect(await commandExitCode("audit", "usage: audit", usage, output, 3)).toBe(2);
    expect(errors).toEqual(["audit: database down", "audit: --answer is required\n\nusage: audit"]);
  });

  it("agrees the noun with the count", () => {
    expect([countOf(0, "case"), countOf(1, "case"), countOf(2, "case")]).toEqual([
      "0 cases",
      "1 case",
      "2 cases",
    ]);
    expect(countOf(1, "child", "children")).toBe("1 child");
    expect(countOf(3, "child", "children")).toBe("3 children");
  });
});
