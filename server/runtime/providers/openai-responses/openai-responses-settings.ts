/**
 * Settings of the OpenAI Responses conversion (POST /v1/responses; openai-node
 * `src/resources/responses/responses.ts`). Every setting is visible in the request body, so a
 * recorded request is enough to rebuild them for replay.
 */
export interface OpenAIResponsesSettings {
  /**
   * A reasoning model (o-series, gpt-5 except the chat variants): with `store: false` the
   * request asks for `include: ["reasoning.encrypted_content"]` and reasoning items are sent
   * back. Non-reasoning models reject that include ("Encrypted content is not supported").
   */
  reasoning: boolean;
  /** `reasoning.effort` (minimal | low | medium | high), or null to leave the default. */
  reasoningEffort: string | null;
  /** Ask for server-sent events; the stream is assembled into the same items. */
  stream: boolean;
  maxOutputTokens: number | null;
}

/** True for models that produce reasoning items: o1/o3/o4…, gpt-5* except gpt-5-chat*. */
export function isOpenAIReasoningModel(model: string): boolean {
  return /^(o\d|gpt-5|codex)/i.test(model) && !/chat/i.test(model);
}

/** Settings as a recorded request body shows them (replay). */
export function openAIResponsesSettingsFromBody(
  body: Record<string, unknown>,
): OpenAIResponsesSettings {
  const include = Array.isArray(body.include) ? body.include : [];
  const reasoning = body.reasoning as { effort?: unknown } | undefined;
  return {
    reasoning: include.includes("reasoning.encrypted_content"),
    reasoningEffort: typeof reasoning?.effort === "string" ? reasoning.effort : null,
    stream: body.stream === true,
    maxOutputTokens: typeof body.max_output_tokens === "number" ? body.max_output_tokens : null,
  };
}

/** The raw reasoning items kept on the output that followed them (`providerData.openai`). */
export interface OpenAIProviderData {
  /** The output item's id (fc_…, msg_…); recorded, not sent back (store: false). */
  itemId?: string;
  /** Reasoning items (rs_…) exactly as received, sent back right before this item. */
  reasoning?: Record<string, unknown>[];
}

/** Read `providerData.openai` from an item. */
export function openAIProviderData(
  providerData: Record<string, unknown> | undefined,
): OpenAIProviderData {
  const value = providerData?.openai;
  return value !== null && typeof value === "object" ? (value as OpenAIProviderData) : {};
}
