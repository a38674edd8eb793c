import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every .tsx file under `folder`, recursively. */
function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

describe("long paths and ids in the UI", () => {
  it("wrap with overflow-wrap: anywhere, never word-break: break-all (which splits a file from its line number)", () => {
    const root = process.cwd();
    const files = [
      ...componentFiles(path.join(root, "components")),
      ...componentFiles(path.join(root, "app")),
    ];
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) =>
      /className=[^>]*\bbreak-all\b/.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
