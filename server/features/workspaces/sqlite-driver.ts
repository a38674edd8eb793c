import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Resolves the SQLite driver (better-sqlite3) for the child processes that run SQL
 * (sql-child.ts: sql-runner.ts, seed-worker.ts).
 */

let resolvedDriver: string | null | undefined;

/** Where better-sqlite3 lives, for a child's require; null when it cannot be resolved. */
export function driverPath(): string | null {
  if (resolvedDriver !== undefined) {
    return resolvedDriver;
  }
  resolvedDriver = null;
  const bases = [() => import.meta.url, () => pathToFileURL(path.join(process.cwd(), "x.js")).href];
  for (const base of bases) {
    try {
      resolvedDriver = createRequire(base()).resolve("better-sqlite3");
      break;
    } catch {
      // try the next base
    }
  }
  return resolvedDriver;
}
