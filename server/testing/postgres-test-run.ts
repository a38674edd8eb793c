import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { dropPostgresDatabase, ensurePostgresDatabase } from "../db/postgresql-migrations";
import { postgresTarget, postgresUrlFor, quoteIdentifier } from "../db/postgres-url";

/**
 * vitest global setup of the `postgresql` project (vitest.config.ts): creates a fresh
 * PostgreSQL database for this test run, hands its URL to the tests (`inject("testDatabaseUrl")`,
 * read by server/testing/test-database.ts, which makes one schema per test database), and drops
 * it when the run ends. The database has `synchronous_commit = off` (a test run's commits need
 * not survive a crash of the server).
 *
 * Variables (read here, in the main vitest process): DEBRIEF_TEST_POSTGRES_URL, any URL on the
 * server to use (default postgresql://postgres@127.0.0.1:5432/postgres; trust auth, a role
 * that may CREATE DATABASE); DEBRIEF_TEST_POSTGRES_PREFIX, the new database's name prefix
 * (default `debrief_test_`).
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL database of this test run; "" in the SQLite project. */
    testDatabaseUrl: string;
  }
}

const DEFAULT_SERVER = "postgresql://postgres@127.0.0.1:5432/postgres";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.DEBRIEF_TEST_POSTGRES_URL ?? DEFAULT_SERVER;
  const prefix = process.env.DEBRIEF_TEST_POSTGRES_PREFIX ?? "debrief_test_";
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const url = postgresUrlFor(server, `${prefix}${stamp}_${randomBytes(3).toString("hex")}`);
  try {
    await ensurePostgresDatabase(url);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `the PostgreSQL test run needs a server at ${server} (${reason}); start it (pg_ctlcluster 15 main start), point DEBRIEF_TEST_POSTGRES_URL at one, or run \`npx vitest run --project sqlite\``,
    );
  }
  // Commits of a test run need not survive a power cut: without waiting for each WAL flush,
  // the migrations of every test schema and the runs' many small transactions cost a fraction.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      `ALTER DATABASE ${quoteIdentifier(postgresTarget(url).database)} SET synchronous_commit = off`,
    );
  } finally {
    await admin.end();
  }
  project.provide("testDatabaseUrl", url);
  return () => dropPostgresDatabase(url);
}
