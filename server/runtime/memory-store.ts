import { ConflictError } from "./errors";
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

/**
 * A RunStore in memory, for tests and benchmarks. Same rules as the SQLite store:
 * exchanges and corrections are insert-only, correction sequences are unique per agent.
 */
export class MemoryRunStore implements RunStore {
  readonly runs = new Map<string, RunRecord>();
  readonly agentsById = new Map<string, AgentRecord>();
  readonly items: TranscriptItem[] = [];
  readonly exchanges: ModelExchangeRecord[] = [];
  readonly windowSamples: WindowSampleRecord[] = [];
  readonly debriefs: DebriefRecord[] = [];
  readonly corrections: CorrectionRecord[] = [];
  readonly consumptions: CorrectionConsumptionRecord[] = [];
  readonly telemetry: TelemetryEventRecord[] = [];
  private readonly itemsByAgent = new Map<string, TranscriptItem[]>();

  /** Agents in creation order. */
  get agents(): AgentRecord[] {
    return [...this.agentsById.values()];
  }

  createRun(run: RunRecord): Promise<void> {
    if (this.runs.has(run.id)) return Promise.reject(new ConflictError(`run ${run.id} already exists`));
    this.runs.set(run.id, { ...run });
    return Promise.resolve();
  }

  updateRun(runId: string, patch: Partial<Omit<RunRecord, "id">>): Promise<void> {
    const run = this.runs.get(runId);
    if (run) Object.assign(run, patch);
    return Promise.resolve();
  }

  createAgent(agent: AgentRecord): Promise<void> {
    if (this.agentsById.has(agent.id)) return Promise.reject(new ConflictError(`agent ${agent.id} already exists`));
    this.agentsById.set(agent.id, structuredClone(agent));
    return Promise.resolve();
  }

  updateAgent(agentId: string, patch: Partial<Omit<AgentRecord, "id" | "runId">>): Promise<void> {
    const agent = this.agentsById.get(agentId);
    if (agent) Object.assign(agent, structuredClone(patch));
    return Promise.resolve();
  }

  appendItems(_runId: string, items: readonly TranscriptItem[]): Promise<void> {
    for (const item of items) {
      const list = this.itemsByAgent.get(item.agentId) ?? [];
      if (list.some((existing) => existing.sequence === item.sequence)) {
        return Promise.reject(new ConflictError(`item ${item.agentId}:${item.sequence} already exists`));
      }
      list.push(item);
      this.itemsByAgent.set(item.agentId, list);
      this.items.push(item);
    }
    return Promise.resolve();
  }

  recordExchange(exchange: ModelExchangeRecord): Promise<void> {
    this.exchanges.push(exchange);
    return Promise.resolve();
  }

  recordWindowSample(sample: WindowSampleRecord): Promise<void> {
    this.windowSamples.push(sample);
    return Promise.resolve();
  }

  saveDebrief(debrief: DebriefRecord): Promise<void> {
    this.debriefs.push(debrief);
    return Promise.resolve();
  }

  recordCorrection(correction: CorrectionRecord): Promise<void> {
    const duplicate = this.corrections.some(
      (existing) => existing.agentId === correction.agentId && existing.sequence === correction.sequence,
    );
    if (duplicate) {
      return Promise.reject(new ConflictError(`correction #${correction.sequence} already exists for agent ${correction.agentId}`));
    }
    this.corrections.push(correction);
    return Promise.resolve();
  }

  recordConsumption(consumption: CorrectionConsumptionRecord): Promise<void> {
    if (this.consumptions.some((existing) => existing.correctionId === consumption.correctionId)) {
      return Promise.reject(new ConflictError(`correction ${consumption.correctionId} was already consumed`));
    }
    this.consumptions.push(consumption);
    return Promise.resolve();
  }

  recordTelemetry(events: readonly TelemetryEventRecord[]): Promise<void> {
    this.telemetry.push(...events);
    return Promise.resolve();
  }

  loadTranscript(agentId: string): Promise<TranscriptItem[]> {
    return Promise.resolve([...(this.itemsByAgent.get(agentId) ?? [])]);
  }
}
