/**
 * Settings of the chat-completions conversion (POST /v1/chat/completions), used for Kimi /
 * Moonshot and any OpenAI-compatible server (MoonshotAI/Kimi-K2 docs/tool_call_guidance.md,
 * Moonshot platform docs on tool use and thinking). All of them show in the request body.
 */
export interface ChatCompletionsSettings {
  /**
   * "kimi" adds Kimi's rules: tool messages carry `name`, the `thinking` parameter exists, and
   * reasoning goes back as `reasoning_content`. "openrouter" sends reasoning back as OpenRouter
   * documents it (`reasoning` and the `reasoning_details` array, unmodified). Any other server
   * ("openai-compatible") gets back each reasoning field under the name it sent it.
   */
  flavor: ChatCompletionsFlavor;
  /**
   * The model thinks (returns `reasoning_content`): it must get `reasoning_content` back on
   * every assistant message with tool calls (also ""), and it cannot be forced to call a tool.
   */
  thinking: boolean;
  /** Kimi's `thinking: {type}` request parameter, or null to leave the model's default. */
  thinkingParameter: "enabled" | "disabled" | null;
  stream: boolean;
  maxTokens: number | null;
}

/** The server families whose rules the conversion knows. */
export type ChatCompletionsFlavor = "kimi" | "openrouter" | "openai-compatible";

/** The flavour for an OpenAI-compatible base URL: "openrouter" on openrouter.ai, else generic. */
export function chatCompletionsFlavorFor(baseUrl: string): "openrouter" | "openai-compatible" {
  try {
    const host = new URL(baseUrl).hostname.toLowerCase();
    return host === "openrouter.ai" || host.endsWith(".openrouter.ai")
      ? "openrouter"
      : "openai-compatible";
  } catch {
    return "openai-compatible";
  }
}

/** Kimi models that think by default: *thinking*, kimi-k2.5 and later, kimi-k3. */
export function isKimiThinkingModel(model: string): boolean {
  return /thinking|kimi-k2\.\d|kimi-k3/i.test(model);
}

/** Whether a request with these choices thinks. */
export function resolveThinking(
  flavor: ChatCompletionsSettings["flavor"],
  model: string,
  thinkingParameter: ChatCompletionsSettings["thinkingParameter"],
): boolean {
  if (thinkingParameter !== null) return thinkingParameter === "enabled";
  return flavor === "kimi" && isKimiThinkingModel(model);
}

/** Settings as a recorded request body shows them (replay). */
export function chatCompletionsSettingsFromBody(
  flavor: ChatCompletionsSettings["flavor"],
  body: Record<string, unknown>,
): ChatCompletionsSettings {
  const type = (body.thinking as { type?: unknown } | undefined)?.type;
  const thinkingParameter = type === "enabled" || type === "disabled" ? type : null;
  return {
    flavor,
    thinking: resolveThinking(flavor, String(body.model ?? ""), thinkingParameter),
    thinkingParameter,
    stream: body.stream === true,
    maxTokens: typeof body.max_tokens === "number" ? body.max_tokens : null,
  };
}

/** `providerData.chatCompletions` on the first output of a response; each as received. */
export interface ChatCompletionsProviderData {
  /** Kimi's (and DeepSeek's) `reasoning_content` ("" included). */
  reasoningContent?: string;
  /** OpenRouter's (and vLLM's) `reasoning` text. */
  reasoning?: string;
  /** OpenRouter's `reasoning_details` (text with signature, summaries, encrypted blocks). */
  reasoningDetails?: Record<string, unknown>[];
}

export function chatProviderData(
  providerData: Record<string, unknown> | undefined,
): ChatCompletionsProviderData {
  const value = providerData?.chatCompletions;
  return value !== null && typeof value === "object" ? (value as ChatCompletionsProviderData) : {};
}
