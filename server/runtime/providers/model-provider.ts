import type { AgentRole, ModelUsage } from "../records";
import type { TranscriptItem } from "../transcript/transcript-item";
import type { ToolDefinition } from "../tools/tool";

/**
 * Which tool the model must call: seed 000 `forced_tool="research_result"`; `none`: no tool
 * call, a text answer (the summary return mode's final turn).
 */
export type ToolChoice =
  { type: "auto" } | { type: "required" } | { type: "tool"; name: string } | { type: "none" };

/** Everything a provider needs to build one request. */
export interface ModelRequest {
  runId: string;
  agentId: string;
  agentRole: AgentRole;
  /** The run's question (for the parent) or the brief (for a child). */
  brief: string;
  systemPrompt: string;
  /** The transcript as it will be sent; every accepted call is already paired. */
  items: readonly TranscriptItem[];
  tools: readonly ToolDefinition[];
  toolChoice: ToolChoice;
  iteration: number;
  model: string;
  signal: AbortSignal;
}

/** A tool call as the provider returned it, before Debrief accepts or rejects it. */
export interface ModelToolCall {
  /** The provider's id; null when it sent none (an id is then assigned once). */
  providerCallId: string | null;
  name: string;
  /** Exactly as received: a JSON string, or an object for APIs that send objects. */
  arguments: string | Record<string, unknown>;
  providerData?: Record<string, unknown>;
  /**
   * Set when the response was cut while this call was being written, at the provider's token
   * limit or by a stream that ended early: its arguments may be incomplete (even empty), so call
   * acceptance rejects it and it never runs.
   */
  truncatedBy?: CallTruncation;
}

/** What cut a response short while it wrote a tool call (ModelToolCall.truncatedBy). */
export type CallTruncation = "token_limit" | "stream_end";

/** One output element in order: text or a tool call. */
export type ModelOutput =
  | { type: "text"; text: string; providerData?: Record<string, unknown> }
  | { type: "tool_call"; call: ModelToolCall };

export interface ModelResponse {
  outputs: ModelOutput[];
  usage: ModelUsage;
  /** The wire bodies, for the immutable exchange record. */
  requestBody: string;
  responseBody: string;
  httpStatus: number | null;
  /** Settings the provider could not honour (e.g. a forced tool with thinking on). */
  warnings: string[];
}

/**
 * A model behind one API. Conversions are pure functions; `complete` is the thin transport.
 * Errors: ProviderError for HTTP errors, timeouts and malformed bodies.
 */
export interface ModelProvider {
  readonly name: string;
  readonly defaultModel: string;
  complete(request: ModelRequest): Promise<ModelResponse>;
}
