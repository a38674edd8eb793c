import { describe, expect, it } from "vitest";
import { InProcessRunQueue } from "./in-process-run-queue";
import type { RunJob } from "./run-queue";

const input = {
  question: "q",
  workspaceId: "ledgerline",
  provider: "scripted",
  returnMode: "contract",
  scenario: "auto",
} as const;

function job(runId: string): RunJob {
  return { runId, createdAt: 0, input };
}

/** A handler whose runs end only when the test says so. */
function heldHandler() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const handler = (next: RunJob) =>
    new Promise<void>((resolve) => {
      started.push(next.runId);
      finishers.set(next.runId, resolve);
    });
  const finish = (runId: string) => {
    const resolve = finishers.get(runId);
    if (resolve === undefined) throw new Error(`${runId} has not started`);
    resolve();
  };
  return { started, handler, finish };
}

describe("InProcessRunQueue", () => {
  it("runs at most `concurrency` at once, first in first out, and reports the positions of the rest", async () => {
    const held = heldHandler();
    const queue = new InProcessRunQueue(held.handler, 2);
    const enqueued = await Promise.all(["a", "b", "c", "d"].map((id) => queue.enqueue(job(id))));
    expect(held.started).toEqual(["a", "b"]);
    expect(queue.active).toBe(2);
    expect([...(await queue.positions())]).toEqual([
      ["c", 1],
      ["d", 2],
    ]);
    held.finish("b");
    await enqueued[1]!.finished;
    expect(held.started).toEqual(["a", "b", "c"]);
    expect([...(await queue.positions())]).toEqual([["d", 1]]);
    held.finish("a");
    held.finish("c");
    await Promise.all([enqueued[0]!.finished, enqueued[2]!.finished]);
    held.finish("d");
    await enqueued[3]!.finished;
    expect(held.started).toEqual(["a", "b", "c", "d"]);
    expect(queue.active).toBe(0);
  });

  it("takes nothing while paused, and stop waits for the runs it took", async () => {
    const held = heldHandler();
    const queue = new InProcessRunQueue(held.handler, 1);
    const first = await queue.enqueue(job("a"));
    queue.pause();
    await queue.enqueue(job("b"));
    held.finish("a");
    await first.finished;
    expect(held.started).toEqual(["a"]);
    expect([...(await queue.positions())]).toEqual([["b", 1]]);
    queue.resume();
    expect(held.started).toEqual(["a", "b"]);
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    held.finish("b");
    await stopping;
    expect(stopped).toBe(true);
  });

  it("refuses a concurrency that is not a positive integer", () => {
    const held = heldHandler();
    expect(() => new InProcessRunQueue(held.handler, 0)).toThrow(
      "run concurrency must be a positive integer, got 0",
    );
    expect(() => new InProcessRunQueue(held.handler, 1.5)).toThrow(
      "run concurrency must be a positive integer, got 1.5",
    );
  });
});
