import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../auth/session-user";
import { RUN_LIST_POLL_MS } from "../features/runs/run-list-changes";
import { manualClock, type ManualClock } from "../runtime/testing/manual-clock";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { createTestServices, type TestServices, waitForRun } from "../testing/test-services";
import { trackedEvents } from "../testing/tracked-events";
import { expectTrpcError } from "../testing/trpc-errors";
import {
  reauthorizedStream,
  sessionEndedMessage,
  SUBSCRIPTION_IDLE_RECHECK_MS,
  SUBSCRIPTION_RECHECK_MS,
} from "./subscription-authorization";

/**
 * Subscriptions are authorized again while they deliver: a reviewer disabled while holding
 * runs.live and runs.changes open gets nothing more; both end with UNAUTHORIZED.
 */

const ENDED = sessionEndedMessage("runs:read");
const reviewer: SessionUser = { id: "u1", email: "r@x", name: "R", role: "reviewer" };

describe("reauthorizedStream", () => {
  it("reads the user again at most once per interval, and ends FORBIDDEN once the role lost the permission", async () => {
    const clock = manualClock(0);
    let reads = 0;
    let now: SessionUser | null = reviewer;
    const source = (async function* () {
      for (let item = 1; item <= 4; item += 1) yield item;
    })();
    const stream = reauthorizedStream(source, {
      permission: "runs:read",
      currentUser: () => Promise.resolve(((reads += 1), now)),
      clock,
      checkedAt: 0,
    });
    expect(await stream.next()).toEqual({ done: false, value: 1 }); // checked at the start
    await clock.advance(SUBSCRIPTION_RECHECK_MS);
    expect(await stream.next()).toEqual({ done: false, value: 2 });
    expect(await stream.next()).toEqual({ done: false, value: 3 }); // within the interval
    expect(reads).toBe(1);
    now = { ...reviewer, role: null };
    await clock.advance(SUBSCRIPTION_RECHECK_MS);
    const refusal = await stream.next().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TRPCError);
    expect([(refusal as TRPCError).code, (refusal as TRPCError).message]).toEqual([
      "FORBIDDEN",
      "an account without a role cannot read runs and transcripts (runs:read)",
    ]);
    expect(await source.next()).toEqual({ done: true, value: undefined }); // closed
  });
});

describe("reauthorizedStream while its source is idle", () => {
  it("reads the user again every idle interval and ends UNAUTHORIZED without waiting for an item", async () => {
    const clock = manualClock(0);
    let reads = 0;
    let now: SessionUser | null = reviewer;
    let returned = false;
    let release: (() => void) | undefined;
    const source: AsyncIterator<number, undefined> & AsyncIterable<number, undefined> = {
      next: () =>
        new Promise((resolve) => {
          release = () => resolve({ done: true, value: undefined });
        }),
      return: () => {
        returned = true;
        return Promise.resolve({ done: true, value: undefined });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
    const stream = reauthorizedStream(source, {
      permission: "runs:read",
      currentUser: () => Promise.resolve(((reads += 1), now)),
      clock,
      checkedAt: 0,
    });
    const ended = stream.next().catch((error: unknown) => error);
    await clock.advance(SUBSCRIPTION_IDLE_RECHECK_MS);
    expect(reads).toBe(1); // still signed in: the stream goes on waiting
    now = null;
    await clock.advance(SUBSCRIPTION_IDLE_RECHECK_MS);
    const refusal = await ended;
    expect(refusal).toBeInstanceOf(TRPCError);
    expect([(refusal as TRPCError).code, (refusal as TRPCError).message]).toEqual([
      "UNAUTHORIZED",
      ENDED,
    ]);
    expect([reads, returned]).toEqual([2, true]);
    release?.();
  });
});

describe("subscriptions of a user disabled while they are open", () => {
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

  it("ends runs.live and runs.changes with UNAUTHORIZED at their next delivery", async () => {
    const { caller, services } = setup;
    const reviewerCaller = await setup.callerAs("reviewer");
    const reviewerUser = await setup.userAs("reviewer");
    services.runQueue.pause();
    const { runId } = await caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });
    const live = trackedEvents(await reviewerCaller.runs.live({ runId, afterSequence: 0 }))[
      Symbol.asyncIterator
    ]();
    const changes = (await reviewerCaller.runs.changes())[Symbol.asyncIterator]();
    expect((await live.next()).value).toMatchObject({ id: "1" });
    expect((await changes.next()).done).toBe(false); // the list's version
    await caller.users.setDisabled({ userId: reviewerUser.id, disabled: true });
    const nextLive = live.next();
    const nextChange = changes.next();
    nextChange.catch(() => undefined); // refused while the run is awaited: asserted below
    await clock.advance(SUBSCRIPTION_RECHECK_MS); // the last check no longer holds
    services.runQueue.resume(); // the run executes: events for both streams
    await expectTrpcError(nextLive, "UNAUTHORIZED", ENDED);
    await waitForRun(caller, runId);
    await clock.advance(RUN_LIST_POLL_MS); // the list's re-read after the run's changes
    await expectTrpcError(nextChange, "UNAUTHORIZED", ENDED);
  });
});
