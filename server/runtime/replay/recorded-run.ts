import type {
  AgentRecord,
  CorrectionConsumptionRecord,
  CorrectionRecord,
  ModelExchangeRecord,
  RunRecord,
} from "../records";
import type { TranscriptItem } from "../transcript/transcript-item";

/**
 * Everything stored about one finished run that a replay reads. Replay inputs are immutable
 * (seed 003): nothing here is ever written back.
 */
export interface RecordedRun {
  run: RunRecord;
  /** Every agent of the run, in creation order (parent first, children in spawn order). */
  agents: AgentRecord[];
  /** Each agent's transcript in sequence order. */
  transcripts: Record<string, TranscriptItem[]>;
  exchanges: ModelExchangeRecord[];
  corrections: CorrectionRecord[];
  consumptions: CorrectionConsumptionRecord[];
}

/**
 * Agents in the order the manager created them: the parent, then children in the order the
 * parent's spawn results name them ("spawned child <id>"), then any other by (createdAt, id).
 */
export function inCreationOrder(
  agents: readonly AgentRecord[],
  transcripts: Readonly<Record<string, readonly TranscriptItem[]>>,
): AgentRecord[] {
  const rank = new Map<string, number>();
  const parents = agents.filter((agent) => agent.parentAgentId === null);
  for (const parent of parents) {
    for (const item of transcripts[parent.id] ?? []) {
      if (item.kind !== "tool_result" || item.toolName !== "spawn_agent") continue;
      const spawned = /spawned child (\S+)/.exec(item.content)?.[1];
      if (spawned !== undefined && !rank.has(spawned)) rank.set(spawned, rank.size);
    }
  }
  const fallback = (a: AgentRecord, b: AgentRecord) =>
    a.createdAt - b.createdAt || a.id.localeCompare(b.id);
  const children = agents
    .filter((agent) => agent.parentAgentId !== null)
    .sort((a, b) => {
      const ra = rank.get(a.id);
      const rb = rank.get(b.id);
      if (ra !== undefined && rb !== undefined) return ra - rb;
      if (ra !== undefined) return -1;
      if (rb !== undefined) return 1;
      return fallback(a, b);
    });
  return [...parents.sort(fallback), ...children];
}

/** A run recorded in a MemoryRunStore-like source (tests, benchmarks). NotFound → Error. */
export function recordedRunFrom(
  source: {
    runs: ReadonlyMap<string, RunRecord>;
    agents: readonly AgentRecord[];
    items: readonly TranscriptItem[];
    exchanges: readonly ModelExchangeRecord[];
    corrections: readonly CorrectionRecord[];
    consumptions: readonly CorrectionConsumptionRecord[];
  },
  runId: string,
): RecordedRun {
  const run = source.runs.get(runId);
  if (run === undefined) throw new Error(`run ${runId} is not recorded here`);
  const agents = source.agents.filter((agent) => agent.runId === runId);
  const transcripts: Record<string, TranscriptItem[]> = {};
  for (const agent of agents) {
    transcripts[agent.id] = source.items
      .filter((item) => item.agentId === agent.id)
      .sort((a, b) => a.sequence - b.sequence);
  }
  const agentIds = new Set(agents.map((agent) => agent.id));
  return {
    run,
    agents: inCreationOrder(agents, transcripts),
    transcripts,
    exchanges: source.exchanges.filter((exchange) => exchange.runId === runId),
    corrections: source.corrections.filter((correction) => correction.runId === runId),
    consumptions: source.consumptions.filter((consumption) => agentIds.has(consumption.agentId)),
  };
}
