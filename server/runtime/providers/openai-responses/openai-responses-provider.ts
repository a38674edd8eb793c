import type { ModelProvider } from "../model-provider";
import {
  ApiModelProvider,
  commonErrorMessage,
  joinUrl,
  type ApiConversion,
} from "../shared/api-provider";
import type { HttpTransport } from "../shared/http-transport";
import { convertOpenAIResponsesResponse } from "./convert-openai-responses-response";
import { convertToOpenAIResponsesRequest } from "./convert-to-openai-responses-request";
import type { OpenAIResponsesSettings } from "./openai-responses-settings";

/** Default base URL of the OpenAI API. */
export const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

/** The Responses conversions with fixed settings. */
export function openAIResponsesConversion(settings: OpenAIResponsesSettings): ApiConversion {
  return {
    api: "OpenAI Responses",
    buildRequest: (request) => convertToOpenAIResponsesRequest(request, settings),
    parseResponse: convertOpenAIResponsesResponse,
    errorMessage: commonErrorMessage,
  };
}

/**
 * A provider for POST {baseUrl}/responses. The key goes in `Authorization: Bearer`, never in
 * the recorded body. Errors: ProviderError (HTTP status and the API's `error.message`).
 */
export function createOpenAIResponsesProvider(options: {
  name?: string;
  baseUrl: string;
  apiKey: string;
  model: string;
  settings: OpenAIResponsesSettings;
  transport: HttpTransport;
}): ModelProvider {
  return new ApiModelProvider(openAIResponsesConversion(options.settings), {
    name: options.name ?? "openai",
    defaultModel: options.model,
    url: joinUrl(options.baseUrl, "responses"),
    headers: { authorization: `Bearer ${options.apiKey}` },
    transport: options.transport,
  });
}
