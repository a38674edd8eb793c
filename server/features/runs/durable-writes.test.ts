import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPrismaClient, type PrismaClient } from "../../db/client";
import { applyMigrations } from "../../db/migrate";
import { AgentManager } from "../../runtime/agent/agent-manager";
import { BufferedRunStore } from "../../runtime/buffered-run-store";
import { createSequentialIdGenerator } from "../../runtime/system-clock";
import { manualClock, type ManualClock } from "../../runtime/testing/manual-clock";
import {
  callOf,
  NO_WORKSPACE,
  probeTool,
  answerOf,
  turnProvider,
} from "../../runtime/testing/turn-script";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { RunEvent } from "./run-deltas";
import { o200kTokenCounter } from "../../runtime/window/token-counter";
import type { FailedAttempt } from "../../runtime/write-retry";
import { RunEventRepository } from "./run-event-repository";
import { RunRepository } from "./run-repository";
import { PrismaRunStore } from "./run-store-repository";

/**
 * Issue 10, item 3 on a real SQLite file: another connection holds the write lock
 * (`BEGIN IMMEDIATE`) past the append writer's busy timeout while a run is in flight. The
 * store retries on its (manual) clock; the run either ends `failed` naming the storage error
 * with a stored transcript that is a prefix (never an orphan tool_result), or, when the lock
 * goes before the tries are spent, `succeeded` with every item stored before `done` resolved.
 * Either way the run event log agrees with what is stored (the events of a lost flush were
 * rolled back with its rows) and its last event is the run's ending.
 * SQLite only: the lock is SQLite's (the same suites run on PostgreSQL elsewhere).
 */

const CYCLES = 100;
/** The cycle whose tool takes the external lock (after the first forced flush, ~cycle 40). */
const LOCK_AT_CYCLE = 50;
const RETRY = { attempts: 3, firstDelayMs: 100, maxDelayMs: 1_000 };

let dir: string;
let file: string;
let prisma: PrismaClient;
let runStore: PrismaRunStore;
let locker: Database.Database;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "debrief-durable-"));
  file = path.join(dir, "test.db");
  await applyMigrations(`file:${file}`);
  prisma = createPrismaClient(`file:${file}`);
  runStore = new PrismaRunStore(prisma, { appendBusyTimeoutMs: 20 });
  locker = new Database(file);
});

afterEach(async () => {
  if (locker.inTransaction) locker.exec("ROLLBACK");
  locker.close();
  await runStore.close();
  await prisma.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs CYCLES lookups then "done"; the lock is taken in cycle LOCK_AT_CYCLE's tool. */
async function runWithLock(clock: ManualClock, releaseAt: (attempt: FailedAttempt) => boolean) {
  const attempts: FailedAttempt[] = [];
  const store = new BufferedRunStore(runStore, {
    clock,
    retry: RETRY,
    onFailedAttempt: (attempt) => {
      attempts.push(attempt);
      if (releaseAt(attempt) && locker.inTransaction) locker.exec("ROLLBACK");
    },
  });
  const manager = new AgentManager({
    store,
    clock,
    ids: createSequentialIdGenerator(),
    events: { emit: () => undefined },
    tokenCounter: o200kTokenCounter,
  });
  const lookup = probeTool("lookup", ({ key }) => {
    if (Number(key) === LOCK_AT_CYCLE) locker.exec("BEGIN IMMEDIATE");
    return { status: "ok", content: "x".repeat(200) };
  });
  const handle = await manager.startRun({
    runId: "run_locked",
    question: "question",
    workspaceId: "none",
    workspace: NO_WORKSPACE,
    provider: turnProvider((request) =>
      request.iteration <= CYCLES
        ? [callOf(`call_${request.iteration}`, "lookup", { key: String(request.iteration) })]
        : answerOf("done"),
    ),
    returnMode: "contract",
    scenario: null,
    workspaceTools: [],
    parentTools: [lookup],
    parentBudget: { maxIterations: CYCLES + 5, maxToolCalls: CYCLES + 5, deadlineMs: 3_600_000 },
  });
  let ended = false;
  const outcome = handle.done.finally(() => (ended = true));
  // The store's retries wait on the manual clock: move it until the run has ended.
  for (let step = 0; step < 200 && !ended; step += 1) await clock.advance(50);
  const run = await outcome;
  const detail = await new RunRepository(prisma).getRunDetail("run_locked");
  const runEvents = await new RunEventRepository(prisma).eventsAfter(
    "run_locked",
    0,
    Number.MAX_SAFE_INTEGER,
  );
  const transcript = detail.transcripts[handle.parentAgentId] ?? [];
  return { run, detail, attempts, transcript, runEvents };
}

/**
 * The run event log agrees with what was stored: gap-free, its `items` deltas are exactly the
 * stored transcript (nothing lost was logged), and its last event is the run's ending.
 */
function expectEventLogOf(
  runEvents: readonly RunEvent[],
  transcript: readonly TranscriptItem[],
  ending: { status: string; statusDetail: string | null },
) {
  expect(runEvents.map((event) => event.sequence)).toEqual(runEvents.map((_, index) => index + 1));
  const logged = runEvents.flatMap((event) =>
    event.delta.type === "items" ? event.delta.items : [],
  );
  expect(logged.map((item) => item.id)).toEqual(transcript.map((item) => item.id));
  expect(runEvents.at(-1)!.delta).toMatchObject({ type: "run", patch: ending });
}

/** Tool results whose tool_call is not stored before them. */
function orphanResults(items: readonly TranscriptItem[]): TranscriptItem[] {
  const calls = new Set<string>();
  const orphans: TranscriptItem[] = [];
  for (const item of items) {
    if (item.kind === "tool_call") calls.add(item.callId);
    if (item.kind === "tool_result" && !calls.has(item.toolUseId)) orphans.push(item);
  }
  return orphans;
}

describe("writes are durable or the run fails truthfully (external write lock)", () => {
  it("a lock held past every retry fails the run with the storage error; the transcript stays a prefix", async () => {
    const { run, detail, attempts, transcript, runEvents } = await runWithLock(
      manualClock(),
      (attempt) => !attempt.willRetry,
    );
    expect(run.status).toBe("failed");
    expect(run.statusDetail).toMatch(
      /^storage error: the flush of run run_locked failed after 3 attempts: SQLITE_BUSY: database is locked$/,
    );
    expect(detail.run.status).toBe("failed");
    expect(detail.run.statusDetail).toBe(run.statusDetail);
    expect(detail.agents[0]?.status).toBe("failed");
    expect(detail.agents[0]?.statusDetail).toBe(run.statusDetail);
    const flushTries = attempts.filter((attempt) => attempt.what.startsWith("the flush of run"));
    expect(flushTries.map((attempt) => attempt.willRetry)).toEqual([true, true, false]);

    // What was stored before the lock is there; nothing after the lost batch was written.
    expect(transcript.length).toBeGreaterThan(2 * 30);
    expect(transcript.length).toBeLessThan(2 * CYCLES);
    expect(transcript.map((item) => item.sequence)).toEqual(transcript.map((_, index) => index));
    expect(orphanResults(transcript)).toEqual([]);
    const calls = transcript.filter((item) => item.kind === "tool_call");
    expect(calls.length).toBeLessThan(LOCK_AT_CYCLE + 1);
    // Its event log says so too: the lost flush's events were rolled back with its rows.
    expectEventLogOf(runEvents, transcript, { status: "failed", statusDetail: run.statusDetail });
  });

  it("a lock released before the tries are spent: the run succeeds and every item is stored when done resolves", async () => {
    const { run, detail, attempts, transcript, runEvents } = await runWithLock(
      manualClock(),
      (attempt) => attempt.attempt === 2,
    );
    expect(run.status).toBe("succeeded");
    expect(run.finalAnswer).toBe("- done");
    expect(attempts.map((attempt) => attempt.attempt)).toEqual([1, 2]);
    // brief + CYCLES calls and results + the final_answer call and its result, all paired,
    // read back from the file.
    expect(transcript).toHaveLength(2 * CYCLES + 3);
    expect(orphanResults(transcript)).toEqual([]);
    const reader = new Database(file, { readonly: true });
    try {
      const row = reader
        .prepare(`SELECT status, finalAnswer FROM "Run" WHERE id = ?`)
        .get("run_locked") as { status: string; finalAnswer: string };
      expect(row).toEqual({ status: "succeeded", finalAnswer: "- done" });
    } finally {
      reader.close();
    }
    expect(detail.agents[0]?.status).toBe("succeeded");
    expectEventLogOf(runEvents, transcript, {
      status: "succeeded",
      statusDetail: run.statusDetail,
    });
  });
});
