import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createCaller } from "../api/root";
import { createAppServices, type AppServices, type AppServicesOptions } from "../app-services";
import { createPrismaClient } from "../db/client";
import { applyMigrations } from "../db/migrate";
import type { RunDetail } from "../features/runs/run-views";
import { manualClock } from "../runtime/testing/manual-clock";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";

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
 * `options.telemetry` builds a run exporter over the test's repositories (none by default).
 * The runtime runs on `options.clock`, by default a manual clock that no one advances: no timer
 * (a bounded wait, a model call's deadline, the scripted model's latency) ever fires by itself,
 * so what ends a wait or a call is always an event the test can name.
 */
export async function createTestServices(
  options: Pick<AppServicesOptions, "telemetry" | "clock"> = {},
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
    clock: manualClock(),
    ...options,
  });
  const caller = createCaller(services);
  servicesByCaller.set(caller, services);
  return { services, caller, dir };
}

/**
 * Resolves once the run is no longer in flight in `services.manager`: at once when it is not,
 * else on the manager's final `run-updated` event (emitted after the run's last write is
 * committed). Event-driven: no polling and no timeout of its own (the test's timeout bounds a
 * run that never ends). For runs started through the tRPC caller, whose `start` returns only
 * the run id (runs started on the manager have `done`).
 */
export function runEnded(
  services: Pick<AppServices, "events" | "manager">,
  runId: string,
): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (services.manager.isInFlight(runId)) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = services.events.subscribe(runId, (event) => {
      if (event.type === "run-updated") check();
    });
    check();
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

/**
 * Test services shared by the tests of one file: made by `create` in beforeAll (default: fresh
 * services; pass createTestServicesWithSampleRun for one finished sample run) and disconnected
 * in afterAll. Read its fields inside tests and hooks only (before beforeAll they throw).
 */
export function testServicesForFile(): TestServices;
export function testServicesForFile<T extends TestServices>(create: () => Promise<T>): T;
export function testServicesForFile(
  create: () => Promise<TestServices> = () => createTestServices(),
): TestServices {
  let current: TestServices | null = null;
  beforeAll(async () => {
    current = await create();
  });
  afterAll(async () => {
    await current?.services.prisma.$disconnect();
  });
  const target = {} as TestServices;
  return new Proxy(target, {
    get(_target, key) {
      if (current === null)
        throw new Error("test services are made in beforeAll: read them in a test");
      return Reflect.get(current, key) as unknown;
    },
  });
}
