import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../db/client";
import { rowToTelemetry } from "../../db/mapping/debrief-rows";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import type { RunAppendBatch } from "../../runtime/ports";
import { buildRunFixture } from "../../runtime/testing/record-fixtures";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { ReplayRepository } from "../replay/replay-repository";
import { RunRepository } from "./run-repository";
import { PrismaRunStore } from "./run-store-repository";

/**
 * The append writer behind PrismaRunStore (`writeBatches`), on SQLite and PostgreSQL: several
 * runs in one call, exact text, all or nothing, missing references, and a Prisma transaction of
 * the same process alongside. (The store's other records: run-store-repository.test.ts.)
 */
let database: TestDatabase;
let prisma: PrismaClient;
let store: PrismaRunStore;
let runs: RunRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  prisma = database.prisma;
  store = new PrismaRunStore(prisma);
  runs = new RunRepository(prisma);
});

afterAll(async () => {
  await database?.dispose();
});

describe("PrismaRunStore.writeBatches (the append writer)", () => {
  const batchOf = (fixture: ReturnType<typeof buildRunFixture>): RunAppendBatch => ({
    runId: fixture.run.id,
    items: fixture.items,
    telemetry: fixture.telemetry,
    exchanges: fixture.exchanges,
    windowSamples: fixture.samples,
    agentPatches: new Map([[fixture.parent.id, { iteration: 7, status: "running" as const }]]),
    runPatch: { status: "succeeded", finalAnswer: "answer", finishedAt: fixture.run.createdAt + 9 },
  });

  async function createdFixture(prefix: string) {
    const fixture = buildRunFixture(prefix);
    await store.createRun(fixture.run);
    await store.createAgent(fixture.parent);
    for (const child of fixture.children) await store.createAgent(child);
    return fixture;
  }

  it("writes several runs' rows and state in one call; they read back exactly", async () => {
    const first = await createdFixture("wb1");
    const second = await createdFixture("wb2");
    await store.writeBatches([batchOf(first), batchOf(second)]);
    for (const fixture of [first, second]) {
      const detail = await runs.getRunDetail(fixture.run.id);
      expect(detail.run).toMatchObject({ status: "succeeded", finalAnswer: "answer" });
      expect(detail.run.finishedAt).toBe(fixture.run.createdAt + 9);
      expect(detail.agents[0]).toEqual({ ...fixture.parent, iteration: 7, status: "running" });
      for (const agent of [fixture.parent, ...fixture.children]) {
        expect(detail.transcripts[agent.id]).toEqual(
          fixture.items.filter((item) => item.agentId === agent.id),
        );
      }
      expect(detail.windowSamples).toEqual(fixture.samples);
      const recorded = await new ReplayRepository(prisma).loadRecordedRun(fixture.run.id);
      expect(recorded.exchanges).toEqual(fixture.exchanges);
      const telemetry = await prisma.telemetryEvent.findMany({
        where: { runId: fixture.run.id },
        orderBy: [{ at: "asc" }, { id: "asc" }],
      });
      expect(telemetry.map(rowToTelemetry)).toEqual(
        [...fixture.telemetry].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id)),
      );
    }
  });

  it("stores text exactly: quotes, backslashes, braces, array and JSON syntax, newlines, astral characters", async () => {
    const fixture = await createdFixture("wbtext");
    const awkward = [
      'say "hi" \\ and \\"',
      "{a,b} {\"x\":1} NULL null [1,2] ''",
      "line one\nline two\r\n\ttabbed",
      "emoji 🧾 ✓ é — “quoted” \u2028 end",
      "",
    ];
    const items = fixture.items.map((item, index) =>
      item.kind === "message" ? { ...item, text: awkward[index % awkward.length]! } : item,
    );
    const exchanges = fixture.exchanges.map((exchange, index) => ({
      ...exchange,
      requestBody: awkward[(index + 1) % awkward.length]!,
      responseBody: awkward[(index + 2) % awkward.length]!,
    }));
    await store.writeBatches([{ ...batchOf(fixture), items, exchanges }]);
    const detail = await runs.getRunDetail(fixture.run.id);
    for (const agent of [fixture.parent, ...fixture.children]) {
      expect(detail.transcripts[agent.id]).toEqual(
        items.filter((item) => item.agentId === agent.id),
      );
    }
    expect(items.filter((item) => item.kind === "message").length).toBeGreaterThan(2);
    const recorded = await new ReplayRepository(prisma).loadRecordedRun(fixture.run.id);
    expect(recorded.exchanges).toEqual(exchanges);
  });

  it("is all or nothing: a batch naming a missing agent stores nothing of the call", async () => {
    const good = await createdFixture("wb3");
    const bad = await createdFixture("wb4");
    const missing = { ...batchOf(bad), agentPatches: new Map([["agent_gone", { iteration: 1 }]]) };
    const error = await store
      .writeBatches([batchOf(good), missing])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe("agent agent_gone does not exist");
    for (const fixture of [good, bad]) {
      const detail = await runs.getRunDetail(fixture.run.id);
      expect(detail.run.status).toBe(fixture.run.status);
      expect(Object.values(detail.transcripts).flat()).toEqual([]);
      expect(detail.windowSamples).toEqual([]);
    }
    await expect(
      store.writeBatches([{ ...batchOf(good), runPatch: null, agentPatches: new Map() }]),
    ).resolves.toBeUndefined();
    await expect(store.writeBatches([batchOf(good)])).rejects.toBeInstanceOf(ConflictError);
  });
  it("refuses rows of a missing agent or run with NotFoundError, storing nothing (the insert-only tables have no foreign keys: one check per flush)", async () => {
    const fixture = await createdFixture("wbparents");
    const empty = { ...batchOf(fixture), telemetry: [], exchanges: [], windowSamples: [] };
    const orphanItem = { ...fixture.items[0]!, id: "item_orphan", agentId: "agent_nowhere" };
    const orphanItems = { ...empty, items: [orphanItem], agentPatches: new Map(), runPatch: null };
    await expect(store.writeBatches([orphanItems])).rejects.toEqual(
      new NotFoundError("agent agent_nowhere does not exist"),
    );
    const telemetryOf = (runId: string) =>
      fixture.telemetry.map((event, index) => ({ ...event, id: `${runId}_t${index}`, runId }));
    const orphanTelemetry = {
      ...empty,
      runId: "run_nowhere",
      items: [],
      agentPatches: new Map(),
      runPatch: null,
      telemetry: telemetryOf("run_nowhere"),
    };
    await expect(store.writeBatches([orphanTelemetry])).rejects.toEqual(
      new NotFoundError("run run_nowhere does not exist"),
    );
    // Beside a good batch: all or nothing.
    const orphanSample = { ...fixture.samples[0]!, id: "sample_orphan", runId: "run_nowhere" };
    await expect(
      store.writeBatches([batchOf(fixture), { ...orphanTelemetry, windowSamples: [orphanSample] }]),
    ).rejects.toEqual(new NotFoundError("run run_nowhere does not exist"));
    const detail = await runs.getRunDetail(fixture.run.id);
    expect(Object.values(detail.transcripts).flat()).toEqual([]);
    expect(await prisma.telemetryEvent.count({ where: { runId: "run_nowhere" } })).toBe(0);
    expect(await prisma.windowSample.count({ where: { runId: "run_nowhere" } })).toBe(0);
    expect(await prisma.transcriptItem.count({ where: { agentId: "agent_nowhere" } })).toBe(0);
    // The run's own telemetry alone (no event: no other check of the run) is stored.
    await store.writeBatches([
      { ...orphanTelemetry, runId: fixture.run.id, telemetry: telemetryOf(fixture.run.id) },
    ]);
    expect(await prisma.telemetryEvent.count({ where: { runId: fixture.run.id } })).toBe(
      fixture.telemetry.length,
    );
  });
});

describe("the append writer beside a Prisma transaction of the same process", () => {
  it("waits for the transaction without blocking the event loop, then writes (no busy error)", async () => {
    // A 20 ms busy timeout: a writer that waited for SQLite's lock in the process would fail.
    const local = new PrismaRunStore(prisma, { appendBusyTimeoutMs: 20 });
    const fixture = buildRunFixture("held");
    await local.createRun(fixture.run);
    await local.createAgent(fixture.parent);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    // Holds the database's write lock across an await, as every interactive transaction does.
    const transaction = prisma.$transaction(async (tx) => {
      await tx.run.update({ where: { id: fixture.run.id }, data: { statusDetail: "held" } });
      inside();
      await held;
    });
    await entered;
    const parentItems = fixture.items.filter((item) => item.agentId === fixture.parent.id);
    let written = false;
    const writing = local.appendItems(fixture.run.id, parentItems).then(() => (written = true));
    await new Promise<void>((resolve) => setImmediate(resolve)); // the event loop turns
    expect(written).toBe(false);
    release();
    await transaction;
    await writing;
    const detail = await runs.getRunDetail(fixture.run.id);
    expect(detail.run.statusDetail).toBe("held");
    expect(detail.transcripts[fixture.parent.id]).toEqual(parentItems);
    await local.close();
  });
});
