import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices, waitForRun } from "../../testing/test-services";
import { expectTrpcError } from "../../testing/trpc-errors";

/**
 * A run stored but not handed to the queue (the queue's database refused the job): it fails
 * with the cause instead of waiting as `queued` for good (newcomer4 saw runs stored `queued`
 * with no pg-boss job, "position 1 in the queue" for ever), and the caller gets the error.
 */

let setup: TestServices;

beforeAll(async () => {
  setup = await createTestServices();
});

afterAll(async () => {
  await setup.services.stop();
});

describe("a run the queue refused", () => {
  it("ends failed with the cause; the next run is queued as usual", async () => {
    const queue = setup.services.runQueue;
    const enqueue = queue.enqueue.bind(queue);
    queue.enqueue = async () => {
      throw new Error("connection terminated unexpectedly");
    };
    try {
      await expectTrpcError(
        setup.caller.runs.start({ question: "Which merchants break?", workspaceId: "ledgerline" }),
        "INTERNAL_SERVER_ERROR",
        /.+/,
      );
    } finally {
      queue.enqueue = enqueue;
    }
    const listed = await setup.caller.runs.list({ limit: 10 });
    expect(listed.runs.map((run) => [run.status, run.statusDetail])).toEqual([
      ["failed", "could not be queued: connection terminated unexpectedly"],
    ]);
    const { runId } = await setup.caller.runs.start({
      question: "Which merchants break?",
      workspaceId: "ledgerline",
    });
    expect((await waitForRun(setup.caller, runId)).run.status).toBe("succeeded");
  });
});
