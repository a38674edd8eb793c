import { MAX_CORRECTION_LENGTH } from "../../shared/limits";
import { ConflictError, InputValidationError, NotFoundError, StorageError } from "../errors";
import type { WorkspacePort } from "../ports";
import type { ModelProvider } from "../providers/model-provider";
import type {
  AgentBudget,
  AgentRecord,
  AgentRole,
  CorrectionRecord,
  ReturnMode,
  RunRecord,
} from "../records";
import { fetchTranscriptSpanTool } from "../tools/builtin/fetch-transcript-span";
import { researchResultTool } from "../tools/builtin/research-result";
import { correctAgentTool } from "../tools/builtin/correct-agent";
import { spawnAgentTool } from "../tools/builtin/spawn-agent";
import { waitForAgentsTool } from "../tools/builtin/wait-for-agents";
import type { AgentControl, AnyTool, ToolOutcome } from "../tools/tool";
import { fetchSpanOutcome } from "../transcript/transcript-span";
import { runAgentLoop } from "./agent-loop";
import { LiveAgent, type RuntimeDependencies, type ToolOutcomeSource } from "./live-agent";
import { CHILD_SYSTEM_PROMPT, PARENT_SYSTEM_PROMPT } from "./prompts";
import { boundedWait } from "./bounded-wait";
import { renderWaitSnapshot } from "./wait-snapshot";
import { withContextWindow, type ContextWindow } from "../window/context-windows";

export const DEFAULT_PARENT_BUDGET: AgentBudget = {
  maxIterations: 24,
  maxToolCalls: 48,
  deadlineMs: 15 * 60_000,
};
export const DEFAULT_CHILD_BUDGET: AgentBudget = {
  maxIterations: 16,
  maxToolCalls: 24,
  deadlineMs: 10 * 60_000,
};

/** What starting a run needs. */
export interface StartRunInput {
  runId: string;
  question: string;
  workspaceId: string;
  workspace: WorkspacePort;
  provider: ModelProvider;
  model?: string;
  returnMode: ReturnMode;
  scenario: string | null;
  workspaceTools: readonly AnyTool[];
  /** Tools the parent gets besides spawn/wait/span (e.g. workspace tools when it researches itself). */
  parentTools?: readonly AnyTool[];
  parentBudget?: AgentBudget;
  childBudget?: AgentBudget;
  /** Bound on each model call (ms). */
  modelTimeoutMs?: number;
  /**
   * The provider/model context size: every agent compacts past `compactAtTokens` unless its
   * budget sets `maxWindowTokens` itself (window/context-windows.ts).
   */
  contextWindow?: Pick<ContextWindow, "tokens" | "compactAtTokens">;
  /**
   * Replay: called once per agent as it is created (with its 0-based creation index in the
   * run: parent 0, children in spawn order); may return a source of recorded tool outcomes.
   */
  toolOutcomeSourceFor?: (
    agent: AgentRecord,
    creationIndex: number,
  ) => ToolOutcomeSource | undefined;
}

/** A started run: its parent agent and a promise of its final record. */
export interface RunHandle {
  runId: string;
  parentAgentId: string;
  /**
   * The final record, once its final status is stored (`failed` with a StorageError's message
   * when some of the run's writes were lost). Rejects with a StorageError when even that
   * cannot be stored.
   */
  done: Promise<RunRecord>;
}

interface RunState {
  input: StartRunInput;
  record: RunRecord;
  agentIds: string[];
  loops: Promise<void>[];
}

/**
 * Owns the agents of every in-flight run in this process: starts runs, spawns children,
 * serves bounded waits and transcript spans, queues corrections and cancels. In-flight agents
 * live in memory only (seed 003: not resumable; a restart marks runs interrupted).
 */
export class AgentManager {
  private readonly deps: RuntimeDependencies;
  private readonly agents = new Map<string, LiveAgent>();
  private readonly runs = new Map<string, RunState>();
  private readonly delivered = new Map<string, Set<string>>();

  constructor(deps: RuntimeDependencies) {
    this.deps = deps;
  }

  /** Create the run and its parent agent, start the parent's loop, return at once. */
  async startRun(input: StartRunInput): Promise<RunHandle> {
    const now = this.deps.clock.now();
    const record: RunRecord = {
      id: input.runId,
      question: input.question,
      workspaceId: input.workspaceId,
      providerName: input.provider.name,
      model: input.model ?? input.provider.defaultModel,
      returnMode: input.returnMode,
      scenario: input.scenario,
      status: "running",
      statusDetail: null,
      finalAnswer: null,
      createdAt: now,
      startedAt: now,
      finishedAt: null,
    };
    await this.deps.store.createRun(record);
    const state: RunState = { input, record, agentIds: [], loops: [] };
    this.runs.set(record.id, state);
    const parent = await this.createAgent(state, "parent", "parent", input.question, null);
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
   * `author` is recorded as given ("human:<name>" or "agent:<agentId>"). Errors:
   * InputValidationError (empty or longer than MAX_CORRECTION_LENGTH: the runtime's own
   * invariant, whoever the caller), NotFoundError (not in flight here), ConflictError (already
   * finished).
   */
  async queueCorrection(request: {
    agentId: string;
    text: string;
    author: string;
  }): Promise<CorrectionRecord> {
    const text = request.text.trim();
    if (text.length === 0) throw new InputValidationError("correction text must not be empty");
    if (text.length > MAX_CORRECTION_LENGTH) {
      throw new InputValidationError(
        `correction text is longer than ${MAX_CORRECTION_LENGTH} characters`,
      );
    }
    const agent = this.agents.get(request.agentId);
    if (agent === undefined)
      throw new NotFoundError(`agent ${request.agentId} is not running in this process`);
    if (agent.isTerminal || agent.inbox.closed !== null) {
      throw new ConflictError(
        agent.isTerminal
          ? `agent ${request.agentId} has already finished (${agent.record.status}); corrections are closed`
          : `agent ${request.agentId} is finishing (${agent.inbox.closed}); corrections are closed`,
      );
    }
    const correction: CorrectionRecord = {
      id: this.deps.ids.next("correction"),
      runId: agent.record.runId,
      agentId: agent.id,
      sequence: agent.inbox.reserveSequence(),
      text,
      author: request.author,
      createdAt: this.deps.clock.now(),
    };
    // Queued in the same synchronous step as the checks above (the agent's final inbox check
    // cannot slip in between); the row is written next, and consumption waits for it.
    const stored = this.deps.store.recordCorrection(correction);
    agent.inbox.enqueue(
      correction,
      stored.catch(() => undefined),
    );
    try {
      await stored;
    } catch (error) {
      agent.inbox.withdraw(correction.id);
      throw error;
    }
    await agent.inboxChanged();
    this.deps.events.emit({
      type: "correction-queued",
      runId: correction.runId,
      agentId: agent.id,
      sequence: correction.sequence,
    });
    return correction;
  }

  /** Cancel one agent (partial cancellation); siblings keep running. */
  cancelAgent(agentId: string, reason: string): void {
    const agent = this.agents.get(agentId);
    agent?.cancel(reason);
  }

  /** Cancel every agent of a run. */
  cancelRun(runId: string, reason: string): void {
    const state = this.runs.get(runId);
    if (state === undefined) return;
    for (const agentId of state.agentIds) this.cancelAgent(agentId, reason);
  }

  /** True while the run has agents in flight here. */
  isInFlight(runId: string): boolean {
    return this.runs.has(runId);
  }

  private async createAgent(
    state: RunState,
    role: AgentRole,
    name: string,
    brief: string,
    parentAgentId: string | null,
  ): Promise<LiveAgent> {
    const now = this.deps.clock.now();
    const { input } = state;
    const budget = withContextWindow(
      role === "parent"
        ? (input.parentBudget ?? DEFAULT_PARENT_BUDGET)
        : (input.childBudget ?? DEFAULT_CHILD_BUDGET),
      input.contextWindow,
    );
    const record: AgentRecord = {
      id: this.deps.ids.next("agent"),
      runId: state.record.id,
      parentAgentId,
      role,
      name,
      brief,
      status: "queued",
      statusDetail: null,
      budget,
      iteration: 0,
      toolCallCount: 0,
      activity: {
        phase: "queued",
        phaseStartedAt: now,
        phaseDeadlineAt: null,
        lastProgressAt: null,
        lastProgressEvent: null,
        inboxCount: 0,
        lastConsumedSequence: null,
        repetitionStreak: 0,
      },
      createdAt: now,
      finishedAt: null,
    };
    await this.deps.store.createAgent(record);
    const tools: AnyTool[] =
      role === "parent"
        ? [
            spawnAgentTool,
            waitForAgentsTool,
            correctAgentTool,
            fetchTranscriptSpanTool,
            ...(input.parentTools ?? []),
          ]
        : [...input.workspaceTools, researchResultTool];
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
        tools,
        toolChoice: role === "parent" ? { type: "auto" } : { type: "required" },
        systemPrompt: role === "parent" ? PARENT_SYSTEM_PROMPT : CHILD_SYSTEM_PROMPT,
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
    await agent.append([{ kind: "message", role: "user", text: brief }]);
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
      const correction = await this.queueCorrection({
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
   * never `succeeded` with a gap. `patch` is changed to what was stored. Rejects when even that
   * cannot be stored.
   */
  private async writeFinalStatus(
    runId: string,
    patch: Pick<RunRecord, "status" | "statusDetail" | "finalAnswer" | "finishedAt">,
  ): Promise<void> {
    try {
      await this.deps.store.updateRun(runId, patch);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      patch.status = "failed";
      patch.statusDetail = error.message;
      await this.deps.store.updateRun(runId, patch);
    }
  }

  private async completeRun(state: RunState, parent: LiveAgent): Promise<RunRecord> {
    for (const agentId of state.agentIds) this.cancelAgent(agentId, "the parent agent finished");
    await Promise.allSettled(state.loops);
    const status =
      parent.record.status === "succeeded"
        ? "succeeded"
        : parent.record.status === "cancelled"
          ? "cancelled"
          : "failed";
    const patch: Pick<RunRecord, "status" | "statusDetail" | "finalAnswer" | "finishedAt"> = {
      status,
      statusDetail: parent.record.statusDetail,
      finalAnswer: parent.finalText,
      finishedAt: this.deps.clock.now(),
    };
    try {
      await this.writeFinalStatus(state.record.id, patch);
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
