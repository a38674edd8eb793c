import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunStatus } from "../../runtime/records";
import { systemClock } from "../../runtime/system-clock";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { DRAINED_FOR_DEPLOYMENT, isTerminalRunStatus } from "../../shared/run-status";
import { testDatabaseProvider } from "../../testing/test-database";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { whenRunState } from "../../testing/run-conditions";
import {
  startNpmScriptProcess,
  startWorkerProcess,
  type WorkerProcess,
} from "../../testing/worker-processes";

/**
 * Issue 10's "Done when" on PostgreSQL: the web process (these services, `execution: "web"`)
 * enqueues to pg-boss and two real `npm run worker` processes execute the runs. Leases are
 * short (ttl 6 s, heartbeat 1 s, sweep 0.5 s) so a killed worker's run is noticed within
 * seconds, yet a live worker starved of CPU on a busy 2-core machine still renews in time (with
 * a 2 s ttl a worker busy loading its modules missed its renewals and a healthy run was swept
 * as interrupted); every wait is for a stored condition, re-read on the run's events as they
 * arrive from the workers (whenRunState), bounded, never a sleep asserting a duration.
 */
const LEASES = { ttlMs: 6_000, heartbeatMs: 1_000, sweepMs: 500 };

describe.skipIf(testDatabaseProvider() !== "postgresql")("runs on worker processes", () => {
  let setup: TestServices;
  const workers: WorkerProcess[] = [];

  const workerEnv = () => ({
    DEBRIEF_RUN_CONCURRENCY: "2",
    DEBRIEF_SCRIPTED_LATENCY: "off",
    DEBRIEF_LEASE_TTL_MS: String(LEASES.ttlMs),
    DEBRIEF_LEASE_HEARTBEAT_MS: String(LEASES.heartbeatMs),
    DEBRIEF_LEASE_SWEEP_MS: String(LEASES.sweepMs),
  });

  const startWorker = async () => {
    const worker = await startWorkerProcess(setup.database.databaseUrl, workerEnv());
    workers.push(worker);
    return worker;
  };

  const start = async (scenario: "auto" | "slow" | "two-children", label: string) => {
    const { runId } = await setup.caller.runs.start({
      question: `${SAMPLE_QUESTION} (${label})`,
      workspaceId: "ledgerline",
      provider: "scripted",
      scenario,
    });
    return runId;
  };

  const stored = (runId: string) =>
    setup.database.prisma.run.findUniqueOrThrow({
      where: { id: runId },
      select: { status: true, statusDetail: true, leaseOwner: true, appVersion: true },
    });

  /** Waits for a stored condition of a run, re-read on each of its events (whenRunState). */
  const when = <T>(
    runId: string,
    what: string,
    read: () => Promise<T>,
    done: (value: T) => boolean,
  ) => whenRunState(setup.services.runEventFeed, runId, what, read, done);

  const ended = (runId: string) =>
    when(
      runId,
      `run ${runId} ends`,
      () => stored(runId),
      (run) => isTerminalRunStatus(run.status as RunStatus),
    );

  /** The worker's log entry `event` of `runId` (RunJobLogEntry), once some worker printed it. */
  const logged = async (event: "run-taken" | "run-finished", runId: string) => {
    const prefix = `{"event":"${event}","runId":"${runId}"`;
    await Promise.any(workers.map((worker) => worker.untilOutput(prefix)));
    const line = workers
      .flatMap((worker) => worker.output().split("\n"))
      .find((text) => text.startsWith(prefix))!;
    return JSON.parse(line) as Record<string, unknown>;
  };

  /** workers.presence after a read that started now (not one already under way). */
  const presence = async () => {
    await setup.services.workerPresence!.refresh();
    await setup.services.workerPresence!.refresh();
    const view = await setup.caller.workers.presence();
    if (view.mode !== "team") throw new Error("the web process should be in team mode");
    return view;
  };

  const storedWorkerPids = async () =>
    (await setup.database.prisma.workerHeartbeat.findMany({ select: { pid: true } })).map(
      (row) => row.pid,
    );

  const runningChildren = async (runId: string, atLeast: number) => {
    const found = await when(
      runId,
      `run ${runId} has ${atLeast} running child(ren)`,
      async () => ({
        run: await stored(runId),
        children: await setup.database.prisma.agent.findMany({
          where: { runId, role: "child", status: "running" },
          select: { id: true },
        }),
      }),
      ({ children }) => children.length >= atLeast,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${workers.map((worker) => worker.output()).join("\n")}`);
    });
    return found.children;
  };

  beforeAll(async () => {
    setup = await createTestServices({
      execution: "web",
      clock: systemClock,
      background: true,
      leaseSettings: LEASES,
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await setup?.services.stop();
    await setup?.database.dispose();
  }, 60_000);

  it("shows runs queued with their positions until workers take them; a worker completes them and the web process hears their events", async () => {
    const heard: number[] = [];
    const runIds = [await start("auto", "first"), await start("auto", "second")];
    const unsubscribe = setup.services.runEventFeed.subscribe(runIds[0]!, (events) =>
      heard.push(...events.map((event) => event.sequence)),
    );
    // No worker is running yet: the runs wait in pg-boss.
    const listed = await setup.caller.runs.list({ status: "queued" });
    expect(listed.runs.map((run) => [run.id, run.queuePosition])).toEqual([
      [runIds[1], 2],
      [runIds[0], 1],
    ]);
    expect((await setup.caller.runs.get({ runId: runIds[0]! })).run).toMatchObject({
      status: "queued",
      queuePosition: 1,
    });
    expect(await setup.caller.runs.summary({ runId: runIds[1]! })).toMatchObject({
      status: "queued",
      queuePosition: 2,
    });
    // …and the web process says so: no worker alive, two runs waiting (the UI's warning).
    expect(await presence()).toMatchObject({ current: true, running: 0, queuedRuns: 2 });
    const started = await Promise.all([startWorker(), startWorker()]);
    // A worker that said "ready" is seen: its presence row was stored first.
    const seen = await presence();
    expect(seen.running).toBe(2);
    expect(seen.workers.map((worker) => worker.pid).sort()).toEqual(
      started.map((worker) => worker.pid).sort(),
    );
    for (const worker of seen.workers) {
      expect(worker).toMatchObject({ state: "running", concurrency: 2 });
      expect(worker.id).toMatch(new RegExp(`^worker:[^:]+:${worker.pid}:`));
      expect(worker.appVersion).toMatch(/^0\.1\.0/);
    }
    expect((await setup.signedOutCaller.health.check()).workers).toMatchObject({ running: 2 });
    const runs = await Promise.all(runIds.map((runId) => ended(runId)));
    for (const run of runs) {
      expect(run.status).toBe("succeeded");
      expect(run.leaseOwner).toMatch(/^worker:/);
      expect(run.appVersion).toMatch(/^0\.1\.0/);
    }
    // Each worker logs a JSON line per run taken and per run finished.
    for (const [index, runId] of runIds.entries()) {
      const worker = runs[index]!.leaseOwner;
      expect(await logged("run-taken", runId)).toEqual({
        event: "run-taken",
        runId,
        worker,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const finished = await logged("run-finished", runId);
      expect(finished).toMatchObject({
        runId,
        worker,
        outcome: "succeeded",
        detail: "final_answer accepted",
      });
      expect(Number.isInteger(finished.durationMs) && Number(finished.durationMs) >= 0).toBe(true);
    }
    const log = await setup.services.runEvents.eventsAfter(runIds[0]!, 0, 10_000);
    const last = log[log.length - 1]!.sequence;
    // Every event the worker wrote reaches this process (read from the log on each NOTIFY),
    // possibly a moment after the run's end is stored: waited for on the feed itself, bounded.
    await whenRunState(
      setup.services.runEventFeed,
      runIds[0]!,
      "the web process hears the run's last event",
      () => Promise.resolve(Math.max(...heard)),
      (highest) => highest === last,
    );
    unsubscribe();
    expect(new Set(heard).size).toBe(heard.length);
  }, 240_000);

  it("delivers a correction stored by the web process to the worker's agent, which consumes it", async () => {
    const runId = await start("slow", "correction");
    const [child] = await runningChildren(runId, 1);
    const sent = await setup.caller.corrections.send({
      runId,
      agentId: child!.id,
      text: "Also check the sandbox adapter.",
    });
    expect(sent.correction).toMatchObject({
      agentId: child!.id,
      sequence: 1,
      author: "human:Test admin",
    });
    const consumption = await when(
      runId,
      "the correction is consumed",
      () =>
        setup.database.prisma.correctionConsumption.findUnique({
          where: { correctionId: sent.correction.id },
        }),
      (row) => row !== null,
    );
    expect(consumption).toMatchObject({ agentId: child!.id, sequence: 1 });
    // The "slow" child would go on for ~20 s of scripted latency: the consumption is what this
    // test is about, so the run is cancelled here rather than waited out.
    await setup.caller.runs.cancel({ runId });
    expect((await ended(runId)).status).toBe("cancelled");
  }, 90_000);

  it("cancels a run a worker holds", async () => {
    const runId = await start("two-children", "cancel");
    await runningChildren(runId, 2);
    await setup.caller.runs.cancel({ runId });
    const run = await ended(runId);
    expect(run).toMatchObject({
      status: "cancelled",
      statusDetail: "run cancelled by human:Test admin",
    });
  }, 90_000);

  it("marks the run of a worker killed with SIGKILL interrupted, and never resumes it", async () => {
    const runId = await start("two-children", "kill");
    await runningChildren(runId, 2);
    const { leaseOwner } = await stored(runId);
    const holder = workers.find((worker) => leaseOwner?.includes(`:${worker.pid}:`));
    expect(holder).toBeDefined();
    holder!.kill9();
    expect(await holder!.exited).toBe("SIGKILL");
    // A killed worker cannot delete its presence row: it stays until it goes stale (3 beats).
    expect(await storedWorkerPids()).toContain(holder!.pid);
    const run = await ended(runId);
    expect(run.status).toBe("interrupted");
    expect(run.statusDetail).toMatch(
      /^the process running it stopped \(its last sign of life was at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC; noticed at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\); runs are not resumed$/,
    );
    expect(run.leaseOwner).toBe(leaseOwner);
    // Not resumed: the other worker took nothing over; the agents stay ended.
    const agents = await setup.database.prisma.agent.findMany({ where: { runId } });
    expect(agents.every((agent) => !["queued", "running", "failed"].includes(agent.status))).toBe(
      true,
    );
    expect(agents.some((agent) => agent.status === "interrupted")).toBe(true);
    expect((await stored(runId)).status).toBe("interrupted");
  }, 90_000);

  it("stops the worker itself when SIGTERM is sent to `npm run worker`: no process is left running, no presence either", async () => {
    const viaNpm = await startNpmScriptProcess(
      "worker",
      { DATABASE_URL: setup.database.databaseUrl, ...workerEnv() },
      " ready (concurrency ",
    );
    workers.push(viaNpm);
    // The lease owner it prints is "worker:<host>:<pid>:<random>": the worker's own pid.
    const workerPid = Number(/debrief worker \S+:(\d+):[0-9a-f]+ ready/.exec(viaNpm.output())?.[1]);
    expect(workerPid).toBeGreaterThan(0);
    expect(workerPid).not.toBe(viaNpm.pid);
    expect(await storedWorkerPids()).toContain(workerPid);
    await viaNpm.stop();
    expect(viaNpm.output()).toContain(": SIGTERM, waiting for the runs taken here");
    expect(viaNpm.output()).toContain(": stopped (SIGTERM)");
    expect(isAlive(workerPid)).toBe(false);
    // A graceful stop deletes its presence: the web process no longer counts it.
    expect(await storedWorkerPids()).not.toContain(workerPid);
    expect((await presence()).workers.map((worker) => worker.pid)).not.toContain(workerPid);
  }, 180_000);

  it("stops in-flight runs at the deadline of an authorized drain, marked interrupted, and refuses new runs", async () => {
    const runIds = [await start("two-children", "drain 1"), await start("two-children", "drain 2")];
    await Promise.all(runIds.map((runId) => runningChildren(runId, 2)));
    const owners = await Promise.all(runIds.map(async (runId) => (await stored(runId)).leaseOwner));
    expect(owners.every((owner) => owner?.startsWith("worker:"))).toBe(true);
    const view = await setup.caller.drain.start({ deadlineSeconds: 1, authorize: true });
    expect(view.state).toBe("draining");
    await expect(start("auto", "refused")).rejects.toThrow(/drain/i);
    const runs = await Promise.all(runIds.map((runId) => ended(runId)));
    for (const run of runs) {
      expect(run).toMatchObject({ status: "interrupted", statusDetail: DRAINED_FOR_DEPLOYMENT });
    }
    for (const runId of runIds) {
      expect(await logged("run-finished", runId)).toMatchObject({
        outcome: "interrupted",
        detail: DRAINED_FOR_DEPLOYMENT,
      });
    }
    await setup.caller.drain.lift({ authorize: true });
  }, 90_000);
});

/** Whether a process with this pid exists (signal 0 checks without sending anything). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
