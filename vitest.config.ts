import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Unit and integration tests: every `*.test.ts` outside e2e/ (Playwright owns those).
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
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
  },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["e2e/**", "node_modules/**", ".next/**", "server/db/generated/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
