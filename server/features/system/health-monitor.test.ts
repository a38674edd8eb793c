import { describe, expect, it } from "vitest";
import { manualClock } from "../../runtime/testing/manual-clock";
import { HealthMonitor } from "./health-monitor";

const SETTINGS = { intervalMs: 2_000, timeoutMs: 1_000, staleAfterMs: 5_000 };

/** A ping the test answers by hand: `answer()` resolves the oldest pending one, `fail()` rejects it. */
function manualPing() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  return {
    ping: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    answer: () => pending.shift()!.resolve(),
    fail: () => pending.shift()!.reject(new Error("connection refused")),
    get count() {
      return pending.length;
    },
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("HealthMonitor", () => {
  it("answers from the last probe without a database round trip of its own", async () => {
    const clock = manualClock();
    const database = manualPing();
    const monitor = new HealthMonitor(database.ping, clock, SETTINGS);
    monitor.start();
    expect(database.count).toBe(1);
    await clock.advance(40);
    database.answer();
    await settle();
    const report = await monitor.current();
    expect(report).toEqual({
      ok: true,
      database: "ok",
      databaseCheckedAt: clock.now(),
      databaseLatencyMs: 40,
      eventLoopDelayMs: 0,
      workers: null,
      time: clock.now(),
    });
    expect(database.count).toBe(0); // current() sent no ping
    monitor.stop();
  });

  it("waits for the first probe before its first answer", async () => {
    const clock = manualClock();
    const database = manualPing();
    const monitor = new HealthMonitor(database.ping, clock, SETTINGS);
    monitor.start();
    const first = monitor.current();
    database.answer();
    expect((await first).database).toBe("ok");
    monitor.stop();
  });

  it("says unreachable after a failed probe and slow after one past the timeout, ok again once it answers", async () => {
    const clock = manualClock();
    const database = manualPing();
    const monitor = new HealthMonitor(database.ping, clock, SETTINGS);
    monitor.start();
    database.fail();
    await settle();
    expect(monitor.report()).toMatchObject({ ok: false, database: "unreachable" });
    await clock.advance(2_000); // the next probe: not answered within the 1 s timeout
    await clock.advance(1_000);
    expect(monitor.report()).toMatchObject({ ok: false, database: "slow" });
    await clock.advance(1_000); // the next tick sends no second probe while one is pending
    expect(database.count).toBe(1);
    database.answer();
    await settle();
    expect(monitor.report()).toMatchObject({ ok: true, database: "ok", databaseLatencyMs: 2_000 });
    monitor.stop();
  });

  it("says stale when no probe has answered for longer than staleAfterMs", async () => {
    const clock = manualClock();
    const database = manualPing();
    const monitor = new HealthMonitor(database.ping, clock, SETTINGS);
    monitor.start();
    database.answer();
    await settle();
    monitor.stop(); // no more probes (as when the process's timers no longer run)
    await clock.advance(5_001);
    expect(monitor.report()).toMatchObject({ ok: false, database: "stale" });
  });

  it("reports how late its own timer fired as the event-loop delay", async () => {
    const clock = manualClock();
    const database = manualPing();
    const monitor = new HealthMonitor(database.ping, clock, SETTINGS);
    monitor.start();
    database.answer();
    await clock.advance(2_300); // the tick due at 2,000 ms fires at 2,300 ms
    expect(monitor.report().eventLoopDelayMs).toBe(300);
    monitor.stop();
  });

  it("refreshes the workers' presence on each tick and reports its counts, not in ok", async () => {
    const clock = manualClock();
    const database = manualPing();
    let refreshes = 0;
    let running = 0;
    let stops = 0;
    const workers = {
      refresh: () => {
        refreshes += 1;
        return Promise.resolve();
      },
      health: () => ({ running, stopping: 0, checkedAt: clock.now() }),
      stop: () => (stops += 1),
    };
    const monitor = new HealthMonitor(database.ping, clock, SETTINGS, workers);
    monitor.start();
    expect(refreshes).toBe(1);
    database.answer();
    await settle();
    expect(await monitor.current()).toMatchObject({
      ok: true,
      workers: { running: 0, stopping: 0, checkedAt: clock.now() },
    });
    running = 2;
    await clock.advance(2_000);
    expect(refreshes).toBe(2);
    database.answer();
    await settle();
    expect(monitor.report()).toMatchObject({ ok: true, workers: { running: 2 } });
    expect(refreshes).toBe(2); // report() and current() read nothing
    monitor.stop();
    expect(stops).toBe(1);
    await clock.advance(10_000);
    expect(refreshes).toBe(2);
  });
});
