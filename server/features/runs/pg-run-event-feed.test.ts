import { describe, expect, it } from "vitest";
import type { RunEvent } from "./run-deltas";
import { PgRunEventFeed, RUN_EVENTS_CHANNEL } from "./pg-run-event-feed";
import type { EventRange } from "./run-event-repository";

/** A run event of `runId` with `sequence` (an agent-patch delta; its content does not matter here). */
function event(runId: string, sequence: number): RunEvent {
  return {
    runId,
    sequence,
    at: 1_000 + sequence,
    delta: { type: "agent", agentId: `${runId}-parent`, patch: { iteration: sequence } },
  } as RunEvent;
}

/**
 * A feed over fake notifications (what another process would NOTIFY is handed to `hear`) and a
 * fake event log holding `log`, whose reads wait until `release` is called (so a test decides
 * what is heard while the first read is in flight); reads after that answer at once.
 */
function setup(log: RunEvent[]) {
  let handler: ((payload: string) => void) | null = null;
  const reads: EventRange[][] = [];
  const waiting: (() => void)[] = [];
  const reported: string[] = [];
  let failNext = false;
  let held = true;
  const feed = new PgRunEventFeed(
    {
      channelName: (base) => base,
      listen: (_channel, listener) => {
        handler = listener;
        return Promise.resolve(() => undefined);
      },
      notify: () => Promise.resolve(),
    },
    {
      eventsInRanges: async (ranges) => {
        reads.push(ranges.map((range) => ({ ...range })));
        if (held) await new Promise<void>((resolve) => waiting.push(resolve));
        if (failNext) {
          failNext = false;
          throw new Error("connection reset");
        }
        return log.filter((stored) =>
          ranges.some(
            (range) =>
              range.runId === stored.runId &&
              stored.sequence > range.after &&
              stored.sequence <= range.last,
          ),
        );
      },
    },
    (message) => reported.push(message),
  );
  return {
    feed,
    reads,
    reported,
    failNextRead: () => (failNext = true),
    /** Another process announces `ranges` ([runId, first, last]). */
    hear(...ranges: [string, number, number][]) {
      const payload = JSON.stringify({
        origin: "another process",
        ranges: ranges.map(([runId, first, last]) => [runId, first, last, 0]),
      });
      handler!(payload);
    },
    /** Let the read in flight answer, and every later one at once. */
    release() {
      held = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** The sequences each run's subscriber received, in order. */
function subscribe(feed: PgRunEventFeed, runIds: string[]) {
  const received = new Map<string, number[]>(runIds.map((runId) => [runId, []]));
  for (const runId of runIds) {
    feed.subscribe(runId, (events) => {
      received.get(runId)!.push(...events.map((stored) => stored.sequence));
    });
  }
  return received;
}

describe("PgRunEventFeed reads other processes' events in batches", () => {
  it("reads every run heard of while a read was in flight in one query, each run's events in order", async () => {
    const log = [
      ...[1, 2, 3, 4].map((sequence) => event("run_a", sequence)),
      ...[1, 2].map((sequence) => event("run_b", sequence)),
      event("run_c", 1),
    ];
    const fake = setup(log);
    await fake.feed.start();
    const received = subscribe(fake.feed, ["run_a", "run_b", "run_c"]);

    fake.hear(["run_a", 1, 2]);
    fake.hear(["run_a", 3, 4], ["run_b", 1, 2]);
    fake.hear(["run_c", 1, 1]);
    fake.release();
    await fake.feed.settled();

    expect(fake.reads).toEqual([
      [{ runId: "run_a", after: 0, last: 2 }],
      [
        { runId: "run_a", after: 2, last: 4 },
        { runId: "run_b", after: 0, last: 2 },
        { runId: "run_c", after: 0, last: 1 },
      ],
    ]);
    expect(Object.fromEntries(received)).toEqual({
      run_a: [1, 2, 3, 4],
      run_b: [1, 2],
      run_c: [1],
    });
  });

  it("reads nothing for runs without a subscriber here, nor this process's own announcements", async () => {
    const fake = setup([event("run_a", 1)]);
    await fake.feed.start();
    fake.hear(["run_a", 1, 1]);
    await fake.feed.settled();
    expect(fake.reads).toEqual([]);
  });

  it("reports a failed read and delivers the next announcement's events (the gap is the subscriber's to read)", async () => {
    const fake = setup([1, 2, 3].map((sequence) => event("run_a", sequence)));
    await fake.feed.start();
    const received = subscribe(fake.feed, ["run_a"]);

    fake.failNextRead();
    fake.hear(["run_a", 1, 2]);
    fake.release();
    await fake.feed.settled();
    fake.hear(["run_a", 3, 3]);
    await fake.feed.settled();

    expect(fake.reported).toEqual([
      "debrief: reading the events of run_a after a notification failed:",
    ]);
    expect(fake.reads).toEqual([
      [{ runId: "run_a", after: 0, last: 2 }],
      [{ runId: "run_a", after: 2, last: 3 }],
    ]);
    expect(received.get("run_a")).toEqual([3]);
  });

  it("listens on the run events channel", () => {
    expect(RUN_EVENTS_CHANNEL).toBe("debrief_run_events");
  });
});
