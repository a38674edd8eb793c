import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../db/client";
import { rowToTelemetry } from "../../db/mapping/debrief-rows";
import { ConflictError, NotFoundError } from "../../runtime/errors";
import { buildRunFixture, writeRunFixture } from "../../runtime/testing/record-fixtures";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { ReplayRepository } from "../replay/replay-repository";
import { TranscriptRepository } from "../transcripts/transcript-repository";
import { RunRepository } from "./run-repository";
import { PrismaRunStore } from "./run-store-repository";

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
  // The store's append writer (and its checkpoint thread, once the WAL is large) goes first.
  await store?.close();
  await database?.dispose();
});

describe("PrismaRunStore", () => {
  it("round-trips every record kind and every transcript item kind", async () => {
    const fixture = buildRunFixture("rt");
    await writeRunFixture(store, fixture);
    const [childA, childB] = fixture.children;

    const detail = await runs.getRunDetail(fixture.run.id);
    const { run } = detail;
    expect({
      id: run.id,
      question: run.question,
      workspaceId: run.workspaceId,
      providerName: run.providerName,
      model: run.model,
      returnMode: run.returnMode,
      scenario: run.scenario,
      history: run.history,
      status: run.status,
      statusDetail: run.statusDetail,
      finalAnswer: run.finalAnswer,
      createdAt: run.createdAt,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
    }).toEqual(fixture.run);
    expect(run.agentCount).toBe(3);
    expect(run.durationMs).toBeNull();

    expect(detail.agents).toEqual([fixture.parent, childA, childB]);
    const kinds = new Set(fixture.items.map((item) => item.kind));
    expect(kinds.size).toBe(7);
    expect(detail.transcripts[childA.id]).toEqual(
      fixture.items.filter((item) => item.agentId === childA.id),
    );
    expect(detail.transcripts[childB.id]).toEqual([]);
    expect(await store.loadTranscript(childA.id)).toEqual(detail.transcripts[childA.id]);
    expect(await new TranscriptRepository(prisma).findTranscript(fixture.parent.id)).toEqual(
      fixture.items.filter((item) => item.agentId === fixture.parent.id),
    );

    // Bodies are read back whole where replay reads them.
    const recorded = await new ReplayRepository(prisma).loadRecordedRun(fixture.run.id);
    expect(recorded.exchanges).toEqual(fixture.exchanges);
    expect(detail.exchanges).toEqual(
      fixture.exchanges.map(({ requestBody: _q, responseBody: _r, ...summary }) => summary),
    );
    expect(detail.windowSamples).toEqual(fixture.samples);
    expect(detail.debriefs).toEqual(fixture.debriefs);
    expect(detail.corrections).toEqual([
      { correction: fixture.corrections[0], consumption: fixture.consumptions[0], refusal: null },
      { correction: fixture.corrections[1], consumption: null, refusal: null },
    ]);
    const telemetry = await prisma.telemetryEvent.findMany({
      where: { runId: fixture.run.id },
      orderBy: { at: "asc" },
    });
    expect(telemetry.map(rowToTelemetry)).toEqual(
      [...fixture.telemetry].sort((a, b) => a.at - b.at),
    );
  });

  it("computes seed 000's window figures per parent/child pair", async () => {
    const fixture = buildRunFixture("wf");
    await writeRunFixture(store, fixture);
    const [childA, childB] = fixture.children;
    const detail = await runs.getRunDetail(fixture.run.id);
    expect(detail.windowFigures).toEqual([
      {
        parentAgentId: fixture.parent.id,
        childAgentId: childA.id,
        beforeSpawn: 1_100,
        childPeak: 7_500,
        afterReturn: 2_300,
        transcriptTokens: 6_050,
        returnTokens: 1_187,
      },
      {
        parentAgentId: fixture.parent.id,
        childAgentId: childB.id,
        beforeSpawn: 1_150,
        childPeak: null,
        afterReturn: null,
        transcriptTokens: null,
        returnTokens: 14,
      },
    ]);
  });

  it("applies run and agent patches, leaving absent keys untouched", async () => {
    const fixture = buildRunFixture("patch");
    await writeRunFixture(store, fixture);
    const finishedAt = fixture.run.createdAt + 4_321;
    await store.updateRun(fixture.run.id, {
      status: "succeeded",
      finalAnswer: "Merchants 17 and 42; caveat: overrides unverified.",
      finishedAt,
    });
    const activity = { ...fixture.parent.activity, phase: "done" as const, inboxCount: 2 };
    await store.updateAgent(fixture.parent.id, { status: "succeeded", iteration: 4, activity });
    const detail = await runs.getRunDetail(fixture.run.id);
    expect(detail.run.status).toBe("succeeded");
    expect(detail.run.finalAnswer).toBe("Merchants 17 and 42; caveat: overrides unverified.");
    expect(detail.run.question).toBe(fixture.run.question);
    expect(detail.run.durationMs).toBe(finishedAt - fixture.run.startedAt!);
    expect(detail.agents[0]).toEqual({
      ...fixture.parent,
      status: "succeeded",
      iteration: 4,
      activity,
    });
  });

  it("replaces a debrief saved twice under the same id", async () => {
    const fixture = buildRunFixture("deb");
    await writeRunFixture(store, fixture);
    const revised = { ...fixture.debriefs[0]!, attempts: 3, guardsApplied: ["x"] };
    await store.saveDebrief(revised);
    const detail = await runs.getRunDetail(fixture.run.id);
    expect(detail.debriefs).toEqual([revised, fixture.debriefs[1]]);
  });

  it("throws ConflictError for a duplicate correction sequence and a second consumption", async () => {
    const fixture = buildRunFixture("dup");
    await writeRunFixture(store, fixture);
    const duplicate = { ...fixture.corrections[0]!, id: "dup_other", text: "again" };
    const error = await store.recordCorrection(duplicate).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).code).toBe("CONFLICT");
    expect((error as Error).message).toContain("sequence 1");
    await expect(store.recordConsumption(fixture.consumptions[0]!)).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(
      store.appendItems(fixture.run.id, [{ ...fixture.items[0]!, id: "dup_item" }]),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it("refuses a duplicate agent and records of a missing run with exact messages, storing nothing", async () => {
    const fixture = buildRunFixture("cold");
    await writeRunFixture(store, fixture);
    const before = await runs.getRunDetail(fixture.run.id);
    const sequenceOf = async () =>
      (await prisma.run.findUniqueOrThrow({ where: { id: fixture.run.id } })).eventSequence;
    const sequenceBefore = await sequenceOf();
    await expect(store.createAgent({ ...fixture.parent, name: "again" })).rejects.toEqual(
      new ConflictError(`agent ${fixture.parent.id} already exists`),
    );
    const orphan = buildRunFixture("cold_orphan");
    await expect(store.createAgent(orphan.parent)).rejects.toEqual(
      new NotFoundError(`run ${orphan.run.id} does not exist`),
    );
    await expect(store.saveDebrief(orphan.debriefs[0]!)).rejects.toEqual(
      new NotFoundError(`run ${orphan.run.id} does not exist`),
    );
    const after = await runs.getRunDetail(fixture.run.id);
    expect(after.agents).toEqual(before.agents);
    expect(after.debriefs).toEqual(before.debriefs);
    expect(await sequenceOf()).toBe(sequenceBefore);
  });

  it("refuses a run id stored already with ConflictError; the stored run and its events stay", async () => {
    const fixture = buildRunFixture("twice");
    await store.createRun(fixture.run);
    const stored = await prisma.run.findUniqueOrThrow({ where: { id: fixture.run.id } });
    expect(stored.eventSequence).toBe(1);
    await expect(store.createRun({ ...fixture.run, question: "again" })).rejects.toEqual(
      new ConflictError(`run ${fixture.run.id} already exists`),
    );
    expect(await prisma.run.findUniqueOrThrow({ where: { id: fixture.run.id } })).toEqual(stored);
    expect(await prisma.runEvent.count({ where: { runId: fixture.run.id } })).toBe(1);
    // The refusal leaves the writer's prepared statement usable: the next run is stored.
    const next = buildRunFixture("twice_next");
    await store.createRun(next.run);
    const nextStored = await prisma.run.findUniqueOrThrow({ where: { id: next.run.id } });
    expect({ question: nextStored.question, eventSequence: nextStored.eventSequence }).toEqual({
      question: next.run.question,
      eventSequence: 1,
    });
  });

  it("throws NotFoundError for unknown runs and agents", async () => {
    await expect(runs.getRunDetail("no_such_run")).rejects.toBeInstanceOf(NotFoundError);
    expect(await new TranscriptRepository(prisma).findTranscript("no_such_agent")).toBeNull();
    await expect(store.updateRun("no_such_run", { status: "failed" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(store.updateAgent("no_such_agent", { iteration: 1 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const orphan = buildRunFixture("orphan").parent;
    await expect(store.createAgent(orphan)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("RunRepository", () => {
  it("lists runs newest first and filters by status; a terminal status is final", async () => {
    const base = 1_800_000_000_000;
    const make = (prefix: string, offset: number, status: "queued" | "running" | "succeeded") => {
      const fixture = buildRunFixture(prefix, base + offset);
      fixture.run.status = status;
      return fixture;
    };
    const queued = make("lq", 1, "queued");
    const running = make("lr", 2, "running");
    const done = make("ld", 3, "succeeded");
    for (const fixture of [queued, running, done]) {
      await store.createRun(fixture.run);
      await store.createAgent(fixture.parent);
    }

    const { runs: all } = await runs.listRuns();
    expect(all.slice(0, 3).map((run) => run.id)).toEqual([
      done.run.id,
      running.run.id,
      queued.run.id,
    ]);
    expect(all[0]?.agentCount).toBe(1);
    const { runs: succeeded } = await runs.listRuns({ status: "succeeded" });
    expect(succeeded.map((run) => run.id)).toContain(done.run.id);
    expect(succeeded.every((run) => run.status === "succeeded")).toBe(true);

    // A late writer (a run a sweeper or a drain already ended) cannot rewrite its ending.
    await store.updateRun(done.run.id, { status: "failed", statusDetail: "late" });
    const kept = await runs.getRunDetail(done.run.id);
    expect([kept.run.status, kept.run.statusDetail]).toEqual(["succeeded", done.run.statusDetail]);
    await store.updateRun(running.run.id, { status: "failed", statusDetail: "model error" });
    const failed = await runs.getRunDetail(running.run.id);
    expect([failed.run.status, failed.run.statusDetail]).toEqual(["failed", "model error"]);
  });
});
