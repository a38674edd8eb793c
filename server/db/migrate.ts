import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { sqliteFilePath } from "./sqlite-path";

/**
 * Applies the committed migrations (prisma/migrations/<name>/migration.sql) to a SQLite
 * database without the Prisma CLI, recording each in `_prisma_migrations` exactly as the
 * schema engine does (same table, sha256 checksum, timestamps), so `prisma migrate status`
 * online agrees with what ran here. Creates the file and its folder on first run.
 */

/**
 * prisma/migrations of this repository: found next to this module (scripts, tests), or under
 * the working directory when bundled code runs from elsewhere (next start).
 */
export const MIGRATIONS_DIR = ((): string => {
  const besideModule = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    "..",
    "..",
    "prisma",
    "migrations",
  );
  return existsSync(besideModule)
    ? besideModule
    : path.resolve(process.cwd(), "prisma", "migrations");
})();

/** The table the Prisma schema engine creates on SQLite (same DDL, byte for byte). */
const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

/** One migration folder on disk. */
export interface MigrationFile {
  name: string;
  script: string;
  /** sha256 of the script, hex (what Prisma stores as `checksum`). */
  checksum: string;
}

/** Options for `applyMigrations`. */
export interface ApplyOptions {
  migrationsDir?: string;
  /** Progress lines ("applied 2025…_init"); silent by default. */
  log?: (line: string) => void;
}

/** The migration folders in `migrationsDir`, in name (timestamp) order. */
export function readMigrations(migrationsDir: string = MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((name) => {
      const file = path.join(migrationsDir, name, "migration.sql");
      if (!existsSync(file)) return [];
      const script = readFileSync(file, "utf8");
      return [{ name, script, checksum: createHash("sha256").update(script).digest("hex") }];
    });
}

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: string | null;
  rolled_back_at: string | null;
}

function prismaTimestamp(date: Date): string {
  return date.toISOString().replace(/Z$/, "+00:00");
}

/**
 * Applies every pending migration to the SQLite database at `databaseUrl` and returns the
 * names applied (empty when up to date). Idempotent and safe against a concurrent caller:
 * each migration runs in an IMMEDIATE transaction together with its `_prisma_migrations`
 * row, with foreign keys checked before commit. Throws on a previously failed migration.
 */
export async function applyMigrations(
  databaseUrl: string,
  options: ApplyOptions = {},
): Promise<string[]> {
  const migrations = readMigrations(options.migrationsDir ?? MIGRATIONS_DIR);
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { timeout: 15_000 });
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("busy_timeout = 15000");
    db.exec(MIGRATIONS_TABLE_SQL);
    // Foreign keys off while a migration redefines tables (Prisma's scripts expect that);
    // `foreign_key_check` below verifies the result before each commit.
    db.pragma("foreign_keys = OFF");
    const applied: string[] = [];
    for (const migration of migrations) {
      if (applyOne(db, migration)) {
        applied.push(migration.name);
        options.log?.(`applied ${migration.name}`);
      }
    }
    return applied;
  } finally {
    db.close();
  }
}

function applyOne(db: Database.Database, migration: MigrationFile): boolean {
  db.exec("BEGIN IMMEDIATE");
  try {
    const rows = db
      .prepare(
        `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE migration_name = ?`,
      )
      .all(migration.name) as MigrationRow[];
    const live = rows.filter((row) => row.rolled_back_at === null);
    if (live.some((row) => row.finished_at !== null)) {
      db.exec("COMMIT");
      return false;
    }
    if (live.length > 0) {
      throw new Error(
        `migration ${migration.name} failed earlier and is not rolled back; fix the database, then mark it rolled back`,
      );
    }
    const startedAt = prismaTimestamp(new Date());
    db.exec(migration.script);
    const violations = db.pragma("foreign_key_check") as unknown[];
    if (violations.length > 0) {
      throw new Error(
        `migration ${migration.name} leaves ${violations.length} foreign key violation(s)`,
      );
    }
    db.prepare(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
       VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)`,
    ).run(randomUUID(), migration.checksum, prismaTimestamp(new Date()), migration.name, startedAt);
    db.exec("COMMIT");
    return true;
  } catch (error) {
    if (db.inTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** Applied and pending migration names, and applied ones whose file changed since. */
export interface MigrationStatus {
  applied: string[];
  pending: string[];
  edited: string[];
}

/** Compares the migrations folder with `_prisma_migrations` without changing anything. */
export function migrationStatus(
  databaseUrl: string,
  migrationsDir: string = MIGRATIONS_DIR,
): MigrationStatus {
  const migrations = readMigrations(migrationsDir);
  const file = sqliteFilePath(databaseUrl);
  if (!existsSync(file)) {
    return { applied: [], pending: migrations.map((m) => m.name), edited: [] };
  }
  const db = new Database(file, { readonly: true, timeout: 15_000 });
  try {
    const table = db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`,
      )
      .get();
    const rows = table
      ? (db
          .prepare(
            `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
          )
          .all() as MigrationRow[])
      : [];
    const done = new Map(
      rows
        .filter((row) => row.finished_at !== null && row.rolled_back_at === null)
        .map((row) => [row.migration_name, row.checksum]),
    );
    return {
      applied: migrations.filter((m) => done.has(m.name)).map((m) => m.name),
      pending: migrations.filter((m) => !done.has(m.name)).map((m) => m.name),
      edited: migrations
        .filter((m) => done.has(m.name) && done.get(m.name) !== m.checksum)
        .map((m) => m.name),
    };
  } finally {
    db.close();
  }
}
