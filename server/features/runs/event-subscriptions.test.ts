import { describe, expect, it } from "vitest";
import { Inbox } from "../../runtime/agent/inbox";
import type { RuntimeEvent } from "../../runtime/ports";
import type { CorrectionRecord } from "../../runtime/records";
import { manualClock } from "../../runtime/testing/manual-clock";
import { DEFAULT_LOAD_GATE_SETTINGS, LoadGate } from "../queue/load-gate";
import { EventHub } from "./event-hub";
import type { RunEvent } from "./run-deltas";
import { InProcessRunEventFeed } from "./run-event-feed";
import { runListChanges, RUN_LIST_POLL_MS } from "./run-list-changes";

/** A committed run event of `runId` (what the feed announces). */
function runEvent(runId: string, sequence: number): RunEvent {
  return { runId, sequence, at: 0, delta: { type: "run", patch: { status: "running" } } };
}

const runUpdated = (runId: string): RuntimeEvent => ({ type: "run-updated", runId });

describe("InProcessRunEventFeed unsubscribe", () => {
  it("a second call is harmless, even after a newer subscription to the same run", () => {
    const feed = new InProcessRunEventFeed();
    const calls: string[] = [];
    const stop = feed.subscribe("run_a", () => calls.push("first"));
    stop();
    const stopNewer = feed.subscribe("run_a", () => calls.push("newer"));
    stop();
    expect(feed.subscriberCount("run_a")).toBe(1);
    feed.announce([runEvent("run_a", 1)]);
    expect(calls).toEqual(["newer"]);
    stopNewer();
    stopNewer();
    expect(feed.subscriberCount("run_a")).toBe(0);
  });

  it("the same function subscribed twice is two subscriptions, each ended by its own call", () => {
    const feed = new InProcessRunEventFeed();
    const seen: number[] = [];
    const listener = (events: readonly RunEvent[]) => seen.push(events.length);
    const stopOne = feed.subscribe("run_a", listener);
    const stopTwo = feed.subscribe("run_a", listener);
    expect(feed.subscriberCount("run_a")).toBe(2);
    feed.announce([runEvent("run_a", 1)]);
    expect(seen).toEqual([1, 1]);
    stopOne();
    stopOne();
    expect(feed.subscriberCount("run_a")).toBe(1);
    feed.announce([runEvent("run_a", 2)]);
    expect(seen).toEqual([1, 1, 1]);
    stopTwo();
    expect(feed.subscriberCount("run_a")).toBe(0);
  });

  it("subscribeAll: twice the same function, each unsubscribe called twice", () => {
    const feed = new InProcessRunEventFeed();
    let calls = 0;
    const listener = () => calls++;
    const stopOne = feed.subscribeAll(listener);
    const stopTwo = feed.subscribeAll(listener);
    stopOne();
    stopOne();
    expect(feed.allSubscriberCount()).toBe(1);
    feed.announce([runEvent("run_b", 1)]);
    expect(calls).toBe(1);
    stopTwo();
    stopTwo();
    expect(feed.allSubscriberCount()).toBe(0);
    feed.announce([runEvent("run_b", 2)]);
    expect(calls).toBe(1);
  });
});

describe("EventHub unsubscribe", () => {
  it("per run and for all runs: double calls and a listener subscribed twice", () => {
    const hub = new EventHub();
    const calls: string[] = [];
    const listener = (event: RuntimeEvent) => calls.push(event.runId);
    const stopOne = hub.subscribe("run_a", listener);
    const stopTwo = hub.subscribe("run_a", listener);
    stopOne();
    stopOne();
    expect(hub.subscriberCount("run_a")).toBe(1);
    hub.emit(runUpdated("run_a"));
    expect(calls).toEqual(["run_a"]);
    stopTwo();
    const stopNewer = hub.subscribe("run_a", () => calls.push("newer"));
    stopTwo();
    hub.emit(runUpdated("run_a"));
    expect(calls).toEqual(["run_a", "newer"]);
    stopNewer();

    const stopAll = hub.subscribeAll(listener);
    const stopAllAgain = hub.subscribeAll(listener);
    stopAll();
    stopAll();
    expect(hub.allSubscriberCount()).toBe(1);
    stopAllAgain();
    stopAllAgain();
    expect(hub.allSubscriberCount()).toBe(0);
  });
});

describe("other listener registries", () => {
  it("Inbox.onQueued and LoadGate.onTick: a double removal ends only its own subscription", async () => {
    const inbox = new Inbox();
    const heard: number[] = [];
    const listener = (correction: CorrectionRecord) => heard.push(correction.sequence);
    const stopOne = inbox.onQueued(listener);
    inbox.onQueued(listener);
    stopOne();
    stopOne();
    inbox.enqueue({
      id: "cor_1",
      runId: "run_a",
      agentId: "agent_a",
      sequence: inbox.reserveSequence(),
      text: "look again",
      author: "human:ada",
      createdAt: 0,
    });
    expect(heard).toEqual([1]);

    const clock = manualClock();
    const gate = new LoadGate(clock);
    let ticks = 0;
    const tick = () => ticks++;
    const stopTick = gate.onTick(tick);
    gate.onTick(tick);
    stopTick();
    stopTick();
    gate.start();
    await clock.advance(DEFAULT_LOAD_GATE_SETTINGS.sampleMs);
    expect(ticks).toBe(1);
  });
});

describe("runListChanges", () => {
  it("ending one stream twice leaves another stream's subscription in place", async () => {
    const clock = manualClock();
    const feed = new InProcessRunEventFeed();
    const deps = {
      runRepository: { listVersion: async () => "v1" },
      runEventFeed: feed,
      clock,
    };
    const first = runListChanges(deps);
    const abortSecond = new AbortController();
    const second = runListChanges(deps, abortSecond.signal);
    await first.next();
    await second.next();
    expect(feed.allSubscriberCount()).toBe(2);
    await first.return(undefined);
    await first.return(undefined);
    expect(feed.allSubscriberCount()).toBe(1);
    const ended = second.next();
    abortSecond.abort();
    await clock.advance(RUN_LIST_POLL_MS);
    expect(await ended).toEqual({ done: true, value: undefined });
    expect(feed.allSubscriberCount()).toBe(0);
  });
});
