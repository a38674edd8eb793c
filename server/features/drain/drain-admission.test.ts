import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../runtime/testing/manual-clock";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { DRAINED_FOR_DEPLOYMENT } from "../../shared/run-status";
import { createTestServices, type TestServices } from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";
import { startRunInputSchema } from "../../shared/run-inputs";
import { prepareRun, queuedRunRecord } from "../runs/run-service";

/**
 * Every path that creates a run goes through run admission (runs/run-admission.ts): during a
 * drain an experiment is refused up front, and one already recording has its remaining runs
 * refused (skipped) and ends `interrupted`; a run queued at the deadline is ended like a running
 * one, and the drain reads `drained` only once no run is left (issue 10 item 7).
 */

const EXPERIMENT = {
  datasetVersion: "v1",
  modes: ["contract", "summary", "transcript"] as ("contract" | "summary" | "transcript")[],
  caseIds: ["ledgerline-affected-merchants"],
};

let setup: TestServices;
let clock: ManualClock;

beforeEach(async () => {
  clock = manualClock(Date.now());
  setup = await createTestServices({ clock });
});

afterEach(async () => {
  await setup.services.stop();
  await setup.disconnect();
});

function drainingMessage(deadlineAt: number): string {
  return `Debrief is draining for a deployment (authorized by Test admin, deadline ${new Date(deadlineAt).toISOString()}): new runs are refused until the drain is lifted`;
}

/** Yields to the event loop until `condition` holds (no timer: at most 10,000 turns). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let turn = 0; turn < 10_000; turn += 1) {
    if (await condition()) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  throw new Error("condition never held");
}

/** Starts an experiment with the queue paused; resolves once its recording run is queued. */
async function experimentWithQueuedRecording() {
  const { caller, services } = setup;
  services.runQueue.pause();
  const { experimentId } = await caller.experiments.create(EXPERIMENT);
  const done = services.experimentsInFlight.get(experimentId)!;
  await until(async () =>
    (await services.experimentRepository.runs(experimentId)).some((row) => row.runId !== null),
  );
  return { experimentId, done };
}

async function rowsByMode(experimentId: string) {
  const rows = await setup.services.experimentRepository.runs(experimentId);
  return Object.fromEntries(
    rows.map((row) => [row.mode, { status: row.status, statusDetail: row.statusDetail }]),
  );
}

describe("run admission during a drain", () => {
  it("refuses a new experiment up front with the draining error, storing nothing", async () => {
    const { caller } = setup;
    await caller.drain.start({ deadlineSeconds: 60, authorize: true });
    await expectTrpcError(
      caller.experiments.create(EXPERIMENT),
      "SERVICE_UNAVAILABLE",
      drainingMessage(clock.now() + 60_000),
    );
    expect(await caller.experiments.list()).toEqual([]);
    expect((await caller.runs.list({ source: "experiments" })).total).toBe(0);
  });

  it("refuses the replays of an experiment whose recording ran on during the drain; it ends interrupted", async () => {
    const { caller, services } = setup;
    const { experimentId, done } = await experimentWithQueuedRecording();
    const started = await caller.drain.start({ deadlineSeconds: 60, authorize: true });
    expect(started).toMatchObject({ state: "draining", runsLeft: 1 });
    const deadlineAt = clock.now() + 60_000;
    services.runQueue.resume(); // the recording was admitted before the drain: it goes on
    await done;
    const refused = {
      status: "skipped",
      statusDetail: `not started: ${drainingMessage(deadlineAt)}`,
    };
    expect(await rowsByMode(experimentId)).toEqual({
      contract: { status: "succeeded", statusDetail: "final_answer accepted" },
      summary: refused,
      transcript: refused,
    });
    expect(await services.experimentRepository.get(experimentId)).toMatchObject({
      status: "interrupted",
      statusDetail: `${DRAINED_FOR_DEPLOYMENT}: 2 of 3 runs were refused or stopped by a drain; 2 of 3 runs did not succeed; not resumed`,
      totalRuns: 3,
      cancelledOrSkippedRuns: 2,
    });
    // Only the recording was ever stored: the refused replays created no run.
    expect((await caller.runs.list({ source: "experiments" })).total).toBe(1);
    expect((await services.drainWatcher.checkOnce()).check).toBe("completed");
    expect(await caller.drain.status()).toMatchObject({ state: "drained", runsLeft: 0 });
  });

  it("ends an experiment's recording still queued at the deadline; nothing of it runs after the lift", async () => {
    const { caller, services } = setup;
    const { experimentId, done } = await experimentWithQueuedRecording();
    await caller.drain.start({ deadlineSeconds: 30, authorize: true });
    expect((await services.drainWatcher.checkOnce()).check).toBe("draining");
    await clock.advance(30_000);
    expect((await services.drainWatcher.checkOnce()).check).toBe("completed");
    expect(await caller.drain.status()).toMatchObject({ state: "drained", runsLeft: 0 });
    await caller.drain.lift({ authorize: true });
    expect((await services.drainWatcher.checkOnce()).check).toBe("none"); // the queue resumes
    await done;
    const rows = await rowsByMode(experimentId);
    expect(rows.contract).toEqual({ status: "interrupted", statusDetail: DRAINED_FOR_DEPLOYMENT });
    const skipped = {
      status: "skipped",
      statusDetail: "the recording (contract) run interrupted: nothing to replay",
    };
    expect([rows.summary, rows.transcript]).toEqual([skipped, skipped]);
    expect(await services.experimentRepository.get(experimentId)).toMatchObject({
      status: "interrupted",
      statusDetail: `${DRAINED_FOR_DEPLOYMENT}: 3 of 3 runs were refused or stopped by a drain; 3 of 3 runs did not succeed; not resumed`,
    });
    const runs = await caller.runs.list({ source: "experiments" });
    expect(runs.runs.map((run) => [run.status, run.statusDetail])).toEqual([
      ["interrupted", DRAINED_FOR_DEPLOYMENT],
    ]);
  });

  it("reports draining, not drained, while a run that slipped in after completion is left; ends it past the deadline", async () => {
    const { caller, services } = setup;
    await caller.drain.start({ deadlineSeconds: 10, authorize: true });
    expect((await services.drainWatcher.checkOnce()).check).toBe("completed");
    expect(await caller.drain.status()).toMatchObject({ state: "drained", runsLeft: 0 });
    // Admission refuses every run once the drain's start committed (drain-start-atomic.test.ts);
    // a run stored by a path outside it (the store's plain insert) is still seen and ended.
    const input = startRunInputSchema.parse({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });
    const straggler = "run_straggler01";
    const record = queuedRunRecord(straggler, await prepareRun(services, input), clock.now());
    expect(await services.runLeases.createQueued(record, services.leaseKeeper.holder())).toBe(
      false,
    );
    await services.store.createRun({ ...record, status: "queued" });
    expect(await caller.drain.status()).toMatchObject({ state: "draining", runsLeft: 1 });
    expect((await services.drainWatcher.checkOnce()).check).toBe("completed"); // before the deadline
    await clock.advance(10_000);
    expect((await services.drainWatcher.checkOnce()).check).toBe("completed");
    const ended = await caller.runs.summary({ runId: straggler });
    expect([ended.status, ended.statusDetail]).toEqual(["interrupted", DRAINED_FOR_DEPLOYMENT]);
    expect(await caller.drain.status()).toMatchObject({ state: "drained", runsLeft: 0 });
  });
});
