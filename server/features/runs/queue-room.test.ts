import { describe, expect, it } from "vitest";
import { RateLimitError } from "../../runtime/errors";
import { createTestServices, testServicesForFile } from "../../testing/test-services";
import { runEnded } from "../../testing/run-completion";
import { expectTrpcError } from "../../testing/trpc-errors";
import { InputValidationError } from "../../runtime/errors";
import { assertQueueHasRoom, assertQueueHasRoomFor, QUEUE_FULL_RETRY_AFTER_MS } from "./queue-room";

const setup = testServicesForFile(() => createTestServices({ maxQueuedRuns: 2 }));

/** Stores a run as `queued` with no holder, as a worker-less queue would leave it. */
async function storeQueuedRun(id: string): Promise<void> {
  await setup.services.prisma.run.create({
    data: {
      id,
      question: "waiting",
      workspaceId: "ledgerline",
      providerName: "scripted",
      model: "scripted-1",
      returnMode: "contract",
      status: "queued",
      createdAt: new Date(1_000),
    },
  });
}

describe("the bound on waiting runs", () => {
  it("lets a start through below the bound and refuses one at it, saying when to retry", async () => {
    await expect(
      assertQueueHasRoom({ maxQueuedRuns: 3, countQueued: () => Promise.resolve(2) }),
    ).resolves.toBeUndefined();
    const refused = await assertQueueHasRoom({
      maxQueuedRuns: 3,
      countQueued: () => Promise.resolve(3),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as RateLimitError).message).toBe(
      "the run queue is full: 3 runs are waiting for a worker (at most 3); start this run once some have begun",
    );
    expect((refused as RateLimitError).retryAfterMs).toBe(QUEUE_FULL_RETRY_AFTER_MS);
  });

  it("refuses runs.start with TOO_MANY_REQUESTS once the bound of queued runs is reached, storing nothing", async () => {
    await storeQueuedRun("run_waiting_1");
    await storeQueuedRun("run_waiting_2");
    expect(await setup.services.drains.countQueued()).toBe(2);
    const before = (await setup.caller.runs.list()).total;
    await expectTrpcError(
      setup.caller.runs.start({ question: "one more", workspaceId: "ledgerline" }),
      "TOO_MANY_REQUESTS",
      "the run queue is full: 2 runs are waiting for a worker (at most 2); start this run once some have begun",
    );
    expect((await setup.caller.runs.list()).total).toBe(before);
    await setup.services.prisma.run.update({
      where: { id: "run_waiting_2" },
      data: { status: "interrupted" },
    });
    const started = await setup.caller.runs.start({ question: "now", workspaceId: "ledgerline" });
    expect(started.runId).toMatch(/^run_/);
    await runEnded(setup.services, started.runId);
    await setup.services.backgroundAuditsSettled();
    expect((await setup.caller.runs.get({ runId: started.runId })).run.status).toBe("succeeded");
  });

  it("bounds an experiment by the runs it plans: larger than the bound, or more than the room left", async () => {
    const room = { maxQueuedRuns: 10, countQueued: () => Promise.resolve(7) };
    await expect(assertQueueHasRoomFor(room, 3)).resolves.toBeUndefined();
    await expect(assertQueueHasRoomFor(room, 11)).rejects.toThrow(
      new InputValidationError(
        "an experiment of 11 runs is more than the 10 runs the queue holds: choose fewer cases, modes or trials",
      ),
    );
    const refused = await assertQueueHasRoomFor(room, 4).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as RateLimitError).message).toBe(
      "the run queue has room for 3 runs more (7 waiting, at most 10); this experiment plans 4 runs: start it once some have begun",
    );
  });

  it("refuses an experiment the queue has no room for, storing nothing", async () => {
    // One run of the first test is still waiting; the bound is 2.
    expect(await setup.services.drains.countQueued()).toBe(1);
    const before = (await setup.caller.experiments.list()).length;
    await expectTrpcError(
      setup.caller.experiments.create({
        datasetVersion: "v1",
        modes: ["contract", "transcript"],
        caseIds: ["ledgerline-legacy-cause"],
      }),
      "TOO_MANY_REQUESTS",
      "the run queue has room for 1 run more (1 waiting, at most 2); this experiment plans 2 runs: start it once some have begun",
    );
    await expectTrpcError(
      setup.caller.experiments.create({
        datasetVersion: "v1",
        modes: ["contract", "transcript"],
        caseIds: ["ledgerline-legacy-cause", "routemark-closure-dates"],
      }),
      "BAD_REQUEST",
      "an experiment of 4 runs is more than the 2 runs the queue holds: choose fewer cases, modes or trials",
    );
    expect(await setup.caller.experiments.list()).toHaveLength(before);
  });
});
