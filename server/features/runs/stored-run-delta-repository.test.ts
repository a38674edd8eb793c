import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRunFixture, writeRunFixture } from "../../runtime/testing/record-fixtures";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { RunEventRepository } from "./run-event-repository";
import { PrismaRunStore } from "./run-store-repository";
import { storedDeltaJson } from "./stored-run-delta-repository";

let database: TestDatabase;
let store: PrismaRunStore;
let events: RunEventRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PrismaRunStore(database.prisma, { clock: { now: () => 7_000 } });
  events = new RunEventRepository(database.prisma);
});

afterAll(async () => {
  await store?.close();
  await database?.dispose();
});

const item = (agentId: string, sequence: number): TranscriptItem => ({
  kind: "message",
  role: "assistant",
  text: `text ${sequence}`,
  id: `${agentId}:${sequence}`,
  agentId,
  sequence,
  iteration: 1,
  createdAt: 1_000 + sequence,
});

/**
 * A stored fixture run with one more RunEvent row written as given (the stored JSON of `delta`),
 * bypassing the writer: the run, and the sequence of that row.
 */
async function runWithRawEvent(
  prefix: string,
  delta: (parentId: string, fixture: ReturnType<typeof buildRunFixture>) => { type: string },
) {
  const fixture = buildRunFixture(prefix);
  await writeRunFixture(store, fixture);
  const { _max } = await database.prisma.runEvent.aggregate({
    where: { runId: fixture.run.id },
    _max: { sequence: true },
  });
  const sequence = (_max.sequence ?? 0) + 1;
  const stored = delta(fixture.parent.id, fixture);
  await database.prisma.runEvent.create({
    data: {
      runId: fixture.run.id,
      sequence,
      type: stored.type,
      delta: JSON.stringify(stored),
      at: new Date(7_000),
    },
  });
  return { fixture, sequence, stored };
}

describe("stored run deltas", () => {
  it("stores an items delta of consecutive sequences as a reference, any other delta whole", () => {
    const consecutive = [item("a1", 4), item("a1", 5), item("a1", 6)];
    expect(
      JSON.parse(storedDeltaJson({ type: "items", agentId: "a1", items: consecutive })),
    ).toEqual({ type: "items", agentId: "a1", stored: { first: 4, last: 6 } });
    const gapped = [item("a1", 4), item("a1", 6)];
    expect(JSON.parse(storedDeltaJson({ type: "items", agentId: "a1", items: gapped }))).toEqual({
      type: "items",
      agentId: "a1",
      items: gapped,
    });
    const sample = {
      id: "w1",
      runId: "r1",
      agentId: "a1",
      iteration: 2,
      tokens: 900,
      providerInputTokens: null,
      mark: "iteration",
      relatedAgentId: null,
      at: 3,
    } as const;
    const later = { ...sample, id: "w2", iteration: 3 };
    expect(
      JSON.parse(storedDeltaJson({ type: "window-samples", samples: [sample, later] })),
    ).toEqual({ type: "window-samples", storedIds: ["w1", "w2"] });
    const patch = { type: "run", patch: { status: "running" } } as const;
    expect(storedDeltaJson(patch)).toBe(JSON.stringify(patch));
  });

  it("writes no item, exchange or window-sample content into the event log and reads them back from their rows", async () => {
    const fixture = buildRunFixture("stored");
    await writeRunFixture(store, fixture);
    const rows = await database.prisma.runEvent.findMany({
      where: { runId: fixture.run.id, type: "items" },
      orderBy: { sequence: "asc" },
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const stored = JSON.parse(row.delta) as Record<string, unknown>;
      expect(Object.keys(stored).sort()).toEqual(["agentId", "stored", "type"]);
    }
    const read = await events.eventsAfter(fixture.run.id, 0, 1_000);
    const itemsRead = read.flatMap((event) =>
      event.delta.type === "items" ? event.delta.items : [],
    );
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect([...itemsRead].sort(byId)).toEqual([...fixture.items].sort(byId));
    const references = await database.prisma.runEvent.findMany({
      where: { runId: fixture.run.id, type: { in: ["exchanges", "window-samples"] } },
    });
    const referred = references.flatMap((row) => {
      const stored = JSON.parse(row.delta) as Record<string, unknown>;
      expect(Object.keys(stored).sort()).toEqual(["storedIds", "type"]);
      return stored.storedIds as string[];
    });
    expect(referred.sort()).toEqual(
      [...fixture.exchanges, ...fixture.samples].map(({ id }) => id).sort(),
    );
    const exchangesRead = read.flatMap((event) =>
      event.delta.type === "exchanges" ? event.delta.exchanges : [],
    );
    const summaries = fixture.exchanges.map(
      ({ requestBody: _request, responseBody: _response, ...summary }) => summary,
    );
    expect(exchangesRead.sort(byId)).toEqual(summaries.sort(byId));
    const samplesRead = read.flatMap((event) =>
      event.delta.type === "window-samples" ? event.delta.samples : [],
    );
    expect(samplesRead.sort(byId)).toEqual([...fixture.samples].sort(byId));
  });

  it("reads an event written with its items in full (before references) as it is", async () => {
    const { fixture, sequence, stored } = await runWithRawEvent("legacy", (parentId) => ({
      type: "items",
      agentId: parentId,
      items: [item(parentId, 900)],
    }));
    const [event] = await events.eventsAfter(fixture.run.id, sequence - 1);
    expect(event?.delta).toEqual(stored);
  });

  it("refuses a reference to items that are not stored, naming the event and the item", async () => {
    const { fixture, sequence } = await runWithRawEvent("dangling", (parentId) => ({
      type: "items",
      agentId: parentId,
      stored: { first: 500, last: 501 },
    }));
    await expect(events.eventsAfter(fixture.run.id, sequence - 1)).rejects.toThrow(
      `stored run event ${fixture.run.id}#${sequence} refers to item ${fixture.parent.id}:500, which is not stored`,
    );
  });

  it("reads the older per-record exchange and window-sample events as one-record lists", async () => {
    const referred = await runWithRawEvent("legacy_exchange", (_parentId, fixture) => ({
      type: "exchange",
      storedId: fixture.exchanges[0]!.id,
    }));
    const [exchangeEvent] = await events.eventsAfter(
      referred.fixture.run.id,
      referred.sequence - 1,
    );
    const {
      requestBody: _request,
      responseBody: _response,
      ...summary
    } = referred.fixture.exchanges[0]!;
    expect(exchangeEvent?.delta).toEqual({ type: "exchanges", exchanges: [summary] });
    const inFull = await runWithRawEvent("legacy_sample", (_parentId, fixture) => ({
      type: "window-sample",
      sample: fixture.samples[0]!,
    }));
    const [sampleEvent] = await events.eventsAfter(inFull.fixture.run.id, inFull.sequence - 1);
    expect(sampleEvent?.delta).toEqual({
      type: "window-samples",
      samples: [inFull.fixture.samples[0]],
    });
  });

  it("refuses a reference to an exchange that is not stored", async () => {
    const { fixture, sequence } = await runWithRawEvent("dangling_exchange", (_parentId, run) => ({
      type: "exchanges",
      storedIds: [run.exchanges[0]!.id, "exchange_gone"],
    }));
    await expect(events.eventsAfter(fixture.run.id, sequence - 1)).rejects.toThrow(
      `stored run event ${fixture.run.id}#${sequence} refers to exchange exchange_gone, which is not stored`,
    );
  });
});
