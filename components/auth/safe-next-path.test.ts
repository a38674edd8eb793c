import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeNextPath("/runs/run_1?tab=audit#flag-2")).toBe("/runs/run_1?tab=audit#flag-2");
    expect(safeNextPath("/experiments")).toBe("/experiments");
  });

  it("sends everything that could leave the site home", () => {
    for (const next of [
      null,
      undefined,
      "",
      "https://evil.example/phish",
      "//evil.example/phish",
      "/\\evil.example",
      "/\t/evil.example/phish",
      "/\n/evil.example/phish",
      "/\r/evil.example",
      "/%09/evil.example",
      " /runs",
      "javascript:alert(1)",
    ]) {
      const target = safeNextPath(next);
      expect(new URL(target, "https://debrief.example").origin, String(next)).toBe(
        "https://debrief.example",
      );
    }
    expect(safeNextPath("/\t/evil.example/phish")).toBe("/");
    expect(safeNextPath("/\n/evil.example/phish")).toBe("/");
    expect(safeNextPath("//evil.example")).toBe("/");
  });
});
