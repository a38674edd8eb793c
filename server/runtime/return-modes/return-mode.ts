import type { LiveAgent, RuntimeDependencies } from "../agent/live-agent";
import type { ToolChoice } from "../providers/model-provider";
import type { ReturnMode } from "../records";
import type { AnyTool } from "../tools/tool";
import type { ToolCallItem } from "../transcript/transcript-item";

/**
 * How a child's work reaches its parent (ARCHITECTURE.md "Return modes", seed 000's arms).
 * Each mode is one small strategy behind this interface; the manager and the loop ask it at
 * fixed points and never branch on the mode themselves:
 * - what tools and prompt the parent and a child get (`parentKit`, `child.kit`); every mode's
 *   parent finishes through the forced final_answer tool (issue 14; parent-finish.ts);
 * - how a child finishes: through a return tool (`child.returnTool`, the contract's
 *   research_result) or by ending a turn with text (`child.turnEnded`), and what the parent
 *   receives then (the stored return record's `renderedForParent`, which the parent's
 *   wait_for_agents delivers);
 * - what the parent receives when a child ends without returning (`child.saveFailedReturn`);
 * - the window marks: modes with children get `before_spawn` at each spawn and `after_return`
 *   when a wait delivers the return (agent-manager.ts); `beforeParentToolCall` adds the
 *   inline mode's `before_research` / `after_research` marks around the parent's own research.
 */
export interface ReturnModeStrategy {
  readonly mode: ReturnMode;
  /**
   * The parent's tools, tool choice and system prompt: the mode's own tools, then `extraTools`
   * (tests, benches), then final_answer (forced) unless `finish` is "text" (a run recorded
   * before the answer contract, replayed as it ran). `workspaceTools` are the research tools.
   */
  parentKit(input: ParentKitInput): AgentKit;
  /** How children work and return in this mode; null when it spawns none (inline). */
  readonly child: ChildReturn | null;
  /** Called before each of the parent's own tool calls executes (window marks). */
  beforeParentToolCall(parent: LiveAgent, call: ToolCallItem): Promise<void>;
}

/**
 * How a parent finishes: through final_answer (issue 14, every mode), or by a text turn (`text`:
 * runs recorded before the answer contract replay so).
 */
export type ParentFinish = "final_answer" | "text";

/** What a parent's kit is built from (ReturnModeStrategy.parentKit). */
export interface ParentKitInput {
  workspaceTools: readonly AnyTool[];
  /** Tools the parent gets besides its mode's (tests, benches); before final_answer. */
  extraTools?: readonly AnyTool[];
  finish: ParentFinish;
}

/** What one agent gets: its tools, tool choice and system prompt. */
export interface AgentKit {
  tools: AnyTool[];
  toolChoice: ToolChoice;
  systemPrompt: string;
}

/** How a research_result-style return call ended (the loop finishes or fails the child on it). */
export type ReturnCallOutcome = "accepted" | "rejected" | "contract_failed" | "deferred";

/** A tool a child returns through, with the handler that enforces what it must carry. */
export interface ReturnTool {
  name: string;
  /**
   * Handle one call of the tool: append its paired result, store the return when accepted.
   * `preventedCallIds` collects calls a pending correction prevented (by correction sequence).
   */
  handle(
    agent: LiveAgent,
    deps: RuntimeDependencies,
    call: ToolCallItem,
    preventedCallIds: Map<number, string[]>,
  ): Promise<ReturnCallOutcome>;
}

/** How a child works and returns in one mode. */
export interface ChildReturn {
  kit(workspaceTools: readonly AnyTool[]): AgentKit;
  /** What the child returns, for messages: "valid research_result", "summary", "transcript". */
  readonly returnName: string;
  /** The tool the child returns through; null: it returns by ending a turn with text. */
  readonly returnTool: ReturnTool | null;
  /**
   * The child ended a turn with text and no tool call (`text` trimmed, maybe empty). The
   * strategy appends what the child is told next, or stores the return and finishes the child.
   */
  turnEnded(agent: LiveAgent, deps: RuntimeDependencies, text: string): Promise<void>;
  /**
   * The child ended without returning (a budget ran out, a contract broke): store the record
   * the parent receives instead. `attempts`: return attempts made.
   */
  saveFailedReturn(
    agent: LiveAgent,
    deps: RuntimeDependencies,
    errors: readonly string[],
    attempts: number,
  ): Promise<void>;
}
