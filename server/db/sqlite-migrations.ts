import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  compareMigrations,
  migrationAction,
  type MigrationFile,
  type MigrationRow,
  type MigrationStatus,
} from "./migration-files";
import { sqliteFilePath } from "./sqlite-path";

/**
 * Applies committed migrations to a SQLite database without the Prisma CLI, recording each in
 * `_prisma_migrations` exactly as the schema engine does (same table, sha256 checksum,
 * timestamps), so `prisma migrate status` online agrees with what ran here.
 */

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

const SELECT_ROWS = `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`;

function prismaTimestamp(date: Date): string {
  return date.toISOString().replace(/Z$/, "+00:00");
}

/**
 * Applies every pending migration to the SQLite file of `databaseUrl` (creating the file and
 * its folder) and returns the names applied. Idempotent and safe against a concurrent caller:
 * each migration runs in an IMMEDIATE transaction together with its `_prisma_migrations` row,
 * with foreign keys checked before commit. Throws on a previously failed migration.
 */
export function applySqliteMigrations(
  databaseUrl: string,
  migrations: readonly MigrationFile[],
  log: (line: string) => void = () => undefined,
): string[] {
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
        log(`applied ${migration.name}`);
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
      .prepare(`${SELECT_ROWS} WHERE migration_name = ?`)
      .all(migration.name) as MigrationRow[];
    if (migrationAction(migration, rows) === "skip") {
      db.exec("COMMIT");
      return false;
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

/** Compares the migration files with the SQLite database without changing anything. */
export function sqliteMigrationStatus(
  databaseUrl: string,
  migrations: readonly MigrationFile[],
): MigrationStatus {
  const file = sqliteFilePath(databaseUrl);
  if (!existsSync(file)) return compareMigrations(migrations, []);
  const db = new Database(file, { readonly: true, timeout: 15_000 });
  try {
    const table = db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'`,
      )
      .get();
    const rows = table ? (db.prepare(SELECT_ROWS).all() as MigrationRow[]) : [];
    return compareMigrations(migrations, rows);
  } finally {
    db.close();
  }
}
