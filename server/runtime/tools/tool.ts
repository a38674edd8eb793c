import type { z } from "zod";
import type { WorkspacePort } from "../ports";

/** A tool's side effects: the runtime never retries a mutation, replay never re-executes tools. */
export type ToolEffect = "read" | "mutation";

/** What a tool returns; content stays a string (seed 003). */
export interface ToolOutcome {
  status: "ok" | "error";
  content: string;
  /** What the result cannot vouch for (truncation, partial data), or null. */
  uncertainty?: string | null;
}

/**
 * The trusted execution context the runtime passes to a tool. Corrections and agent control
 * arrive here, never through tool arguments (seed 003).
 */
export interface ToolExecutionContext {
  runId: string;
  agentId: string;
  callId: string;
  iteration: number;
  signal: AbortSignal;
  workspace: WorkspacePort;
  /** Agent control for the built-in tools (spawn, wait, spans); absent for plain tools in tests. */
  agents: AgentControl;
}

/** What built-in tools may ask of the manager that owns the agents. */
export interface AgentControl {
  /** Start a child of the calling agent; resolves with its id once it is created. */
  spawnChild(request: { name: string; brief: string }): Promise<{ agentId: string }>;
  /**
   * Wait until every listed child is terminal, the timeout passes, or a correction arrives for
   * the caller. Never cancels a child. Returns the rendered snapshot.
   */
  waitForChildren(request: { agentIds: string[]; timeoutMs: number }): Promise<ToolOutcome>;
  /** Queue a correction for one of the caller's children (author `agent:<callerId>`). */
  correctChild(request: { agentId: string; text: string }): Promise<ToolOutcome>;
  /** The stored span of a transcript: one call and its result (and the model text before it). */
  fetchTranscriptSpan(request: { ref: string; toolCallId: string }): Promise<ToolOutcome>;
}

/** A tool: zod input schema (sent to the model as JSON Schema), effect and executor. */
export interface Tool<Input = unknown> {
  name: string;
  description: string;
  inputSchema: z.ZodType<Input>;
  effect: ToolEffect;
  execute(input: Input, context: ToolExecutionContext): Promise<ToolOutcome>;
}

/** Erase the input type for registries. */
export type AnyTool = Tool<never> | Tool<unknown>;

/** A tool as a provider sees it. `inputJsonSchema` is draft 2020-12 from z.toJSONSchema. */
export interface ToolDefinition {
  name: string;
  description: string;
  inputJsonSchema: Record<string, unknown>;
}
