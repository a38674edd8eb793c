import { InputValidationError, StorageError } from "../errors";
import type { AgentRole, CorrectionRecord, RunRecord } from "../records";
import { redactText } from "../redaction/redaction";
import { returnModeStrategy } from "../return-modes/return-modes";
import type { AgentControl, ToolOutcome } from "../tools/tool";
import type { NewTranscriptItem } from "../transcript/transcript-item";
import { fetchSpanOutcome } from "../transcript/transcript-span";
import { runAgentLoop } from "./agent-loop";
import type { CorrectionRequest } from "./correction-admission";
import { CorrectionDelivery } from "./correction-delivery";
import { LiveAgent, type RuntimeDependencies } from "./live-agent";
import {
  DEFAULT_CHILD_BUDGET,
  DEFAULT_PARENT_BUDGET,
  type RunHandle,
  type StartRunInput,
} from "./run-start";
import { boundedWait } from "./bounded-wait";
import { newAgentRecord, uniqueAgentName } from "./new-agent-record";
import { renderWaitSnapshot } from "./wait-snapshot";
import { withContextWindow } from "../window/context-windows";

export { DEFAULT_CHILD_BUDGET, DEFAULT_PARENT_BUDGET };
export type { RunHandle, StartRunInput };

interface RunState {
  input: StartRunInput;
  record: RunRecord;
  agentIds: string[];
  /** Agent names taken in the run (children's are made unique: item ids use them). */
  names: Set<string>;
  loops: Promise<void>[];
  /** Why the run was stopped from outside (a drain, a lost lease); null otherwise. */
  interruption: string | null;
  /** Why every agent was cancelled; agents created afterwards are cancelled at once. */
  cancellation: string | null;
}

/**
 * Owns the agents of every in-flight run in this process: starts runs, spawns children,
 * serves bounded waits and transcript spans, queues corrections and cancels. In-flight agents
 * live in memory only (seed 003: not resumable; a run whose process dies is marked
 * `interrupted` once its lease expires, and a drain interrupts what is left at its deadline).
 */
export class AgentManager {
  private readonly deps: RuntimeDependencies;
  private readonly agents = new Map<string, LiveAgent>();
  private readonly runs = new Map<string, RunState>();
  private readonly delivered = new Map<string, Set<string>>();

  private readonly corrections: CorrectionDelivery;

  constructor(deps: RuntimeDependencies) {
    this.deps = deps;
    this.corrections = new CorrectionDelivery(deps, (agentId) => this.agents.get(agentId));
  }

  /**
   * Create the run and its parent agent, start the parent's loop, return at once. The
   * question is redacted here (ingestion), before it is stored or becomes the parent's brief.
   */
  async startRun(input: StartRunInput): Promise<RunHandle> {
    const question = redactText(input.question);
    const now = this.deps.clock.now();
    const claimed = input.claimed;
    const record: RunRecord = {
      id: input.runId,
      question,
      workspaceId: input.workspaceId,
      providerName: input.provider.name,
      model: input.model ?? input.provider.defaultModel,
      returnMode: input.returnMode,
      scenario: input.scenario,
      history: input.history
        ? {
            source: input.history.source,
            label: input.history.label,
            tokens: this.deps.tokenCounter.count(input.history.text),
          }
        : null,
      status: "running",
      statusDetail: null,
      finalAnswer: null,
      createdAt: claimed?.createdAt ?? now,
      startedAt: claimed?.startedAt ?? now,
      finishedAt: null,
    };
    if (claimed === undefined) await this.deps.store.createRun(record);
    else if (record.history)
      await this.deps.store.updateRun(record.id, { history: record.history });
    const state: RunState = {
      input,
      record,
      agentIds: [],
      names: new Set(),
      loops: [],
      interruption: null,
      cancellation: null,
    };
    this.runs.set(record.id, state);
    const opening: NewTranscriptItem[] = input.history
      ? [{ kind: "message", role: "user", text: input.history.text }]
      : [];
    const parent = await this.createAgent(state, "parent", "parent", question, null, opening);
    const parentLoop = runAgentLoop(parent, this.deps);
    state.loops.push(parentLoop);
    const done = parentLoop.then(() => this.completeRun(state, parent));
    // `done` rejects only when even the run's failed status cannot be stored (the store has
    // reported every failed try); callers that never await it must not crash the process.
    done.catch(() => undefined);
    return { runId: record.id, parentAgentId: parent.id, done };
  }

  /** The live agent, if it is in flight in this process. */
  get(agentId: string): LiveAgent | undefined {
    return this.agents.get(agentId);
  }

  /**
   * Queue a correction for a running agent (stored first, then delivered through the runtime).
   * The text is checked as sent, then redacted (ingestion) before it is stored; `author` is
   * recorded as given.
   * Errors: see checkCorrectionText (empty or too long, before redaction) and admitCorrection
   * (not in flight, finished, inbox full).
   */
  async queueCorrection(request: CorrectionRequest): Promise<CorrectionRecord> {
    return this.corrections.queue(request);
  }

  /**
   * Take a correction another process stored (with the sequence the database gave it) into
   * the agent's inbox (see CorrectionDelivery.deliverStored).
   */
  async deliverStoredCorrection(correction: CorrectionRecord): Promise<void> {
    return this.corrections.deliverStored(correction);
  }

  /** Cancel one agent (partial cancellation); siblings keep running. */
  cancelAgent(agentId: string, reason: string): void {
    const agent = this.agents.get(agentId);
    agent?.cancel(reason);
  }

  /** The ending of a run's agents cancelled from outside: `interrupted` once it is interrupted. */
  private cancelEnding(state: RunState): "cancelled" | "interrupted" {
    return state.interruption === null ? "cancelled" : "interrupted";
  }

  /** Cancel every agent of a run, and any it would create afterwards. */
  cancelRun(runId: string, reason: string): void {
    const state = this.runs.get(runId);
    if (state === undefined) return;
    state.cancellation ??= reason;
    const ending = this.cancelEnding(state);
    for (const agentId of state.agentIds) this.agents.get(agentId)?.cancel(reason, ending);
  }

  /**
   * Stop a run from outside (a drain's deadline, a lease another process declared lost): every
   * agent is cancelled with `reason`, and the run ends `interrupted` with it (not `cancelled`,
   * which a person does). Nothing resumes it. No effect when the run is not in flight here.
   */
  interruptRun(runId: string, reason: string): void {
    const state = this.runs.get(runId);
    if (state === undefined) return;
    state.interruption ??= reason;
    this.cancelRun(runId, reason);
  }

  /** True while the run has agents in flight here. */
  isInFlight(runId: string): boolean {
    return this.runs.has(runId);
  }

  /** The runs in flight in this process. */
  inFlightRunIds(): string[] {
    return [...this.runs.keys()];
  }

  private async createAgent(
    state: RunState,
    role: AgentRole,
    name: string,
    brief: string,
    parentAgentId: string | null,
    opening: readonly NewTranscriptItem[] = [],
  ): Promise<LiveAgent> {
    const now = this.deps.clock.now();
    const { input } = state;
    const strategy = returnModeStrategy(input.returnMode);
    const parentFinish = input.parentFinish ?? "final_answer";
    const kit =
      role === "parent"
        ? strategy.parentKit({
            workspaceTools: input.workspaceTools,
            extraTools: input.parentTools ?? [],
            finish: parentFinish,
          })
        : strategy.child?.kit(input.workspaceTools);
    if (kit === undefined) {
      throw new InputValidationError(`return mode ${input.returnMode} spawns no child agent`);
    }
    const budget = withContextWindow(
      role === "parent"
        ? (input.parentBudget ?? DEFAULT_PARENT_BUDGET)
        : (input.childBudget ?? DEFAULT_CHILD_BUDGET),
      input.contextWindow,
    );
    const record = newAgentRecord({
      id: this.deps.ids.next("agent"),
      runId: state.record.id,
      parentAgentId,
      role,
      name: role === "child" ? uniqueAgentName(name, state.names) : name,
      brief,
      budget,
      now,
    });
    state.names.add(record.name);
    await this.deps.store.createAgent(record);
    const holder: { agent?: LiveAgent } = {};
    const control = this.controlFor(state, () => {
      if (holder.agent === undefined) throw new Error("agent not initialised");
      return holder.agent;
    });
    const agent = new LiveAgent(
      {
        record,
        provider: input.provider,
        model: input.model ?? input.provider.defaultModel,
        tools: kit.tools,
        toolChoice: kit.toolChoice,
        systemPrompt: kit.systemPrompt,
        returnMode: strategy,
        parentFinish,
        workspace: input.workspace,
        control,
        modelTimeoutMs: input.modelTimeoutMs ?? 120_000,
        toolOutcomeSource: input.toolOutcomeSourceFor?.(record, state.agentIds.length),
      },
      this.deps,
    );
    holder.agent = agent;
    this.agents.set(agent.id, agent);
    state.agentIds.push(agent.id);
    if (state.cancellation !== null) agent.cancel(state.cancellation, this.cancelEnding(state));
    await agent.append([...opening, { kind: "message", role: "user", text: brief }]);
    return agent;
  }

  private controlFor(state: RunState, self: () => LiveAgent): AgentControl {
    return {
      spawnChild: async ({ name, brief }) => {
        const parent = self();
        const tokensBefore = parent.window.total;
        const child = await this.createAgent(state, "child", name, brief, parent.id);
        await parent.recordWindowSample("before_spawn", {
          tokens: tokensBefore,
          relatedAgentId: child.id,
        });
        state.loops.push(runAgentLoop(child, this.deps));
        return { agentId: child.id };
      },
      waitForChildren: ({ agentIds, timeoutMs }) =>
        this.waitForChildren(self(), agentIds, timeoutMs),
      fetchTranscriptSpan: ({ ref, toolCallId }) =>
        fetchSpanOutcome(this.deps.store, state.agentIds, ref, toolCallId),
      correctChild: ({ agentId, text }) => this.correctChild(self(), agentId, text),
    };
  }

  private async waitForChildren(
    caller: LiveAgent,
    agentIds: readonly string[],
    timeoutMs: number,
  ): Promise<ToolOutcome> {
    const children = agentIds.map((id) => this.agents.get(id));
    const unknown = agentIds.filter(
      (id, index) => children[index]?.record.parentAgentId !== caller.id,
    );
    if (unknown.length > 0) {
      return {
        status: "error",
        content: `unknown child agent ids: ${unknown.join(", ")}; wait only for children you spawned`,
      };
    }
    const known = children.filter((child): child is LiveAgent => child !== undefined);
    await caller.setPhase("waiting_for_agents", timeoutMs);
    const { end, correctionSequence } = await boundedWait(
      caller,
      known,
      timeoutMs,
      this.deps.clock,
    );
    const delivered = this.delivered.get(caller.id) ?? new Set<string>();
    this.delivered.set(caller.id, delivered);
    const snapshot = renderWaitSnapshot(
      end,
      known,
      delivered,
      this.deps.clock.now(),
      correctionSequence,
    );
    for (const childId of snapshot.newlyDelivered) caller.queueWindowMark("after_return", childId);
    return { status: "ok", content: snapshot.text };
  }

  private async correctChild(
    caller: LiveAgent,
    agentId: string,
    text: string,
  ): Promise<ToolOutcome> {
    const child = this.agents.get(agentId);
    if (child?.record.parentAgentId !== caller.id) {
      return {
        status: "error",
        content: `unknown child agent id: ${agentId}; correct only children you spawned`,
      };
    }
    try {
      // The text comes from the parent's tool-call arguments, redacted when they arrived.
      const correction = await this.corrections.queueRedacted({
        agentId,
        text,
        author: `agent:${caller.id}`,
      });
      return {
        status: "ok",
        content: `correction #${correction.sequence} queued for ${agentId}; it is delivered at the child's next safe point`,
      };
    } catch (error) {
      return { status: "error", content: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * The run's final update, committed with its last rows. When the store lost some of the
   * run's writes (StorageError), the run ends `failed` with that error as its detail instead:
   * never `succeeded` with a gap; so does a parent that finished `succeeded` (its success
   * did not wait for the writes: this is where it is settled). `patch` is changed to what was
   * stored. Rejects when even that cannot be stored.
   */
  private async writeFinalStatus(
    runId: string,
    parent: LiveAgent,
    patch: Pick<RunRecord, "status" | "statusDetail" | "finalAnswer" | "finishedAt">,
  ): Promise<void> {
    try {
      await this.deps.store.updateRun(runId, patch);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      patch.status = "failed";
      patch.statusDetail = error.message;
      if (parent.record.status === "succeeded") {
        await this.deps.store.updateAgent(parent.id, {
          status: "failed",
          statusDetail: error.message,
        });
      }
      await this.deps.store.updateRun(runId, patch);
    }
  }

  private async completeRun(state: RunState, parent: LiveAgent): Promise<RunRecord> {
    for (const agentId of state.agentIds) this.cancelAgent(agentId, "the parent agent finished");
    await Promise.allSettled(state.loops);
    const status =
      state.interruption !== null
        ? "interrupted"
        : parent.record.status === "succeeded"
          ? "succeeded"
          : parent.record.status === "cancelled"
            ? "cancelled"
            : "failed";
    const patch: Pick<RunRecord, "status" | "statusDetail" | "finalAnswer" | "finishedAt"> = {
      status,
      statusDetail: state.interruption ?? parent.record.statusDetail,
      finalAnswer: parent.finalText,
      finishedAt: this.deps.clock.now(),
    };
    try {
      await this.writeFinalStatus(state.record.id, parent, patch);
      Object.assign(state.record, patch);
    } finally {
      for (const agentId of state.agentIds) {
        this.agents.delete(agentId);
        this.delivered.delete(agentId);
      }
      this.runs.delete(state.record.id);
      this.deps.events.emit({ type: "run-updated", runId: state.record.id });
    }
    return { ...state.record };
  }
}
