import { randomUUID } from "node:crypto";
import pg from "pg";
import {
  compareMigrations,
  migrationAction,
  type MigrationFile,
  type MigrationRow,
  type MigrationStatus,
} from "./migration-files";
import { pgPoolConfig, postgresTarget, postgresUrlFor, quoteIdentifier } from "./postgres-url";

/**
 * Applies committed migrations to a PostgreSQL database without the Prisma CLI, recording
 * each in `_prisma_migrations` as the schema engine does (same table, sha256 checksum), so
 * `prisma migrate status` online agrees. Creates a missing database (and a `?schema=` schema)
 * first. Each migration runs in one transaction with its row; a session advisory lock (the
 * key Prisma Migrate uses) keeps concurrent callers from applying the same migration twice.
 */

/** The table the Prisma schema engine creates on PostgreSQL. */
const MIGRATIONS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** Prisma Migrate's advisory lock key. */
const MIGRATE_LOCK_KEY = 72707369;

const SELECT_ROWS = `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`;

/** PostgreSQL's duplicate_database and unique_violation codes (a concurrent CREATE won). */
const ALREADY_CREATED = new Set(["42P04", "23505"]);

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * Creates the database `databaseUrl` names when it does not exist (connecting to the server's
 * `postgres` database to do so). Returns true when it created it.
 */
export async function ensurePostgresDatabase(databaseUrl: string): Promise<boolean> {
  const { database } = postgresTarget(databaseUrl);
  const admin = new pg.Client({ connectionString: postgresUrlFor(databaseUrl, "postgres") });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount !== 0) return false;
    try {
      await admin.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
      return true;
    } catch (error) {
      if (ALREADY_CREATED.has(errorCode(error) ?? "")) return false;
      throw error;
    }
  } finally {
    await admin.end();
  }
}

/** Drops the database `databaseUrl` names, closing its other sessions (tests, scratch). */
export async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const { database } = postgresTarget(databaseUrl);
  const admin = new pg.Client({ connectionString: postgresUrlFor(databaseUrl, "postgres") });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Applies every pending migration to the PostgreSQL database of `databaseUrl` (creating the
 * database and schema when missing) and returns the names applied. Throws on a previously
 * failed migration.
 */
export async function applyPostgresMigrations(
  databaseUrl: string,
  migrations: readonly MigrationFile[],
  log: (line: string) => void = () => undefined,
): Promise<string[]> {
  await ensurePostgresDatabase(databaseUrl);
  const { schema } = postgresTarget(databaseUrl);
  const client = new pg.Client(pgPoolConfig(databaseUrl));
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATE_LOCK_KEY]);
    if (schema !== null)
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
    await client.query(MIGRATIONS_TABLE_SQL);
    const applied: string[] = [];
    for (const migration of migrations) {
      const rows = await client.query<MigrationRow>(`${SELECT_ROWS} WHERE migration_name = $1`, [
        migration.name,
      ]);
      if (migrationAction(migration, rows.rows) === "skip") continue;
      await client.query("BEGIN");
      try {
        const startedAt = new Date();
        await client.query(migration.script);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, NULL, NULL, $4, 1)`,
          [randomUUID(), migration.checksum, migration.name, startedAt],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
      applied.push(migration.name);
      log(`applied ${migration.name}`);
    }
    return applied;
  } finally {
    await client.end();
  }
}

/** Compares the migration files with the PostgreSQL database without changing anything. */
export async function postgresMigrationStatus(
  databaseUrl: string,
  migrations: readonly MigrationFile[],
): Promise<MigrationStatus> {
  const client = new pg.Client(pgPoolConfig(databaseUrl));
  try {
    await client.connect();
  } catch (error) {
    // A database that does not exist yet has every migration pending.
    if (errorCode(error) === "3D000") return compareMigrations(migrations, []);
    throw error;
  }
  try {
    const table = await client.query("SELECT to_regclass('_prisma_migrations') AS name");
    const exists = (table.rows[0] as { name: unknown } | undefined)?.name != null;
    const rows = exists ? (await client.query<MigrationRow>(SELECT_ROWS)).rows : [];
    return compareMigrations(migrations, rows);
  } finally {
    await client.end();
  }
}
