import type { RunStore } from "./ports";
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
import type { TranscriptItem } from "./transcript/transcript-item";

/** How long buffered writes wait before they are flushed (ms). */
export const FLUSH_DELAY_MS = 15;
/** Buffered operations that force a flush at once. */
export const FLUSH_AT_OPERATIONS = 400;

type AgentPatch = Partial<Omit<AgentRecord, "id" | "runId">>;

/**
 * Write-behind in front of a RunStore: the high-volume, append-only writes of the loop
 * (transcript items, telemetry, exchanges, window samples, agent activity) are queued and
 * flushed together every FLUSH_DELAY_MS — items and telemetry as one createMany per run, agent
 * patches merged per agent. Every other write (runs, agents, debriefs, corrections,
 * consumptions) and every read flushes first, so ordering and foreign keys hold, duplicate
 * corrections still fail synchronously, and the run's final update makes everything durable:
 * nothing lives only in memory once a run ends. A failed flush is rethrown by the next
 * direct operation or flush.
 */
export class BufferedRunStore implements RunStore {
  private items = new Map<string, TranscriptItem[]>();
  private telemetry: TelemetryEventRecord[] = [];
  private exchanges: ModelExchangeRecord[] = [];
  private samples: WindowSampleRecord[] = [];
  private agentPatches = new Map<string, AgentPatch>();
  private pending = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  constructor(
    private readonly inner: RunStore,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Write everything queued; resolves when it is committed (rethrows an earlier failure). */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.take();
    this.flushing = this.flushing.then(() => (batch ? this.write(batch) : undefined));
    await this.flushing;
    if (this.failure !== null) {
      const failure = this.failure;
      this.failure = null;
      throw failure;
    }
  }

  async createRun(run: RunRecord): Promise<void> {
    await this.flush();
    await this.inner.createRun(run);
  }
  async updateRun(runId: string, patch: Partial<Omit<RunRecord, "id">>): Promise<void> {
    await this.flush();
    await this.inner.updateRun(runId, patch);
  }
  async createAgent(agent: AgentRecord): Promise<void> {
    await this.flush();
    await this.inner.createAgent(agent);
  }
  updateAgent(agentId: string, patch: AgentPatch): Promise<void> {
    this.agentPatches.set(agentId, { ...this.agentPatches.get(agentId), ...patch });
    return this.queued();
  }
  appendItems(runId: string, items: readonly TranscriptItem[]): Promise<void> {
    const list = this.items.get(runId) ?? [];
    list.push(...items);
    this.items.set(runId, list);
    return this.queued(items.length);
  }
  recordExchange(exchange: ModelExchangeRecord): Promise<void> {
    this.exchanges.push(exchange);
    return this.queued();
  }
  recordWindowSample(sample: WindowSampleRecord): Promise<void> {
    this.samples.push(sample);
    return this.queued();
  }
  async saveDebrief(debrief: DebriefRecord): Promise<void> {
    await this.flush();
    await this.inner.saveDebrief(debrief);
  }
  async recordCorrection(correction: CorrectionRecord): Promise<void> {
    await this.flush();
    await this.inner.recordCorrection(correction);
  }
  async recordConsumption(consumption: CorrectionConsumptionRecord): Promise<void> {
    await this.flush();
    await this.inner.recordConsumption(consumption);
  }
  recordTelemetry(events: readonly TelemetryEventRecord[]): Promise<void> {
    this.telemetry.push(...events);
    return this.queued(events.length);
  }
  async loadTranscript(agentId: string): Promise<TranscriptItem[]> {
    await this.flush();
    return this.inner.loadTranscript(agentId);
  }

  private async queued(count = 1): Promise<void> {
    this.pending += count;
    if (this.pending >= FLUSH_AT_OPERATIONS) {
      await this.flush();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flush().catch((error: unknown) => this.onError(error));
    }, FLUSH_DELAY_MS);
  }

  private take() {
    if (this.pending === 0 && this.agentPatches.size === 0) return null;
    const batch = {
      items: this.items,
      telemetry: this.telemetry,
      exchanges: this.exchanges,
      samples: this.samples,
      agentPatches: this.agentPatches,
    };
    this.items = new Map();
    this.telemetry = [];
    this.exchanges = [];
    this.samples = [];
    this.agentPatches = new Map();
    this.pending = 0;
    return batch;
  }

  private async write(batch: NonNullable<ReturnType<BufferedRunStore["take"]>>): Promise<void> {
    try {
      for (const [runId, items] of batch.items) await this.inner.appendItems(runId, items);
      if (batch.telemetry.length > 0) await this.inner.recordTelemetry(batch.telemetry);
      if (this.inner.recordExchanges && batch.exchanges.length > 0) {
        await this.inner.recordExchanges(batch.exchanges);
      } else {
        for (const exchange of batch.exchanges) await this.inner.recordExchange(exchange);
      }
      if (this.inner.recordWindowSamples && batch.samples.length > 0) {
        await this.inner.recordWindowSamples(batch.samples);
      } else {
        for (const sample of batch.samples) await this.inner.recordWindowSample(sample);
      }
      for (const [agentId, patch] of batch.agentPatches)
        await this.inner.updateAgent(agentId, patch);
    } catch (error) {
      this.failure ??= error;
    }
  }
}
