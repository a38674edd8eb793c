import type { ModelProvider } from "../model-provider";
import {
  ApiModelProvider,
  commonErrorMessage,
  joinUrl,
  type ApiConversion,
} from "../shared/api-provider";
import type { HttpTransport } from "../shared/http-transport";
import type { ChatCompletionsSettings } from "./chat-completions-settings";
import { convertChatCompletionsResponse } from "./convert-chat-completions-response";
import { convertToChatCompletionsRequest } from "./convert-to-chat-completions-request";

/** Default base URL of the Moonshot (Kimi) API. */
export const MOONSHOT_DEFAULT_BASE_URL = "https://api.moonshot.ai/v1";

/** The chat-completions conversions with fixed settings. */
export function chatCompletionsConversion(settings: ChatCompletionsSettings): ApiConversion {
  return {
    api: settings.flavor === "kimi" ? "Kimi chat completions" : "Chat completions",
    buildRequest: (request) => convertToChatCompletionsRequest(request, settings),
    parseResponse: convertChatCompletionsResponse,
    errorMessage: commonErrorMessage,
  };
}

/**
 * A provider for POST {baseUrl}/chat/completions (Kimi/Moonshot or any OpenAI-compatible
 * server). The key, when there is one, goes in `Authorization: Bearer`, never in the body.
 */
export function createChatCompletionsProvider(options: {
  name: string;
  baseUrl: string;
  apiKey: string | null;
  model: string;
  settings: ChatCompletionsSettings;
  transport: HttpTransport;
}): ModelProvider {
  return new ApiModelProvider(chatCompletionsConversion(options.settings), {
    name: options.name,
    defaultModel: options.model,
    url: joinUrl(options.baseUrl, "chat/completions"),
    headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
    transport: options.transport,
  });
}
