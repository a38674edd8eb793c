import { describe, expect, it } from "vitest";
import { runPagePath } from "./run-page-path";

/**
 * A run page's address holding a short id (/runs/13262722, as the pages show it) redirects to
 * the run's own address of the same page: /runs/13262722/audit went to the run page, not its
 * audit.
 */
describe("a run page's own address", () => {
  it("keeps the page it was asked for: the run, or its audit", () => {
    expect(runPagePath("run_13262722-e5b", "run")).toBe("/runs/run_13262722-e5b");
    expect(runPagePath("run_13262722-e5b", "audit")).toBe("/runs/run_13262722-e5b/audit");
  });

  it("encodes the id", () => {
    expect(runPagePath("run_a/b", "audit")).toBe("/runs/run_a%2Fb/audit");
  });
});
