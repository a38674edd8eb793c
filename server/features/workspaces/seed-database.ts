import { randomUUID } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { InputValidationError } from "../../runtime/errors";
import { redactText } from "../../runtime/redaction/redaction";
import { readConfinedText, shownName, type ConfinedFile } from "./confined-file";
import { runSeedIntoFile, type SeedRunOptions } from "./seed-worker";

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

/** How a seed is built: its time limit (SeedRunOptions) and where it must lie. */
export interface SeedBuildOptions extends SeedRunOptions {
  /** The folder the seed must resolve inside at the read (default: the seed's own folder). */
  confinedTo?: string;
  /** How messages name the seed (default: its path relative to `confinedTo`). */
  shown?: string;
}

/**
 * Build a SQLite file from a seed atomically, in a child process with a time limit
 * (seed-worker.ts: SeedTimeoutError naming the seed and the limit). The seed is read confined
 * (confined-file.ts: inside `confinedTo` at the read, a regular text file of at most
 * MAX_SEED_BYTES; WorkspaceAccessError or NotFoundError otherwise). The child builds into a
 * private scratch folder (a seed stopped at its limit leaves a partial file there; the folder
 * is removed, so nothing of it is left beside the database), then the file is copied beside
 * `databasePath` and renamed onto it. The seed may not reach other files (seed-sql.ts: no
 * ATTACH, DETACH or VACUUM): InputValidationError; SQLite's own error in a statement is an
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
  const sql = await readConfinedText(seed, MAX_SEED_BYTES);
  mkdirSync(path.dirname(databasePath), { recursive: true });
  const scratch = mkdtempSync(path.join(tmpdir(), "debrief-seed-build-"));
  const temporary = `${databasePath}.${randomUUID()}.tmp`;
  try {
    const built = path.join(scratch, "seed.db");
    await runSeedIntoFile(shownName(seed), sql, built, options).catch((error: unknown) => {
      if (!(error instanceof Database.SqliteError) && !(error instanceof RangeError)) throw error;
      throw new SeedStatementError(shownName(seed), redactText(error.message).slice(0, 300));
    });
    copyFileSync(built, temporary);
    renameSync(temporary, databasePath);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
