import { z } from "zod";
import { ProviderError } from "../../errors";
import type { ModelUsage } from "../../records";
import type { ModelOutput } from "../model-provider";
import type { ConvertedResponse } from "../shared/api-provider";
import { parseJsonBody } from "../shared/stream-parsing";
import { tokenCount } from "../shared/usage";
import { assembleChatCompletionsStream } from "./assemble-chat-completions-stream";
import type { ChatCompletionsProviderData } from "./chat-completions-settings";

const API = "Chat completions";

const usageSchema = z
  .object({
    prompt_tokens: z.number().nullish(),
    completion_tokens: z.number().nullish(),
    cached_tokens: z.number().nullish(),
    prompt_tokens_details: z.object({ cached_tokens: z.number().nullish() }).nullish(),
    completion_tokens_details: z.object({ reasoning_tokens: z.number().nullish() }).nullish(),
  })
  .nullish();

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          reasoning_content: z.string().nullish(),
          reasoning: z.string().nullish(),
          reasoning_details: z.array(z.record(z.string(), z.unknown())).nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().nullish(),
                function: z.object({
                  name: z.string(),
                  arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
                }),
              }),
            )
            .nullish(),
        }),
        finish_reason: z.string().nullish(),
        usage: usageSchema,
      }),
    )
    .min(1),
  usage: usageSchema,
});

/**
 * Chat-completions body (or SSE stream, assembled first) → outputs: the message text, then
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
  const raw = streamed
    ? assembleChatCompletionsStream(text, status)
    : parseJsonBody(API, text, status);
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
  const outputs: ModelOutput[] = [];
  if (message.content) outputs.push({ type: "text", text: message.content });
  for (const call of message.tool_calls ?? []) {
    outputs.push({
      type: "tool_call",
      call: {
        providerCallId: call.id ? call.id : null,
        name: call.function.name,
        arguments: call.function.arguments ?? "",
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
  return { outputs, usage: usageOf(parsed.data.usage ?? choice.usage), warnings };
}

function usageOf(usage: z.infer<typeof usageSchema>): ModelUsage {
  return {
    inputTokens: tokenCount(usage?.prompt_tokens),
    cachedInputTokens: tokenCount(
      usage?.cached_tokens ?? usage?.prompt_tokens_details?.cached_tokens,
    ),
    outputTokens: tokenCount(usage?.completion_tokens),
    reasoningTokens: tokenCount(usage?.completion_tokens_details?.reasoning_tokens),
  };
}
