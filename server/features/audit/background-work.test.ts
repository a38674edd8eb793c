import { describe, expect, it } from "vitest";
import { BackgroundWork } from "./background-work";

/** A job that logs its start and ends when the test says so. */
function heldJob(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const job = () => {
    log.push(`start ${name}`);
    return new Promise<void>((resolve) => {
      finish = () => {
        log.push(`end ${name}`);
        resolve();
      };
    });
  };
  return { job, finish: () => finish() };
}

/** Resolves once the event loop has taken a few turns (the queue yields one before each job). */
const turns = async (count = 3) => {
  for (let turn = 0; turn < count; turn += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};

describe("BackgroundWork", () => {
  it("runs jobs one at a time, in order", async () => {
    const work = new BackgroundWork();
    const log: string[] = [];
    const first = heldJob(log, "a");
    const second = heldJob(log, "b");
    const done = [work.schedule("a", "once", first.job), work.schedule("b", "once", second.job)];
    await turns();
    expect(log).toEqual(["start a"]);
    first.finish();
    await turns();
    expect(log).toEqual(["start a", "end a", "start b"]);
    second.finish();
    await Promise.all(done);
    expect(work.size).toBe(0);
  });

  it("merges a job whose key is queued or running ('once'), and reruns a running 'rerun' job once", async () => {
    const work = new BackgroundWork();
    const log: string[] = [];
    let runs = 0;
    const audit = async () => {
      runs += 1;
      log.push(`audit ${runs}`);
      await turns(1);
    };
    await Promise.all([
      work.schedule("audit r", "once", audit),
      work.schedule("audit r", "once", audit),
    ]);
    expect(runs).toBe(1);

    const check = heldJob(log, "check");
    const running = work.schedule("provenance r", "rerun", check.job);
    await turns();
    // Two debriefs arrive while the check runs: one rerun after it, not two.
    const merged = [
      work.schedule("provenance r", "rerun", check.job),
      work.schedule("provenance r", "rerun", check.job),
    ];
    check.finish();
    await turns();
    check.finish();
    await Promise.all([running, ...merged]);
    expect(log).toEqual(["audit 1", "start check", "end check", "start check", "end check"]);
  });

  it("starts a job only once whenCalm resolved", async () => {
    let calm: () => void = () => undefined;
    const work = new BackgroundWork({
      whenCalm: () => new Promise<void>((resolve) => (calm = resolve)),
    });
    const log: string[] = [];
    const done = work.schedule("a", "once", async () => {
      log.push("ran");
    });
    await turns();
    expect(log).toEqual([]);
    calm();
    await done;
    expect(log).toEqual(["ran"]);
  });

  it("rejects with the job's error and forgets the key", async () => {
    const work = new BackgroundWork();
    await expect(
      work.schedule("a", "once", () => Promise.reject(new Error("audit failed"))),
    ).rejects.toThrow("audit failed");
    expect(work.size).toBe(0);
  });
});

describe("BackgroundWork.close", () => {
  it("waits for the job running, skips the jobs queued and scheduled after it", async () => {
    const work = new BackgroundWork();
    const log: string[] = [];
    const running = heldJob(log, "a");
    const queued = heldJob(log, "b");
    const first = work.schedule("a", "once", running.job);
    const second = work.schedule("b", "once", queued.job);
    await turns();
    expect(log).toEqual(["start a"]);
    let closed = false;
    const closing = work.close().then(() => {
      closed = true;
    });
    await turns();
    expect(closed).toBe(false);
    running.finish();
    await closing;
    await Promise.all([first, second]);
    await work.schedule("c", "once", heldJob(log, "c").job);
    expect(log).toEqual(["start a", "end a"]);
    expect(work.size).toBe(0);
  });

  it("skips a job queued but not yet started when closed at once", async () => {
    const work = new BackgroundWork();
    const log: string[] = [];
    const scheduled = work.schedule("a", "once", heldJob(log, "a").job);
    await work.close();
    await scheduled;
    expect(log).toEqual([]);
  });
});
