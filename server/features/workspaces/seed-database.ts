import { mkdir, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { InputValidationError } from "../../runtime/errors";
import { redactText } from "../../runtime/redaction/redaction";
import { readConfinedText, shownName, type ConfinedFile } from "./confined-file";
import { MAX_BUILT_DATABASE_BYTES, runSeedIntoFile, type SeedRunOptions } from "./seed-worker";

export { MAX_BUILT_DATABASE_BYTES } from "./seed-worker";

/** Largest SQL seed read (the samples' are about 12 KB). */
export const MAX_SEED_BYTES = 16 * 1024 * 1024;

/** SQLite refused a statement of a seed (a 400: the seed is the caller's); `reason` is redacted. */
export class SeedStatementError extends InputValidationError {
  constructor(
    seedName: string,
    readonly reason: string,
  ) {
    super(`SQL seed ${seedName} does not build: ${reason}`);
  }
}

/** How a seed is built: its time and size limits (SeedRunOptions) and where it must lie. */
export interface SeedBuildOptions extends SeedRunOptions {
  /** The folder the seed must resolve inside at the read (default: the seed's own folder). */
  confinedTo?: string;
  /** How messages name the seed (default: its path relative to `confinedTo`). */
  shown?: string;
  /** The current time in ms since the epoch (default Date.now): ages stale scratch folders. */
  now?: () => number;
}

/**
 * A scratch folder older than this (by its modification time, ms) was left by a process killed
 * mid-build (a build is stopped after its time limit, 10 s by default): the next build of the
 * same file removes it.
 */
export const STALE_SCRATCH_AGE_MS = 60 * 60 * 1000;

/**
 * Remove the scratch folders `prefix`* in `folder` older than STALE_SCRATCH_AGE_MS (a process
 * killed during a build cannot clean up after itself); younger ones may be another process's
 * build in progress and stay. Errors removing one are ignored (another process may be at it).
 */
async function removeStaleScratch(folder: string, prefix: string, now: number): Promise<void> {
  const entries = await readdir(folder).catch(() => [] as string[]);
  for (const entry of entries) {
    if (!entry.startsWith(prefix)) continue;
    const scratch = path.join(folder, entry);
    const modified = await stat(scratch).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - modified > STALE_SCRATCH_AGE_MS) {
      await rm(scratch, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

/**
 * Build a SQLite file from a seed atomically, in a child process with a time limit
 * (seed-worker.ts: SeedTimeoutError naming the seed and the limit) and a size cap
 * (`maxDatabaseBytes`, default MAX_BUILT_DATABASE_BYTES = 256 MiB: a SeedStatementError saying
 * "the database it builds would be larger than the limit of N bytes"). The seed is read confined
 * (confined-file.ts: inside `confinedTo` at the read, a regular text file of at most
 * MAX_SEED_BYTES; WorkspaceAccessError or NotFoundError otherwise). The child writes the file
 * itself, into a private scratch folder beside `databasePath` (with its journal); the file is
 * then renamed onto `databasePath` (same file system: no copy) and the folder is removed on
 * every path, so a seed stopped at a limit leaves nothing (and a scratch folder a killed process
 * left, older than STALE_SCRATCH_AGE_MS, is removed by the next build of the same file). This process does only asynchronous
 * file work (mkdir, mkdtemp, stat, rename, rm): a large build never holds the event loop. The
 * seed may not reach other files nor lift the cap (seed-sql.ts: no ATTACH, DETACH, VACUUM,
 * page_size or max_page_count): InputValidationError; SQLite's own error in a statement is an
 * InputValidationError too (the seed is the caller's), its message redacted, naming the seed
 * as `shown`, never by its server path.
 */
export async function buildDatabaseFromSeed(
  seedSqlPath: string,
  databasePath: string,
  options: SeedBuildOptions = {},
): Promise<void> {
  const seed: ConfinedFile = {
    folder: options.confinedTo ?? path.dirname(seedSqlPath),
    file: seedSqlPath,
    ...(options.shown === undefined ? {} : { shown: options.shown }),
  };
  const name = shownName(seed);
  const sql = await readConfinedText(seed, MAX_SEED_BYTES);
  const maxDatabaseBytes = options.maxDatabaseBytes ?? MAX_BUILT_DATABASE_BYTES;
  const tooLarge = () =>
    new SeedStatementError(
      name,
      `the database it builds would be larger than the limit of ${maxDatabaseBytes} bytes (a seed builds at most ${describeBytes(maxDatabaseBytes)})`,
    );
  const folder = path.dirname(databasePath);
  const prefix = `.${path.basename(databasePath)}.build-`;
  await mkdir(folder, { recursive: true });
  await removeStaleScratch(folder, prefix, (options.now ?? Date.now)());
  const scratch = await mkdtemp(path.join(folder, prefix));
  try {
    const built = path.join(scratch, "seed.db");
    await runSeedIntoFile(name, sql, built, { ...options, maxDatabaseBytes }).catch(
      (error: unknown) => {
        if (error instanceof Database.SqliteError && error.code === "SQLITE_FULL") {
          throw tooLarge();
        }
        if (!(error instanceof Database.SqliteError) && !(error instanceof RangeError)) throw error;
        throw new SeedStatementError(name, redactText(error.message).slice(0, 300));
      },
    );
    if ((await stat(built)).size > maxDatabaseBytes) throw tooLarge();
    await rename(built, databasePath);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A byte count as people read it: "256 MiB", "64 KiB", else "N bytes". */
function describeBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
