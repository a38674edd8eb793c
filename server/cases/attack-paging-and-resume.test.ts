import { describe, expect, it } from "vitest";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import {
  createTestServicesWithSampleRun,
  testServicesForFile,
  waitForRun,
} from "../testing/test-services";
import { trackedEvents } from "../testing/tracked-events";
import { expectTrpcError, zodMessages } from "../testing/trpc-errors";

/**
 * Attacks on the run event log's live subscription with resume and on transcript paging:
 * cursors that are negative, fractional, huge or strings; two subscribers on one run; a run
 * that ends while subscribed. Each must end in a clear 400/404 or a clean end, never a 500.
 */
const setup = testServicesForFile(createTestServicesWithSampleRun);

async function childAgentId(): Promise<string> {
  const detail = await setup.caller.runs.get({ runId: setup.runId });
  return detail.agents.find((entry) => entry.role === "child")!.id;
}

/** Every sequence a live stream sends, until it ends. */
async function sequences(stream: AsyncIterable<{ id: string; data: { sequence: number } }>) {
  const received: number[] = [];
  for await (const event of trackedEvents(stream)) received.push(event.data.sequence);
  return received;
}

describe("attack: transcript paging cursors", () => {
  it("refuses a cursor past the largest sequence a row can have with BAD_REQUEST, not a database error", async () => {
    const agentId = await childAgentId();
    for (const cursor of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const error = await expectTrpcError(
        setup.caller.transcripts.page({ runId: setup.runId, agentId, cursor }),
        "BAD_REQUEST",
        /cursor must be at most 2,147,483,647/,
      );
      expect(zodMessages(error)).toEqual(["cursor must be at most 2,147,483,647"]);
    }
    const last = await setup.caller.transcripts.page({
      runId: setup.runId,
      agentId,
      cursor: 2 ** 31 - 1,
    });
    expect(last).toEqual({ items: [], nextCursor: null, matching: expect.any(Number) });
  });

  it("refuses negative and fractional cursors and page sizes of 0, -1 and 501", async () => {
    const agentId = await childAgentId();
    const page = (input: { cursor?: number; limit?: number }) =>
      setup.caller.transcripts.page({ runId: setup.runId, agentId, ...input });
    await expectTrpcError(page({ cursor: -1 }), "BAD_REQUEST", /cursor must be at least 0/);
    await expectTrpcError(page({ cursor: 1.5 }), "BAD_REQUEST", /cursor must be a whole number/);
    await expectTrpcError(page({ limit: 0 }), "BAD_REQUEST", /limit must be at least 1/);
    await expectTrpcError(page({ limit: -1 }), "BAD_REQUEST", /limit must be at least 1/);
    await expectTrpcError(page({ limit: 501 }), "BAD_REQUEST", /limit must be at most 500/);
  });
});

describe("attack: runs.live resume cursors", () => {
  it("refuses fractional, string and huge cursors with BAD_REQUEST before anything is sent", async () => {
    const { runId } = setup;
    const last = (await setup.caller.runs.get({ runId })).lastEventSequence;
    const live = async (input: Record<string, unknown>) => {
      const stream = await setup.caller.runs.live({ runId, ...input } as {
        runId: string;
        afterSequence: number;
      });
      for await (const _event of trackedEvents(stream)) throw new Error("sent an event");
    };
    await expectTrpcError(live({ afterSequence: 1.5 }), "BAD_REQUEST", /afterSequence/);
    await expectTrpcError(live({ afterSequence: "3" }), "BAD_REQUEST", /afterSequence/);
    await expectTrpcError(
      live({ afterSequence: 0, lastEventId: "-1" }),
      "BAD_REQUEST",
      /lastEventId must be an event sequence/,
    );
    for (const huge of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      await expectTrpcError(
        live({ afterSequence: huge }),
        "BAD_REQUEST",
        `afterSequence ${huge} is past the end of run ${runId}'s event log (its last event is ${last}): reload the run and follow it from there`,
      );
    }
    await expectTrpcError(
      live({ afterSequence: 0, lastEventId: "999999999999999" }),
      "BAD_REQUEST",
      `lastEventId 999999999999999 is past the end of run ${runId}'s event log (its last event is ${last}): reload the run and follow it from there`,
    );
  });

  it("answers an unknown run with NOT_FOUND even with a huge cursor", async () => {
    const stream = await setup.caller.runs.live({ runId: "no-such-run", afterSequence: 2 ** 40 });
    await expectTrpcError(
      (async () => {
        for await (const _event of trackedEvents(stream)) throw new Error("sent an event");
      })(),
      "NOT_FOUND",
      "unknown run: no-such-run",
    );
  });

  it("sends every event exactly once to each of two subscribers of one run, and ends both when the run ends", async () => {
    const { runId } = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      scenario: "fan-out",
    });
    const [one, two] = await Promise.all([
      setup.caller.runs.live({ runId, afterSequence: 0 }),
      setup.caller.runs.live({ runId, afterSequence: 0 }),
    ]);
    const [first, second] = await Promise.all([sequences(one), sequences(two)]);
    const final = await waitForRun(setup.caller, runId);
    const all = Array.from({ length: final.lastEventSequence }, (_, index) => index + 1);
    expect(first).toEqual(all);
    expect(second).toEqual(all);
  });

  it("releases the person's subscription slot when a stream is closed before its first event", async () => {
    const admin = (await setup.userAs("admin")).id;
    const before = setup.services.subscriptionSlots.heldBy(admin);
    const live = await setup.caller.runs.live({ runId: setup.runId, afterSequence: 0 });
    const changes = await setup.caller.runs.changes();
    expect(setup.services.subscriptionSlots.heldBy(admin)).toBe(before + 2);
    await live[Symbol.asyncIterator]().return?.(undefined);
    await changes[Symbol.asyncIterator]().return?.(undefined);
    expect(setup.services.subscriptionSlots.heldBy(admin)).toBe(before);
  });
});
