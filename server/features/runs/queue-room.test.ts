import { describe, expect, it } from "vitest";
import { RateLimitError } from "../../runtime/errors";
import { createTestServices, testServicesForFile } from "../../testing/test-services";
import { runEnded } from "../../testing/run-completion";
import { expectTrpcError } from "../../testing/trpc-errors";
import { assertQueueHasRoom, QUEUE_FULL_RETRY_AFTER_MS } from "./queue-room";

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
});
