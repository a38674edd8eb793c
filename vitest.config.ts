import { defineConfig } from "vitest/config";

/** Unit and integration tests: every `*.test.ts` outside e2e/ (Playwright owns those). */
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
  },
});
