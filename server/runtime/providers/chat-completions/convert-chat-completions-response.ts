import { z } from "zod";
import { ProviderError } from "../../errors";
import type { ModelUsage } from "../../records";
import type { ModelOutput } from "../model-provider";
import type { ConvertedResponse } from "../shared/api-provider";
import { markCutCall } from "../shared/cut-calls";
import { parseJsonBody } from "../shared/stream-parsing";
import { receivedArguments } from "../shared/tool-arguments";
import { usageCount } from "../shared/usage";
import { assembleChatCompletionsStream } from "./assemble-chat-completions-stream";
import type { ChatCompletionsProviderData } from "./chat-completions-settings";

const API = "Chat completions";

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.union([z.string(), z.array(z.looseObject({ type: z.string() }))]).nullish(),
          refusal: z.string().nullish(),
          reasoning_content: z.string().nullish(),
          reasoning: z.string().nullish(),
          reasoning_details: z.array(z.record(z.string(), z.unknown())).nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().nullish(),
                function: z.object({
                  name: z.string(),
                  arguments: z.unknown().optional(),
                }),
              }),
            )
            .nullish(),
        }),
        finish_reason: z.string().nullish(),
        usage: z.unknown().optional(),
      }),
    )
    .min(1),
  usage: z.unknown().optional(),
});

/**
 * Chat-completions body (or SSE stream, assembled first) → outputs: the message text (a string,
 * or the text parts of a content array), a refusal as `(refusal) <text>` with a warning, then
 * each tool call with its id exactly as sent (null when absent or empty, so one is assigned
 * once) and its arguments as received. Reasoning is kept on the first output, exactly as
 * received, to be sent back: Kimi's `reasoning_content` ("" included) as
 * `providerData.chatCompletions.reasoningContent`, OpenRouter's (and vLLM's) `reasoning` as
 * `.reasoning` and OpenRouter's `reasoning_details` array as `.reasoningDetails`.
 * Usage: prompt_tokens, usage.cached_tokens (Moonshot) or prompt_tokens_details.cached_tokens,
 * completion_tokens, completion_tokens_details.reasoning_tokens; Kimi streams may put usage
 * in choices[0].usage.
 */
export function convertChatCompletionsResponse(
  text: string,
  streamed: boolean,
  status: number,
): ConvertedResponse {
  const assembled = streamed ? assembleChatCompletionsStream(text, status) : null;
  const raw = assembled === null ? parseJsonBody(API, text, status) : assembled.body;
  const parsed = responseSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ProviderError(
      `${API}: malformed response body: ${parsed.error.issues[0]?.message}`,
      status,
    );
  }
  const choice = parsed.data.choices[0]!;
  const { message } = choice;
  const warnings: string[] = [];
  if (choice.finish_reason === "length") warnings.push("the response was cut at the token limit");
  if (choice.finish_reason === "content_filter") {
    warnings.push("the response was stopped by the provider's content filter");
  }
  const outputs: ModelOutput[] = [];
  const content = messageText(message.content, warnings);
  if (content) outputs.push({ type: "text", text: content });
  if (message.refusal) {
    // Kept as text, as the Responses conversion keeps a refusal part.
    outputs.push({ type: "text", text: `(refusal) ${message.refusal}` });
    warnings.push("the model refused (message.refusal)");
  }
  for (const call of message.tool_calls ?? []) {
    outputs.push({
      type: "tool_call",
      call: {
        providerCallId: call.id ? call.id : null,
        name: call.function.name,
        arguments: receivedArguments(call.function.arguments, ""),
      },
    });
  }
  const first = outputs[0];
  const kept: ChatCompletionsProviderData = {};
  if (typeof message.reasoning_content === "string") {
    kept.reasoningContent = message.reasoning_content;
  }
  if (typeof message.reasoning === "string") kept.reasoning = message.reasoning;
  if (message.reasoning_details) kept.reasoningDetails = message.reasoning_details;
  if (first !== undefined && Object.keys(kept).length > 0) {
    const providerData = { chatCompletions: kept };
    if (first.type === "text") first.providerData = providerData;
    else first.call.providerData = providerData;
  }
  const endedEarly = assembled?.ended === false;
  if (endedEarly) {
    warnings.push(
      "the stream ended without a finish_reason or [DONE]: the response may be incomplete",
    );
  }
  markCutCall(
    outputs,
    choice.finish_reason === "length" ? "token_limit" : endedEarly ? "stream_end" : null,
  );
  return { outputs, usage: usageOf(parsed.data.usage ?? choice.usage), warnings };
}

/**
 * The message's text: `content` as a string, or (servers that send it as parts, e.g. Mistral)
 * its `text` parts joined; other parts are not kept, each kind named once in a warning.
 */
function messageText(
  content: string | readonly { type: string; text?: unknown }[] | null | undefined,
  warnings: string[],
): string {
  if (content == null || typeof content === "string") return content ?? "";
  const dropped = new Set<string>();
  let text = "";
  for (const part of content) {
    if (part.type === "text" && typeof part.text === "string") text += part.text;
    else dropped.add(part.type);
  }
  for (const type of dropped) warnings.push(`a content part of type ${type} was not kept`);
  return text;
}

function usageOf(usage: unknown): ModelUsage {
  return {
    inputTokens: usageCount(usage, "prompt_tokens"),
    cachedInputTokens:
      usageCount(usage, "cached_tokens") ??
      usageCount(usage, "prompt_tokens_details", "cached_tokens"),
    outputTokens: usageCount(usage, "completion_tokens"),
    reasoningTokens: usageCount(usage, "completion_tokens_details", "reasoning_tokens"),
  };
}
