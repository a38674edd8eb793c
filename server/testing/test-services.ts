import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createCaller } from "../api/root";
import type { SessionUser } from "../auth/session-user";
import { createAppServices, type AppServices, type AppServicesOptions } from "../app-services";
import type { RunDetail } from "../features/runs/run-views";
import { manualClock } from "../runtime/testing/manual-clock";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { runEnded } from "./run-completion";
import { createTestDatabase, type TestDatabase } from "./test-database";
import type { Role } from "../shared/permissions";

const repoRoot = path.resolve(__dirname, "../..");

/** A server-side tRPC caller on test services. */
export type TestCaller = ReturnType<typeof createCaller>;

/** The services behind each caller createTestServices made (waitForRun listens to them). */
const servicesByCaller = new WeakMap<TestCaller, AppServices>();

/** Test services: the services, callers on them, their database and their temp folder. */
export interface TestServices {
  services: AppServices;
  /** A caller signed in as the test admin (every permission). */
  caller: TestCaller;
  /** A caller signed in as a user of `role` (created on first use: `<role>@debrief.test`). */
  callerAs(role: Role): Promise<TestCaller>;
  /** The user behind callerAs(role). */
  userAs(role: Role): Promise<SessionUser>;
  /** A caller with no session (every procedure but the public ones answers UNAUTHORIZED). */
  signedOutCaller: TestCaller;
  database: TestDatabase;
  dir: string;
  /**
   * Wait for the audits a run's end started in the background, then disconnect Prisma (the
   * database stays); a test's afterAll, so no audit writes to a closed connection.
   */
  disconnect(): Promise<void>;
}

/** An actor for tests that call a service directly (not through a caller). */
export const testActor = { id: "user_test_actor", email: "actor@debrief.test" };

/** The email of the test user of a role. */
export function testUserEmail(role: Role): string {
  return `${role}@debrief.test`;
}

/** What createTestServices accepts. */
export interface TestServicesOptions extends Pick<
  AppServicesOptions,
  | "telemetry"
  | "clock"
  | "leaseSettings"
  | "runConcurrency"
  | "appVersion"
  | "workspaceRoots"
  | "providerEnv"
  | "background"
  | "pollingIntervalSeconds"
  | "maxQueuedRuns"
  | "answerAuditsPerMinute"
  | "subscriptionsPerPerson"
  | "answerAuditPool"
> {
  /**
   * `web`: the PostgreSQL mode's web process (runs go to pg-boss for worker processes; only in
   * the `postgresql` project). Default: runs execute in the test process.
   */
  execution?: "web";
  /** Create no user up front (a fresh database: the first-admin setup is still to do). */
  noUsers?: boolean;
}

/**
 * Services over a fresh, migrated test database (SQLite, or PostgreSQL in vitest's `postgresql`
 * project: server/testing/test-database.ts) and a temp folder for workspace copies (no
 * provider variables set), and tRPC server-side callers on them (integration tests call the real routers through them): one
 * signed in as an admin (`caller`; its user exists unless `noUsers`), one per role
 * (`callerAs`), one signed out. Background work (heartbeat, sweeper, drain checks) is not
 * started: tests call its steps. `options.telemetry` builds a run exporter over the test's
 * repositories (none by default); `options.providerEnv` the provider variables the services see
 * (none by default: hermetic); `options.workspaceRoots` defaults to the system temp
 * folder, where tests make workspaces. Everything runs on `options.clock`, by default a manual
 * clock that no one advances: no timer (a bounded wait, a model call's deadline, the scripted
 * model's latency, a lease) ever fires by itself, so what ends a wait or a call is always an
 * event the test can name.
 */
export async function createTestServices(options: TestServicesOptions = {}): Promise<TestServices> {
  const { noUsers = false, execution, ...appOptions } = options;
  const dir = mkdtempSync(path.join(tmpdir(), "debrief-test-"));
  const database = await createTestDatabase();
  const services = await createAppServices({
    prisma: database.prisma,
    repoRoot,
    dataDir: dir,
    workspaceSpec: null,
    // Hermetic: no provider key of the machine running the tests is seen.
    providerEnv: {},
    // Tests step the heartbeat, the sweeper and the drain checks themselves.
    background: false,
    appVersion: "0.0.0-test",
    auth: {
      secret: randomBytes(32).toString("base64url"),
      baseURL: "http://127.0.0.1:3000",
      oidc: null,
      rateLimit: false,
    },
    workspaceRoots: [tmpdir()],
    clock: manualClock(),
    // Test files audit many answers as one user on a clock no one advances; the rate limit's
    // own tests pass their limit. Pasted answers are audited in process unless a pool is given.
    answerAuditsPerMinute: 1_000,
    ...(execution === undefined ? {} : { execution, databaseUrl: database.databaseUrl }),
    ...appOptions,
  });
  const users = new Map<Role, Promise<SessionUser>>();
  const userAs = (role: Role): Promise<SessionUser> => {
    let user = users.get(role);
    if (user === undefined) {
      const email = testUserEmail(role);
      const name = `Test ${role}`;
      user = services.accounts
        .create({ email, name, role })
        .then(({ id }) => ({ id, email, name, role }));
      users.set(role, user);
    }
    return user;
  };
  const callerFor = (user: SessionUser | null): TestCaller => {
    const caller = createCaller({ ...services, user });
    servicesByCaller.set(caller, services);
    return caller;
  };
  const admin: SessionUser = noUsers
    ? { id: "user_not_stored", email: testUserEmail("admin"), name: "Test admin", role: "admin" }
    : await userAs("admin");
  return {
    services,
    caller: callerFor(admin),
    callerAs: async (role) => callerFor(await userAs(role)),
    userAs,
    signedOutCaller: callerFor(null),
    async disconnect() {
      await services.backgroundAuditsSettled();
      await services.closeRunStore();
      await services.prisma.$disconnect();
    },
    // The audits a run's end started in the background finish before the database goes.
    database: {
      ...database,
      async dispose() {
        await services.backgroundAuditsSettled();
        // The append writer (and its SQLite checkpoint thread) closes before its files go.
        await services.closeRunStore();
        await database.dispose();
      },
    },
    dir,
  };
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
 * (scripted model, `auto` scenario); `runId` names it. Its caveat audit is stored before this
 * resolves (asked for through the router: the background audit that a run's end starts would
 * otherwise write it while a test compares what is stored).
 */
export async function createTestServicesWithSampleRun(): Promise<TestServices & { runId: string }> {
  const setup = await createTestServices();
  const { runId } = await setup.caller.runs.start({
    question: SAMPLE_QUESTION,
    workspaceId: "ledgerline",
  });
  await waitForRun(setup.caller, runId);
  await setup.caller.audit.get({ runId });
  return { ...setup, runId };
}

/**
 * Test services shared by the tests of one file: made by `create` in beforeAll (default: fresh
 * services; pass createTestServicesWithSampleRun for one finished sample run) and deleted in
 * afterAll (client disconnected, database removed). Read its fields inside tests and hooks
 * only (before beforeAll they throw).
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
    await current?.database.dispose();
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
