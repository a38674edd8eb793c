import type { AgentRecord } from "../runtime/records";
import type {
  ToolCallItem,
  ToolResultItem,
  TranscriptItem,
} from "../runtime/transcript/transcript-item";
import { correctionEvents } from "./correction-span-events";
import { GEN_AI, GENERAL, genAiProviderName, OPERATION } from "./genai-attributes";
import type { RunTrace } from "./run-trace";
import {
  definedAttributes,
  type PlannedEvent,
  type PlannedSpan,
  type PlannedValue,
} from "./span-plan";

/** What the plan may include. */
export interface PlanOptions {
  /**
   * Message content (briefs, answers, tool arguments and results) on the spans, as stored
   * (redacted at ingestion: server/runtime/redaction/); off unless OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true.
   */
  captureContent: boolean;
}

type Exchange = RunTrace["exchanges"][number];

/**
 * A run's spans (OpenTelemetry GenAI conventions): `invoke_agent {agent}` per agent, with a
 * `chat {model}` span per model exchange and an `execute_tool {tool}` span per tool call under
 * it; a child's `invoke_agent` sits under the parent's `execute_tool spawn_agent` that started
 * it. The conversation id is the run id. Returns the root spans (the run's parent agent).
 */
export function planRunSpans(trace: RunTrace, options: PlanOptions): PlannedSpan[] {
  const planner = new RunSpanPlanner(trace, options);
  return trace.agents
    .filter((agent) => agent.parentAgentId === null)
    .map((agent) => planner.agentSpan(agent));
}

class RunSpanPlanner {
  constructor(
    private readonly trace: RunTrace,
    private readonly options: PlanOptions,
  ) {}

  private content(value: unknown): string | null {
    if (!this.options.captureContent) return null;
    return typeof value === "string" ? value : JSON.stringify(value);
  }

  private get common(): Record<string, PlannedValue> {
    return {
      [GEN_AI.providerName]: genAiProviderName(this.trace.run.providerName),
      [GEN_AI.conversationId]: this.trace.run.id,
    };
  }

  agentSpan(agent: AgentRecord): PlannedSpan {
    const { trace } = this;
    const items = trace.transcripts[agent.id] ?? [];
    const exchanges = trace.exchanges.filter((exchange) => exchange.agentId === agent.id);
    const lastSeen = Math.max(
      agent.createdAt,
      ...items.map((item) => item.createdAt),
      ...exchanges.map((exchange) => exchange.startedAt + exchange.latencyMs),
    );
    const placed = new Set<string>();
    const toolSpans = this.toolSpans(agent, items, lastSeen, placed);
    // A child whose spawn_agent call is not in the transcript still belongs to the tree.
    const unplaced = trace.agents.filter(
      (child) => child.parentAgentId === agent.id && !placed.has(child.id),
    );
    const children = [
      ...exchanges.map((exchange) => this.chatSpan(agent, exchange, items)),
      ...toolSpans,
      ...unplaced.map((child) => this.agentSpan(child)),
    ].sort((a, b) => a.startTime - b.startTime);
    const isRoot = agent.parentAgentId === null;
    const failed = agent.status === "failed" || agent.status === "terminated";
    return {
      name: `${OPERATION.invokeAgent} ${agent.name}`,
      kind: "internal",
      startTime: agent.createdAt,
      endTime: agent.finishedAt ?? lastSeen,
      attributes: definedAttributes({
        ...this.common,
        [GEN_AI.operationName]: OPERATION.invokeAgent,
        [GEN_AI.agentId]: agent.id,
        [GEN_AI.agentName]: agent.name,
        [GEN_AI.requestModel]: trace.run.model,
        ...usageTotals(exchanges),
        "debrief.agent.role": agent.role,
        "debrief.agent.status": agent.status,
        "debrief.agent.status_detail": agent.statusDetail,
        "debrief.agent.iterations": agent.iteration,
        "debrief.agent.tool_calls": agent.toolCallCount,
        ...this.windowAttributes(agent),
        "debrief.compactions": items.filter((item) => item.kind === "compaction").length,
        "debrief.corrections.count": trace.corrections.filter(
          (entry) => entry.correction.agentId === agent.id,
        ).length,
        ...this.debriefAttributes(agent),
        "debrief.run.status": isRoot ? trace.run.status : null,
        "debrief.audit.flag_count": isRoot ? trace.auditFlagCount : null,
        [GEN_AI.inputMessages]: this.content([
          { role: "user", parts: [{ type: "text", content: agent.brief }] },
        ]),
        [GEN_AI.outputMessages]: this.agentOutput(agent),
        [GENERAL.errorType]: failed ? agent.status : null,
      }),
      events: this.agentEvents(agent, items),
      error: failed ? (agent.statusDetail ?? agent.status) : null,
      children,
    };
  }

  private windowAttributes(agent: AgentRecord): Record<string, PlannedValue | null> {
    const samples = this.trace.windowSamples.filter((sample) => sample.agentId === agent.id);
    return {
      "debrief.window.peak_tokens":
        samples.length === 0 ? null : Math.max(...samples.map((sample) => sample.tokens)),
      "debrief.window.context_tokens": agent.budget.contextTokens ?? null,
      "debrief.window.compact_at_tokens": agent.budget.maxWindowTokens ?? null,
    };
  }

  private debriefAttributes(agent: AgentRecord): Record<string, PlannedValue | null> {
    const debrief = this.trace.debriefs.find((entry) => entry.agentId === agent.id);
    if (debrief === undefined) return {};
    const result = debrief.result;
    const confidence: Record<string, number> = {};
    for (const finding of result?.findings ?? []) {
      const key = `debrief.findings.confidence.${finding.confidence}`;
      confidence[key] = (confidence[key] ?? 0) + 1;
    }
    return {
      "debrief.debrief.valid": result !== null,
      "debrief.debrief.attempts": debrief.attempts,
      "debrief.debrief.rendered_tokens": debrief.renderedTokens,
      "debrief.findings.count": result?.findings.length ?? null,
      ...confidence,
      "debrief.assumptions.count": result?.assumptions.length ?? null,
      "debrief.unresolved.count": result?.unresolved.length ?? null,
      "debrief.debrief.budget_exhausted": result?.effort.budget_exhausted ?? null,
      "debrief.debrief.guards":
        debrief.guardsApplied.length > 0 ? [...debrief.guardsApplied] : null,
    };
  }

  private agentOutput(agent: AgentRecord): string | null {
    const text =
      agent.parentAgentId === null
        ? this.trace.run.finalAnswer
        : (this.trace.debriefs.find((entry) => entry.agentId === agent.id)?.renderedForParent ??
          null);
    if (text === null) return null;
    return this.content([{ role: "assistant", parts: [{ type: "text", content: text }] }]);
  }

  private agentEvents(agent: AgentRecord, items: readonly TranscriptItem[]): PlannedEvent[] {
    const events: PlannedEvent[] = correctionEvents(this.trace.corrections, agent.id, (text) =>
      this.content(text),
    );
    for (const item of items) {
      if (item.kind !== "compaction") continue;
      events.push({
        name: "debrief.compaction",
        time: item.createdAt,
        attributes: {
          "debrief.compaction.from_sequence": item.fromSequence,
          "debrief.compaction.to_sequence": item.toSequence,
        },
      });
    }
    return events.sort((a, b) => a.time - b.time);
  }

  private chatSpan(
    agent: AgentRecord,
    exchange: Exchange,
    items: readonly TranscriptItem[],
  ): PlannedSpan {
    const turn = items.filter(
      (item) =>
        item.iteration === exchange.iteration &&
        (item.kind === "tool_call" || (item.kind === "message" && item.role === "assistant")),
    );
    const failure = exchange.warnings.find((warning) => warning.startsWith("failed: "));
    const sent = this.trace.windowSamples.find(
      (sample) =>
        sample.agentId === agent.id &&
        sample.iteration === exchange.iteration &&
        sample.mark === "iteration",
    );
    const consumed = this.trace.corrections.flatMap(({ consumption }) =>
      consumption !== null &&
      consumption.agentId === agent.id &&
      consumption.iteration === exchange.iteration
        ? [consumption.sequence]
        : [],
    );
    const finishReason = finishReasonOf(exchange, turn, failure);
    return {
      name: `${OPERATION.chat} ${exchange.model}`,
      kind: "client",
      startTime: exchange.startedAt,
      endTime: exchange.startedAt + exchange.latencyMs,
      attributes: definedAttributes({
        ...this.common,
        [GEN_AI.operationName]: OPERATION.chat,
        [GEN_AI.providerName]: genAiProviderName(exchange.provider),
        [GEN_AI.requestModel]: exchange.model,
        [GEN_AI.usageInputTokens]: exchange.usage.inputTokens,
        [GEN_AI.usageOutputTokens]: exchange.usage.outputTokens,
        [GEN_AI.usageCacheReadInputTokens]: exchange.usage.cachedInputTokens,
        [GEN_AI.usageReasoningOutputTokens]: exchange.usage.reasoningTokens,
        [GEN_AI.responseFinishReasons]: [finishReason],
        [GENERAL.httpStatusCode]: exchange.httpStatus,
        [GENERAL.errorType]: failure === undefined ? null : errorType(exchange.httpStatus),
        "debrief.iteration": exchange.iteration,
        "debrief.window.tokens": sent?.tokens ?? null,
        "debrief.window.provider_input_tokens": sent?.providerInputTokens ?? null,
        "debrief.correction.sequences": consumed.length > 0 ? consumed : null,
        "debrief.exchange.warnings": exchange.warnings.length > 0 ? exchange.warnings : null,
        [GEN_AI.outputMessages]:
          turn.length === 0 ? null : this.content([assistantMessage(turn, finishReason)]),
      }),
      events: [],
      error: failure === undefined ? null : failure.slice("failed: ".length),
      children: [],
    };
  }

  private toolSpans(
    agent: AgentRecord,
    items: readonly TranscriptItem[],
    lastSeen: number,
    placed: Set<string>,
  ): PlannedSpan[] {
    const results = new Map<string, { result: ToolResultItem; index: number }>();
    items.forEach((item, index) => {
      if (item.kind === "tool_result" && !results.has(item.toolUseId)) {
        results.set(item.toolUseId, { result: item, index });
      }
    });
    const spans: PlannedSpan[] = [];
    for (const call of items) {
      if (call.kind !== "tool_call") continue;
      const paired = results.get(call.callId);
      // Execution starts when the item before the result was appended (the calls, or the
      // previous call's result in the batch); a call without a result ran until the agent ended.
      const previous = paired === undefined ? undefined : items[paired.index - 1];
      const start = Math.max(call.createdAt, previous?.createdAt ?? call.createdAt);
      const span = this.toolSpan(call, paired?.result, start, paired?.result.createdAt ?? lastSeen);
      const spawned = this.spawnedChild(agent, call, paired?.result);
      if (spawned !== undefined && !placed.has(spawned.id)) {
        placed.add(spawned.id);
        span.children.push(this.agentSpan(spawned));
        span.attributes = { ...span.attributes, ...this.spawnWindow(agent, spawned) };
      }
      spans.push(span);
    }
    return spans;
  }

  private toolSpan(
    call: ToolCallItem,
    result: ToolResultItem | undefined,
    start: number,
    end: number,
  ): PlannedSpan {
    const status = result?.status ?? "no result recorded";
    const failed = result === undefined || result.status === "error";
    return {
      name: `${OPERATION.executeTool} ${call.name}`,
      kind: "internal",
      startTime: start,
      endTime: Math.max(start, end),
      attributes: definedAttributes({
        ...this.common,
        [GEN_AI.operationName]: OPERATION.executeTool,
        [GEN_AI.toolName]: call.name,
        [GEN_AI.toolType]: "function",
        [GEN_AI.toolCallId]: call.callId,
        "debrief.tool.provider_call_id":
          call.providerCallId !== null && call.providerCallId !== call.callId
            ? call.providerCallId
            : null,
        "debrief.tool.id_source": call.idSource,
        "debrief.tool.acceptance": call.acceptance,
        "debrief.tool.status": status,
        "debrief.tool.prevented_by_correction": result?.preventedByCorrection ?? null,
        "debrief.tool.uncertainty": result?.uncertainty ?? null,
        [GENERAL.errorType]: failed ? (result === undefined ? "no_result" : "tool_error") : null,
        [GEN_AI.toolCallArguments]: this.content(call.argumentsText),
        [GEN_AI.toolCallResult]: result === undefined ? null : this.content(result.content),
      }),
      events: [],
      error: failed ? (result === undefined ? status : result.content) : null,
      children: [],
    };
  }

  /** The child a spawn_agent call started ("spawned child <id> (…)"), if it is in the trace. */
  private spawnedChild(
    agent: AgentRecord,
    call: ToolCallItem,
    result: ToolResultItem | undefined,
  ): AgentRecord | undefined {
    if (call.name !== "spawn_agent" || result === undefined) return undefined;
    const id = /^spawned child (\S+)/.exec(result.content)?.[1];
    return this.trace.agents.find((child) => child.id === id && child.parentAgentId === agent.id);
  }

  /** The parent's window before the spawn, after the child's return, and the child's peak. */
  private spawnWindow(parent: AgentRecord, child: AgentRecord): Record<string, PlannedValue> {
    const sample = (agentId: string, mark: string, related: string | null) =>
      this.trace.windowSamples.find(
        (entry) =>
          entry.agentId === agentId && entry.mark === mark && entry.relatedAgentId === related,
      )?.tokens;
    return definedAttributes({
      "debrief.window.tokens_before": sample(parent.id, "before_spawn", child.id),
      "debrief.window.tokens_after": sample(parent.id, "after_return", child.id),
      "debrief.window.child_peak_tokens": sample(child.id, "child_peak", parent.id),
      "debrief.child.agent_id": child.id,
    });
  }
}

function usageTotals(exchanges: readonly Exchange[]): Record<string, number | null> {
  const sum = (pick: (exchange: Exchange) => number | null) => {
    const counts = exchanges.map(pick).filter((count): count is number => count !== null);
    return counts.length === 0 ? null : counts.reduce((total, count) => total + count, 0);
  };
  return {
    [GEN_AI.usageInputTokens]: sum((exchange) => exchange.usage.inputTokens),
    [GEN_AI.usageOutputTokens]: sum((exchange) => exchange.usage.outputTokens),
    [GEN_AI.usageCacheReadInputTokens]: sum((exchange) => exchange.usage.cachedInputTokens),
    [GEN_AI.usageReasoningOutputTokens]: sum((exchange) => exchange.usage.reasoningTokens),
  };
}

/** The convention's finish reason, from what the exchange produced (bodies are not read). */
function finishReasonOf(
  exchange: Exchange,
  turn: readonly TranscriptItem[],
  failure: string | undefined,
): string {
  if (failure !== undefined) return "error";
  if (turn.some((item) => item.kind === "tool_call")) return "tool_call";
  const cut = exchange.warnings.some((warning) =>
    /max_output_tokens|token limit|max_tokens/.test(warning),
  );
  return cut ? "length" : "stop";
}

function errorType(status: number | null): string {
  return status === null ? "provider_error" : String(status);
}

function assistantMessage(turn: readonly TranscriptItem[], finishReason: string): unknown {
  return {
    role: "assistant",
    parts: turn.map((item) =>
      item.kind === "tool_call"
        ? { type: "tool_call", id: item.callId, name: item.name, arguments: item.argumentsText }
        : { type: "text", content: item.kind === "message" ? item.text : "" },
    ),
    finish_reason: finishReason,
  };
}
