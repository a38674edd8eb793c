import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { ConflictError } from "../../runtime/errors";
import { buildRunFixture, writeRunFixture } from "../../runtime/testing/record-fixtures";
import { RUN_DELTA_TYPES, type RunDeltaType } from "../../shared/run-events";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import type { RunDelta, RunEvent } from "./run-deltas";
import { InProcessRunEventFeed } from "./run-event-feed";
import { RunEventRepository } from "./run-event-repository";
import { RunRepository } from "./run-repository";
import { PrismaRunStore } from "./run-store-repository";

let database: TestDatabase;
let store: PrismaRunStore;
let events: RunEventRepository;
const announced: RunEvent[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const feed = new InProcessRunEventFeed();
  store = new PrismaRunStore(database.prisma, { announcer: feed, clock: { now: () => 5_000 } });
  events = new RunEventRepository(database.prisma);
  const announce = feed.announce.bind(feed);
  feed.announce = (batch) => {
    announced.push(...batch);
    announce(batch);
  };
});

afterAll(async () => {
  await database?.dispose();
});

describe("the run event log", () => {
  it("names the same delta types in the shared list and the delta union", () => {
    expectTypeOf<RunDelta["type"]>().toEqualTypeOf<RunDeltaType>();
  });

  it("appends one event per change, gap-free, in the transaction of the write, and announces it", async () => {
    const fixture = buildRunFixture("log");
    await writeRunFixture(store, fixture);
    await store.updateAgent(fixture.parent.id, { iteration: 3, toolCallCount: 2 });
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
    const exchange = stored.find((event) => event.delta.type === "exchange")!.delta;
    expect(exchange).not.toHaveProperty("exchange.requestBody");
    expect(stored.at(-1)!.delta).toEqual({
      type: "run",
      patch: { status: "succeeded", finalAnswer: "done", finishedAt: 9 },
    });
    const detail = await new RunRepository(database.prisma).getRunDetail(fixture.run.id);
    expect(detail.lastEventSequence).toBe(stored.length);
    expect(await events.eventsAfter(fixture.run.id, stored.length - 2)).toEqual(stored.slice(-2));
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
