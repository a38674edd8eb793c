import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCaller } from "../api/root";
import { createAppServices, type AppServices, type AppServicesOptions } from "../app-services";
import type { RunDetail } from "../features/runs/run-views";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { createTestDatabase, type TestDatabase } from "./test-database";

const repoRoot = path.resolve(__dirname, "../..");

/** A server-side tRPC caller on test services. */
export type TestCaller = ReturnType<typeof createCaller>;

/** The services behind each caller createTestServices made (waitForRun listens to them). */
const servicesByCaller = new WeakMap<TestCaller, AppServices>();

/** Test services: the services, a caller on them, their database and their temp folder. */
export interface TestServices {
  services: AppServices;
  caller: TestCaller;
  database: TestDatabase;
  dir: string;
}

/**
 * Services over a fresh, migrated test database (SQLite, or PostgreSQL in vitest's
 * `postgresql` project: server/testing/test-database.ts) and a temp folder for workspace
 * copies (no provider variables set), and
 * a tRPC server-side caller on them (integration tests call the real routers through it).
 * `options.telemetry` builds a run exporter over the test's repositories (none by default).
 */
export async function createTestServices(
  options: Pick<AppServicesOptions, "telemetry"> = {},
): Promise<TestServices> {
  const dir = mkdtempSync(path.join(tmpdir(), "debrief-test-"));
  const database = await createTestDatabase();
  const services = await createAppServices({
    prisma: database.prisma,
    repoRoot,
    dataDir: dir,
    workspaceSpec: null,
    // Hermetic: no provider key of the machine running the tests is seen.
    providerEnv: {},
    ...options,
  });
  const caller = createCaller(services);
  servicesByCaller.set(caller, services);
  return { services, caller, database, dir };
}

/**
 * Resolves once the run has ended in this process: at once when it is not in flight, else on
 * the manager's final `run-updated` event (emitted after the run's last write is committed).
 * No polling and no clock: a run that never ends is caught by the test's own timeout.
 */
export function runEnded(services: AppServices, runId: string): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = services.events.subscribe(runId, (event) => {
      if (event.type === "run-updated" && !services.manager.isInFlight(runId)) {
        unsubscribe();
        resolve();
      }
    });
    if (!services.manager.isInFlight(runId)) {
      unsubscribe();
      resolve();
    }
  });
}

/** Waits until the run has ended (see runEnded) and returns its detail through the router. */
export async function waitForRun(caller: TestCaller, runId: string): Promise<RunDetail> {
  const services = servicesByCaller.get(caller);
  if (services === undefined) throw new Error("waitForRun needs a caller from createTestServices");
  await runEnded(services, runId);
  return caller.runs.get({ runId });
}

/**
 * Test services with one finished run of the sample escalation, started through the router
 * (scripted model, `auto` scenario); `runId` names it.
 */
export async function createTestServicesWithSampleRun(): Promise<TestServices & { runId: string }> {
  const setup = await createTestServices();
  const { runId } = await setup.caller.runs.start({
    question: SAMPLE_QUESTION,
    workspaceId: "ledgerline",
  });
  await waitForRun(setup.caller, runId);
  return { ...setup, runId };
}
