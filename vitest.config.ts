import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Unit and integration tests: every `*.test.ts` outside e2e/ (Playwright owns those), in two
 * projects:
 * - `sqlite`: every test file, DB-backed ones on a fresh SQLite file each.
 * - `postgresql`: the DB-backed test files again (those that use server/testing/test-database
 *   or test-services) on PostgreSQL: server/testing/postgres-test-run.ts creates a fresh
 *   database per run (DEBRIEF_TEST_POSTGRES_URL's server, default 127.0.0.1:5432) and drops it
 *   after; each test database is a schema in it. `npx vitest run --project sqlite` skips it.
 *
 * Speed on the 2-core machine kind (whole suite, machine busy with other work: 94 s with one
 * isolated worker, 64 s with two, 31 s with two shared-cache workers):
 * - `isolate: false`: a worker keeps its module cache between files, so the runtime's
 *   imports (the o200k tokenizer alone is ~0.2 s, Prisma, zod) load once per worker instead
 *   of once per file. Tests must not leave state behind: no module mocks, fake timers
 *   restored in afterEach, each file its own stores and temp folders.
 * - `maxWorkers`: at least 2 (vitest's default is cores − 1, i.e. 1 here, which ran every file
 *   in series behind the ones that wait on timers).
 */
const exclude = ["e2e/**", "node_modules/**", ".next/**", "server/db/generated/**"];

/** Test files under `dir` (skipping generated code). */
function testFiles(dir: string): string[] {
  const skipped = new Set(["node_modules", "generated"]);
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : testFiles(file);
    return entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/** Test files that open a database through the shared test support. */
function databaseBackedTestFiles(): string[] {
  const usesDatabase = /testing\/test-(database|services)"/;
  return testFiles("server")
    .filter((file) => usesDatabase.test(readFileSync(file, "utf8")))
    .sort();
}

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
  },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["**/*.test.ts"],
          exclude,
          provide: { testDatabaseUrl: "" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgresql",
          include: databaseBackedTestFiles(),
          exclude,
          globalSetup: ["server/testing/postgres-test-run.ts"],
        },
      },
    ],
  },
});
