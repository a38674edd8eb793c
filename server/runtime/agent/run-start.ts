import type { WorkspacePort } from "../ports";
import type { ModelProvider } from "../providers/model-provider";
import type { AgentBudget, AgentRecord, ReturnMode, RunHistory, RunRecord } from "../records";
import type { ParentFinish } from "../return-modes/return-mode";
import type { AnyTool } from "../tools/tool";
import type { ContextWindow } from "../window/context-windows";
import type { ToolOutcomeSource } from "./live-agent";

/** What starting a run on the AgentManager takes and returns, and the default budgets. */

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
  /** How children return their work (return-modes/); it also decides every agent's tools. */
  returnMode: ReturnMode;
  scenario: string | null;
  /**
   * The escalation history the parent starts with (its first message, before the question),
   * already resolved and redacted by the caller; the runtime never reads it from files.
   */
  history?: { text: string; source: RunHistory["source"]; label: string } | null;
  /** The research tools (children get them; the inline parent too). */
  workspaceTools: readonly AnyTool[];
  /** Tools the parent gets besides those of its return mode (tests, benches). */
  parentTools?: readonly AnyTool[];
  /**
   * How the parent finishes: final_answer (the default, issue 14, in every return mode) or
   * `text` (replays of runs recorded before the answer contract, as they ran).
   */
  parentFinish?: ParentFinish;
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
  /**
   * The run is stored already and was claimed for execution by the caller (a queue took it:
   * status `running`, `startedAt` set): the manager does not create it again.
   */
  claimed?: { createdAt: number; startedAt: number };
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
