import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import { manualClock } from "../../runtime/testing/manual-clock";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { InProcessRunEventFeed } from "../runs/run-event-feed";
import { RunEventRepository } from "../runs/run-event-repository";
import { RunRepository } from "../runs/run-repository";
import { PrismaRunStore } from "../runs/run-store-repository";
import { StoredCorrectionRepository } from "../corrections/stored-correction-repository";
import { LeaseKeeper, type LeaseSettings } from "./lease-keeper";
import { RunLeaseRepository } from "./run-lease-repository";

const settings: LeaseSettings = { ttlMs: 30_000, heartbeatMs: 10_000, sweepMs: 10_000 };
const T0 = 1_800_000_000_000;

let database: TestDatabase;
let leases: RunLeaseRepository;
let runs: RunRepository;
let events: RunEventRepository;
let store: PrismaRunStore;

beforeAll(async () => {
  database = await createTestDatabase();
  const feed = new InProcessRunEventFeed();
  store = new PrismaRunStore(database.prisma, { announcer: feed });
  leases = new RunLeaseRepository(database.prisma, feed, store);
  runs = new RunRepository(database.prisma);
  events = new RunEventRepository(database.prisma);
});

afterAll(async () => {
  await store?.close();
  await database?.dispose();
});

/** One process's keeper on a shared manual clock; `lost` collects what onLost reported. */
function processKeeper(owner: string, clock: ReturnType<typeof manualClock>) {
  const lost: string[] = [];
  const ended: string[] = [];
  let onEnded: (runId: string) => void = () => undefined;
  const keeper = new LeaseKeeper({
    leases,
    clock,
    identity: { owner, appVersion: `1.2.3+${owner}` },
    settings,
    onLost: (runIds) => lost.push(...runIds),
    onEnded: (runId) => {
      ended.push(runId);
      onEnded(runId);
    },
  });
  const nextEnded = () => new Promise<string>((resolve) => (onEnded = resolve));
  return { keeper, lost, ended, nextEnded };
}

/** A time as the reasons write it ("2027-01-15 08:00:20 UTC"). */
function utc(at: number): string {
  return `${new Date(at).toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

async function queuedRun(prefix: string, holder: { owner: string; expiresAt: number } | null) {
  const fixture = buildRunFixture(prefix, T0);
  await leases.createQueued({ ...fixture.run, status: "queued", startedAt: null }, holder);
  return fixture;
}

describe("leases: a run whose process died is marked interrupted, never resumed", () => {
  it("claims once, renews on each heartbeat, and another process sweeps it within ttl + sweep once the beats stop", async () => {
    const clock = manualClock(T0);
    const a = processKeeper("worker-a", clock);
    const b = processKeeper("worker-b", clock);
    const fixture = await queuedRun("lease", null);

    expect(await a.keeper.claim(fixture.run.id)).toBe(T0);
    expect(await b.keeper.claim(fixture.run.id)).toBeNull(); // taken: never run twice
    await store.createAgent(fixture.parent);
    const claimed = await runs.findRun(fixture.run.id);
    expect(claimed).toMatchObject({ status: "running", startedAt: T0 });
    expect((await runs.getRunDetail(fixture.run.id)).run.appVersion).toBe("1.2.3+worker-a");

    await clock.advance(20_000);
    expect(await a.keeper.heartbeatOnce()).toEqual([]); // renewed until T0 + 50 s
    await clock.advance(29_000);
    expect(await b.keeper.sweepOnce()).toEqual([]); // 1 s before expiry: still held

    // worker-a is killed here: no more heartbeats. worker-b's sweeper runs on its timer.
    b.keeper.start();
    const ended = b.nextEnded();
    await clock.advance(settings.sweepMs);
    expect(await ended).toBe(fixture.run.id);
    b.keeper.stop();
    expect(clock.now()).toBeLessThanOrEqual(T0 + 20_000 + settings.ttlMs + settings.sweepMs);

    const detail = await runs.getRunDetail(fixture.run.id);
    const reason = `the process running it stopped (its last sign of life was at ${utc(T0 + 20_000)}; noticed at ${utc(clock.now())}); runs are not resumed`;
    // Its duration ends at its last sign of life (the heartbeat), not when the sweep noticed.
    expect(detail.run).toMatchObject({
      status: "interrupted",
      statusDetail: reason,
      finishedAt: T0 + 20_000,
    });
    expect(
      detail.agents.map((agent) => [agent.status, agent.statusDetail, agent.activity.phase]),
    ).toEqual([["interrupted", reason, "done"]]);
    // The process that stopped stays on record (not in the words people read).
    const row = await database.prisma.run.findUnique({ where: { id: fixture.run.id } });
    expect(row?.leaseOwner).toBe("worker-a");
    const logged = (await events.eventsAfter(fixture.run.id, 0)).map((event) => event.delta);
    expect(logged.slice(-2)).toEqual([
      {
        type: "agent",
        agentId: fixture.parent.id,
        patch: {
          status: "interrupted",
          statusDetail: reason,
          finishedAt: T0 + 20_000,
          activity: expect.objectContaining({
            phase: "done",
            phaseStartedAt: T0 + 20_000,
            phaseDeadlineAt: null,
          }),
        },
      },
      {
        type: "run",
        patch: { status: "interrupted", statusDetail: reason, finishedAt: T0 + 20_000 },
      },
    ]);

    // A second sweep finds nothing; the dead process's late write cannot rewrite the ending;
    // if it was alive after all, its next heartbeat tells it the run is lost.
    expect(await b.keeper.sweepOnce()).toEqual([]);
    await store.updateRun(fixture.run.id, { status: "succeeded", finalAnswer: "late" });
    expect((await runs.findRun(fixture.run.id))?.status).toBe("interrupted");
    expect(await a.keeper.heartbeatOnce()).toEqual([fixture.run.id]);
    expect(a.lost).toEqual([fixture.run.id]);
    expect(b.ended).toEqual([fixture.run.id]);
  });

  it("names the run's last stored activity when it is later than the last heartbeat, and ends the run then", async () => {
    // The page saw progress 6 s after the last heartbeat; the sweep noticed a minute later.
    const clock = manualClock(T0);
    const dead = processKeeper("worker-killed", clock);
    const sweeper = processKeeper("worker-sweeper", clock);
    const fixture = await queuedRun("lease-activity", null);
    expect(await dead.keeper.claim(fixture.run.id)).toBe(T0);
    await store.createAgent(fixture.parent);
    await clock.advance(3_000);
    expect(await dead.keeper.heartbeatOnce()).toEqual([]);
    // Progress stored 6 s after that heartbeat (a run event at T0 + 9 s), then the process dies.
    await clock.advance(6_000);
    const clocked = new PrismaRunStore(database.prisma, { clock });
    await clocked.updateRun(fixture.run.id, { statusDetail: "reading the changelog" });
    await clocked.close();
    await clock.advance(settings.ttlMs + 27_001);
    expect(await sweeper.keeper.sweepOnce()).toEqual([fixture.run.id]);
    expect(await runs.findRun(fixture.run.id)).toMatchObject({
      status: "interrupted",
      statusDetail: `the process running it stopped (its last sign of life was at ${utc(T0 + 9_000)}; noticed at ${utc(T0 + 66_001)}); runs are not resumed`,
      startedAt: T0,
      finishedAt: T0 + 9_000,
    });
  });

  it("refuses the corrections no agent took of a run it sweeps: their holder is gone", async () => {
    const clock = manualClock(T0);
    const corrections = new StoredCorrectionRepository(
      database.prisma,
      new InProcessRunEventFeed(),
    );
    const gone = processKeeper("worker-gone", clock);
    const sweeper = new LeaseKeeper({
      leases,
      clock,
      identity: { owner: "worker-b", appVersion: "1.2.3+worker-b" },
      settings,
      corrections,
    });
    const fixture = await queuedRun("lease-correction", null);
    expect(await gone.keeper.claim(fixture.run.id)).toBe(T0);
    await store.createAgent(fixture.parent);
    const stored = await corrections.store({
      id: "correction_holder_gone",
      runId: fixture.run.id,
      agentId: fixture.parent.id,
      text: "Still there?",
      author: "human:ada@debrief.test",
      createdAt: T0 + 5,
    });
    await clock.advance(settings.ttlMs + 1);
    expect(await sweeper.sweepOnce()).toEqual([fixture.run.id]);
    expect(await corrections.findRefusal(stored.id)).toEqual({
      correctionId: "correction_holder_gone",
      agentId: fixture.parent.id,
      sequence: 1,
      reason: `the run ended before its agent took it (the process running it stopped (its last sign of life was at ${utc(T0)}; noticed at ${utc(T0 + settings.ttlMs + 1)}); runs are not resumed)`,
      refusedAt: T0 + settings.ttlMs + 1,
    });
  });

  it("ends a run left queued in a process that died as never started; a late claim is refused", async () => {
    const clock = manualClock(T0);
    const a = processKeeper("web-a", clock);
    const b = processKeeper("web-b", clock);
    const fixture = await queuedRun("queued-lease", a.keeper.holder());
    a.keeper.hold(fixture.run.id);
    expect(a.keeper.heldRuns()).toEqual([fixture.run.id]);

    await clock.advance(settings.ttlMs - 1);
    expect(await b.keeper.sweepOnce()).toEqual([]);
    await clock.advance(2);
    expect(await b.keeper.sweepOnce()).toEqual([fixture.run.id]);
    expect(await runs.findRun(fixture.run.id)).toMatchObject({
      status: "interrupted",
      statusDetail: "the process it was queued in stopped before starting it; runs are not resumed",
      startedAt: null,
    });
    expect(await a.keeper.claim(fixture.run.id)).toBeNull();
  });

  it("does not sweep a run whose holder keeps beating, nor one that ended and was released", async () => {
    const clock = manualClock(T0);
    const a = processKeeper("worker-c", clock);
    const b = processKeeper("worker-d", clock);
    const fixture = await queuedRun("beating", null);
    await a.keeper.claim(fixture.run.id);
    a.keeper.start();
    for (let step = 0; step < 6; step += 1) {
      await clock.advance(settings.heartbeatMs);
      await a.keeper.heartbeatOnce(); // the timer's beat may still be in flight: beat once more
      expect(await b.keeper.sweepOnce()).toEqual([]);
    }
    a.keeper.stop();
    expect((await runs.findRun(fixture.run.id))?.status).toBe("running");
    await store.updateRun(fixture.run.id, { status: "succeeded", finishedAt: clock.now() });
    await a.keeper.release(fixture.run.id);
    expect(a.keeper.heldRuns()).toEqual([]);
    await clock.advance(settings.ttlMs * 2);
    expect(await b.keeper.sweepOnce()).toEqual([]);
    expect((await runs.findRun(fixture.run.id))?.status).toBe("succeeded");
  });

  it("does not report a run claimed while a heartbeat is in flight as lost", async () => {
    const clock = manualClock(T0);
    const lost: string[] = [];
    let letBeatFinish: () => void = () => undefined;
    const beatHeld = new Promise<void>((resolve) => (letBeatFinish = resolve));
    const keeper = new LeaseKeeper({
      // The beat's renewal answers only once the test has claimed another run.
      leases: {
        claim: (...args) => leases.claim(...args),
        expired: (...args) => leases.expired(...args),
        end: (...args) => leases.end(...args),
        release: (...args) => leases.release(...args),
        renew: async (...args) => {
          const renewed = await leases.renew(...args);
          await beatHeld;
          return renewed;
        },
      },
      clock,
      identity: { owner: "worker-e", appVersion: "1.2.3" },
      settings,
      onLost: (runIds) => lost.push(...runIds),
    });
    const held = await queuedRun("held-before", null);
    const late = await queuedRun("claimed-during", null);
    await keeper.claim(held.run.id);
    const beat = keeper.heartbeatOnce(); // renews only what was held when it started
    await keeper.claim(late.run.id);
    letBeatFinish();
    expect(await beat).toEqual([]);
    expect(lost).toEqual([]);
    expect(keeper.heldRuns().sort()).toEqual([held.run.id, late.run.id].sort());
    expect(await keeper.heartbeatOnce()).toEqual([]);
  });

  it("ends a run `onlyIfQueued` while no one has claimed it; a claim that came first wins", async () => {
    const clock = manualClock(T0);
    const a = processKeeper("worker-e", clock);
    const ending = {
      status: "cancelled",
      detail: "run cancelled before it started",
      at: T0,
    } as const;
    const queued = await queuedRun("stillqueued", null);
    expect(await leases.end(queued.run.id, ending, { onlyIfQueued: true })).toBe(true);
    expect(await runs.findRun(queued.run.id)).toMatchObject({ status: "cancelled" });
    expect(await a.keeper.claim(queued.run.id)).toBeNull();

    // A cancel that read `queued` just before a process claimed the run must not end it: the
    // holder is executing it and would go on with a run stored as ended.
    const claimed = await queuedRun("claimedfirst", null);
    expect(await a.keeper.claim(claimed.run.id)).toBe(T0);
    expect(await leases.end(claimed.run.id, ending, { onlyIfQueued: true })).toBe(false);
    expect(await runs.findRun(claimed.run.id)).toMatchObject({ status: "running" });
  });

  it("stores one of concurrent cancellations of a running run; the others learn it is already being cancelled", async () => {
    const clock = manualClock(T0);
    const holder = processKeeper("worker-f", clock);
    const running = await queuedRun("cancelledtwice", null);
    expect(await holder.keeper.claim(running.run.id)).toBe(T0);
    const outcomes = await Promise.all(
      ["by Ann", "by Ben", "by Cy"].map((reason) => leases.requestCancel(running.run.id, reason)),
    );
    const stored = outcomes.filter((outcome) => outcome.outcome === "stored");
    expect(stored).toHaveLength(1);
    const first = (await leases.cancelRequest(running.run.id))!;
    expect(outcomes.filter((outcome) => outcome.outcome === "already")).toEqual([
      { outcome: "already", reason: first },
      { outcome: "already", reason: first },
    ]);
    expect(await leases.requestCancel("run_never_stored", "by Ann")).toEqual({
      outcome: "not running",
    });
  });
});
