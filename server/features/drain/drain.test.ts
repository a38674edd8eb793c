import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, type ManualClock } from "../../runtime/testing/manual-clock";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { DRAINED_FOR_DEPLOYMENT } from "../../shared/run-status";
import { untilRunEvent } from "../../testing/run-completion";
import {
  createTestServices,
  type TestServices,
  testUserEmail,
  waitForRun,
} from "../../testing/test-services";
import { expectTrpcError, zodMessages } from "../../testing/trpc-errors";

/** The test services' default caller is signed in as the admin test user. */
const ADMIN = testUserEmail("admin");

let setup: TestServices;
let clock: ManualClock;

beforeAll(async () => {
  clock = manualClock(Date.now());
  setup = await createTestServices({ clock });
});

afterAll(async () => {
  await setup.services.stop();
  await setup.disconnect();
});

describe("drain for a deployment (seed 003: separately authorized, no resumption)", () => {
  it("refuses new runs, lets runs in flight go on until the deadline, then interrupts what is left", async () => {
    const { caller, services } = setup;
    expect(await caller.drain.status()).toEqual({ state: "none" });
    const inFlight = await caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      scenario: "slow",
    });
    await untilRunEvent(services, inFlight.runId, (delta) => delta.type === "agent-created");
    services.runQueue.pause();
    const waiting = await caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });

    const started = await caller.drain.start({ deadlineSeconds: 60, authorize: true });
    expect(started).toMatchObject({
      state: "draining",
      runsLeft: 2,
      interrupted: [],
      drain: { requestedBy: `human:${ADMIN}`, deadlineAt: clock.now() + 60_000, completedAt: null },
      // The banner names the admin by account name, as the Activity log does.
      requestedByName: "Test admin",
    });
    const deadline = new Date(clock.now() + 60_000).toISOString();
    await expectTrpcError(
      caller.runs.start({ question: SAMPLE_QUESTION, workspaceId: "ledgerline" }),
      "SERVICE_UNAVAILABLE",
      `Debrief is draining for a deployment (authorized by Test admin, deadline ${deadline}): new runs are refused until the drain is lifted`,
    );
    await expectTrpcError(
      caller.drain.start({ deadlineSeconds: 5, authorize: true }),
      "CONFLICT",
      new RegExp(
        `^A drain is already in force \\(started by ${ADMIN} at [^)]+\\): lift it before starting another$`,
      ),
    );

    // Before the deadline the run in flight goes on.
    expect((await services.drainWatcher.checkOnce()).check).toBe("draining");
    expect(services.manager.isInFlight(inFlight.runId)).toBe(true);

    await clock.advance(60_000);
    expect((await services.drainWatcher.checkOnce()).check).toBe("past-deadline");
    const [stopped, neverStarted] = await Promise.all([
      waitForRun(caller, inFlight.runId),
      waitForRun(caller, waiting.runId),
    ]);
    for (const detail of [stopped, neverStarted]) {
      expect([detail.run.status, detail.run.statusDetail]).toEqual([
        "interrupted",
        DRAINED_FOR_DEPLOYMENT,
      ]);
    }
    // Interrupted, as the run says (not cancelled: no person cancelled them), phase ended.
    expect(stopped.agents.map((agent) => [agent.status, agent.activity.phase])).toEqual(
      stopped.agents.map(() => ["interrupted", "done"]),
    );
    expect(stopped.agents[0]!.statusDetail).toBe(DRAINED_FOR_DEPLOYMENT);
    expect(neverStarted.agents).toEqual([]);

    expect((await services.drainWatcher.checkOnce()).check).toBe("completed");
    const drained = await caller.drain.status();
    if (drained.state !== "drained") throw new Error(`expected drained, got ${drained.state}`);
    expect(drained.runsLeft).toBe(0);
    expect(drained.drain.completedAt).toBe(clock.now());
    expect(drained.interrupted.map((run) => run.runId).sort()).toEqual(
      [inFlight.runId, waiting.runId].sort(),
    );

    // Lifted: new runs are accepted again and the queue takes them.
    expect(await caller.drain.lift({ authorize: true })).toEqual({ state: "none" });
    await expectTrpcError(
      caller.drain.lift({ authorize: true }),
      "CONFLICT",
      "No drain is in force (it was lifted already): there is nothing to lift",
    );
    // The action log names the drain that was lifted (the one started above).
    const log = await caller.activity.list({});
    expect(log.entries.find((entry) => entry.action === "drain.lift")).toMatchObject({
      targetType: "drain",
      targetId: started.state === "none" ? "none" : started.drain.id,
    });
    const after = await caller.runs.start({ question: SAMPLE_QUESTION, workspaceId: "ledgerline" });
    expect((await services.drainWatcher.checkOnce()).check).toBe("none");
    expect((await waitForRun(caller, after.runId)).run.status).toBe("succeeded");
  });

  it("refuses a drain without an explicit authorization (400), and drains nothing", async () => {
    for (const input of [{ deadlineSeconds: 60 }, { deadlineSeconds: 60, authorize: false }]) {
      await expectTrpcError(
        setup.caller.drain.start(input as { deadlineSeconds: number; authorize: true }),
        "BAD_REQUEST",
        /a drain stops every run still in flight at its deadline; it must be authorized explicitly with authorize: true/,
      );
    }
    expect(await setup.caller.drain.status()).toEqual({ state: "none" });
  });

  it("refuses to lift a drain without an explicit authorization (400), and the drain stays in force", async () => {
    const started = await setup.caller.drain.start({ deadlineSeconds: 60, authorize: true });
    const unauthorized =
      "lifting the drain lets every Debrief process accept new runs again; it must be authorized explicitly with authorize: true";
    const cases: [unknown, string][] = [
      [undefined, "Invalid input: expected object, received undefined"],
      [{}, unauthorized],
      [{ authorize: false }, unauthorized],
      [{ authorize: "true" }, unauthorized],
    ];
    for (const [input, message] of cases) {
      const error = await setup.caller.drain.lift(input as { authorize: true }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe("BAD_REQUEST");
      expect(zodMessages(error as TRPCError)).toEqual([message]);
    }
    expect(await setup.caller.drain.status()).toEqual(started);
    expect(await setup.caller.drain.lift({ authorize: true })).toEqual({ state: "none" });
  });

  it("rejects a drain deadline outside 1 s to one day", async () => {
    await expectTrpcError(
      setup.caller.drain.start({ deadlineSeconds: 0, authorize: true }),
      "BAD_REQUEST",
      /the deadline must be at least 1 second/,
    );
    await expectTrpcError(
      setup.caller.drain.start({ deadlineSeconds: 86_401, authorize: true }),
      "BAD_REQUEST",
      /the deadline must be at most 86,400 seconds/,
    );
    expect(await setup.caller.drain.status()).toEqual({ state: "none" });
  });
});
