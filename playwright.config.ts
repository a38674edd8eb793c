import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against a production build (`npm run build` first) served by
 * `npm run start:test` on 127.0.0.1:3100 with a fresh SQLite database (data/e2e.db).
 * Browsers cannot be downloaded offline: Debian's Chromium (scripts/ensure-chromium.sh).
 * Projects: `setup` (e2e/first-admin.setup.ts: the first administrator on the fresh database,
 * then one account per role, sessions saved in e2e/.auth/) runs first; `app` (every spec)
 * runs signed in as the admin unless a spec picks another role or none.
 */
/** The port of the test server; E2E_PORT lets several checkouts run their suites at once. */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  projects: [
    { name: "setup", testMatch: /\.setup\.ts$/ },
    {
      name: "app",
      dependencies: ["setup"],
      use: { storageState: "e2e/.auth/admin.json" },
    },
  ],
  use: {
    baseURL,
    browserName: "chromium",
    screenshot: "only-on-failure",
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but not the
    // trace's screencast: every test records a trace and most are thrown away, and encoding the
    // frames of live pages kept a 2-core machine's CPU busy (screenshot: "only-on-failure"
    // still shows the page as it failed).
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "npm run start:test",
    url: `${baseURL}/api/trpc/health.check`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      // Sign-in cookies, redirects and Better Auth's origin check follow the test server's URL.
      DEBRIEF_BASE_URL: baseURL,
      // The suite signs in a few times a minute from one address; the default limit is 10.
      DEBRIEF_SIGN_IN_ATTEMPTS_PER_MINUTE: "1000",
      // The slow and two-children scenarios' children take 4 s a call (2 s and 3 s by default;
      // two-children's direct researcher, the one the tests cancel, 16 s), so a test's
      // correction or cancel lands while the child runs on a busy 2-core machine.
      DEBRIEF_SCRIPTED_SLOW_CHILD_LATENCY_MS: "4000",
      // Every other scripted call waits a tenth of its modelled latency (at least 1 ms): the
      // timeline still shows a simulated latency above 0 ms, and an auto run stops waiting ~2 s
      // on timers (the 128-run experiment ~110 s, four at a time). No spec waits on a time.
      DEBRIEF_SCRIPTED_LATENCY_SCALE: "0.1",
    },
  },
});
