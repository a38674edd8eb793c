import type { AgentManager } from "../agent/agent-manager";
import type { ToolOutcomeSource } from "../agent/live-agent";
import { ProviderError } from "../errors";
import type { AgentRecord, ModelExchangeRecord } from "../records";
import type { ToolOutcome } from "../tools/tool";
import type { ToolCallItem, ToolResultItem, TranscriptItem } from "../transcript/transcript-item";
import type {
  ModelOutput,
  ModelProvider,
  ModelRequest,
  ModelResponse,
} from "../providers/model-provider";
import {
  scheduleCorrections,
  type CorrectionTrigger,
  type ScheduledCorrection,
} from "./correction-schedule";
import type { RecordedRun } from "./recorded-run";
import { replayConversion } from "./replay-conversions";

/** A failed exchange's warning that carries the error message (see the report on the loop). */
const FAILED_PREFIX = "failed: ";

/** What a replay needs from the manager that runs it. */
export interface ReplayControl {
  /** Resolves when the agent is terminal (at once when it is not in flight). */
  whenTerminal(agentId: string): Promise<void>;
  queueCorrection(request: { agentId: string; text: string; author: string }): Promise<unknown>;
  cancelAgent(agentId: string, reason: string): void;
  /** Mark a child's return on its parent's window once the current tool result is appended. */
  markReturn(parentAgentId: string, childAgentId: string): void;
}

/** ReplayControl over an AgentManager. */
export function managerReplayControl(manager: AgentManager): ReplayControl {
  return {
    whenTerminal: (agentId) => manager.get(agentId)?.whenTerminal() ?? Promise.resolve(),
    queueCorrection: (request) => manager.queueCorrection(request),
    cancelAgent: (agentId, reason) => manager.cancelAgent(agentId, reason),
    markReturn: (parentAgentId, childAgentId) =>
      manager.get(parentAgentId)?.queueWindowMark("after_return", childAgentId),
  };
}

/**
 * Replays a recorded run offline through the real manager and loop: `provider` answers each
 * model call from the exchange recorded for the same agent and iteration — building the
 * request with the same conversion (a difference from the recorded body is a warning) and
 * parsing the recorded reply with it — and `toolOutcomeSourceFor` gives each agent its
 * recorded tool results instead of executing tools. Only spawn_agent really runs (the child
 * must exist); wait_for_agents also waits for the replayed children to end and marks their
 * returns. Recorded corrections are queued again at the same points (correction-schedule.ts);
 * an agent that was cancelled is cancelled where the recording stops. The replayed transcripts equal the
 * originals item for item (ids and times aside).
 */
export class ReplaySession {
  readonly provider: ModelProvider;
  /** Where the replay could not follow the recording (empty when it matched). */
  readonly warnings: string[] = [];
  private readonly recorded: RecordedRun;
  private readonly control: ReplayControl;
  private readonly originalOf = new Map<string, AgentRecord>();
  private readonly replayedIdOf = new Map<string, string>();
  private readonly exchanges = new Map<string, ModelExchangeRecord>();
  private readonly lastIteration = new Map<string, number>();
  private readonly schedules = new Map<string, ScheduledCorrection[]>();
  /** Replayed agents waiting, where their recording ends, for their parent to finish. */
  private readonly parked = new Set<string>();
  private readonly parkWaiters: (() => void)[] = [];
  /** Per replayed parent, the children whose return is marked on its window. */
  private readonly returned = new Map<string, Set<string>>();

  constructor(recorded: RecordedRun, control: ReplayControl) {
    this.recorded = recorded;
    this.control = control;
    for (const exchange of recorded.exchanges) {
      const key = `${exchange.agentId}#${exchange.iteration}`;
      if (!this.exchanges.has(key)) this.exchanges.set(key, exchange);
      const last = this.lastIteration.get(exchange.agentId) ?? 0;
      this.lastIteration.set(exchange.agentId, Math.max(last, exchange.iteration));
    }
    for (const agent of recorded.agents) {
      this.schedules.set(
        agent.id,
        scheduleCorrections(
          recorded.transcripts[agent.id] ?? [],
          recorded.corrections.filter((correction) => correction.agentId === agent.id),
          recorded.consumptions.filter((consumption) => consumption.agentId === agent.id),
        ),
      );
    }
    const run = recorded.run;
    this.provider = {
      name: run.providerName,
      defaultModel: run.model,
      complete: (request) => this.complete(request),
    };
  }

  /** For StartRunInput.toolOutcomeSourceFor: maps creation index n to the n-th recorded agent. */
  readonly toolOutcomeSourceFor = (
    agent: AgentRecord,
    creationIndex: number,
  ): ToolOutcomeSource | undefined => {
    const original = this.recorded.agents[creationIndex];
    if (original === undefined || original.role !== agent.role) {
      this.warnings.push(`agent #${creationIndex} (${agent.role}) is not in the recording`);
      return async (call) => ({
        status: "error",
        content: `replay: agent #${creationIndex} is not in the recording; ${call.name} was not executed`,
      });
    }
    this.originalOf.set(agent.id, original);
    this.replayedIdOf.set(original.id, agent.id);
    return (call, execute) => this.outcome(agent.id, original, call, execute);
  };

  private async complete(request: ModelRequest): Promise<ModelResponse> {
    const original = this.originalOf.get(request.agentId);
    if (original === undefined) {
      throw new ProviderError(`replay: agent ${request.agentId} is not in the recording`, null);
    }
    const exchange = this.exchanges.get(`${original.id}#${request.iteration}`);
    if (exchange === undefined) {
      if (original.status === "cancelled" || original.status === "interrupted") {
        await this.stopAsRecorded(original, request);
        throw new ProviderError(`replay: the recorded agent was ${original.status} here`, null);
      }
      throw new ProviderError(
        `replay: no recorded model exchange for ${original.id} at iteration ${request.iteration} (the recorded agent ended ${original.status}${original.statusDetail ? `: ${original.statusDetail}` : ""})`,
        null,
      );
    }
    if (this.lastIteration.get(original.id) === exchange.iteration && original.role === "parent") {
      await this.childrenAtRecordedEnd(request.agentId);
    }
    const failure = exchange.warnings.find((warning) => warning.startsWith(FAILED_PREFIX));
    if (exchange.requestBody === "" || failure !== undefined) {
      // A failed call: the loop records the message as the body (or, with the request body
      // kept, as a "failed: …" warning); replay fails the same way.
      throw new ProviderError(
        failure?.slice(FAILED_PREFIX.length) ?? exchange.responseBody,
        exchange.httpStatus,
      );
    }
    const response = this.replayExchange(exchange, request);
    await this.fire(
      { kind: "model_call", iteration: request.iteration },
      original,
      request.agentId,
    );
    if (this.abandoned(original, exchange)) await this.stopAsRecorded(original, request);
    return response;
  }

  private replayExchange(exchange: ModelExchangeRecord, request: ModelRequest): ModelResponse {
    let recordedBody: Record<string, unknown>;
    try {
      recordedBody = JSON.parse(exchange.requestBody) as Record<string, unknown>;
    } catch {
      throw new ProviderError(`replay: the recorded request of ${exchange.id} is not JSON`, null);
    }
    const conversion = replayConversion(exchange.provider, recordedBody);
    if (conversion === null) {
      const outputs = (JSON.parse(exchange.responseBody) as { outputs: ModelOutput[] }).outputs;
      return {
        outputs,
        usage: exchange.usage,
        requestBody: exchange.requestBody,
        responseBody: exchange.responseBody,
        httpStatus: exchange.httpStatus,
        warnings: [...exchange.warnings],
      };
    }
    const built = conversion.buildRequest(request);
    const requestBody = JSON.stringify(built.body);
    const warnings = [...built.warnings];
    if (requestBody !== exchange.requestBody) {
      const at = firstDifference(requestBody, exchange.requestBody);
      const warning = `replay: the rebuilt request for ${request.agentId} iteration ${request.iteration} differs from the recorded one from character ${at}`;
      warnings.push(warning);
      this.warnings.push(warning);
    }
    const status = exchange.httpStatus ?? 200;
    if (status >= 400) {
      const message = conversion.errorMessage(exchange.responseBody) ?? exchange.responseBody;
      throw new ProviderError(`${conversion.api} HTTP ${status}: ${message}`, status);
    }
    const parsed = conversion.parseResponse(
      exchange.responseBody,
      recordedBody.stream === true,
      status,
    );
    return {
      outputs: parsed.outputs,
      usage: parsed.usage,
      requestBody,
      responseBody: exchange.responseBody,
      httpStatus: exchange.httpStatus,
      warnings: [...warnings, ...parsed.warnings],
    };
  }

  /**
   * The recorded agent was cancelled here. Cancelled because its parent finished: it waits
   * (parked) until the replayed parent finishes and cancels it the same way; otherwise (an
   * operator) it is cancelled now with the recorded reason.
   */
  private async stopAsRecorded(original: AgentRecord, request: ModelRequest): Promise<void> {
    const parent = this.recorded.agents.find((agent) => agent.id === original.parentAgentId);
    const byParent =
      parent?.finishedAt != null &&
      original.finishedAt !== null &&
      original.finishedAt >= parent.finishedAt;
    if (!byParent) {
      this.control.cancelAgent(request.agentId, original.statusDetail ?? "cancelled");
      return;
    }
    this.parked.add(request.agentId);
    for (const wake of this.parkWaiters.splice(0)) wake();
    await new Promise<void>((resolve) => {
      if (request.signal.aborted) resolve();
      else request.signal.addEventListener("abort", () => resolve(), { once: true });
    });
  }

  /** Before the parent's last model call: every replayed child is terminal or parked where its recording ends. */
  private async childrenAtRecordedEnd(parentId: string): Promise<void> {
    const children = [...this.originalOf.entries()].flatMap(([agentId, original]) =>
      original.role === "child" && agentId !== parentId ? [agentId] : [],
    );
    await Promise.all(
      children.map(
        (agentId) =>
          new Promise<void>((resolve) => {
            let done = false;
            const check = () => {
              if (!done && this.parked.has(agentId)) {
                done = true;
                resolve();
              } else if (!done) this.parkWaiters.push(check);
            };
            void this.control.whenTerminal(agentId).then(() => {
              done = true;
              resolve();
            });
            check();
          }),
      ),
    );
  }

  /** The recorded agent was cancelled while this (its last) response was in flight. */
  private abandoned(original: AgentRecord, exchange: ModelExchangeRecord): boolean {
    if (original.status !== "cancelled") return false;
    if (this.lastIteration.get(original.id) !== exchange.iteration) return false;
    return !(this.recorded.transcripts[original.id] ?? []).some(
      (item) =>
        item.iteration === exchange.iteration &&
        (item.kind === "tool_call" || (item.kind === "message" && item.role === "assistant")),
    );
  }

  private async outcome(
    agentId: string,
    original: AgentRecord,
    call: ToolCallItem,
    execute: () => Promise<ToolOutcome>,
  ): Promise<ToolOutcome> {
    const transcript = this.recorded.transcripts[original.id] ?? [];
    const result = transcript.find(
      (item): item is ToolResultItem =>
        item.kind === "tool_result" && item.toolUseId === call.callId,
    );
    let outcome: ToolOutcome;
    if (call.name === "spawn_agent") {
      const real = await execute(); // the child must exist; it replays from its own recording
      outcome = result ? recordedOutcome(result) : real;
    } else {
      if (call.name === "wait_for_agents") {
        await this.waitForReplayedChildren(call);
        this.markReturns(agentId, call);
      }
      if (result) {
        outcome = this.cancelledWhileRunning(result, original, agentId) ?? recordedOutcome(result);
      } else {
        this.warnings.push(`no recorded result for ${original.id} call ${call.callId}`);
        outcome = {
          status: "error",
          content: `replay: no recorded result for call ${call.callId}; ${call.name} was not executed`,
        };
      }
    }
    await this.fire({ kind: "after_call", callId: call.callId }, original, agentId);
    this.cancelIfNextWasCancelled(transcript, call, agentId);
    return outcome;
  }

  /** Like the real wait, mark `after_return` for each child delivered the first time. */
  private markReturns(parentId: string, call: ToolCallItem): void {
    const marked = this.returned.get(parentId) ?? new Set<string>();
    this.returned.set(parentId, marked);
    for (const child of this.replayedChildren(call).filter((id) => !marked.has(id))) {
      marked.add(child);
      this.control.markReturn(parentId, child);
    }
  }

  /** The replayed ids of the children a wait_for_agents call names (by their recorded ids). */
  private replayedChildren(call: ToolCallItem): string[] {
    const requested = (call.parsedArguments as { agent_ids?: unknown } | null)?.agent_ids;
    const ids = Array.isArray(requested) ? requested.map(String) : [];
    return ids.flatMap((id) => this.replayedIdOf.get(id) ?? []);
  }

  private async waitForReplayedChildren(call: ToolCallItem): Promise<void> {
    await Promise.all(this.replayedChildren(call).map((id) => this.control.whenTerminal(id)));
  }

  private async fire(trigger: CorrectionTrigger, original: AgentRecord, agentId: string) {
    const schedule = this.schedules.get(original.id) ?? [];
    for (const entry of schedule) {
      const matches =
        entry.trigger.kind === trigger.kind &&
        (trigger.kind === "model_call"
          ? entry.trigger.kind === "model_call" && entry.trigger.iteration === trigger.iteration
          : entry.trigger.kind === "after_call" && entry.trigger.callId === trigger.callId);
      if (!matches) continue;
      try {
        await this.control.queueCorrection({
          agentId,
          text: entry.correction.text,
          author: entry.correction.author,
        });
      } catch (error) {
        this.warnings.push(
          `correction #${entry.correction.sequence} could not be queued again: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  /**
   * A call the recorded agent's cancellation ended while it ran: cancel the replayed agent with
   * the recorded reason during the call and return what the tool reported then, so the runtime
   * records the same `cancelled while running: …` result. Null for any other result.
   */
  private cancelledWhileRunning(
    result: ToolResultItem,
    original: AgentRecord,
    agentId: string,
  ): ToolOutcome | null {
    const reason = original.statusDetail ?? "agent cancelled";
    const prefix = `cancelled while running: ${reason} (`;
    if (result.status !== "cancelled" || !result.content.startsWith(prefix)) return null;
    this.control.cancelAgent(agentId, reason);
    return {
      status: "error",
      content: result.content.slice(prefix.length, -1),
      uncertainty: result.uncertainty,
    };
  }

  private cancelIfNextWasCancelled(
    transcript: readonly TranscriptItem[],
    call: ToolCallItem,
    agentId: string,
  ): void {
    const batch = transcript.filter(
      (item): item is ToolCallItem =>
        item.kind === "tool_call" && item.iteration === call.iteration,
    );
    const next = batch[batch.findIndex((item) => item.callId === call.callId) + 1];
    if (next === undefined) return;
    const result = transcript.find(
      (item): item is ToolResultItem =>
        item.kind === "tool_result" && item.toolUseId === next.callId,
    );
    if (result?.status !== "cancelled") return;
    const reason = /^cancelled before it started: ([\s\S]*)$/.exec(result.content)?.[1];
    this.control.cancelAgent(agentId, reason ?? "cancelled");
  }
}

function recordedOutcome(result: ToolResultItem): ToolOutcome {
  return {
    status: result.status === "ok" ? "ok" : "error",
    content: result.content,
    uncertainty: result.uncertainty,
  };
}

function firstDifference(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) if (a[index] !== b[index]) return index;
  return length;
}
