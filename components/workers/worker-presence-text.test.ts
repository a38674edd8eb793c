import { describe, expect, it } from "vitest";
import { formatTimestamp } from "@/components/ui/format";
import type {
  WorkerHeartbeatRecord,
  WorkerPresenceView,
} from "@/server/features/workers/worker-presence-views";
import { noWorkerWarning, workersIndicatorView } from "./worker-presence-text";

const worker = (fields: Partial<WorkerHeartbeatRecord> = {}): WorkerHeartbeatRecord => ({
  id: "worker:host-a:41:abcd",
  host: "host-a",
  pid: 41,
  appVersion: "0.1.0+3f4b426",
  concurrency: 4,
  runsInHand: 1,
  state: "running",
  heartbeatMs: 10_000,
  startedAt: 1_000,
  lastSeenAt: 2_000,
  ...fields,
});

const team = (fields: Partial<Extract<WorkerPresenceView, { mode: "team" }>> = {}) =>
  ({
    mode: "team",
    checkedAt: 5_000,
    current: true,
    workers: [],
    running: 0,
    stopping: 0,
    queuedRuns: 0,
    appVersion: "0.1.0+3f4b426",
    lastGoneAt: null,
    ...fields,
  }) satisfies WorkerPresenceView;

const list = (view: WorkerPresenceView) =>
  noWorkerWarning(view, { runs: view.mode === "team" ? view.queuedRuns : 0, thisRun: false });

describe("the no-worker warning", () => {
  it("warns the runs list while runs are queued and no worker is alive, naming the command", () => {
    expect(list(team({ queuedRuns: 3 }))).toEqual({
      reason: "no-worker",
      headline: "No worker is running",
      consequence: "3 queued runs wait until `npm run worker` starts.",
      lastSeen: null,
    });
    expect(list(team({ queuedRuns: 1 }))?.consequence).toBe(
      "1 queued run waits until `npm run worker` starts.",
    );
  });

  it("says when the last worker was seen, once one has gone", () => {
    expect(list(team({ queuedRuns: 1, lastGoneAt: 1_800_000_000_000 }))?.lastSeen).toBe(
      `The last worker was seen at ${formatTimestamp(1_800_000_000_000)}.`,
    );
  });

  it("warns the page of a queued run in its own words, and not once the run left the queue", () => {
    const view = team({ queuedRuns: 0 }); // read before this run was queued
    expect(noWorkerWarning(view, { runs: 1, thisRun: true })?.consequence).toBe(
      "this run waits in the queue until `npm run worker` starts.",
    );
    expect(noWorkerWarning(view, { runs: 0, thisRun: true })).toBeNull();
  });

  it("says every worker is stopping when the only live ones heard SIGTERM", () => {
    const stopping = [worker({ state: "stopping" })];
    expect(list(team({ queuedRuns: 2, workers: stopping, stopping: 1 }))).toEqual({
      reason: "all-stopping",
      headline: "The only worker is stopping",
      consequence: "2 queued runs wait until a new worker starts (`npm run worker`).",
      lastSeen: null,
    });
    expect(list(team({ queuedRuns: 2, stopping: 2 }))?.headline).toBe("Every worker is stopping");
  });

  it("says nothing while a worker takes runs, when nothing waits, in SQLite mode, while loading or when the presence could not be read", () => {
    expect(list(team({ queuedRuns: 4, running: 1, workers: [worker()] }))).toBeNull();
    expect(list(team({ queuedRuns: 0 }))).toBeNull();
    expect(list({ mode: "in-process" })).toBeNull();
    expect(noWorkerWarning(undefined, { runs: 1, thisRun: true })).toBeNull();
    expect(list(team({ queuedRuns: 4, current: false }))).toBeNull();
  });
});

describe("the workers indicator", () => {
  it("counts the live workers and lists each on hover", () => {
    const view = workersIndicatorView(
      team({
        running: 2,
        stopping: 1,
        queuedRuns: 1,
        workers: [
          worker(),
          worker({ host: "host-b", pid: 7, runsInHand: 0 }),
          worker({ host: "host-c", pid: 9, state: "stopping", runsInHand: 2, concurrency: 2 }),
        ],
      }),
    );
    expect(view).toEqual({
      state: "running",
      text: "2 workers (1 stopping)",
      title: [
        "1 run queued.",
        "host-a (pid 41) v0.1.0+3f4b426: 1 of 4 runs",
        "host-b (pid 7) v0.1.0+3f4b426: 0 of 4 runs",
        "host-c (pid 9) v0.1.0+3f4b426: 2 of 2 runs, stopping",
      ].join("\n"),
      dot: "bg-emerald-600",
    });
    expect(workersIndicatorView(team({ running: 1, workers: [worker()] }))?.text).toBe("1 worker");
  });

  it("says the count is unknown, not the last one read, while the server does not answer", () => {
    // The top bar showed "2 workers" beside "Server not answering" for as long as it lasted.
    const lastRead = team({ running: 2, workers: [worker(), worker({ host: "host-b", pid: 7 })] });
    expect(workersIndicatorView(lastRead, true)).toEqual({
      state: "unknown",
      text: "Workers unknown",
      title:
        "The server is not answering: the workers' count is not known (2 workers when last read).",
      dot: "bg-zinc-300",
    });
    expect(workersIndicatorView(lastRead, false)?.text).toBe("2 workers");
    // SQLite mode stays without an indicator.
    expect(workersIndicatorView({ mode: "in-process" } as WorkerPresenceView, true)).toBeNull();
  });

  it("says which workers run another version than this server (e.g. not restarted after a deployment)", () => {
    const view = workersIndicatorView(
      team({
        running: 2,
        workers: [worker(), worker({ host: "host-b", pid: 7, appVersion: "0.1.0+0ld0ld0" })],
      }),
    );
    expect(view?.text).toBe("2 workers (1 on another version)");
    expect(view?.title.split("\n")[2]).toBe(
      "host-b (pid 7) v0.1.0+0ld0ld0 (this server: v0.1.0+3f4b426): 1 of 4 runs",
    );
  });

  it("says no worker, amber while runs wait; unknown when the presence could not be read; nothing in SQLite mode", () => {
    expect(workersIndicatorView(team({ queuedRuns: 2 }))).toEqual({
      state: "none",
      text: "No worker",
      title: "No worker takes runs; 2 runs queued. Start one with npm run worker.",
      dot: "bg-amber-500",
    });
    expect(workersIndicatorView(team())?.dot).toBe("bg-zinc-300");
    expect(workersIndicatorView(team({ current: false }))?.state).toBe("unknown");
    expect(workersIndicatorView({ mode: "in-process" })).toBeNull();
    expect(workersIndicatorView(undefined)).toBeNull();
  });
});
