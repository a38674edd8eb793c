import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUTH_SECRET_FILE, resolveAuthSecret } from "./auth-secret";

describe("resolveAuthSecret", () => {
  it("uses BETTER_AUTH_SECRET when set, and writes nothing", () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "debrief-secret-")), "data");
    expect(resolveAuthSecret({ secret: "x".repeat(32), dataDir })).toBe("x".repeat(32));
    expect(() => statSync(dataDir)).toThrow(/ENOENT/);
  });

  it("generates a secret once into data/auth-secret (owner-only) and reads it on later starts", () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "debrief-secret-")), "data");
    const first = resolveAuthSecret({ dataDir });
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ dataDir })).toBe(first);
    const other = path.join(mkdtempSync(path.join(tmpdir(), "debrief-secret-")), "data");
    expect(resolveAuthSecret({ dataDir: other })).not.toBe(first);
  });
});
