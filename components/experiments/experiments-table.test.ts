import { describe, expect, it } from "vitest";
import { experimentsEmptyText } from "./experiments-table";

describe("experimentsEmptyText", () => {
  it("points at the form only for a role that can start an experiment", () => {
    expect(experimentsEmptyText(true)).toBe(
      "Start one with the form: every case of a dataset in every return mode.",
    );
    expect(experimentsEmptyText(false)).toBe(
      "An engineer, operator or admin starts them; they appear here with their results.",
    );
    expect(experimentsEmptyText(false)).not.toContain("form");
  });
});
