/**
 * Settings of the Ollama conversion (POST /api/chat; ollama/ollama docs/api.md and
 * api/types.go). All of them show in the request body.
 */
export interface OllamaSettings {
  /** Ollama streams NDJSON by default; `stream` is always sent explicitly. */
  stream: boolean;
  /** `think`, or null to leave the model's default. */
  think: boolean | null;
  /** `options.num_ctx` (the default context can be small), or null. */
  numCtx: number | null;
}

/** Settings as a recorded request body shows them (replay). */
export function ollamaSettingsFromBody(body: Record<string, unknown>): OllamaSettings {
  const options = body.options as { num_ctx?: unknown } | undefined;
  return {
    stream: body.stream === true,
    think: typeof body.think === "boolean" ? body.think : null,
    numCtx: typeof options?.num_ctx === "number" ? options.num_ctx : null,
  };
}

/** `providerData.ollama` on the first output of a response. */
export interface OllamaProviderData {
  /** The message's `thinking` text, sent back on the assistant message. */
  thinking?: string;
}

export function ollamaProviderData(
  providerData: Record<string, unknown> | undefined,
): OllamaProviderData {
  const value = providerData?.ollama;
  return value !== null && typeof value === "object" ? (value as OllamaProviderData) : {};
}
