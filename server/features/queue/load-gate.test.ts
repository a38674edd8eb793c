import { describe, expect, it } from "vitest";
import type { Clock } from "../../runtime/ports";
import { manualClock } from "../../runtime/testing/manual-clock";
import { InProcessRunQueue } from "./in-process-run-queue";
import { LoadGate } from "./load-gate";
import type { RunJob } from "./run-queue";

const SETTINGS = { sampleMs: 50, windowSamples: 4, maxDelayMs: 40, step: 2 };

/** A manual clock whose next timer fires `lateMs` after its due time (a busy event loop). */
async function tickLate(clock: ReturnType<typeof manualClock>, lateMs: number): Promise<void> {
  await clock.advance(SETTINGS.sampleMs + lateMs);
}

const job = (runId: string): RunJob => ({
  runId,
  createdAt: 0,
  input: {
    question: "q",
    workspaceId: "ledgerline",
    provider: "scripted",
    returnMode: "contract",
    scenario: "auto",
  },
});

/** Runs that end only when the test says so. */
function heldRuns() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const handler = (next: RunJob) =>
    new Promise<void>((resolve) => {
      started.push(next.runId);
      finishers.set(next.runId, resolve);
    });
  return { started, handler, finish: (runId: string) => finishers.get(runId)!() };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("LoadGate", () => {
  it("grants `step` runs per tick while the loop is on time, none while it is late, one when none runs", async () => {
    const clock = manualClock();
    const gate = new LoadGate(clock as Clock, SETTINGS);
    gate.start();
    expect(gate.take(0, 25)).toBe(2);
    expect(gate.take(2, 25)).toBe(0); // this tick's budget is spent
    await tickLate(clock, 0);
    expect(gate.delayMs).toBe(0);
    expect(gate.take(2, 25)).toBe(2);
    await tickLate(clock, 120); // the timer fired 120 ms late
    expect(gate.delayMs).toBe(120);
    expect(gate.take(4, 25)).toBe(0);
    expect(gate.take(0, 25)).toBe(1); // nothing runs: the queue never stalls
    for (let tick = 0; tick < SETTINGS.windowSamples; tick += 1) await tickLate(clock, 0);
    expect(gate.delayMs).toBe(0); // the late tick left the window
    expect(gate.take(24, 25)).toBe(1); // never past the ceiling
    gate.stop();
  });

  it("whenCalm resolves at the first calm tick, after maxWaitMs of late ticks, or at stop", async () => {
    const clock = manualClock();
    const gate = new LoadGate(clock as Clock, SETTINGS);
    gate.start();
    await tickLate(clock, 100); // late: the window's delay is 100 ms
    const resolved: string[] = [];
    void gate.whenCalm(1_000).then(() => resolved.push("calm"));
    void gate.whenCalm(120).then(() => resolved.push("waited"));
    await tickLate(clock, 0); // still late within the window of 4 ticks
    expect(resolved).toEqual([]);
    await tickLate(clock, 0); // 100 ms since asked: below the 120 ms bound
    expect(resolved).toEqual([]);
    await tickLate(clock, 0); // 150 ms: the bound passed
    expect(resolved).toEqual(["waited"]);
    await tickLate(clock, 0); // the late tick left the window: calm
    expect(resolved).toEqual(["waited", "calm"]);
    await expect(gate.whenCalm()).resolves.toBeUndefined(); // calm: at once
    await tickLate(clock, 100);
    const atStop = gate.whenCalm();
    gate.stop();
    await expect(atStop).resolves.toBeUndefined();
  });

  it("a throwing tick listener is reported; the other listeners run and the gate keeps ticking", async () => {
    const clock = manualClock();
    const reported: unknown[] = [];
    const gate = new LoadGate(clock as Clock, SETTINGS, (error) => reported.push(error));
    const ticks: number[] = [];
    gate.onTick(() => {
      throw new Error("admission check failed");
    });
    gate.onTick(() => ticks.push(clock.now()));
    const startedAt = clock.now();
    gate.start();
    await tickLate(clock, 0);
    await tickLate(clock, 0);
    expect(ticks).toEqual([startedAt + SETTINGS.sampleMs, startedAt + 2 * SETTINGS.sampleMs]);
    expect(reported.map((error) => (error as Error).message)).toEqual([
      "admission check failed",
      "admission check failed",
    ]);
    gate.stop();
  });

  it("gives back what a take did not use, up to one tick's budget", () => {
    const gate = new LoadGate(manualClock() as Clock, SETTINGS);
    expect(gate.take(0, 25, 1)).toBe(1);
    gate.giveBack(5);
    expect(gate.take(0, 25)).toBe(2);
  });

  it("the in-process queue starts runs only as its gate admits them, and the rest keep their positions", async () => {
    const clock = manualClock();
    const gate = new LoadGate(clock as Clock, SETTINGS);
    gate.start();
    const runs = heldRuns();
    const queue = new InProcessRunQueue(runs.handler, 25, gate);
    await Promise.all(["a", "b", "c", "d", "e", "f"].map((id) => queue.enqueue(job(id))));
    expect(runs.started).toEqual(["a", "b"]);
    expect([...(await queue.positions()).entries()]).toEqual([
      ["c", 1],
      ["d", 2],
      ["e", 3],
      ["f", 4],
    ]);
    await tickLate(clock, 100); // late: nothing more starts, and an ending run is not replaced
    runs.finish("a");
    await settle();
    expect(runs.started).toEqual(["a", "b"]);
    expect(queue.active).toBe(1);
    await tickLate(clock, 0); // still late within the window
    expect(runs.started).toEqual(["a", "b"]);
    // Three more on-time ticks push the late one out of the window of 4: then 2 start per tick.
    await tickLate(clock, 0);
    await tickLate(clock, 0);
    expect(runs.started).toEqual(["a", "b"]);
    await tickLate(clock, 0);
    expect(runs.started).toEqual(["a", "b", "c", "d"]);
    await tickLate(clock, 0);
    expect(runs.started).toEqual(["a", "b", "c", "d", "e", "f"]);
    for (const runId of ["b", "c", "d", "e", "f"]) runs.finish(runId);
    await queue.stop();
    gate.stop();
  });
});
