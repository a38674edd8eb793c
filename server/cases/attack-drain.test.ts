import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DrainRepository } from "../features/drain/drain-repository";
import { startDrain } from "../features/drain/drain-service";
import type { PrismaClient } from "../db/prisma-types";
import { manualClock } from "../runtime/testing/manual-clock";
import { createTestServices, type TestServices } from "../testing/test-services";

/**
 * Attacks on lifting a drain and on who the drain view names (requestedByName): lifts racing,
 * a drain started from the command line, by an admin renamed or disabled since.
 */

let setup: TestServices;
const clock = manualClock(Date.UTC(2026, 11, 3, 10, 0, 0));
beforeAll(async () => {
  setup = await createTestServices({ clock });
});
afterAll(async () => {
  await setup.services.stop();
  await setup.disconnect();
});

const liftEntries = async () =>
  (await setup.caller.activity.list({})).entries.filter((entry) => entry.action === "drain.lift");

describe("drain attacks", () => {
  it("two lifts at once: one lifts, the other is refused, one log entry names the drain", async () => {
    const started = await setup.caller.drain.start({ deadlineSeconds: 60, authorize: true });
    const drainId = started.state === "none" ? "" : started.drain.id;
    const before = (await liftEntries()).length;
    const results = await Promise.allSettled([
      setup.caller.drain.lift({ authorize: true }),
      setup.caller.drain.lift({ authorize: true }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(
      (results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason,
    ).toMatchObject({
      code: "CONFLICT",
      message: "No drain is in force (it was lifted already): there is nothing to lift",
    });
    const entries = await liftEntries();
    expect(entries.length - before).toBe(1);
    expect(entries[0]).toMatchObject({ targetType: "drain", targetId: drainId });
  });

  it("a lift that read a drain another lift took, while a new drain started, leaves the new one in force", async () => {
    const { prisma } = setup.services;
    const other = new DrainRepository(prisma);
    const first = await startDrain(
      { drains: other, clock },
      { deadlineMs: 60_000, requestedBy: "human:admin@debrief.test" },
    );
    const firstId = first.state === "none" ? "" : first.drain.id;
    let secondId = "";
    // This lift reads the drain in force; before it writes, another lift takes it and a new
    // drain starts.
    const interleaved = new Proxy(prisma, {
      get(target, key, receiver) {
        if (key !== "drain") return Reflect.get(target, key, receiver);
        return {
          ...target.drain,
          findFirst: async (args: Parameters<PrismaClient["drain"]["findFirst"]>[0]) => {
            const read = await target.drain.findFirst(args);
            expect(await other.lift("human:admin@debrief.test", clock.now())).toBe(firstId);
            const second = await other.start(
              { id: "drain_second", requestedBy: "human:admin@debrief.test", deadlineMs: 60_000 },
              () => clock.now(),
            );
            secondId = second.id;
            return read;
          },
          updateMany: target.drain.updateMany.bind(target.drain),
        };
      },
    }) as PrismaClient;
    expect(
      await new DrainRepository(interleaved).lift("human:late@debrief.test", clock.now()),
    ).toBeNull();
    expect((await other.inForce())?.id).toBe(secondId);
    expect(await other.lift("human:admin@debrief.test", clock.now())).toBe("drain_second");
  });

  it("the drain view names a CLI drain by nobody, and an admin by their name now (renamed, disabled, removed)", async () => {
    const deps = { drains: new DrainRepository(setup.services.prisma), clock };
    const requestedByName = async (requestedBy: string) => {
      const view = await startDrain(deps, { deadlineMs: 60_000, requestedBy });
      await deps.drains.lift("human:admin@debrief.test", clock.now());
      return view.state === "none" ? undefined : view.requestedByName;
    };
    expect(await requestedByName("cli:root")).toBeNull();
    const pat = await setup.caller.users.create({
      email: "pat@debrief.test",
      name: "Pat Admin",
      role: "admin",
      password: "correct horse battery",
    });
    expect(await requestedByName("human:pat@debrief.test")).toBe("Pat Admin");
    await setup.caller.users.rename({ userId: pat.id, name: "Pat Renamed" });
    expect(await requestedByName("human:pat@debrief.test")).toBe("Pat Renamed");
    await setup.caller.users.setDisabled({ userId: pat.id, disabled: true });
    expect(await requestedByName("human:pat@debrief.test")).toBe("Pat Renamed");
    await setup.services.userRepository.removeNewAccount(pat.id);
    expect(await requestedByName("human:pat@debrief.test")).toBeNull();
    expect(await requestedByName("human:")).toBeNull();
  });

  it("a start answers with the drain it started, though another admin lifted it and started one at once", async () => {
    const drains = new DrainRepository(setup.services.prisma);
    const racing = Object.create(drains) as DrainRepository;
    racing.start = async (drain, now) => {
      const started = await drains.start(drain, now);
      await drains.lift("human:other@debrief.test", clock.now());
      await drains.start(
        { id: "drain_other", requestedBy: "human:other@debrief.test", deadlineMs: 60_000 },
        now,
      );
      return started;
    };
    const view = await startDrain(
      { drains: racing, clock },
      { deadlineMs: 60_000, requestedBy: "cli:ops" },
    );
    expect(view).toMatchObject({ state: "draining", drain: { requestedBy: "cli:ops" } });
    expect(view.state === "none" ? null : view.drain.id).not.toBe("drain_other");
    expect(await drains.lift("human:admin@debrief.test", clock.now())).toBe("drain_other");
  });
});
