import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { pgBossSchema } from "../../team-service";
import { postgresTarget } from "../../db/postgres-url";
import { ensureRunQueue, QUEUE_CREATE_ATTEMPTS, RUN_QUEUE_NAME } from "./pg-boss-run-queue";

/** A pg-boss stand-in: the queue exists once a creation succeeds; creations fail as scripted. */
function scriptedBoss(failures: unknown[]) {
  let exists = false;
  const calls = { get: 0, create: 0 };
  return {
    calls,
    boss: {
      async getQueue() {
        calls.get += 1;
        return exists ? ({ name: RUN_QUEUE_NAME } as PgBoss.QueueResult) : null;
      },
      async createQueue() {
        calls.create += 1;
        const failure = failures.shift();
        if (failure !== undefined) throw failure;
        exists = true;
      },
    },
  };
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("ensureRunQueue", () => {
  it("tries again after a deadlock with a concurrent creator, and stops once the queue exists", async () => {
    const { boss, calls } = scriptedBoss([pgError("40P01", "deadlock detected")]);
    await ensureRunQueue(boss);
    expect(calls).toEqual({ get: 2, create: 2 });
  });

  it("creates the queue once: a later call finds it and creates nothing", async () => {
    const { boss, calls } = scriptedBoss([]);
    await ensureRunQueue(boss);
    await ensureRunQueue(boss);
    expect(calls).toEqual({ get: 2, create: 1 });
  });

  it("throws any other error at once", async () => {
    const refused = pgError("42501", "permission denied for schema pgboss");
    const { boss, calls } = scriptedBoss([refused]);
    await expect(ensureRunQueue(boss)).rejects.toBe(refused);
    expect(calls.create).toBe(1);
  });

  it(`gives up after ${QUEUE_CREATE_ATTEMPTS} concurrent-creation errors, throwing the last`, async () => {
    const failures = Array.from({ length: QUEUE_CREATE_ATTEMPTS }, (_, index) =>
      pgError(index % 2 === 0 ? "40P01" : "23505", `conflict ${index + 1}`),
    );
    const last = failures.at(-1);
    const { boss, calls } = scriptedBoss(failures);
    await expect(ensureRunQueue(boss)).rejects.toBe(last);
    expect(calls.create).toBe(QUEUE_CREATE_ATTEMPTS);
  });
});

describe("ensureRunQueue on PostgreSQL", () => {
  let database: TestDatabase;
  const bosses: PgBoss[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })));
    await database?.dispose();
  });

  it("lets four processes that start together on a fresh database all create the queue (pg-boss 10's create_queue deadlocks when two create it at once)", async (context) => {
    if (database.provider !== "postgresql") return context.skip();
    for (let index = 0; index < 4; index += 1) {
      const boss = new PgBoss({
        connectionString: postgresTarget(database.databaseUrl).connectionString,
        schema: pgBossSchema(database.databaseUrl),
        max: 2,
        schedule: false,
        supervise: false,
      });
      bosses.push(boss);
    }
    // One starts first (installs the schema under pg-boss's own lock), the rest at once.
    await bosses[0]!.start();
    await Promise.all(bosses.slice(1).map((boss) => boss.start()));
    await Promise.all(bosses.map((boss) => ensureRunQueue(boss)));
    const queues = (await bosses[0]!.getQueues()).filter((queue) => queue.name === RUN_QUEUE_NAME);
    expect(queues).toHaveLength(1);
    expect(queues[0]).toMatchObject({ name: RUN_QUEUE_NAME, retryLimit: 0 });
  }, 60_000);
});
