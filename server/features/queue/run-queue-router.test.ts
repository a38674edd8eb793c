import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../runtime/testing/manual-clock";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { createTestServices, type TestServices, waitForRun } from "../../testing/test-services";

/** The test services' default caller is signed in as the admin test user. */

let setup: TestServices;
/** The ledgerline sample question's history, as the run header shows it. */
const HISTORY = { source: "sample", label: "ESC-0932", tokens: 20_777 };
/** The services' clock: the test moves it 1 ms between starts, so creation order is known. */
const clock = manualClock();

beforeAll(async () => {
  setup = await createTestServices({ runConcurrency: 2, clock });
});

afterAll(async () => {
  await setup.services.stop();
  await setup.disconnect();
});

describe("runs.start through the in-process queue", () => {
  it("returns at once with the run queued and its position; cancelling a queued run ends it before it starts", async () => {
    setup.services.runQueue.pause();
    const runIds: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const { runId } = await setup.caller.runs.start({
        question: `${SAMPLE_QUESTION} (${index})`,
        workspaceId: "ledgerline",
      });
      runIds.push(runId);
      await clock.advance(1);
    }
    const listed = await setup.caller.runs.list({ status: "queued" });
    expect(listed.runs.map((run) => [run.id, run.queuePosition])).toEqual(
      runIds.map((runId, index) => [runId, index + 1]).reverse(),
    );
    const third = await setup.caller.runs.get({ runId: runIds[2]! });
    expect(third.run).toMatchObject({ status: "queued", queuePosition: 3, startedAt: null });
    // runs.summary (the run page's title row) gives the same positions as runs.list.
    const summaries = await Promise.all(
      runIds.map((runId) => setup.caller.runs.summary({ runId })),
    );
    expect(summaries.map((run) => [run.id, run.status, run.queuePosition])).toEqual(
      runIds.map((runId, index) => [runId, "queued", index + 1]),
    );
    expect(third.agents).toEqual([]);

    await setup.caller.runs.cancel({ runId: runIds[2]! });
    const cancelled = await setup.caller.runs.get({ runId: runIds[2]! });
    expect(cancelled.run).toMatchObject({
      status: "cancelled",
      statusDetail: "run cancelled by human:Test admin before it started",
      queuePosition: null,
    });
    expect(await setup.caller.runs.summary({ runId: runIds[2]! })).toMatchObject({
      status: "cancelled",
      queuePosition: null,
    });

    setup.services.runQueue.resume();
    const ended = await Promise.all(runIds.map((runId) => waitForRun(setup.caller, runId)));
    expect(ended.map((detail) => detail.run.status)).toEqual([
      "succeeded",
      "succeeded",
      "cancelled",
      "succeeded",
      "succeeded",
    ]);
    expect(ended[2]!.agents).toEqual([]);
    expect(ended[0]!.run.appVersion).toBe("0.0.0-test");
    expect(ended[0]!.run.startedAt).toBeGreaterThanOrEqual(ended[0]!.run.createdAt);
    await expect(setup.caller.runs.cancel({ runId: runIds[2]! })).rejects.toThrow(
      `Run ${runIds[2]} was already cancelled: there is nothing left to cancel (reload to see its outcome)`,
    );
  });

  it("names a queued run's escalation history before it starts (ESC-0932 said 'no history' while queued)", async () => {
    setup.services.runQueue.pause();
    const { runId } = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });
    const queued = await setup.caller.runs.get({ runId });
    expect(queued.run.status).toBe("queued");
    expect(queued.run.history).toEqual(HISTORY);
    setup.services.runQueue.resume();
    const ended = await waitForRun(setup.caller, runId);
    expect(ended.run.status).toBe("succeeded");
    expect(ended.run.history).toEqual(HISTORY);
  });
});
