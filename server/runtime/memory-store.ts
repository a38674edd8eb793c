import { ConflictError, NotFoundError } from "./errors";
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
 * A RunStore in memory, for tests and benchmarks. Same rules as the Prisma store
 * (server/features/runs/run-store-repository.ts): duplicates throw ConflictError (run, agent, item id or
 * agent/sequence, exchange, correction agent/sequence, consumption); writes about a missing
 * run, agent or correction throw NotFoundError; exchanges and corrections are insert-only;
 * a debrief with a known id is replaced. Records the runtime keeps changing (runs, agents with
 * their activity and budget, patches) and cold records are copied in, and transcripts are
 * copied out, so callers never share a mutable object with the store. The append-only records
 * of the loop (items, exchanges, window samples, telemetry) are never changed after they are
 * written: they are kept as given (a deep copy each was 18% of the loop). Plain TypeScript.
 */
export class MemoryRunStore implements RunStore {
  readonly runs = new Map<string, RunRecord>();
  readonly agentsById = new Map<string, AgentRecord>();
  /** Every transcript item, in append order. */
  readonly items: TranscriptItem[] = [];
  readonly exchanges: ModelExchangeRecord[] = [];
  readonly windowSamples: WindowSampleRecord[] = [];
  readonly debriefs: DebriefRecord[] = [];
  readonly corrections: CorrectionRecord[] = [];
  readonly consumptions: CorrectionConsumptionRecord[] = [];
  readonly telemetry: TelemetryEventRecord[] = [];
  private readonly itemsByAgent = new Map<string, TranscriptItem[]>();
  private readonly itemIds = new Set<string>();
  private readonly itemKeys = new Set<string>();
  private readonly exchangeIds = new Set<string>();
  private readonly windowSampleIds = new Set<string>();

  /** Agents in creation order. */
  get agents(): AgentRecord[] {
    return [...this.agentsById.values()];
  }

  async createRun(run: RunRecord): Promise<void> {
    if (this.runs.has(run.id)) throw new ConflictError(`run ${run.id} already exists`);
    this.runs.set(run.id, structuredClone(run));
  }

  async updateRun(runId: string, patch: Partial<Omit<RunRecord, "id">>): Promise<void> {
    const run = this.runs.get(runId);
    if (!run) throw new NotFoundError(`run ${runId} does not exist`);
    assignDefined(run, patch);
  }

  async createAgent(agent: AgentRecord): Promise<void> {
    if (this.agentsById.has(agent.id)) throw new ConflictError(`agent ${agent.id} already exists`);
    this.requireRun(agent.runId);
    this.agentsById.set(agent.id, structuredClone(agent));
  }

  async updateAgent(
    agentId: string,
    patch: Partial<Omit<AgentRecord, "id" | "runId">>,
  ): Promise<void> {
    const agent = this.agentsById.get(agentId);
    if (!agent) throw new NotFoundError(`agent ${agentId} does not exist`);
    assignDefined(agent, copyAgentPatch(patch));
  }

  /** All or nothing, like the Prisma store's single createMany. */
  async appendItems(runId: string, items: readonly TranscriptItem[]): Promise<void> {
    this.requireRun(runId);
    const batchIds = new Set<string>();
    const batchKeys = new Set<string>();
    for (const item of items) {
      this.requireAgent(item.agentId);
      const key = `${item.agentId}#${item.sequence}`;
      const sequenceTaken = batchKeys.has(key) || this.itemKeys.has(key);
      if (sequenceTaken || batchIds.has(item.id) || this.itemIds.has(item.id)) {
        throw new ConflictError(
          `transcript item already stored (id ${item.id} or ${item.agentId} sequence ${item.sequence}) in run ${runId}`,
        );
      }
      batchIds.add(item.id);
      batchKeys.add(key);
    }
    for (const item of items) {
      const list = this.itemsByAgent.get(item.agentId) ?? [];
      list.push(item);
      this.itemsByAgent.set(item.agentId, list);
      this.itemIds.add(item.id);
      this.itemKeys.add(`${item.agentId}#${item.sequence}`);
      this.items.push(item);
    }
  }

  async recordExchange(exchange: ModelExchangeRecord): Promise<void> {
    if (this.exchangeIds.has(exchange.id)) {
      throw new ConflictError(
        `model exchange ${exchange.id} already recorded (exchanges are immutable)`,
      );
    }
    this.requireRun(exchange.runId);
    this.exchangeIds.add(exchange.id);
    this.exchanges.push(exchange);
  }

  async recordWindowSample(sample: WindowSampleRecord): Promise<void> {
    if (this.windowSampleIds.has(sample.id)) {
      throw new ConflictError(`window sample ${sample.id} already recorded`);
    }
    this.requireRun(sample.runId);
    this.windowSampleIds.add(sample.id);
    this.windowSamples.push(sample);
  }

  async saveDebrief(debrief: DebriefRecord): Promise<void> {
    this.requireRun(debrief.runId);
    const index = this.debriefs.findIndex((existing) => existing.id === debrief.id);
    if (index >= 0) this.debriefs[index] = structuredClone(debrief);
    else this.debriefs.push(structuredClone(debrief));
  }

  async recordCorrection(correction: CorrectionRecord): Promise<void> {
    const duplicate = this.corrections.some(
      (existing) =>
        existing.id === correction.id ||
        (existing.agentId === correction.agentId &&
          (existing.sequence === correction.sequence ||
            (correction.requestKey !== undefined &&
              existing.requestKey === correction.requestKey))),
    );
    if (duplicate) {
      throw new ConflictError(
        `correction sequence ${correction.sequence} already exists for agent ${correction.agentId}`,
      );
    }
    this.requireRun(correction.runId);
    this.requireAgent(correction.agentId);
    this.corrections.push(structuredClone(correction));
  }

  async recordConsumption(consumption: CorrectionConsumptionRecord): Promise<void> {
    if (this.consumptions.some((existing) => existing.correctionId === consumption.correctionId)) {
      throw new ConflictError(`correction ${consumption.correctionId} was already consumed`);
    }
    if (!this.corrections.some((existing) => existing.id === consumption.correctionId)) {
      throw new NotFoundError(`correction ${consumption.correctionId} does not exist`);
    }
    this.consumptions.push(structuredClone(consumption));
  }

  async recordTelemetry(events: readonly TelemetryEventRecord[]): Promise<void> {
    for (const event of events) this.requireRun(event.runId);
    this.telemetry.push(...events);
  }

  async loadTranscript(agentId: string): Promise<TranscriptItem[]> {
    const items = this.itemsByAgent.get(agentId) ?? [];
    return structuredClone(items).sort((a, b) => a.sequence - b.sequence);
  }

  private requireRun(runId: string): void {
    if (!this.runs.has(runId)) throw new NotFoundError(`run ${runId} does not exist`);
  }

  private requireAgent(agentId: string): void {
    if (!this.agentsById.has(agentId)) throw new NotFoundError(`agent ${agentId} does not exist`);
  }
}

/** A copy of an agent patch down to its nested objects (activity, budget: the loop mutates them). */
function copyAgentPatch(
  patch: Partial<Omit<AgentRecord, "id" | "runId">>,
): Partial<Omit<AgentRecord, "id" | "runId">> {
  const copy = { ...patch };
  if (patch.activity !== undefined) copy.activity = { ...patch.activity };
  if (patch.budget !== undefined) copy.budget = { ...patch.budget };
  return copy;
}

/**
 * Sets the patch's keys whose value is not undefined on `target` (a patch never clears a
 * field that way). A loop, not `Object.fromEntries(entries.filter)`: it runs on every
 * update of the agent loop (issue 10, item 9).
 */
function assignDefined<T extends object>(target: T, patch: Partial<T>): void {
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const value = patch[key];
    if (value !== undefined) target[key] = value as T[keyof T];
  }
}
