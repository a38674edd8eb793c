import type { ModelProvider } from "../model-provider";
import {
  ApiModelProvider,
  commonErrorMessage,
  joinUrl,
  type ApiConversion,
} from "../shared/api-provider";
import type { HttpTransport } from "../shared/http-transport";
import type { AnthropicSettings } from "./anthropic-settings";
import { convertAnthropicResponse } from "./convert-anthropic-response";
import { convertToAnthropicRequest } from "./convert-to-anthropic-request";

/** Default base URL of the Anthropic API. */
export const ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";
/** The `anthropic-version` header sent. */
export const ANTHROPIC_VERSION = "2023-06-01";

/** The Messages conversions with fixed settings. */
export function anthropicConversion(settings: AnthropicSettings): ApiConversion {
  return {
    api: "Anthropic Messages",
    buildRequest: (request) => convertToAnthropicRequest(request, settings),
    parseResponse: convertAnthropicResponse,
    errorMessage: commonErrorMessage,
  };
}

/**
 * A provider for POST {baseUrl}/v1/messages. The key goes in `x-api-key`, never in the body.
 * Errors: ProviderError with the API's `error.message` and HTTP status.
 */
export function createAnthropicProvider(options: {
  name?: string;
  baseUrl: string;
  apiKey: string;
  model: string;
  settings: AnthropicSettings;
  transport: HttpTransport;
}): ModelProvider {
  return new ApiModelProvider(anthropicConversion(options.settings), {
    name: options.name ?? "anthropic",
    defaultModel: options.model,
    url: joinUrl(options.baseUrl, "v1/messages"),
    headers: { "x-api-key": options.apiKey, "anthropic-version": ANTHROPIC_VERSION },
    transport: options.transport,
  });
}
