import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { InputValidationError, isDebriefError } from "../../runtime/errors";
import { openConfinedFile } from "./confined-file";
import { MAX_DATABASE_BYTES } from "./file-workspace";
import { buildDatabaseFromSeed, SeedStatementError } from "./seed-database";
import type { WorkspaceRoots } from "./workspace-roots";

/**
 * Checks of a workspace registration before it is stored (workspace-registry.ts): a folder
 * confined to the workspace roots, and a SQLite file that opens or a `.sql` seed that builds
 * within its size cap.
 */

/** A file name ending that marks a registered database as a SQL seed. */
export const SQL_SEED_EXTENSION = ".sql";

/** What `validateRegistration` accepts. */
export interface WorkspaceRegistrationInput {
  name: string;
  rootPath: string;
  databasePath?: string | null;
}

/** A registration that passed validation (trimmed, absolute paths). */
export interface ValidatedRegistration {
  name: string;
  rootPath: string;
  databasePath: string | null;
}

/** How a registered `.sql` seed is built, at registration and at first use. */
export interface SeedCheckOptions {
  /** Cap on the database a seed builds, in bytes (default MAX_BUILT_DATABASE_BYTES, 256 MiB). */
  maxDatabaseBytes?: number;
  /** Where a registration's check build goes, removed on every path (default: os.tmpdir()). */
  scratchFolder?: string;
}

/**
 * Validate a registration: a non-empty name, a folder strictly inside a workspace root, and
 * optionally a database inside a root — a file that opens as SQLite, or a `.sql` seed that
 * builds within its size cap (`seedChecks`). Paths come back as real paths. Throws
 * InputValidationError with the reason.
 */
export async function validateWorkspaceRegistration(
  input: WorkspaceRegistrationInput,
  roots: WorkspaceRoots,
  seedChecks: SeedCheckOptions = {},
): Promise<ValidatedRegistration> {
  const name = (input.name ?? "").trim();
  if (name === "") {
    throw new InputValidationError("workspace name is required");
  }
  if (name.length > 100) {
    throw new InputValidationError("workspace name must be at most 100 characters");
  }
  const rootPath = await roots.confine(input.rootPath ?? "", "folder");
  if (!(await stat(rootPath)).isDirectory()) {
    throw new InputValidationError(`workspace folder is not a directory: ${input.rootPath.trim()}`);
  }
  const databaseText = (input.databasePath ?? "").trim();
  if (databaseText === "") {
    return { name, rootPath, databasePath: null };
  }
  const databasePath = await roots.confine(databaseText, "database");
  if (!(await stat(databasePath)).isFile()) {
    throw new InputValidationError(`database is not a file: ${databaseText}`);
  }
  if (databasePath.endsWith(SQL_SEED_EXTENSION)) {
    await assertSeedBuilds(databasePath, databaseText, seedChecks);
  } else {
    await assertOpensAsSqlite(databasePath, databaseText);
  }
  return { name, rootPath, databasePath };
}

/**
 * Build the seed into a scratch folder to show it works within its size cap (asynchronous file
 * work only; the folder is removed on every path); InputValidationError otherwise.
 */
async function assertSeedBuilds(
  seedPath: string,
  shownPath: string,
  seedChecks: SeedCheckOptions,
): Promise<void> {
  const scratch = await mkdtemp(path.join(seedChecks.scratchFolder ?? tmpdir(), "debrief-seed-"));
  try {
    await buildDatabaseFromSeed(seedPath, path.join(scratch, "check.db"), {
      ...(seedChecks.maxDatabaseBytes === undefined
        ? {}
        : { maxDatabaseBytes: seedChecks.maxDatabaseBytes }),
    });
  } catch (error) {
    const reason =
      error instanceof SeedStatementError
        ? error.reason
        : error instanceof Error
          ? error.message
          : String(error);
    throw new InputValidationError(`SQL seed does not build: ${shownPath} (${reason})`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Open the database read-only to show it is SQLite; InputValidationError otherwise. The file is
 * first checked on an open handle (confined-file.ts: a regular file with one link, at most
 * MAX_DATABASE_BYTES, no FIFO that would block SQLite's open in this process).
 */
async function assertOpensAsSqlite(databasePath: string, shownPath: string): Promise<void> {
  const opened = await openConfinedFile(
    { folder: path.dirname(databasePath), file: databasePath, shown: shownPath },
    MAX_DATABASE_BYTES,
  ).catch((error: unknown) => {
    if (!isDebriefError(error)) throw error;
    throw new InputValidationError(`database file cannot be used: ${error.message}`);
  });
  await opened.handle.close();
  let db: Database.Database | null = null;
  try {
    db = new Database(opened.realPath, { readonly: true, fileMustExist: true });
    db.prepare("SELECT count(*) FROM sqlite_master").pluck().get();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InputValidationError(
      `database file does not open as SQLite: ${shownPath} (${reason})`,
    );
  } finally {
    db?.close();
  }
}
