import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One migration folder on disk (prisma/<provider>/migrations/<name>/migration.sql). */
export interface MigrationFile {
  name: string;
  script: string;
  /** sha256 of the script, hex (what Prisma stores as `checksum`). */
  checksum: string;
}

/** Applied and pending migration names, and applied ones whose file changed since. */
export interface MigrationStatus {
  applied: string[];
  pending: string[];
  edited: string[];
}

/** A row of `_prisma_migrations` as the status check reads it. */
export interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

/** The migration folders in `migrationsDir`, in name (timestamp) order. */
export function readMigrations(migrationsDir: string): MigrationFile[] {
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

/** Compares the migration files with the rows of `_prisma_migrations`. */
export function compareMigrations(
  migrations: readonly MigrationFile[],
  rows: readonly MigrationRow[],
): MigrationStatus {
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
}

/**
 * What to do with one migration given its rows: "skip" when it finished (and was not rolled
 * back), "apply" when it never ran; throws when it failed earlier and was not rolled back.
 */
export function migrationAction(
  migration: MigrationFile,
  rows: readonly MigrationRow[],
): "skip" | "apply" {
  const live = rows.filter((row) => row.rolled_back_at === null);
  if (live.some((row) => row.finished_at !== null)) return "skip";
  if (live.length > 0) {
    throw new Error(
      `migration ${migration.name} failed earlier and is not rolled back; fix the database, then mark it rolled back`,
    );
  }
  return "apply";
}

/** Options for applying migrations. */
export interface ApplyOptions {
  /** Default: prisma/<provider>/migrations of this repository. */
  migrationsDir?: string;
  /** Progress lines ("applied 2025…_init"); silent by default. */
  log?: (line: string) => void;
}
