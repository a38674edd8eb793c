import { databaseProvider, migrationsDir } from "./database-provider";
import { readMigrations, type ApplyOptions, type MigrationStatus } from "./migration-files";
import { applyPostgresMigrations, postgresMigrationStatus } from "./postgresql-migrations";
import { applySqliteMigrations, sqliteMigrationStatus } from "./sqlite-migrations";

/**
 * Offline migrations for either database: the DATABASE_URL scheme picks the provider and its
 * committed folder (prisma/sqlite/migrations or prisma/postgresql/migrations).
 */

export {
  readMigrations,
  type ApplyOptions,
  type MigrationFile,
  type MigrationStatus,
} from "./migration-files";

/**
 * Applies every pending migration of the URL's provider to `databaseUrl` and returns the names
 * applied (empty when up to date). Creates a missing SQLite file or PostgreSQL database.
 * Throws on a previously failed migration.
 */
export async function applyMigrations(
  databaseUrl: string,
  options: ApplyOptions = {},
): Promise<string[]> {
  const provider = databaseProvider(databaseUrl);
  const migrations = readMigrations(options.migrationsDir ?? migrationsDir(provider));
  return provider === "postgresql"
    ? applyPostgresMigrations(databaseUrl, migrations, options.log)
    : applySqliteMigrations(databaseUrl, migrations, options.log);
}

/** Compares the provider's migrations folder with `_prisma_migrations`; changes nothing. */
export async function migrationStatus(
  databaseUrl: string,
  directory?: string,
): Promise<MigrationStatus> {
  const provider = databaseProvider(databaseUrl);
  const migrations = readMigrations(directory ?? migrationsDir(provider));
  return provider === "postgresql"
    ? postgresMigrationStatus(databaseUrl, migrations)
    : sqliteMigrationStatus(databaseUrl, migrations);
}
