import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildAuditWorkerBundle } from "../../../scripts/build/audit-worker-bundle";
import { InputValidationError, RateLimitError, TimeLimitError } from "../../runtime/errors";
import { manualClock } from "../../runtime/testing/manual-clock";
import { systemClock } from "../../runtime/system-clock";
import { MAX_AUDITED_ANSWER_CLAUSES } from "../../shared/audit-inputs";
import { countedFindingsAudit } from "./__fixtures__/counted-findings";
import { ledgerlineAuditFixture } from "./labeled-set";
import type { PastedAnswerTask } from "./pasted-answer-audit";
import {
  DEFAULT_PASTED_ANSWER_POOL,
  inProcessPastedAnswerAuditor,
  PooledPastedAnswerAuditor,
  type PastedAnswerAuditor,
} from "./pasted-answer-auditor";
import { typescriptWorkerEntry } from "./pasted-answer-worker-entry";

/**
 * The worker-thread pool of pasted answers' audits (issue 10): the same report as in process,
 * off the event loop; a bounded queue; a time limit per task on an injected clock.
 */

const repoRoot = path.resolve(__dirname, "../../..");
const pools: PastedAnswerAuditor[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * The production settings with a time limit these tests never reach on a busy machine (the
 * limit itself is tested on a manual clock below): under a load average of ~20 the large task
 * took more than the default 10 s in its thread.
 */
const UNHURRIED = { ...DEFAULT_PASTED_ANSWER_POOL, timeLimitMs: 110_000 };

/** A pool kept for afterAll to close (UNHURRIED unless `settings` are given). */
function pool(options: ConstructorParameters<typeof PooledPastedAnswerAuditor>[0]) {
  const created = new PooledPastedAnswerAuditor({ settings: UNHURRIED, ...options });
  pools.push(created);
  return created;
}

/** ~40,000 characters of numbers against 200 counted findings: 0.2–2 s of reading in process. */
function largeTask(): PastedAnswerTask {
  const { debriefsJson, answer } = countedFindingsAudit();
  return { answer, against: { kind: "json", json: debriefsJson } };
}

const ledgerline = (answer: string): PastedAnswerTask => ({
  answer,
  against: { kind: "read", debriefs: ledgerlineAuditFixture().debriefs },
});

/** Audit `task`, noting whether the event loop turned (a setImmediate ran) before it settled. */
async function auditWatchingLoop(auditor: PastedAnswerAuditor, task: PastedAnswerTask) {
  let loopTurned = false;
  setImmediate(() => (loopTurned = true));
  const audit = await auditor.audit(task);
  return { audit, loopTurned };
}

describe("the pasted-answer worker pool", () => {
  it("audits a large answer in a worker thread, with the report the in-process path gives", async () => {
    const task = largeTask();
    expect(task.answer.length).toBeGreaterThan(38_000);
    const threads = pool({ entry: typescriptWorkerEntry(repoRoot), clock: systemClock });
    const inProcess = await auditWatchingLoop(inProcessPastedAnswerAuditor, task);
    const pooled = await auditWatchingLoop(threads, task);
    // In process the whole audit runs before the loop turns; in the pool the loop goes on.
    expect(inProcess.loopTurned).toBe(false);
    expect(pooled.loopTurned).toBe(true);
    expect(pooled.audit).toEqual(inProcess.audit);
    expect(pooled.audit.report.counts.hedges).toBe(200);
    expect(pooled.audit.children).toEqual(["counter"]);
    // A refusal crosses the thread as the same error class, code and message.
    const refused = threads.audit({ ...task, answer: "if ".repeat(12_000) });
    await expect(refused).rejects.toThrow(
      new InputValidationError(
        `the answer has more than ${MAX_AUDITED_ANSWER_CLAUSES} clauses; at most ${MAX_AUDITED_ANSWER_CLAUSES} are audited at once (audit a shorter answer or split it)`,
      ),
    );
    await expect(refused).rejects.toBeInstanceOf(InputValidationError);
    expect(threads.pending).toBe(0);
  }, 120_000);

  it("runs the production bundle (scripts/build-audit-worker.ts) with no TypeScript loader", async () => {
    // Under the repository, as .next/ is: the bundle imports its packages from node_modules.
    const cache = path.join(repoRoot, "node_modules", ".cache");
    mkdirSync(cache, { recursive: true });
    const folder = mkdtempSync(path.join(cache, "debrief-worker-"));
    folders.push(folder);
    const file = path.join(folder, "worker.mjs");
    await buildAuditWorkerBundle(repoRoot, file);
    const bundled = pool({ entry: { kind: "bundle", file }, clock: systemClock });
    const task = ledgerline(
      "The 3 fallback merchants are confirmed to break, and so do the override merchants.",
    );
    const audit = await bundled.audit(task);
    expect(audit).toEqual(await inProcessPastedAnswerAuditor.audit(task));
    expect(audit.report.counts).toMatchObject({ hedges: 14, flags: 4, high: 4 });
  }, 120_000);

  it("stops a task at its time limit with TimeLimitError, and the next task gets a fresh thread", async () => {
    const clock = manualClock();
    const stalling = pool({
      entry: {
        kind: "typescript",
        file: path.join(__dirname, "__fixtures__", "stalling-worker.ts"),
      },
      settings: { threads: 1, maxQueued: 1, timeLimitMs: 10_000, retryAfterMs: 5_000 },
      clock,
    });
    const fine = ledgerline("The 3 fallback merchants are confirmed to break.");
    // The thread is loaded and idle: the stalled task runs at once.
    expect((await stalling.audit(fine)).report.counts.flags).toBe(6);
    const stalled = stalling.audit(ledgerline("stall"));
    stalled.catch(() => undefined);
    const waiting = stalling.audit(fine);
    waiting.catch(() => undefined);
    expect(stalling.pending).toBe(2);
    // One running and one waiting: a third is refused at once, with the wait it should take.
    await expect(stalling.audit(fine)).rejects.toThrow(
      new RateLimitError(
        "too many answer audits under way: 1 running and 1 waiting; try again in 5 s",
        5_000,
      ),
    );
    await clock.advance(9_999);
    expect(stalling.pending).toBe(2);
    await clock.advance(1);
    const timeLimit = new TimeLimitError(
      "the audit of this answer took longer than 10 s and was stopped; audit a shorter answer, or try again later",
      10_000,
    );
    await expect(stalled).rejects.toThrow(timeLimit);
    await expect(stalled).rejects.toMatchObject({ code: "UNAVAILABLE", limitMs: 10_000 });
    // The waiting task's limit counts from its submission too.
    await expect(waiting).rejects.toThrow(timeLimit);
    expect(stalling.pending).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    expect((await stalling.audit(fine)).report.counts.flags).toBe(6);
  }, 120_000);
});
