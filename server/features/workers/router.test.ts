import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../runtime/testing/manual-clock";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { testDatabaseProvider } from "../../testing/test-database";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { WorkerHeartbeatRepository } from "./worker-heartbeat-repository";

describe("workers.presence and health.check where runs execute in process", () => {
  let setup: TestServices;
  beforeAll(async () => {
    setup = await createTestServices();
  });
  afterAll(() => setup?.database.dispose());

  it("say there are no workers to miss: runs run in the web process", async () => {
    const reviewer = await setup.callerAs("reviewer");
    expect(await reviewer.workers.presence()).toEqual({ mode: "in-process" });
    expect((await setup.signedOutCaller.health.check()).workers).toBeNull();
  });
});

describe.skipIf(testDatabaseProvider() !== "postgresql")(
  "workers.presence and health.check in PostgreSQL mode's web process",
  () => {
    let setup: TestServices;
    let clock: ManualClock;
    beforeAll(async () => {
      setup = await createTestServices({ execution: "web" });
      clock = setup.services.clock as ManualClock;
    }, 60_000);
    afterAll(async () => {
      await setup?.services.stop();
      await setup?.database.dispose();
    });

    it("say no worker is alive while a run waits, then count a worker from its heartbeat after the next background read", async () => {
      await setup.caller.runs.start({
        question: `${SAMPLE_QUESTION} (waits for a worker)`,
        workspaceId: "ledgerline",
        provider: "scripted",
        scenario: "auto",
      });
      await clock.advance(2_000); // the health monitor's next tick reads the heartbeats again
      await setup.services.workerPresence!.refresh();
      const reviewer = await setup.callerAs("reviewer");
      expect(await reviewer.workers.presence()).toEqual({
        mode: "team",
        appVersion: "0.0.0-test",
        checkedAt: clock.now(),
        current: true,
        workers: [],
        running: 0,
        stopping: 0,
        queuedRuns: 1,
        lastGoneAt: null,
      });
      expect((await setup.signedOutCaller.health.check()).workers).toEqual({
        running: 0,
        stopping: 0,
        checkedAt: clock.now(),
      });
      const worker = {
        id: "worker:host-a:7:cafe0001",
        host: "host-a",
        pid: 7,
        appVersion: "0.1.0+abc1234",
        concurrency: 4,
        runsInHand: 0,
        state: "running" as const,
        heartbeatMs: 10_000,
        startedAt: clock.now(),
        lastSeenAt: clock.now(),
      };
      await new WorkerHeartbeatRepository(setup.database.prisma).record(worker);
      // Not read yet: both answer from the last background read (no round trip per request).
      expect(await reviewer.workers.presence()).toMatchObject({ running: 0 });
      await clock.advance(2_000);
      await setup.services.workerPresence!.refresh();
      expect(await reviewer.workers.presence()).toMatchObject({
        current: true,
        workers: [worker],
        running: 1,
        queuedRuns: 1,
      });
      expect((await setup.signedOutCaller.health.check()).workers).toMatchObject({ running: 1 });
    }, 60_000);
  },
);
