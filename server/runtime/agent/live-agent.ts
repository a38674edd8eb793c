import { isTerminalAgentStatus } from "../../shared/agent-status";
import type { ModelProvider, ToolChoice } from "../providers/model-provider";
import type { Clock, EventSink, IdGenerator, RunStore, WorkspacePort } from "../ports";
import type { AgentPhase, AgentRecord, AgentStatus, DebriefRecord, WindowMark } from "../records";
import type { TelemetryEventRecord } from "../records";
import { redact } from "../telemetry/redaction";
import type { AgentControl, AnyTool, ToolDefinition, ToolOutcome } from "../tools/tool";
import { toToolDefinition } from "../tools/tool-definitions";
import type {
  NewTranscriptItem,
  ToolCallItem,
  ToolResultStatus,
  TranscriptItem,
} from "../transcript/transcript-item";
import { Transcript } from "../transcript/transcript";
import type { TokenCounter } from "../window/token-counter";
import { WindowAccount } from "../window/window-account";
import { Inbox } from "./inbox";
import { RepetitionGuard } from "./repetition-guard";

/** What every agent needs from outside the runtime. */
export interface RuntimeDependencies {
  store: RunStore;
  clock: Clock;
  ids: IdGenerator;
  events: EventSink;
  tokenCounter: TokenCounter;
}

/** How one agent is set up by the manager. */
export interface AgentSetup {
  record: AgentRecord;
  provider: ModelProvider;
  model: string;
  tools: readonly AnyTool[];
  toolChoice: ToolChoice;
  systemPrompt: string;
  workspace: WorkspacePort;
  control: AgentControl;
  /** Bound on one model call (ms); it is the model_call phase deadline. */
  modelTimeoutMs: number;
  /**
   * Replay hook: decides the outcome of an accepted call instead of plain execution. It gets
   * the call and a function that executes it for real; replay returns recorded results and
   * executes only what must happen in the runtime (spawning children). Absent: execute.
   */
  toolOutcomeSource?: ToolOutcomeSource;
}

/** See AgentSetup.toolOutcomeSource. */
export type ToolOutcomeSource = (
  call: ToolCallItem,
  execute: () => Promise<ToolOutcome>,
) => Promise<ToolOutcome>;

/**
 * An agent in memory while it runs: record, transcript, window account, inbox, abort signal.
 * Every change is written through the RunStore before the loop moves on, so nothing lives
 * only in memory once the run ends.
 */
export class LiveAgent {
  readonly record: AgentRecord;
  readonly setup: AgentSetup;
  readonly transcript: Transcript;
  readonly window: WindowAccount;
  readonly inbox = new Inbox();
  /** Private to this agent; a backstop against identical cycles (seed 003). */
  readonly repetitionGuard = new RepetitionGuard();
  readonly abort = new AbortController();
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly toolDefinitions: readonly ToolDefinition[];
  private readonly deps: RuntimeDependencies;
  /** research_result attempts that failed validation. */
  contractFailures = 0;
  lastContractErrors: string[] = [];
  budgetExhausted = false;
  finalText: string | null = null;
  debrief: DebriefRecord | null = null;
  cancelReason: string | null = null;
  private readonly terminalWaiters: (() => void)[] = [];
  /** Window marks to record once the current tool result is appended (after_return). */
  readonly pendingMarks: { mark: WindowMark; relatedAgentId: string }[] = [];

  constructor(setup: AgentSetup, deps: RuntimeDependencies) {
    this.setup = setup;
    this.deps = deps;
    this.record = { ...setup.record, activity: { ...setup.record.activity } };
    this.transcript = new Transcript(this.record.id, deps.clock);
    this.window = new WindowAccount(deps.tokenCounter);
    this.tools = new Map(setup.tools.map((tool) => [tool.name, tool]));
    this.toolDefinitions = setup.tools.map(toToolDefinition);
    this.window.setFixed([
      setup.systemPrompt,
      ...this.toolDefinitions.map((definition) => JSON.stringify(definition)),
    ]);
  }

  get id(): string {
    return this.record.id;
  }

  get isTerminal(): boolean {
    return isTerminalAgentStatus(this.record.status);
  }

  get transcriptRef(): string {
    return `transcript:${this.record.id}`;
  }

  /** Append items (in order), persist them, count them in the window; returns the stored items. */
  async append(items: readonly NewTranscriptItem[]): Promise<TranscriptItem[]> {
    if (items.length === 0) return [];
    const iteration = this.record.iteration;
    const appended = items.map((item) => this.transcript.append(item, iteration));
    this.window.add(appended);
    await this.deps.store.appendItems(this.record.runId, appended);
    await this.deps.store.recordTelemetry(appended.flatMap((item) => this.telemetryFor(item)));
    this.deps.events.emit({
      type: "items-appended",
      runId: this.record.runId,
      agentId: this.id,
      count: appended.length,
    });
    return appended;
  }

  /** Append the one result paired with `call` (seed 003: exactly one result per call). */
  async appendResult(
    call: ToolCallItem,
    result: {
      status: ToolResultStatus;
      content: string;
      uncertainty?: string | null;
      preventedByCorrection?: number | null;
    },
  ): Promise<void> {
    await this.append([
      {
        kind: "tool_result",
        toolUseId: call.callId,
        toolName: call.name,
        status: result.status,
        content: result.content,
        uncertainty: result.uncertainty ?? null,
        preventedByCorrection: result.preventedByCorrection ?? null,
      },
    ]);
  }

  /** Enter a phase; `deadlineMs` bounds it (null: unbounded). Not progress. */
  async setPhase(phase: AgentPhase, deadlineMs: number | null): Promise<void> {
    const now = this.deps.clock.now();
    this.record.activity.phase = phase;
    this.record.activity.phaseStartedAt = now;
    this.record.activity.phaseDeadlineAt = deadlineMs === null ? null : now + deadlineMs;
    this.syncInbox();
    await this.persist();
  }

  /** Record real progress (a model response, a tool result, a consumed correction). */
  async progress(event: string): Promise<void> {
    this.record.activity.lastProgressAt = this.deps.clock.now();
    this.record.activity.lastProgressEvent = event;
    this.syncInbox();
    await this.persist();
  }

  /** Move to a terminal status once; wakes everyone waiting for this agent. */
  async finish(status: AgentStatus, detail: string | null): Promise<void> {
    if (this.isTerminal) return;
    this.record.status = status;
    this.record.statusDetail = detail;
    this.record.finishedAt = this.deps.clock.now();
    this.record.activity.phase = "done";
    this.record.activity.phaseStartedAt = this.record.finishedAt;
    this.record.activity.phaseDeadlineAt = null;
    this.syncInbox();
    await this.persist();
    await this.deps.store.recordTelemetry([
      this.telemetryEvent("agent_finished", { status, detail }, { status }),
    ]);
    for (const waiter of this.terminalWaiters.splice(0)) waiter();
  }

  /** Resolves when the agent reaches a terminal status. */
  whenTerminal(): Promise<void> {
    if (this.isTerminal) return Promise.resolve();
    return new Promise((resolve) => this.terminalWaiters.push(resolve));
  }

  /**
   * Record a window sample (tokens of what the agent would send next, by default now).
   * `providerInputTokens`: the provider's reported input tokens for this iteration's request.
   */
  async recordWindowSample(
    mark: WindowMark,
    options: {
      tokens?: number;
      providerInputTokens?: number | null;
      relatedAgentId?: string | null;
    } = {},
  ): Promise<void> {
    await this.deps.store.recordWindowSample({
      id: this.deps.ids.next("window"),
      runId: this.record.runId,
      agentId: this.id,
      iteration: this.record.iteration,
      tokens: options.tokens ?? this.window.total,
      providerInputTokens: options.providerInputTokens ?? null,
      mark,
      relatedAgentId: options.relatedAgentId ?? null,
      at: this.deps.clock.now(),
    });
    this.deps.events.emit({ type: "window-sampled", runId: this.record.runId, agentId: this.id });
  }

  /** Record the marks queued while a tool ran (called after its result is appended). */
  async flushPendingMarks(): Promise<void> {
    for (const pending of this.pendingMarks.splice(0)) {
      await this.recordWindowSample(pending.mark, { relatedAgentId: pending.relatedAgentId });
    }
  }

  /** Write status, counters and activity. */
  async persist(): Promise<void> {
    const { status, statusDetail, iteration, toolCallCount, activity, finishedAt } = this.record;
    await this.deps.store.updateAgent(this.id, {
      status,
      statusDetail,
      iteration,
      toolCallCount,
      activity: { ...activity },
      finishedAt,
    });
    this.deps.events.emit({ type: "agent-updated", runId: this.record.runId, agentId: this.id });
  }

  /** Keep the activity report's inbox figures in step with the inbox. */
  syncInbox(): void {
    this.record.activity.inboxCount = this.inbox.count;
    this.record.activity.lastConsumedSequence = this.inbox.lastConsumedSequence;
  }

  private telemetryFor(item: TranscriptItem): TelemetryEventRecord[] {
    if (item.kind === "tool_call") {
      return [
        this.telemetryEvent(
          "tool_call",
          { name: item.name, arguments: item.argumentsText, acceptance: item.acceptance },
          { callId: item.callId, status: item.acceptance },
        ),
      ];
    }
    if (item.kind === "tool_result") {
      return [
        this.telemetryEvent(
          "tool_result",
          { name: item.toolName, contentLength: item.content.length },
          { toolUseId: item.toolUseId, status: item.status, uncertainty: item.uncertainty },
        ),
      ];
    }
    return [];
  }

  /** A telemetry event for this agent; `data` is redacted before it is stored. */
  telemetryEvent(
    type: string,
    data: Record<string, unknown>,
    fields: {
      callId?: string;
      toolUseId?: string;
      status?: string;
      uncertainty?: string | null;
    } = {},
  ): TelemetryEventRecord {
    return {
      id: this.deps.ids.next("evt"),
      runId: this.record.runId,
      agentId: this.id,
      type,
      callId: fields.callId ?? null,
      toolUseId: fields.toolUseId ?? null,
      status: fields.status ?? null,
      uncertainty: fields.uncertainty ?? null,
      data: redact(JSON.stringify(data)),
      at: this.deps.clock.now(),
    };
  }
}
