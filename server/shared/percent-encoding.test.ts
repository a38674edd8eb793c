import { describe, expect, it } from "vitest";
import { hasMalformedPercentEncoding } from "./percent-encoding";

const MALFORMED = [
  "/api/trpc/runs.list%E0%A4%A",
  "/api/trpc/%ZZ",
  "/api/auth/%E0%A4%A",
  "/runs/%E0%A4%A",
  "/runs/%",
  "/runs/%C3",
];

describe("hasMalformedPercentEncoding", () => {
  it("is true for escapes that do not decode", () => {
    for (const path of MALFORMED) expect(hasMalformedPercentEncoding(path)).toBe(true);
  });

  it("is false for plain and well-formed paths", () => {
    for (const path of ["/runs/run_1", "/api/trpc/runs.list%2Cruns.get", "/runs/%E0%A4%A4", "/"]) {
      expect(hasMalformedPercentEncoding(path)).toBe(false);
    }
  });
});
