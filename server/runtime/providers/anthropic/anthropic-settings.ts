/**
 * Settings of the Anthropic Messages conversion (POST /v1/messages, anthropic-version
 * 2023-06-01; docs: tool use, extended thinking, streaming). All of them show in the body.
 */
export interface AnthropicSettings {
  /** `max_tokens` (required by the API). */
  maxTokens: number;
  /** Extended thinking `budget_tokens`, or null for no thinking. Must be below maxTokens. */
  thinkingBudget: number | null;
  stream: boolean;
}

export const ANTHROPIC_DEFAULT_MAX_TOKENS = 8192;

/** Settings as a recorded request body shows them (replay). */
export function anthropicSettingsFromBody(body: Record<string, unknown>): AnthropicSettings {
  const thinking = body.thinking as { type?: unknown; budget_tokens?: unknown } | undefined;
  return {
    maxTokens: typeof body.max_tokens === "number" ? body.max_tokens : ANTHROPIC_DEFAULT_MAX_TOKENS,
    thinkingBudget:
      thinking?.type === "enabled" && typeof thinking.budget_tokens === "number"
        ? thinking.budget_tokens
        : null,
    stream: body.stream === true,
  };
}

/** A content block exactly as received (thinking, redacted_thinking, …). */
export type AnthropicBlock = Record<string, unknown> & { type: string };

/**
 * `providerData.anthropic`: content blocks that are neither text nor tool_use (thinking blocks
 * with their signatures), kept unchanged on the output they preceded (or followed, at the end).
 */
export interface AnthropicProviderData {
  blocksBefore?: AnthropicBlock[];
  blocksAfter?: AnthropicBlock[];
}

export function anthropicProviderData(
  providerData: Record<string, unknown> | undefined,
): AnthropicProviderData {
  const value = providerData?.anthropic;
  return value !== null && typeof value === "object" ? (value as AnthropicProviderData) : {};
}

/**
 * The tool_use id sent for a stored wire id. Anthropic accepts `^[a-zA-Z0-9_-]+$`; its own ids
 * and our assigned ids already match and go back byte for byte. Only an id we derived for a
 * duplicate (`toolu_x#dup-2-1`) has other characters; they become "_", deterministically.
 */
export function anthropicToolUseId(callId: string): string {
  return /^[a-zA-Z0-9_-]+$/.test(callId) ? callId : callId.replace(/[^a-zA-Z0-9_-]/g, "_");
}
