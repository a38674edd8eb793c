import { StorageError } from "./errors";
import type { AgentPatch, Clock, RunAppendBatch, RunPatch, RunStore } from "./ports";
import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
  DebriefRecord,
  ModelExchangeRecord,
  RunRecord,
  TelemetryEventRecord,
  WindowSampleRecord,
} from "./records";
import {
  afterFailure,
  emptyBuffer,
  patchesWithoutSuccess,
  type RunBuffer,
  withoutUnprovenSuccess,
  writeOneByOne,
} from "./run-write-buffer";
import { FLUSH_AT_OPERATIONS, FLUSH_DELAY_MS, MAX_BUFFERED_OPERATIONS } from "./flush-policy";
import { systemClock } from "./system-clock";
import type { TranscriptItem } from "./transcript/transcript-item";
import { isTerminalRunStatus } from "../shared/run-status";
import { AgentOwnership } from "./agent-ownership";
import {
  DEFAULT_RETRY_POLICY,
  describeCause,
  type FailedAttempt,
  retryWrite,
  type RetryPolicy,
} from "./write-retry";

/** Options for BufferedRunStore. */
export interface BufferedRunStoreOptions {
  /** Flush delay and retry backoff run on this clock (default: the system clock). */
  clock?: Clock;
  retry?: RetryPolicy;
  /** Hears every failed write attempt (logging; tests). */
  onFailedAttempt?: (attempt: FailedAttempt) => void;
}

/**
 * Write-behind in front of a RunStore. The run's writes (agents created, transcript items,
 * telemetry, exchanges, window samples, debriefs, agent state) are queued per run and flushed
 * together every FLUSH_DELAY_MS (or at FLUSH_AT_OPERATIONS) as ONE transaction
 * (`inner.writeBatches`: agents before the rows that refer to them, debriefs after them), so a
 * fan-out run commits a few times instead of once per agent and debrief (issue 10, item 9).
 * Runs, corrections and consumptions go to the inner store directly (corrections and
 * consumptions after a flush: they refer to agents that may still be queued). Reads flush
 * first. `whenDurable` is a barrier for callers that must know the run's writes so far are
 * committed. An agent's success does not wait for it: when a run's writes are lost, every later
 * flush writes its agents' `succeeded` as `failed` with the cause (the stored transcript is
 * the prefix before the loss), and the run's final `updateRun`, part of its last flush,
 * commits with the run's last rows.
 *
 * Durable or truthful: a failed flush is retried with a bounded backoff on the clock; when the
 * tries are spent, each run's part is tried alone once more (one run's bad row does not fail
 * the others), and every run whose writes were still lost is marked failed with a
 * StorageError naming the cause. From then on the run's appends reject with that error (so
 * its agents stop, and its stored transcript stays the prefix written before the loss: never
 * an orphan tool_result), and `updateRun` accepts only `status: "failed"`; agent state (the
 * agents created and their patches) is still written. Every direct write is retried the same
 * way.
 */
export class BufferedRunStore implements RunStore {
  private buffers = new Map<string, RunBuffer>();
  private agentPatches = new Map<string, AgentPatch>();
  private readonly failedRuns = new Map<string, StorageError>();
  /** Each agent's run, and the agents whose creation was refused for good. */
  private readonly agents = new AgentOwnership();
  private pending = 0;
  /** Flushes started and not yet settled. */
  private inFlight = 0;
  private cancelTimer: (() => void) | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly clock: Clock;
  private readonly policy: RetryPolicy;
  private readonly onFailedAttempt: (attempt: FailedAttempt) => void;
  /** The inner store's, when it has one: written like recordCorrection (after a flush). */
  readonly recordNumberedCorrection?: (
    correction: Omit<CorrectionRecord, "sequence">,
  ) => Promise<CorrectionRecord>;

  constructor(
    private readonly inner: RunStore,
    options: BufferedRunStoreOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.policy = options.retry ?? DEFAULT_RETRY_POLICY;
    this.onFailedAttempt = options.onFailedAttempt ?? (() => undefined);
    const numbered = inner.recordNumberedCorrection;
    if (numbered !== undefined) {
      this.recordNumberedCorrection = async (correction) => {
        await this.whenDurable(correction.runId); // its agent may be queued still
        return this.retried(`storing correction ${correction.id}`, () => numbered(correction));
      };
    }
  }

  /**
   * Write everything queued; resolves when it is committed or, for a run whose writes could
   * not be stored, when that run is marked failed (see `failureOf`). Never rejects.
   */
  flush(): Promise<void> {
    if (this.cancelTimer !== null) {
      this.cancelTimer();
      this.cancelTimer = null;
    }
    // Taken when the previous flush has settled, so a run that failed there sends no more rows.
    this.inFlight += 1;
    this.flushing = this.flushing
      .then(() => this.writeDurably(this.take()))
      .finally(() => {
        this.inFlight -= 1;
        if (this.inFlight === 0 && this.pending >= FLUSH_AT_OPERATIONS) void this.flush();
      });
    return this.flushing;
  }

  /** The StorageError that failed the run's writes, or null while they are durable. */
  failureOf(runId: string): StorageError | null {
    return this.failedRuns.get(runId) ?? null;
  }

  async createRun(run: RunRecord): Promise<void> {
    await this.retried(`creating run ${run.id}`, () => this.inner.createRun(run));
  }

  /**
   * Queues the patch into the run's flush and flushes: the run's last rows and its update
   * commit together. Once the run's writes were lost, only `status: "failed"` is accepted
   * (any other patch rejects with the run's StorageError); rejects with a StorageError when
   * this very flush cannot be stored. Once an ending is stored, the run's agents and
   * StorageError are forgotten (a long-lived worker holds only its runs in flight).
   */
  async updateRun(runId: string, patch: RunPatch): Promise<void> {
    const before = this.failedRuns.get(runId);
    if (before !== undefined && patch.status !== "failed") throw before;
    const buffer = this.bufferOf(runId);
    buffer.runPatch = { ...buffer.runPatch, ...patch };
    await this.flush();
    const after = this.failedRuns.get(runId);
    if (after !== undefined && after !== before) throw after;
    if (patch.status !== undefined && isTerminalRunStatus(patch.status)) {
      this.agents.forgetRun(runId);
      this.failedRuns.delete(runId);
    }
  }

  /** Agents this store still maps to their run: those of runs whose ending is not stored yet. */
  get trackedAgents(): number {
    return this.agents.size;
  }

  /** Queued: the agent's row is written first in the next flush (its events too). */
  createAgent(agent: AgentRecord): Promise<void> {
    this.agents.add(agent.id, agent.runId);
    return this.queued(agent.runId, 1, false, (buffer) =>
      buffer.agents.set(agent.id, { ...agent }),
    );
  }

  /**
   * Merged into the agent's queued state: counted as one operation only when it adds a row to
   * the flush (the agent's first patch since the last flush), since later patches rewrite that
   * one UPDATE (or the agent's creation row while it is queued) and take no more room.
   */
  updateAgent(agentId: string, patch: AgentPatch): Promise<void> {
    if (this.agents.isLost(agentId)) return Promise.resolve();
    const runId = this.agents.runOf(agentId);
    const created = this.buffers.get(runId)?.agents.get(agentId);
    // An agent not written yet is written with its latest state (one row, no UPDATE).
    if (created !== undefined) {
      Object.assign(created, patch);
      return this.queued(runId, 0, true);
    }
    const queuedPatch = this.agentPatches.get(agentId);
    this.agentPatches.set(agentId, { ...queuedPatch, ...patch });
    return this.queued(runId, queuedPatch === undefined ? 1 : 0, true);
  }

  appendItems(runId: string, items: readonly TranscriptItem[]): Promise<void> {
    return this.queued(runId, items.length, false, (buffer) => buffer.items.push(...items));
  }

  recordExchange(exchange: ModelExchangeRecord): Promise<void> {
    return this.queued(exchange.runId, 1, false, (buffer) => buffer.exchanges.push(exchange));
  }

  recordWindowSample(sample: WindowSampleRecord): Promise<void> {
    return this.queued(sample.runId, 1, false, (buffer) => buffer.windowSamples.push(sample));
  }

  async recordTelemetry(events: readonly TelemetryEventRecord[]): Promise<void> {
    for (const runId of new Set(events.map((event) => event.runId))) {
      const ofRun = events.filter((event) => event.runId === runId);
      await this.queued(runId, ofRun.length, false, (buffer) => buffer.telemetry.push(...ofRun));
    }
  }

  /** Queued: upserted after the flush's rows. */
  saveDebrief(debrief: DebriefRecord): Promise<void> {
    return this.queued(debrief.runId, 1, false, (buffer) =>
      buffer.debriefs.set(debrief.id, debrief),
    );
  }

  /**
   * Resolves once everything queued so far (for any run) is committed; rejects with the run's
   * StorageError when its writes were lost.
   */
  async whenDurable(runId: string): Promise<void> {
    this.throwIfFailed(runId);
    await this.flush();
    this.throwIfFailed(runId);
  }

  async recordCorrection(correction: CorrectionRecord): Promise<void> {
    await this.whenDurable(correction.runId); // its agent may be queued still
    await this.retried(`storing correction ${correction.id}`, () =>
      this.inner.recordCorrection(correction),
    );
  }

  async recordConsumption(consumption: CorrectionConsumptionRecord): Promise<void> {
    await this.whenDurable(this.agents.runOf(consumption.agentId));
    await this.retried(`storing the consumption of ${consumption.correctionId}`, () =>
      this.inner.recordConsumption(consumption),
    );
  }

  async loadTranscript(agentId: string): Promise<TranscriptItem[]> {
    await this.flush();
    return this.retried(`reading the transcript of ${agentId}`, () =>
      this.inner.loadTranscript(agentId),
    );
  }

  private bufferOf(runId: string): RunBuffer {
    let buffer = this.buffers.get(runId);
    if (buffer === undefined) {
      buffer = emptyBuffer();
      this.buffers.set(runId, buffer);
    }
    return buffer;
  }

  private throwIfFailed(runId: string): void {
    const failure = this.failedRuns.get(runId);
    if (failure !== undefined) throw failure;
  }

  /**
   * Queue one write. Appends of a failed run reject at once with its StorageError; agent
   * state (`state`) is still queued. Resolves at once, or after the flush it forces.
   */
  private async queued(
    runId: string,
    count: number,
    state: boolean,
    add?: (buffer: RunBuffer) => void,
  ): Promise<void> {
    if (!state) this.throwIfFailed(runId);
    if (add !== undefined) add(this.bufferOf(runId));
    this.pending += count;
    if (this.pending >= MAX_BUFFERED_OPERATIONS) {
      await this.flush(); // the writes are too far behind: the loop waits (backpressure)
      if (!state) this.throwIfFailed(runId);
      return;
    }
    // One flush at a time; what arrives while it commits goes into the next (group commit).
    if (this.pending >= FLUSH_AT_OPERATIONS && this.inFlight === 0) {
      void this.flush();
      return;
    }
    this.cancelTimer ??= this.clock.setTimer(() => {
      this.cancelTimer = null;
      void this.flush();
    }, FLUSH_DELAY_MS);
  }

  /** Everything queued, as one batch per run (append rows of failed runs left out). */
  private take(): RunAppendBatch[] {
    const patchesByRun = new Map<string, Map<string, AgentPatch>>();
    for (const [agentId, patch] of this.agentPatches) {
      if (this.agents.isLost(agentId)) continue;
      const runId = this.agents.runOf(agentId);
      const patches = patchesByRun.get(runId) ?? new Map<string, AgentPatch>();
      patches.set(agentId, patch);
      patchesByRun.set(runId, patches);
    }
    const runIds = new Set([...this.buffers.keys(), ...patchesByRun.keys()]);
    const batches: RunAppendBatch[] = [];
    for (const runId of runIds) {
      const failure = this.failedRuns.get(runId);
      const buffer =
        failure !== undefined
          ? withoutUnprovenSuccess(afterFailure(this.buffers.get(runId)), failure)
          : (this.buffers.get(runId) ?? emptyBuffer());
      let agentPatches = patchesByRun.get(runId) ?? new Map<string, AgentPatch>();
      if (failure !== undefined) agentPatches = patchesWithoutSuccess(agentPatches, failure);
      const { agents, items, telemetry, exchanges, windowSamples, debriefs, runPatch } = buffer;
      const empty =
        agents.size + items.length + telemetry.length + exchanges.length === 0 &&
        windowSamples.length + debriefs.size + agentPatches.size === 0 &&
        runPatch === null;
      if (empty) continue;
      batches.push({
        runId,
        agents: [...agents.values()],
        items,
        telemetry,
        exchanges,
        windowSamples,
        debriefs: [...debriefs.values()],
        agentPatches,
        runPatch,
      });
    }
    this.buffers = new Map();
    this.agentPatches = new Map();
    this.pending = 0;
    return batches;
  }

  /** Writes the batches with retries; marks the runs whose writes were lost. Never rejects. */
  private async writeDurably(batches: RunAppendBatch[]): Promise<void> {
    if (batches.length === 0) return;
    const names = batches.map((batch) => batch.runId || "(unknown run)").join(", ");
    try {
      await this.retried(`the flush of run ${names}`, () => this.write(batches));
      return;
    } catch (error) {
      if (batches.length === 1) {
        this.failRun(batches[0]!, error);
        return;
      }
    }
    // Each run's part alone, once: a row one run got wrong does not fail the others.
    for (const batch of batches) {
      try {
        await retryWrite(`the writes of run ${batch.runId}`, () => this.write([batch]), {
          clock: this.clock,
          policy: { ...this.policy, attempts: 1 },
          onFailedAttempt: this.onFailedAttempt,
        });
      } catch (error) {
        this.failRun(batch, error);
      }
    }
  }

  private failRun(batch: RunAppendBatch, error: unknown): void {
    const { runId } = batch;
    if (runId === "") return; // agent state of an agent this store never created: reported only
    const failure =
      error instanceof StorageError
        ? error
        : new StorageError(
            `storage error: the writes of run ${runId} were refused: ${describeCause(error)}`,
            error,
          );
    this.failedRuns.set(runId, failure);
    // Rows queued after the lost ones are dropped: the stored transcript stays a prefix.
    const buffer = afterFailure(this.buffers.get(runId));
    this.buffers.set(runId, buffer);
    // The agents' state is not history: when the database refused for a passing cause, it is
    // written with the next flush (newer patches win), so the agents do not look in flight.
    // After a refusal for good, the agents it created are dropped with their later patches.
    for (const agent of batch.agents ?? []) {
      if (!(error instanceof StorageError)) this.agents.markLost(agent.id);
      else if (!buffer.agents.has(agent.id)) {
        buffer.agents.set(agent.id, { ...agent, ...this.agentPatches.get(agent.id) });
        this.agentPatches.delete(agent.id);
      }
    }
    if (error instanceof StorageError) {
      for (const [agentId, lost] of batch.agentPatches) {
        this.agentPatches.set(agentId, { ...lost, ...this.agentPatches.get(agentId) });
      }
    }
  }

  private write(batches: readonly RunAppendBatch[]): Promise<void> {
    if (this.inner.writeBatches) return this.inner.writeBatches(batches);
    return writeOneByOne(this.inner, batches);
  }

  private retried<T>(what: string, write: () => Promise<T>): Promise<T> {
    return retryWrite(what, write, {
      clock: this.clock,
      policy: this.policy,
      onFailedAttempt: this.onFailedAttempt,
    });
  }
}
