import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../testing/test-services";
import { expectTrpcError } from "../testing/trpc-errors";
import { subscriptionLimitMessage, SubscriptionSlots } from "./subscription-slots";

/**
 * One person's open subscriptions are bounded per process (attack repro: 100 live views opened
 * at once by one engineer stalled health.check 20–34 s); a slot is given back when its stream
 * ends, and other people are not affected.
 */

describe("SubscriptionSlots", () => {
  it("gives `limit` slots per person, refuses the next with 429, and takes each release once", () => {
    const slots = new SubscriptionSlots(2);
    const first = slots.take("u1");
    slots.take("u1");
    const refusal = (() => {
      try {
        slots.take("u1");
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(TRPCError);
    expect([(refusal as TRPCError).code, (refusal as TRPCError).message]).toEqual([
      "TOO_MANY_REQUESTS",
      subscriptionLimitMessage(2),
    ]);
    slots.take("u2"); // another person
    first();
    first(); // idempotent
    expect([slots.heldBy("u1"), slots.heldBy("u2")]).toEqual([1, 1]);
    slots.take("u1");
    expect(slots.heldBy("u1")).toBe(2);
  });
});

describe("subscriptions over tRPC", () => {
  let setup: TestServices;

  beforeAll(async () => {
    setup = await createTestServices({ subscriptionsPerPerson: 2 });
  });

  afterAll(async () => {
    await setup.services.stop();
    await setup.disconnect();
  });

  it("refuses a person's third open subscription until one ends; another person opens theirs", async () => {
    const { caller } = setup;
    const first = (await caller.runs.changes())[Symbol.asyncIterator]();
    const second = (await caller.runs.changes())[Symbol.asyncIterator]();
    expect((await first.next()).done).toBe(false);
    await expectTrpcError(caller.runs.changes(), "TOO_MANY_REQUESTS", subscriptionLimitMessage(2));
    const reviewer = await setup.callerAs("reviewer");
    const theirs = (await reviewer.runs.changes())[Symbol.asyncIterator]();
    expect((await theirs.next()).done).toBe(false);
    await first.return?.();
    const third = (await caller.runs.changes())[Symbol.asyncIterator]();
    expect((await third.next()).done).toBe(false);
    expect(setup.services.subscriptionSlots.heldBy((await setup.userAs("admin")).id)).toBe(2);
    await Promise.all([second.return?.(), third.return?.(), theirs.return?.()]);
    expect(setup.services.subscriptionSlots.heldBy((await setup.userAs("reviewer")).id)).toBe(0);
  });
});
