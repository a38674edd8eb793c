import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import type { RunAppendBatch } from "../../runtime/ports";
import { buildRunFixture, writeRunFixture } from "../../runtime/testing/record-fixtures";
import { RUN_DELTA_TYPES, type RunDeltaType } from "../../shared/run-events";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import type { RunDelta, RunEvent } from "./run-deltas";
import { InProcessRunEventFeed } from "./run-event-feed";
import { flushDeltas } from "./run-deltas";
import { RunEventRepository } from "./run-event-repository";
import { RunRepository } from "./run-repository";
import { PrismaRunStore } from "./run-store-repository";
import { StoredCorrectionRepository } from "../corrections/stored-correction-repository";

let database: TestDatabase;
let store: PrismaRunStore;
let events: RunEventRepository;
let corrections: StoredCorrectionRepository;
const announced: RunEvent[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const feed = new InProcessRunEventFeed();
  store = new PrismaRunStore(database.prisma, { announcer: feed, clock: { now: () => 5_000 } });
  events = new RunEventRepository(database.prisma);
  corrections = new StoredCorrectionRepository(database.prisma, feed);
  const announce = feed.announce.bind(feed);
  feed.announce = (batch) => {
    announced.push(...batch);
    announce(batch);
  };
});

afterAll(async () => {
  await store?.close();
  await database?.dispose();
});

/** One run's flush as BufferedRunStore hands it over (PrismaRunStore.writeBatches). */
function flushOf(
  fixture: ReturnType<typeof buildRunFixture>,
  parts: Partial<RunAppendBatch>,
): RunAppendBatch {
  return {
    runId: fixture.run.id,
    items: [],
    telemetry: [],
    exchanges: [],
    windowSamples: [],
    agentPatches: new Map(),
    runPatch: null,
    ...parts,
  };
}

/** The events announced for `runId` since `from` (an index into `announced`). */
const announcedFor = (runId: string, from: number) =>
  announced.slice(from).filter((event) => event.runId === runId);

describe("the run event log", () => {
  it("names the same delta types in the shared list and the delta union", () => {
    expectTypeOf<RunDelta["type"]>().toEqualTypeOf<RunDeltaType>();
  });

  it("appends one event per change, gap-free, in the transaction of the write, and announces it", async () => {
    const fixture = buildRunFixture("log");
    await writeRunFixture(store, fixture);
    await store.updateAgent(fixture.parent.id, { iteration: 3, toolCallCount: 2 });
    // The fixture's second correction was never consumed: refused when the agent ended.
    await corrections.refuse(
      fixture.corrections[1]!,
      "arrived after the agent's inbox closed",
      5_000,
    );
    await store.updateRun(fixture.run.id, {
      status: "succeeded",
      finalAnswer: "done",
      finishedAt: 9,
    });

    const stored = await events.eventsAfter(fixture.run.id, 0);
    expect(stored.map((event) => event.sequence)).toEqual(stored.map((_, index) => index + 1));
    expect(new Set(stored.map((event) => event.delta.type))).toEqual(new Set(RUN_DELTA_TYPES));
    expect(stored.every((event) => event.at === 5_000)).toBe(true);
    // What was announced after each commit is exactly what the log holds.
    expect(JSON.parse(JSON.stringify(announced))).toEqual(JSON.parse(JSON.stringify(stored)));

    // Items: one delta per agent, in the order written; telemetry writes no event.
    const itemDeltas = stored.flatMap((event) =>
      event.delta.type === "items" ? [event.delta] : [],
    );
    const agentsInOrder = [...new Set(fixture.items.map((item) => item.agentId))];
    expect(itemDeltas.map((delta) => delta.agentId)).toEqual(agentsInOrder);
    expect(itemDeltas.flatMap((delta) => delta.items)).toEqual(
      agentsInOrder.flatMap((agentId) => fixture.items.filter((item) => item.agentId === agentId)),
    );
    // Exchanges without their bodies; the last event is the run's ending.
    const exchanges = stored.find((event) => event.delta.type === "exchanges")!.delta;
    expect(exchanges).toHaveProperty("exchanges.0.id");
    expect(exchanges).not.toHaveProperty("exchanges.0.requestBody");
    expect(stored.at(-1)!.delta).toEqual({
      type: "run",
      patch: { status: "succeeded", finalAnswer: "done", finishedAt: 9 },
    });
    const detail = await new RunRepository(database.prisma).getRunDetail(fixture.run.id);
    expect(detail.lastEventSequence).toBe(stored.length);
    expect(await events.eventsAfter(fixture.run.id, stored.length - 2)).toEqual(stored.slice(-2));
  });

  it("reads several runs' ranges in one query (eventsInRanges), by run then sequence, up to its limit", async () => {
    const first = buildRunFixture("ranges-a");
    const second = buildRunFixture("ranges-b");
    await writeRunFixture(store, first);
    await writeRunFixture(store, second);
    const ofFirst = await events.eventsAfter(first.run.id, 0);
    const ofSecond = await events.eventsAfter(second.run.id, 0);
    expect(ofFirst.length).toBeGreaterThan(3);

    const read = await events.eventsInRanges([
      { runId: second.run.id, after: 0, last: 2 },
      { runId: first.run.id, after: 1, last: 3 },
      { runId: "run_unknown", after: 0, last: 5 },
      { runId: first.run.id, after: 4, last: 4 },
    ]);
    const [a] = [first.run.id, second.run.id].sort();
    const expected = [...ofFirst.slice(1, 3), ...ofSecond.slice(0, 2)].sort((x, y) =>
      x.runId === y.runId ? x.sequence - y.sequence : x.runId === a ? -1 : 1,
    );
    expect(read).toEqual(expected);
    expect(await events.eventsInRanges([{ runId: first.run.id, after: 0, last: 99 }], 2)).toEqual(
      ofFirst.slice(0, 2),
    );
    expect(await events.eventsInRanges([])).toEqual([]);
  });

  it("rolls a failed write back with its event: no sequence is used", async () => {
    const fixture = buildRunFixture("atomic");
    await store.createRun(fixture.run);
    await store.createAgent(fixture.parent);
    const correction = { ...fixture.corrections[0]!, agentId: fixture.parent.id };
    await store.recordCorrection(correction);
    const before = await events.eventsAfter(fixture.run.id, 0);
    await expect(
      store.recordCorrection({ ...correction, id: "another_correction" }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await events.eventsAfter(fixture.run.id, 0)).toEqual(before);
    await store.updateAgent(fixture.parent.id, { iteration: 1 });
    const after = await events.eventsAfter(fixture.run.id, 0);
    expect(after.map((event) => event.sequence)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the first ending of a run: a late status patch writes no event", async () => {
    const fixture = buildRunFixture("late");
    await store.createRun(fixture.run);
    await store.updateRun(fixture.run.id, { status: "interrupted", statusDetail: "drained" });
    const before = await events.eventsAfter(fixture.run.id, 0);
    await store.updateRun(fixture.run.id, { status: "succeeded", statusDetail: null });
    expect(await events.eventsAfter(fixture.run.id, 0)).toEqual(before);
    expect(before.at(-1)!.delta).toEqual({
      type: "run",
      patch: { status: "interrupted", statusDetail: "drained" },
    });
  });
});

describe("the run event log on the append path (BufferedRunStore's flushes)", () => {
  it("writes a flush's events with its rows, numbered after the events Prisma wrote, and announces them after the commit", async () => {
    const fixture = buildRunFixture("flush");
    await store.createRun(fixture.run); // event 1
    await store.createAgent(fixture.parent); // event 2
    for (const child of fixture.children) await store.createAgent(child);
    const from = announced.length;
    const flush = flushOf(fixture, {
      items: fixture.items,
      telemetry: fixture.telemetry,
      exchanges: fixture.exchanges,
      windowSamples: fixture.samples,
      agentPatches: new Map([[fixture.parent.id, { iteration: 4 }]]),
      runPatch: { status: "succeeded", finalAnswer: "answer", finishedAt: 77 },
    });
    await store.writeBatches([flush]);

    const stored = await events.eventsAfter(fixture.run.id, 0);
    expect(stored.map((event) => event.sequence)).toEqual(stored.map((_, index) => index + 1));
    const created = 1 + 1 + fixture.children.length;
    const expected = flushDeltas(flush);
    expect(stored.slice(created).map((event) => event.delta)).toEqual(
      JSON.parse(JSON.stringify([...expected.events, expected.runEvent])),
    );
    expect(stored.at(-1)!.delta).toEqual({
      type: "run",
      patch: { status: "succeeded", finalAnswer: "answer", finishedAt: 77 },
    });
    expect(stored.slice(created).every((event) => event.at === 5_000)).toBe(true);
    expect(JSON.parse(JSON.stringify(announcedFor(fixture.run.id, from)))).toEqual(
      JSON.parse(JSON.stringify(stored.slice(created))),
    );
    const detail = await new RunRepository(database.prisma).getRunDetail(fixture.run.id);
    expect(detail.lastEventSequence).toBe(stored.length);
    expect(detail.run.status).toBe("succeeded");

    // The single-record appends go the same way; a Prisma write after them numbers on.
    await store.recordTelemetry(
      fixture.telemetry.map((event) => ({ ...event, id: `again_${event.id}` })),
    );
    await store.updateAgent(fixture.parent.id, { iteration: 5 });
    const after = await events.eventsAfter(fixture.run.id, stored.length);
    expect(after.map((event) => [event.sequence, event.delta.type])).toEqual([
      [stored.length + 1, "agent"],
    ]);
  });

  it("rolls a refused flush back with its events: nothing stored, no sequence used, nothing announced", async () => {
    const fixture = buildRunFixture("refused");
    await store.createRun(fixture.run);
    await store.createAgent(fixture.parent);
    for (const child of fixture.children) await store.createAgent(child);
    const before = await events.eventsAfter(fixture.run.id, 0);
    const from = announced.length;
    const good = flushOf(fixture, { items: fixture.items.slice(0, 2) });
    const missingAgent = flushOf(fixture, {
      windowSamples: fixture.samples,
      agentPatches: new Map([["agent_gone", { iteration: 1 }]]),
    });
    await expect(store.writeBatches([good, missingAgent])).rejects.toThrow(
      new NotFoundError("agent agent_gone does not exist"),
    );
    await store.writeBatches([good]);
    await expect(store.writeBatches([good])).rejects.toBeInstanceOf(ConflictError);
    const after = await events.eventsAfter(fixture.run.id, 0);
    expect(after.map((event) => event.sequence)).toEqual(after.map((_, index) => index + 1));
    expect(after.slice(before.length).map((event) => event.delta.type)).toEqual(
      flushDeltas(good).events.map((delta) => delta.type),
    );
    expect(announcedFor(fixture.run.id, from).map((event) => event.sequence)).toEqual(
      after.slice(before.length).map((event) => event.sequence),
    );
  });

  it("drops a flush's status patch on a run already ended, with its event; the rest of the flush is stored", async () => {
    const fixture = buildRunFixture("lateflush");
    await store.createRun(fixture.run);
    await store.createAgent(fixture.parent);
    await store.updateRun(fixture.run.id, { status: "interrupted", statusDetail: "drained" });
    const before = await events.eventsAfter(fixture.run.id, 0);
    const parentItems = fixture.items.filter((item) => item.agentId === fixture.parent.id);
    await store.writeBatches([
      flushOf(fixture, {
        items: parentItems,
        runPatch: { status: "succeeded", statusDetail: null, finalAnswer: "late" },
      }),
    ]);
    const after = await events.eventsAfter(fixture.run.id, before.length);
    expect(after.map((event) => event.delta.type)).toEqual(["items"]);
    const detail = await new RunRepository(database.prisma).getRunDetail(fixture.run.id);
    expect([detail.run.status, detail.run.statusDetail, detail.run.finalAnswer]).toEqual([
      "interrupted",
      "drained",
      null,
    ]);
    expect(detail.transcripts[fixture.parent.id]).toEqual(parentItems);
  });

  it("refuses a flush whose run patch names a missing run: nothing of the call stored or announced", async () => {
    const fixture = buildRunFixture("patchgone");
    await store.createRun(fixture.run);
    await store.createAgent(fixture.parent);
    const before = await events.eventsAfter(fixture.run.id, 0);
    const from = announced.length;
    const parentItems = fixture.items.filter((item) => item.agentId === fixture.parent.id);
    const missing = {
      ...flushOf(fixture, { runPatch: { status: "succeeded" } }),
      runId: "run_gone",
    };
    await expect(
      store.writeBatches([flushOf(fixture, { items: parentItems }), missing]),
    ).rejects.toThrow(new NotFoundError("run run_gone does not exist"));
    expect(await events.eventsAfter(fixture.run.id, 0)).toEqual(before);
    expect(announcedFor(fixture.run.id, from)).toEqual([]);
    const detail = await new RunRepository(database.prisma).getRunDetail(fixture.run.id);
    expect(detail.transcripts[fixture.parent.id] ?? []).toEqual([]);
  });

  it("ends one run and numbers another run's events in the same flush", async () => {
    const ending = buildRunFixture("ending");
    const going = buildRunFixture("going");
    for (const fixture of [ending, going]) {
      await store.createRun(fixture.run);
      await store.createAgent(fixture.parent);
    }
    const itemsOf = (fixture: ReturnType<typeof buildRunFixture>) =>
      fixture.items.filter((item) => item.agentId === fixture.parent.id);
    const endingBefore = await events.eventsAfter(ending.run.id, 0);
    const goingBefore = await events.eventsAfter(going.run.id, 0);
    const from = announced.length;
    await store.writeBatches([
      flushOf(ending, {
        items: itemsOf(ending),
        runPatch: { status: "succeeded", finalAnswer: "done", finishedAt: 6_000 },
      }),
      flushOf(going, { items: itemsOf(going) }),
    ]);
    const endingAfter = await events.eventsAfter(ending.run.id, endingBefore.length);
    expect(endingAfter.map((event) => [event.sequence, event.delta.type])).toEqual([
      [endingBefore.length + 1, "items"],
      [endingBefore.length + 2, "run"],
    ]);
    const goingAfter = await events.eventsAfter(going.run.id, goingBefore.length);
    expect(goingAfter.map((event) => [event.sequence, event.delta.type])).toEqual([
      [goingBefore.length + 1, "items"],
    ]);
    expect(announcedFor(ending.run.id, from)).toEqual(endingAfter);
    expect(announcedFor(going.run.id, from)).toEqual(goingAfter);
    const detail = await new RunRepository(database.prisma).getRunDetail(ending.run.id);
    expect([detail.run.status, detail.run.finalAnswer, detail.run.finishedAt]).toEqual([
      "succeeded",
      "done",
      6_000,
    ]);
  });

  it("numbers the agent patches of an agent whose run the buffer did not know under that run", async () => {
    const fixture = buildRunFixture("unknownrun");
    await store.createRun(fixture.run);
    await store.createAgent(fixture.parent);
    const before = await events.eventsAfter(fixture.run.id, 0);
    await store.writeBatches([
      {
        ...flushOf(fixture, { agentPatches: new Map([[fixture.parent.id, { iteration: 9 }]]) }),
        runId: "",
      },
    ]);
    const after = await events.eventsAfter(fixture.run.id, before.length);
    expect(after.map((event) => [event.sequence, event.delta])).toEqual([
      [before.length + 1, { type: "agent", agentId: fixture.parent.id, patch: { iteration: 9 } }],
    ]);
  });

  it("keeps sequences gap-free and unique when the append writer and Prisma write one run's events at once", async () => {
    const fixture = buildRunFixture("concurrent");
    await store.createRun(fixture.run);
    await store.createAgent(fixture.parent);
    const from = announced.length;
    const agentId = fixture.parent.id;
    await Promise.all([
      ...[1, 2, 3, 4, 5, 6].map((iteration) =>
        store.writeBatches([
          flushOf(fixture, { agentPatches: new Map([[agentId, { iteration }]]) }),
        ]),
      ),
      ...[1, 2, 3, 4, 5, 6].map((toolCallCount) => store.updateAgent(agentId, { toolCallCount })),
    ]);
    const stored = await events.eventsAfter(fixture.run.id, 0);
    expect(stored.map((event) => event.sequence)).toEqual(
      Array.from({ length: 2 + 12 }, (_, index) => index + 1),
    );
    const sequences = announcedFor(fixture.run.id, from).map((event) => event.sequence);
    expect([...sequences].sort((a, b) => a - b)).toEqual(
      stored.slice(2).map((event) => event.sequence),
    );
  });
});
