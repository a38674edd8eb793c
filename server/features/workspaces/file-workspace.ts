import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { InputValidationError, NotFoundError, WorkspaceAccessError } from "../../runtime/errors";
import type {
  Clock,
  DatabaseTable,
  SkippedWorkspaceFile,
  SqlQueryResult,
  WorkspacePort,
} from "../../runtime/ports";
import { openConfinedFile, type ConfinedFile } from "./confined-file";
import { pathSystemError } from "./path-errors";
import { assertReadOnlySqlText } from "./read-only-sql";
import { openRegularFile, readRegularFile, readUpTo } from "./regular-file";
import { buildDatabaseFromSeed, MAX_SEED_BYTES } from "./seed-database";
import { DEFAULT_QUERY_TIMEOUT_MS, runReadOnlyQuery } from "./sql-runner";
import { WorkspaceFolder } from "./workspace-folder";

/** Files larger than this are left out of listFiles and refused by readFile. */
export const MAX_WORKSPACE_FILE_BYTES = 512 * 1024;
/** Largest SQLite database file a workspace may query. */
export const MAX_DATABASE_BYTES = 1024 * 1024 * 1024;
/** Default row limit of querySql. */
export const DEFAULT_ROW_LIMIT = 500;

/**
 * The folder holding a workspace's escalation history (the parent's context: ticket thread,
 * notes, policy). It is not research material: the tools neither list nor read it, so a
 * child researches without the parent's history in its window (seed 000).
 */
export const ESCALATION_HISTORY_DIRECTORY = "escalation-history";

const SKIPPED_DIRECTORIES = new Set(["node_modules", ".git", ESCALATION_HISTORY_DIRECTORY]);
const BINARY_SNIFF_BYTES = 8000;

/** Where a FileWorkspace reads from. */
export interface FileWorkspaceOptions {
  id: string;
  name: string;
  /** The folder the workspace is confined to. */
  rootPath: string;
  /** A SQLite file; with `seedSqlPath`, the path the database is built into. */
  databasePath?: string | null;
  /** A SQL seed: the database is built from it once, and rebuilt when the seed is newer. */
  seedSqlPath?: string | null;
  /** Time limit of one query (default 10 s); the query runs in a child process, killed past it. */
  queryTimeoutMs?: number;
  /** The clock query time limits run on (default: real time; tests pass a manual one). */
  queryClock?: Pick<Clock, "setTimer">;
  /**
   * The root's real path as the registry confirmed it inside the workspace roots (default: its
   * real path at first use). Every walk and read is refused once the root resolves elsewhere.
   */
  pinnedRealRoot?: string | null;
  /** Cap on the database built from `seedSqlPath`, in bytes (default: seed-database.ts's). */
  maxSeedDatabaseBytes?: number;
}

/**
 * A workspace over a folder and an optional SQLite database. Every path is confined to the
 * root (no absolute paths, no `..` escapes, no symlinks out); SQL is read-only (the database
 * is opened read-only and only one SELECT/WITH/EXPLAIN/read-PRAGMA statement is accepted).
 */
export class FileWorkspace implements WorkspacePort {
  readonly id: string;
  readonly name: string;
  readonly hasDatabase: boolean;
  private readonly rootPath: string;
  private readonly databasePath: string | null;
  private readonly seedSqlPath: string | null;
  private readonly queryTimeoutMs: number;
  private readonly queryClock: Pick<Clock, "setTimer"> | undefined;
  private readonly folder: WorkspaceFolder;
  private readonly maxSeedDatabaseBytes: number | undefined;

  constructor(options: FileWorkspaceOptions) {
    this.id = options.id;
    this.name = options.name;
    this.rootPath = path.resolve(options.rootPath);
    this.databasePath = options.databasePath ? path.resolve(options.databasePath) : null;
    this.seedSqlPath = options.seedSqlPath ? path.resolve(options.seedSqlPath) : null;
    this.hasDatabase = this.databasePath !== null;
    this.queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    this.queryClock = options.queryClock;
    this.maxSeedDatabaseBytes = options.maxSeedDatabaseBytes;
    this.folder = new WorkspaceFolder(this.rootPath, this.name, options.pinnedRealRoot ?? null);
  }

  /**
   * Every readable text file (≤ 512 KB, not binary, outside node_modules/.git/escalation-history), sorted.
   * WorkspaceAccessError, with nothing listed, when the root no longer resolves to its pinned
   * real path (workspace-folder.ts: swapped for a symlink) or a folder changes while listed.
   */
  async listFiles(): Promise<string[]> {
    const root = await this.resolveRoot();
    const files: string[] = [];
    await this.walk(root, root, "", files, []);
    return files.sort(compareStrings);
  }

  /** What listFiles leaves out: large, binary and special files, links out, ignored folders. */
  async listSkippedFiles(): Promise<SkippedWorkspaceFile[]> {
    const root = await this.resolveRoot();
    const skipped: SkippedWorkspaceFile[] = [];
    await this.walk(root, root, "", [], skipped);
    return skipped.sort((a, b) => compareStrings(a.path, b.path));
  }

  /**
   * The text of one file. Only regular files with one hard link, at most 512 KB, not binary
   * (regular-file.ts: FIFOs, devices, sockets and hard links are refused; async I/O only).
   */
  async readFile(relativePath: string): Promise<string> {
    const target = await this.resolveInside(relativePath);
    const bytes = await readRegularFile(target, relativePath, MAX_WORKSPACE_FILE_BYTES);
    // The root swapped between the check and the read: what was read is not returned.
    await this.resolveRoot();
    if (isBinary(bytes)) {
      throw new WorkspaceAccessError(`binary file, not readable as text: ${relativePath}`);
    }
    return bytes.toString("utf8");
  }

  async querySql(sql: string, rowLimit: number = DEFAULT_ROW_LIMIT): Promise<SqlQueryResult> {
    if (!Number.isInteger(rowLimit) || rowLimit < 1) {
      throw new InputValidationError(`row limit must be a positive integer, got ${rowLimit}`);
    }
    assertReadOnlySqlText(sql);
    const databasePath = await this.ensureDatabase();
    return runReadOnlyQuery(
      { databasePath, sql, rowLimit },
      { timeoutMs: this.queryTimeoutMs, clock: this.queryClock },
    );
  }

  async describeDatabase(): Promise<DatabaseTable[]> {
    if (!this.hasDatabase) {
      return [];
    }
    const db = await this.openDatabase();
    try {
      const names = db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .pluck()
        .all() as string[];
      return names.map((name) => ({
        name,
        columns: (db.pragma(`table_info(${quoteIdentifier(name)})`) as { name: string }[]).map(
          (column) => column.name,
        ),
      }));
    } finally {
      db.close();
    }
  }

  /**
   * The database to query, checked at every use (confined-file.ts; a file swapped for a symlink
   * out of its folder since registration is refused: WorkspaceAccessError): the registered
   * SQLite file's real path, or the database built from the seed, built again when it is
   * missing or older than the seed.
   */
  private async ensureDatabase(): Promise<string> {
    const databasePath = this.databasePath;
    if (databasePath === null) {
      throw new NotFoundError("this workspace has no database");
    }
    if (this.seedSqlPath === null) {
      const opened = await openConfinedFile(
        await this.confinedFile(databasePath),
        MAX_DATABASE_BYTES,
      ).catch(renameMissing(`database file not found: ${this.shownPath(databasePath)}`));
      await opened.handle.close();
      return opened.realPath;
    }
    const seed = await this.confinedFile(this.seedSqlPath);
    const opened = await openConfinedFile(seed, MAX_SEED_BYTES).catch(
      renameMissing(`database seed not found: ${this.shownPath(this.seedSqlPath)}`),
    );
    await opened.handle.close();
    const built = await stat(databasePath).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    const builtTime = built?.mtimeMs ?? -1;
    if (builtTime < opened.info.mtimeMs) {
      await buildDatabaseFromSeed(this.seedSqlPath, databasePath, {
        confinedTo: seed.folder,
        shown: seed.shown,
        ...(this.maxSeedDatabaseBytes === undefined
          ? {}
          : { maxDatabaseBytes: this.maxSeedDatabaseBytes }),
      });
    }
    return databasePath;
  }

  /**
   * A database or seed of this workspace as confined-file.ts reads it: inside the workspace
   * folder (which must still resolve to its pinned real path), or (a registered file elsewhere
   * in the workspace roots, confirmed by the registry when it built this workspace) inside its
   * own folder.
   */
  private async confinedFile(file: string): Promise<ConfinedFile> {
    const inside = isInside(this.rootPath, file) && file !== this.rootPath;
    return {
      folder: inside ? this.rootPath : path.dirname(file),
      ...(inside ? { folderRealPath: await this.resolveRoot() } : {}),
      file,
      shown: this.shownPath(file),
    };
  }

  private async openDatabase(): Promise<Database.Database> {
    const databasePath = await this.ensureDatabase();
    const db = new Database(databasePath, { readonly: true, fileMustExist: true });
    db.pragma("query_only = ON");
    return db;
  }

  /**
   * A file of this workspace as its messages name it (they reach transcripts, the model and
   * every role): its path relative to the workspace root, or only its name for a file outside
   * the root (a registered database elsewhere); never the server's absolute path.
   */
  private shownPath(file: string): string {
    return isInside(this.rootPath, file)
      ? path.relative(this.rootPath, file)
      : `${path.basename(file)} (outside the workspace folder)`;
  }

  /** The root's real path, resolved again at every use (WorkspaceFolder.resolve's errors). */
  private resolveRoot(): Promise<string> {
    return this.folder.resolve();
  }

  /** The real path of `relativePath`, or the access/not-found error that names it. */
  private async resolveInside(relativePath: string): Promise<string> {
    if (typeof relativePath !== "string" || relativePath.trim() === "") {
      throw new WorkspaceAccessError("invalid path: the path is empty");
    }
    if (relativePath.includes("\0")) {
      throw new WorkspaceAccessError(`invalid path: ${JSON.stringify(relativePath)}`);
    }
    if (path.posix.isAbsolute(relativePath) || path.win32.isAbsolute(relativePath)) {
      throw new WorkspaceAccessError(
        `absolute paths are not allowed: ${relativePath} (use a path relative to the workspace root)`,
      );
    }
    const lexical = path.resolve(this.rootPath, relativePath);
    if (!isInside(this.rootPath, lexical)) {
      throw new WorkspaceAccessError(`path escapes the workspace: ${relativePath}`);
    }
    const root = await this.resolveRoot();
    // Any folder of that name, like the listing (a nested workspace keeps its history too).
    const historyRefusal = new WorkspaceAccessError(
      `${ESCALATION_HISTORY_DIRECTORY}/ is the escalation's history (the parent's context), not research material: ${relativePath}`,
    );
    if (inEscalationHistory(this.rootPath, lexical)) throw historyRefusal;
    let real: string;
    try {
      real = await realpath(lexical);
    } catch (error) {
      if (isMissing(error)) {
        throw new NotFoundError(`file not found: ${relativePath}`);
      }
      throw pathSystemError(error, relativePath);
    }
    if (!isInside(root, real)) {
      throw new WorkspaceAccessError(
        `path resolves outside the workspace through a symlink: ${relativePath}`,
      );
    }
    // A symlink into the history (a file's, or a folder's) is refused like the history itself.
    if (inEscalationHistory(root, real)) throw historyRefusal;
    return real;
  }

  /**
   * Add the files under `directory` (a real path under the root's real path `root`) to `files`
   * and `skipped`; each directory is read through WorkspaceFolder.readDirectory, which checks
   * the root and the directory before and after the listing.
   */
  private async walk(
    root: string,
    directory: string,
    prefix: string,
    files: string[],
    skipped: SkippedWorkspaceFile[],
  ): Promise<void> {
    const entries = await this.folder.readDirectory(directory);
    for (const entry of entries) {
      const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      const absolute = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (SKIPPED_DIRECTORIES.has(entry.name)) {
          skipped.push({ path: `${relative}/`, reason: "ignored_folder" });
        } else {
          await this.walk(root, absolute, relative, files, skipped);
        }
        continue;
      }
      let target = absolute;
      if (entry.isSymbolicLink()) {
        // Follow links to files inside the root only; linked folders are skipped (no cycles).
        const real = await realpath(absolute).catch(() => null);
        if (real === null || !isInside(root, real)) {
          skipped.push({ path: relative, reason: "link_outside" });
          continue;
        }
        if (inEscalationHistory(root, real)) {
          skipped.push({ path: relative, reason: "ignored_folder" });
          continue;
        }
        target = real;
      }
      const info = await stat(target).catch(() => null);
      // FIFOs, devices, sockets, hard links, large and binary files are not listed.
      if (info === null || !info.isFile() || info.nlink > 1) {
        // A linked folder is not followed (no cycles) and not worth naming.
        if (info?.isDirectory() !== true)
          skipped.push({ path: relative, reason: "not_regular_file" });
        continue;
      }
      if (info.size > MAX_WORKSPACE_FILE_BYTES) {
        skipped.push({ path: relative, reason: "too_large", bytes: info.size });
        continue;
      }
      const kind = await sniffKind(target);
      if (kind === "text") files.push(relative);
      else skipped.push({ path: relative, reason: kind });
    }
  }
}

/** A rejection handler that throws a NotFoundError as one saying `message`, anything else as it is. */
function renameMissing(message: string): (error: unknown) => never {
  return (error) => {
    throw error instanceof NotFoundError ? new NotFoundError(message) : error;
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return (
    relative === "" ||
    (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative))
  );
}

/** True when `file` (under `root`) lies in a folder named ESCALATION_HISTORY_DIRECTORY, at any depth. */
function inEscalationHistory(root: string, file: string): boolean {
  return path
    .relative(root, file)
    .split(path.sep)
    .slice(0, -1)
    .includes(ESCALATION_HISTORY_DIRECTORY);
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

function isBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

/** Whether a file reads as text, is binary, or is no longer a regular file with one link (a swap). */
async function sniffKind(filePath: string): Promise<"text" | "binary" | "not_regular_file"> {
  const opened = await openRegularFile(filePath, filePath, MAX_WORKSPACE_FILE_BYTES).catch(
    () => null,
  );
  if (opened === null) return "not_regular_file";
  try {
    return isBinary(await readUpTo(opened.handle, BINARY_SNIFF_BYTES)) ? "binary" : "text";
  } finally {
    await opened.handle.close();
  }
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
