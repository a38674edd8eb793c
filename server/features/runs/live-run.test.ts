import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyRunEvent } from "../../../components/run/apply-run-event";
import type { RunRecord } from "../../runtime/records";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { createTestServices, type TestServices, waitForRun } from "../../testing/test-services";
import { trackedEvents } from "../../testing/tracked-events";
import { expectTrpcError } from "../../testing/trpc-errors";
import { liveRunEvents } from "./live-run";
import type { RunDelta, RunEvent } from "./run-deltas";
import { InProcessRunEventFeed } from "./run-event-feed";
import type { RunDetail } from "./run-views";

let setup: TestServices;

beforeAll(async () => {
  setup = await createTestServices();
});

afterAll(async () => {
  await setup.disconnect();
});

/** The stored parts of a run page (activity and warnings depend on the time they are read). */
function stored(detail: RunDetail) {
  const { activity: _activity, warnings: _warnings, ...rest } = detail;
  return rest;
}

describe("runs.live: the run's deltas after a snapshot", () => {
  it("sends every change after the snapshot once, in order, and the page rebuilds runs.get from them", async () => {
    const { runId } = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      scenario: "fan-out",
    });
    const snapshot = await setup.caller.runs.get({ runId });
    const stream = await setup.caller.runs.live({
      runId,
      afterSequence: snapshot.lastEventSequence,
    });
    let page = snapshot;
    const ids: string[] = [];
    for await (const event of trackedEvents(stream)) {
      ids.push(event.id);
      const next = applyRunEvent(page, event.data);
      if (next === null) throw new Error(`gap before ${event.id}`);
      page = next;
    }
    const final = await waitForRun(setup.caller, runId);
    expect(final.run.status).toBe("succeeded");
    expect(final.agents).toHaveLength(5);
    const expected = Array.from(
      { length: final.lastEventSequence - snapshot.lastEventSequence },
      (_, index) => String(snapshot.lastEventSequence + index + 1),
    );
    expect(ids).toEqual(expected);
    expect(stored(page)).toEqual(stored(final));
  });

  it("resumes after lastEventId on a reconnect: nothing missed, nothing repeated", async () => {
    const { runId } = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });
    const first = await setup.caller.runs.live({ runId, afterSequence: 0 });
    const received: number[] = [];
    for await (const event of trackedEvents(first)) {
      received.push(event.data.sequence);
      if (received.length === 7) break; // the connection drops
    }
    const resumed = await setup.caller.runs.live({ runId, afterSequence: 0, lastEventId: "7" });
    for await (const event of trackedEvents(resumed)) received.push(event.data.sequence);
    const final = await waitForRun(setup.caller, runId);
    expect(received).toEqual(Array.from({ length: final.lastEventSequence }, (_, i) => i + 1));
  });

  it("refuses a lastEventId past the run's last event with BAD_REQUEST (a stream would never end)", async () => {
    const { runId } = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });
    const final = await waitForRun(setup.caller, runId);
    const stream = await setup.caller.runs.live({
      runId,
      afterSequence: 0,
      lastEventId: "999999999999999",
    });
    await expectTrpcError(
      (async () => {
        for await (const _event of trackedEvents(stream)) throw new Error("sent an event");
      })(),
      "BAD_REQUEST",
      `lastEventId 999999999999999 is past the end of run ${runId}'s event log (its last event is ${final.lastEventSequence}): reload the run and follow it from there`,
    );
    // At the last event itself: a valid cursor; the ended run's stream closes with nothing more.
    const atEnd = await setup.caller.runs.live({
      runId,
      afterSequence: final.lastEventSequence,
    });
    const rest: string[] = [];
    for await (const event of trackedEvents(atEnd)) rest.push(event.id);
    expect(rest).toEqual([]);
  });
});

/** A run record in a given status for the fakes below. */
function runIn(status: RunRecord["status"]): RunRecord {
  return {
    id: "run_1",
    question: "q",
    workspaceId: "w",
    providerName: "scripted",
    model: "m",
    returnMode: "contract",
    scenario: null,
    status,
    statusDetail: null,
    finalAnswer: null,
    createdAt: 0,
    startedAt: 0,
    finishedAt: null,
  };
}

function event(
  sequence: number,
  delta: RunDelta = { type: "agent", agentId: "a", patch: { iteration: sequence } },
): RunEvent {
  return { runId: "run_1", sequence, at: sequence, delta };
}

const ended: RunDelta = { type: "run", patch: { status: "succeeded", finishedAt: 10 } };

describe("liveRunEvents against a feed that skips and repeats", () => {
  it("reads a gap from the log, drops repeats, and ends after the terminal event", async () => {
    const log = [1, 2, 3, 4, 5].map((sequence) => event(sequence));
    log.push(event(6, ended));
    const reads: number[] = [];
    const feed = new InProcessRunEventFeed();
    const stream = liveRunEvents(
      {
        runRepository: { findRun: () => Promise.resolve(runIn("running")) },
        runEvents: {
          eventsAfter: (_runId, after) => {
            reads.push(after);
            // The log holds 1–2 when the stream starts; 3–6 by the time the gap is read.
            const visible = reads.length === 1 ? log.slice(0, 2) : log;
            return Promise.resolve(visible.filter((stored) => stored.sequence > after));
          },
          lastSequence: () => Promise.resolve(2),
        },
        runEventFeed: feed,
      },
      { runId: "run_1", afterSequence: 1 },
    );
    const sequences: number[] = [];
    const consumed = (async () => {
      for await (const message of stream) {
        sequences.push(message.sequence);
        if (message.sequence === 2) {
          feed.announce([log[1]!]); // a repeat
          feed.announce([log[4]!]); // 5: 3 and 4 were announced to nobody
          feed.announce([log[5]!]); // 6: the ending
        }
      }
    })();
    await consumed;
    expect(sequences).toEqual([2, 3, 4, 5, 6]);
    expect(reads).toEqual([1, 2]);
    expect(feed.subscriberCount("run_1")).toBe(0);
  });

  it("stops when the client goes away, and answers an ended run with what the log holds", async () => {
    const feed = new InProcessRunEventFeed();
    const abort = new AbortController();
    const live = liveRunEvents(
      {
        runRepository: { findRun: () => Promise.resolve(runIn("running")) },
        runEvents: {
          eventsAfter: () => Promise.resolve([]),
          lastSequence: () => Promise.resolve(0),
        },
        runEventFeed: feed,
      },
      { runId: "run_1", afterSequence: 0 },
      abort.signal,
    );
    const next = live.next();
    await Promise.resolve();
    abort.abort();
    expect(await next).toEqual({ done: true, value: undefined });
    expect(feed.subscriberCount("run_1")).toBe(0);

    const endedRun = liveRunEvents(
      {
        runRepository: { findRun: () => Promise.resolve(runIn("succeeded")) },
        runEvents: {
          eventsAfter: (_runId, after) => Promise.resolve(after < 1 ? [event(1, ended)] : []),
          lastSequence: () => Promise.resolve(1),
        },
        runEventFeed: feed,
      },
      { runId: "run_1", afterSequence: 0 },
    );
    const all: number[] = [];
    for await (const message of endedRun) all.push(message.sequence);
    expect(all).toEqual([1]);
  });

  it("refuses a cursor past the log's last event before sending anything, running or ended", async () => {
    const feed = new InProcessRunEventFeed();
    for (const status of ["running", "succeeded"] as const) {
      const live = liveRunEvents(
        {
          runRepository: { findRun: () => Promise.resolve(runIn(status)) },
          runEvents: {
            eventsAfter: () => Promise.resolve([]),
            lastSequence: () => Promise.resolve(6),
          },
          runEventFeed: feed,
        },
        { runId: "run_1", afterSequence: 0, lastEventId: "999999999999999" },
      );
      await expect(live.next()).rejects.toThrow(
        "lastEventId 999999999999999 is past the end of run run_1's event log (its last event is 6): reload the run and follow it from there",
      );
      expect(feed.subscriberCount("run_1")).toBe(0);
    }
  });

  it("ends when the ending arrives again at the cursor (a repeat), not waiting forever", async () => {
    const feed = new InProcessRunEventFeed();
    const live = liveRunEvents(
      {
        runRepository: { findRun: () => Promise.resolve(runIn("running")) },
        runEvents: {
          eventsAfter: () => Promise.resolve([]),
          lastSequence: () => Promise.resolve(6),
        },
        runEventFeed: feed,
      },
      { runId: "run_1", afterSequence: 6 },
    );
    const next = live.next();
    await Promise.resolve();
    await Promise.resolve();
    feed.announce([event(6, ended)]);
    expect(await next).toEqual({ done: true, value: undefined });
    expect(feed.subscriberCount("run_1")).toBe(0);
  });
});
