import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCaller } from "../api/root";
import { createAppServices, type AppServices, type AppServicesOptions } from "../app-services";
import { createPrismaClient } from "../db/client";
import { applyMigrations } from "../db/migrate";
import type { RunDetail } from "../features/runs/run-views";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { runEnded } from "./run-completion";

const repoRoot = path.resolve(__dirname, "../..");

/** A server-side tRPC caller on test services. */
export type TestCaller = ReturnType<typeof createCaller>;

/** The services behind each caller createTestServices made (waitForRun listens to them). */
const servicesByCaller = new WeakMap<TestCaller, AppServices>();

/** Test services: the services, a caller on them, and their temp folder. */
export interface TestServices {
  services: AppServices;
  caller: TestCaller;
  dir: string;
}

/**
 * Services over a fresh, migrated SQLite file in a temp folder (no provider variables set), and
 * a tRPC server-side caller on them (integration tests call the real routers through it).
 * Background work (heartbeat, sweeper, drain checks) is not started: tests call its steps.
 * `options.telemetry` builds a run exporter over the test's repositories (none by default).
 */
export async function createTestServices(
  options: Pick<
    AppServicesOptions,
    "telemetry" | "clock" | "leaseSettings" | "runConcurrency" | "appVersion"
  > = {},
): Promise<TestServices> {
  const dir = mkdtempSync(path.join(tmpdir(), "debrief-test-"));
  const databaseUrl = `file:${path.join(dir, "test.db")}`;
  await applyMigrations(databaseUrl);
  const prisma = createPrismaClient(databaseUrl);
  const services = await createAppServices({
    prisma,
    repoRoot,
    dataDir: dir,
    workspaceSpec: null,
    // Hermetic: no provider key of the machine running the tests is seen.
    providerEnv: {},
    // Tests step the heartbeat, the sweeper and the drain checks themselves.
    background: false,
    appVersion: "0.0.0-test",
    ...options,
  });
  const caller = createCaller(services);
  servicesByCaller.set(caller, services);
  return { services, caller, dir };
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
