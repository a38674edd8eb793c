import type { ToolOutcomeSource } from "../agent/live-agent";
import type { AgentRecord, ModelExchangeRecord } from "../records";
import type { ToolCallItem, ToolResultItem, TranscriptItem } from "../transcript/transcript-item";
import type {
  ModelOutput,
  ModelProvider,
  ModelRequest,
  ModelResponse,
} from "../providers/model-provider";
import type { RecordedRun } from "./recorded-run";
import { replayConversion } from "./replay-conversions";

/**
 * The warning every replayed child turn's exchange carries: how the stored run says which of
 * its children's model calls came from the recording (`<marker> <exchange id> of <run id>`).
 */
export const HELD_TURN_MARKER = "experiment: replayed from recorded exchange";

/**
 * Holds a recorded run's children constant in a run of another return mode (issue 11: "records
 * each case's children once and replays those recordings for every mode, so modes differ only
 * in how the work returns"). The new run's parent is live (`live`, the experiment's provider);
 * its n-th child is matched to the recording's n-th child (spawn order) and:
 * - each model call of a research turn is answered with the recorded child's reply for the same
 *   iteration (parsed by the same conversion replay uses), as long as every tool it calls is
 *   offered to the child now and the child has not gone live — a turn that returns (the
 *   contract's research_result, which the other modes do not offer) or ends with text only is
 *   the child's own, and from then on the child is live: it writes its summary or its report
 *   itself, on the transcript the recording gave it;
 * - each tool call of a replayed turn gets the recorded result (the recorded call with the same
 *   provider call id, else the same name and arguments in the same turn); calls of live turns
 *   execute.
 * A child with no recorded counterpart runs live. The parent's calls always execute. Replayed
 * exchanges keep the recorded bodies and usage, with HELD_TURN_MARKER (naming the recorded
 * exchange, whose latency is the turn's real cost) among their warnings.
 */
export class HeldChildren {
  readonly provider: ModelProvider;
  private readonly recorded: RecordedRun;
  private readonly live: ModelProvider;
  private readonly exchanges = new Map<string, ModelExchangeRecord>();
  private readonly originalOf = new Map<string, AgentRecord>();
  private readonly replayedIterations = new Map<string, Set<number>>();
  private readonly wentLive = new Set<string>();

  constructor(recorded: RecordedRun, live: ModelProvider) {
    this.recorded = recorded;
    this.live = live;
    for (const exchange of recorded.exchanges) {
      const key = `${exchange.agentId}#${exchange.iteration}`;
      if (!this.exchanges.has(key)) this.exchanges.set(key, exchange);
    }
    this.provider = {
      name: live.name,
      defaultModel: live.defaultModel,
      complete: (request) => this.complete(request),
    };
  }

  /** For StartRunInput.toolOutcomeSourceFor: children map to the recording's, by spawn order. */
  readonly toolOutcomeSourceFor = (
    agent: AgentRecord,
    creationIndex: number,
  ): ToolOutcomeSource | undefined => {
    if (agent.role !== "child") return undefined;
    const original = this.recorded.agents[creationIndex];
    if (original === undefined || original.role !== "child") return undefined;
    this.originalOf.set(agent.id, original);
    return (call, execute) => this.outcome(agent.id, original, call, execute);
  };

  private async complete(request: ModelRequest): Promise<ModelResponse> {
    const original = this.originalOf.get(request.agentId);
    if (original === undefined || this.wentLive.has(request.agentId)) {
      return this.live.complete(request);
    }
    const exchange = this.exchanges.get(`${original.id}#${request.iteration}`);
    const outputs = exchange === undefined ? null : recordedOutputs(exchange);
    if (exchange === undefined || outputs === null || !isResearchTurn(outputs, request)) {
      this.wentLive.add(request.agentId);
      return this.live.complete(request);
    }
    const iterations = this.replayedIterations.get(request.agentId) ?? new Set<number>();
    iterations.add(request.iteration);
    this.replayedIterations.set(request.agentId, iterations);
    return {
      outputs,
      usage: { ...exchange.usage },
      requestBody: exchange.requestBody,
      responseBody: exchange.responseBody,
      httpStatus: exchange.httpStatus,
      warnings: [
        ...exchange.warnings,
        `${HELD_TURN_MARKER} ${exchange.id} of ${this.recorded.run.id}`,
      ],
    };
  }

  private async outcome(
    agentId: string,
    original: AgentRecord,
    call: ToolCallItem,
    execute: () => ReturnType<ToolOutcomeSource>,
  ) {
    if (!this.replayedIterations.get(agentId)?.has(call.iteration)) return execute();
    const result = recordedResult(this.recorded.transcripts[original.id] ?? [], call);
    if (result === null) return execute();
    return {
      status: result.status === "ok" ? ("ok" as const) : ("error" as const),
      content: result.content,
      uncertainty: result.uncertainty,
    };
  }
}

/** The recorded reply's outputs; null when the exchange failed or cannot be parsed. */
function recordedOutputs(exchange: ModelExchangeRecord): ModelOutput[] | null {
  const status = exchange.httpStatus ?? 0;
  if (exchange.requestBody === "" || status >= 400 || status === 0) return null;
  try {
    const body = JSON.parse(exchange.requestBody) as Record<string, unknown>;
    const conversion = replayConversion(exchange.provider, body);
    if (conversion === null) {
      return (JSON.parse(exchange.responseBody) as { outputs: ModelOutput[] }).outputs;
    }
    return conversion.parseResponse(exchange.responseBody, body.stream === true, status).outputs;
  } catch {
    return null;
  }
}

/** A research turn: at least one tool call, and every tool it calls is offered now. */
function isResearchTurn(outputs: readonly ModelOutput[], request: ModelRequest): boolean {
  const offered = new Set(request.tools.map((tool) => tool.name));
  const calls = outputs.flatMap((output) => (output.type === "tool_call" ? [output.call] : []));
  return calls.length > 0 && calls.every((call) => offered.has(call.name));
}

/** The recorded result of the same call: same provider id, else same name and arguments in the turn. */
function recordedResult(
  transcript: readonly TranscriptItem[],
  call: ToolCallItem,
): ToolResultItem | null {
  const turn = transcript.filter(
    (item): item is ToolCallItem => item.kind === "tool_call" && item.iteration === call.iteration,
  );
  const byId =
    call.providerCallId === null
      ? undefined
      : turn.find((item) => item.providerCallId === call.providerCallId);
  const recordedCall =
    byId ??
    turn.find((item) => item.name === call.name && item.argumentsText === call.argumentsText);
  if (recordedCall === undefined || recordedCall.name !== call.name) return null;
  if (recordedCall.argumentsText !== call.argumentsText) return null;
  return (
    transcript.find(
      (item): item is ToolResultItem =>
        item.kind === "tool_result" && item.toolUseId === recordedCall.callId,
    ) ?? null
  );
}
