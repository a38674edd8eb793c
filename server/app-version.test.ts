import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readAppVersion } from "./app-version";

describe("readAppVersion", () => {
  it("is the package version and the commit, or the version alone outside a git checkout", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "debrief-version-"));
    try {
      writeFileSync(path.join(folder, "package.json"), JSON.stringify({ version: "2.3.4" }));
      expect(readAppVersion(folder, "0123456789abcdef0123")).toBe("2.3.4+0123456789ab");
      expect(readAppVersion(folder, undefined)).toMatch(/^2\.3\.4(\+[0-9a-f]{12})?$/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(readAppVersion(path.resolve(__dirname, ".."), undefined)).toMatch(
      /^0\.1\.0\+[0-9a-f]{12}$/,
    );
  });
});
