import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createPrismaClient, type PrismaClient } from "../db/client";
import type { DatabaseProvider } from "../db/database-provider";
import { applyMigrations } from "../db/migrate";
import { postgresTarget, quoteIdentifier } from "../db/postgres-url";

/**
 * The PostgreSQL database of this test run in vitest's `postgresql` project (made by
 * server/testing/postgres-test-run.ts), or null in the `sqlite` project.
 */
function postgresRunDatabase(): string | null {
  return inject("testDatabaseUrl") || null;
}

/** The database the DB-backed suites run on in this vitest project. */
export function testDatabaseProvider(): DatabaseProvider {
  return postgresRunDatabase() === null ? "sqlite" : "postgresql";
}

/** A migrated, empty database with a client on it (tests). */
export interface TestDatabase {
  databaseUrl: string;
  provider: DatabaseProvider;
  prisma: PrismaClient;
  /** Disconnects the client and deletes the database (SQLite folder, PostgreSQL schema). */
  dispose(): Promise<void>;
}

/** Options for createTestDatabase. */
export interface TestDatabaseOptions {
  /** SQLite: put the file in a folder that does not exist yet (applyMigrations creates it). */
  nested?: boolean;
  /** SQLite: the busy timeout of the client, ms. */
  busyTimeoutMs?: number;
}

/**
 * Creates and migrates a fresh test database: a SQLite file in a temp folder, or, in vitest's
 * `postgresql` project, a new schema in the run's PostgreSQL database (each test database is
 * its own schema; the run's database is dropped after the run).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const postgresUrl = postgresRunDatabase();
  return postgresUrl ? createPostgresSchema(postgresUrl) : createSqliteFile(options);
}

async function createSqliteFile(options: TestDatabaseOptions): Promise<TestDatabase> {
  const folder = mkdtempSync(path.join(tmpdir(), "debrief-db-"));
  const file = options.nested
    ? path.join(folder, "nested", "test.db")
    : path.join(folder, "test.db");
  const databaseUrl = `file:${file}`;
  await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl, { busyTimeoutMs: options.busyTimeoutMs });
  return {
    databaseUrl,
    provider: "sqlite",
    prisma,
    async dispose() {
      await prisma.$disconnect();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function createPostgresSchema(runDatabaseUrl: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const url = new URL(postgresTarget(runDatabaseUrl).connectionString);
  url.searchParams.set("schema", schema);
  const databaseUrl = url.toString();
  await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl);
  return {
    databaseUrl,
    provider: "postgresql",
    prisma,
    async dispose() {
      await prisma.$disconnect();
      const client = new pg.Client({
        connectionString: postgresTarget(databaseUrl).connectionString,
      });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
