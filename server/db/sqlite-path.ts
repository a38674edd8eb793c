import path from "node:path";

/** The SQLite URL used when DATABASE_URL is not set (relative to the repository root). */
export const DEFAULT_DATABASE_URL = "file:./data/debrief.db";

/**
 * The absolute file path of a SQLite `file:` URL (or a plain path). Relative paths resolve
 * against `baseDir` (the process's working directory, i.e. the repository root for every
 * npm script). A query string (`?connection_limit=1`) is ignored.
 */
export function sqliteFilePath(databaseUrl: string, baseDir: string = process.cwd()): string {
  let location = databaseUrl.trim();
  if (location.startsWith("file://")) location = location.slice("file://".length);
  else if (location.startsWith("file:")) location = location.slice("file:".length);
  const query = location.indexOf("?");
  if (query >= 0) location = location.slice(0, query);
  if (location === "") throw new Error(`DATABASE_URL has no file path: ${databaseUrl}`);
  return path.resolve(baseDir, location);
}
