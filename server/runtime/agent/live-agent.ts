import { isTerminalAgentStatus } from "../../shared/agent-status";
import type { ToolChoice } from "../providers/model-provider";
import type { AgentPhase, AgentRecord, AgentStatus, DebriefRecord, WindowMark } from "../records";
import type { TelemetryEventRecord } from "../records";
import type { AnyTool, ToolDefinition } from "../tools/tool";
import { toToolDefinition } from "../tools/tool-definitions";
import type {
  NewTranscriptItem,
  ToolCallItem,
  ToolResultStatus,
  TranscriptItem,
} from "../transcript/transcript-item";
import { Transcript } from "../transcript/transcript";
import { WindowAccount } from "../window/window-account";
import { itemTelemetry } from "./item-telemetry";
import { Inbox } from "./inbox";
import { RepetitionGuard } from "./repetition-guard";
import type { AgentSetup, AgentState, RuntimeDependencies, ToolOutcomeSource } from "./agent-setup";

export type { AgentSetup, AgentState, RuntimeDependencies, ToolOutcomeSource };

/**
 * An agent in memory while it runs: record, transcript, window account, inbox, abort signal.
 * It owns its state: other modules read it through getters and change it only through the
 * methods below. Every change that matters is written through the RunStore before the loop
 * moves on, so nothing lives only in memory once the run ends.
 */
export class LiveAgent {
  readonly setup: AgentSetup;
  readonly transcript: Transcript;
  readonly window: WindowAccount;
  readonly inbox = new Inbox();
  /** Private to this agent; a backstop against identical cycles (seed 003). */
  readonly repetitionGuard = new RepetitionGuard();
  readonly tools: ReadonlyMap<string, AnyTool>;
  readonly toolDefinitions: readonly ToolDefinition[];
  private readonly state: AgentRecord;
  private readonly deps: RuntimeDependencies;
  private readonly abortController = new AbortController();
  /** The abort of the model call in flight (beginModelCall), null between calls. */
  private modelCall: { abort(): void } | null = null;
  private contractFailureCount = 0;
  private contractErrors: string[] = [];
  private toolBudgetExhausted = false;
  private answer: string | null = null;
  private acceptedDebrief: DebriefRecord | null = null;
  private cancellation: string | null = null;
  private cancelEnding: "cancelled" | "interrupted" = "cancelled";
  private finalTurnChoice: ToolChoice | null = null;
  private readonly terminalWaiters: (() => void)[] = [];
  /** Window marks to record once the current tool result is appended (after_return). */
  private readonly pendingMarks: { mark: WindowMark; relatedAgentId: string | null }[] = [];

  constructor(setup: AgentSetup, deps: RuntimeDependencies) {
    this.setup = setup;
    this.deps = deps;
    this.state = { ...setup.record, activity: { ...setup.record.activity } };
    this.transcript = new Transcript(this.state.id, deps.clock);
    this.window = new WindowAccount(deps.tokenCounter);
    this.tools = new Map(setup.tools.map((tool) => [tool.name, tool]));
    this.toolDefinitions = setup.tools.map(toToolDefinition);
    this.window.setFixed([
      setup.systemPrompt,
      ...this.toolDefinitions.map((definition) => JSON.stringify(definition)),
    ]);
  }

  /** The agent's record as it stands (read-only; it changes through this class's methods). */
  get record(): AgentState {
    return this.state;
  }

  get id(): string {
    return this.state.id;
  }

  get isTerminal(): boolean {
    return isTerminalAgentStatus(this.state.status);
  }

  get transcriptRef(): string {
    return `transcript:${this.state.id}`;
  }

  /** Aborts when the agent is cancelled (its model call and running tools listen to it). */
  get signal(): AbortSignal {
    return this.abortController.signal;
  }

  /** Why the agent was cancelled; null unless `cancel` was called. */
  get cancelReason(): string | null {
    return this.cancellation;
  }

  /** research_result attempts (or turns without one) that failed the contract so far. */
  get contractFailures(): number {
    return this.contractFailureCount;
  }

  /** The validation errors of the last failed attempt (empty before any). */
  get lastContractErrors(): readonly string[] {
    return this.contractErrors;
  }

  /** True once a tool call was refused for the tool-call budget. */
  get budgetExhausted(): boolean {
    return this.toolBudgetExhausted;
  }

  /** A parent's final answer; null until it gives one. */
  get finalText(): string | null {
    return this.answer;
  }

  /** The debrief (or contract-failure record) a child returned; null until then. */
  get debrief(): DebriefRecord | null {
    return this.acceptedDebrief;
  }

  /** The tool choice of the next model call: the setup's, or the final turn's once requested. */
  get toolChoice(): ToolChoice {
    return this.finalTurnChoice ?? this.setup.toolChoice;
  }

  /** True once a final turn was requested (e.g. the summary mode's summary turn). */
  get finalTurnRequested(): boolean {
    return this.finalTurnChoice !== null;
  }

  /** Ask for one more turn with `choice` (e.g. `none`: answer in text); see toolChoice. */
  requestFinalTurn(choice: ToolChoice): void {
    this.finalTurnChoice = choice;
  }

  /**
   * Cancel the agent: remember why, abort its signal and its model call in flight. No effect
   * once terminal, nor once cancelled: the first reason stands (a person's cancel, not the
   * "parent agent finished" the run's ending sends the agents still winding down). `ending`
   * "interrupted" (a drain, a lost lease: not a person's cancel) makes the agent end
   * `interrupted` wherever it would have ended `cancelled`.
   */
  cancel(reason: string, ending: "cancelled" | "interrupted" = "cancelled"): void {
    if (this.isTerminal || this.cancellation !== null) return;
    this.cancellation = reason;
    this.cancelEnding = ending;
    this.abortController.abort();
    this.modelCall?.abort();
  }

  /**
   * The model call about to start: `cancel` aborts its controller too (at once when the agent
   * is cancelled already). Returns the function that ends it. A field, not a listener on the
   * agent's signal per call: adding and removing one was ~3% of the loop (issue 10, item 9).
   */
  beginModelCall(controller: { abort(): void }): () => void {
    this.modelCall = controller;
    if (this.signal.aborted) controller.abort();
    return () => {
      if (this.modelCall === controller) this.modelCall = null;
    };
  }

  /** The loop starts: status running, phase ready. */
  async start(): Promise<void> {
    this.state.status = "running";
    await this.setPhase("ready", null);
  }

  /** Count a new iteration (before its model call). */
  beginIteration(): void {
    this.state.iteration += 1;
  }

  /** Count a tool call that is about to execute. */
  countToolCall(): void {
    this.state.toolCallCount += 1;
  }

  /** Note that a call was refused for the tool-call budget (the contract guard reads it). */
  markToolBudgetExhausted(): void {
    this.toolBudgetExhausted = true;
  }

  /** Record one failed contract attempt with its errors; returns the attempts so far. */
  recordContractFailure(errors: readonly string[]): number {
    this.contractFailureCount += 1;
    this.contractErrors = [...errors];
    return this.contractFailureCount;
  }

  /** Keep the parent's final answer (written to the run when it completes). */
  setFinalText(text: string): void {
    this.answer = text;
  }

  /** Keep the debrief the child returned (or its contract-failure record). */
  setDebrief(debrief: DebriefRecord): void {
    this.acceptedDebrief = debrief;
  }

  /** Queue a window mark to record after the current tool result (see flushPendingMarks). */
  queueWindowMark(mark: WindowMark, relatedAgentId: string | null): void {
    this.pendingMarks.push({ mark, relatedAgentId });
  }

  /** Show the repetition guard's streak in the activity report (persisted when it changed). */
  async setRepetitionStreak(streak: number): Promise<void> {
    if (this.state.activity.repetitionStreak === streak) return;
    this.state.activity.repetitionStreak = streak;
    await this.persist();
  }

  /** The inbox changed outside the loop (a correction was queued): report and persist it. */
  async inboxChanged(): Promise<void> {
    this.syncInbox();
    await this.persist();
  }

  /** Append items (in order), persist them, count them in the window; returns the stored items. */
  async append(items: readonly NewTranscriptItem[]): Promise<TranscriptItem[]> {
    if (items.length === 0) return [];
    const iteration = this.state.iteration;
    const appended = items.map((item) => this.transcript.append(item, iteration));
    this.window.add(appended);
    await this.deps.store.appendItems(this.state.runId, appended);
    await this.deps.store.recordTelemetry(
      appended.flatMap((item) => itemTelemetry(item, this.telemetryEvent.bind(this))),
    );
    this.deps.events.emit({
      type: "items-appended",
      runId: this.state.runId,
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
    this.state.activity.phase = phase;
    this.state.activity.phaseStartedAt = now;
    this.state.activity.phaseDeadlineAt = deadlineMs === null ? null : now + deadlineMs;
    this.syncInbox();
    await this.persist();
  }

  /** Record real progress (a model response, a tool result, a consumed correction). */
  async progress(event: string): Promise<void> {
    this.state.activity.lastProgressAt = this.deps.clock.now();
    this.state.activity.lastProgressEvent = event;
    this.syncInbox();
    await this.persist();
  }

  /**
   * Move to a terminal status once; wakes everyone waiting for this agent. Corrections still
   * pending are discarded (Inbox.discardPending): the final activity reports an empty inbox, as
   * every one of them is refused when the run ends. A child's success
   * does not wait for its writes to commit (a barrier per child was most of a fan-out run's
   * time on PostgreSQL, issue 10 item 9): a buffering store that loses some of the run's writes
   * stores every later `succeeded` as `failed` with the StorageError and fails the run
   * (BufferedRunStore), so a stored agent never says `succeeded` over a transcript with a gap;
   * a parent's success is settled by the run's final write (AgentManager.writeFinalStatus).
   */
  async finish(ending: AgentStatus, detail: string | null): Promise<void> {
    if (this.isTerminal) return;
    const status = ending === "cancelled" ? this.cancelEnding : ending;
    this.state.status = status;
    this.state.statusDetail = detail;
    this.state.finishedAt = this.deps.clock.now();
    this.state.activity.phase = "done";
    this.state.activity.phaseStartedAt = this.state.finishedAt;
    this.state.activity.phaseDeadlineAt = null;
    // What is still pending is never consumed now: it leaves the inbox (and the activity's count).
    this.inbox.discardPending(`the agent ended (${status})`);
    this.syncInbox();
    try {
      await this.persist();
      await this.deps.store.recordTelemetry([
        this.telemetryEvent("agent_finished", { status, detail }, { status }),
      ]);
    } finally {
      // Waiters wake even when the store refused the write (a run whose writes were lost).
      for (const waiter of this.terminalWaiters.splice(0)) waiter();
    }
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
      runId: this.state.runId,
      agentId: this.id,
      iteration: this.state.iteration,
      tokens: options.tokens ?? this.window.total,
      providerInputTokens: options.providerInputTokens ?? null,
      mark,
      relatedAgentId: options.relatedAgentId ?? null,
      at: this.deps.clock.now(),
    });
    this.deps.events.emit({ type: "window-sampled", runId: this.state.runId, agentId: this.id });
  }

  /** Record the marks queued while a tool ran (called after its result is appended). */
  async flushPendingMarks(): Promise<void> {
    for (const pending of this.pendingMarks.splice(0)) {
      await this.recordWindowSample(pending.mark, { relatedAgentId: pending.relatedAgentId });
    }
  }

  /** Write status, counters and activity. */
  private async persist(): Promise<void> {
    const { status, statusDetail, iteration, toolCallCount, activity, finishedAt } = this.state;
    await this.deps.store.updateAgent(this.id, {
      status,
      statusDetail,
      iteration,
      toolCallCount,
      activity: { ...activity },
      finishedAt,
    });
    this.deps.events.emit({ type: "agent-updated", runId: this.state.runId, agentId: this.id });
  }

  /** Keep the activity report's inbox figures in step with the inbox. */
  private syncInbox(): void {
    this.state.activity.inboxCount = this.inbox.count;
    this.state.activity.lastConsumedSequence = this.inbox.lastConsumedSequence;
  }

  /** A telemetry event for this agent; `data` comes from text redacted at ingestion. */
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
      runId: this.state.runId,
      agentId: this.id,
      type,
      callId: fields.callId ?? null,
      toolUseId: fields.toolUseId ?? null,
      status: fields.status ?? null,
      uncertainty: fields.uncertainty ?? null,
      data: JSON.stringify(data),
      at: this.deps.clock.now(),
    };
  }
}
