import { anthropicConversion } from "../providers/anthropic/anthropic-provider";
import { anthropicSettingsFromBody } from "../providers/anthropic/anthropic-settings";
import { chatCompletionsConversion } from "../providers/chat-completions/chat-completions-provider";
import { chatCompletionsSettingsFromBody } from "../providers/chat-completions/chat-completions-settings";
import { ollamaConversion } from "../providers/ollama/ollama-provider";
import { ollamaSettingsFromBody } from "../providers/ollama/ollama-settings";
import { openAIResponsesConversion } from "../providers/openai-responses/openai-responses-provider";
import { openAIResponsesSettingsFromBody } from "../providers/openai-responses/openai-responses-settings";
import type { ApiConversion } from "../providers/shared/api-provider";

/**
 * The conversion a recorded exchange went through, with the settings its recorded request
 * body shows (stream, thinking, reasoning, limits), so replay builds the same request and
 * parses the recorded reply exactly as the original run did. Null for the scripted model.
 * Errors: Error for a provider name this build does not know.
 */
export function replayConversion(
  providerName: string,
  recordedRequest: Record<string, unknown>,
): ApiConversion | null {
  switch (providerName) {
    case "scripted":
      return null;
    case "openai":
      return openAIResponsesConversion(openAIResponsesSettingsFromBody(recordedRequest));
    case "kimi":
    case "openai-compatible":
      return chatCompletionsConversion(
        chatCompletionsSettingsFromBody(
          providerName === "kimi" ? "kimi" : "openai-compatible",
          recordedRequest,
        ),
      );
    case "ollama":
      return ollamaConversion(ollamaSettingsFromBody(recordedRequest));
    case "anthropic":
      return anthropicConversion(anthropicSettingsFromBody(recordedRequest));
    default:
      throw new Error(`cannot replay exchanges of provider "${providerName}"`);
  }
}
