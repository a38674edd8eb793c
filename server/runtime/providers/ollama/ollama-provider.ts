import type { ModelProvider } from "../model-provider";
import {
  ApiModelProvider,
  commonErrorMessage,
  joinUrl,
  type ApiConversion,
} from "../shared/api-provider";
import type { HttpTransport } from "../shared/http-transport";
import { convertOllamaResponse } from "./convert-ollama-response";
import { convertToOllamaRequest } from "./convert-to-ollama-request";
import type { OllamaSettings } from "./ollama-settings";

/** Default base URL of a local Ollama. */
export const OLLAMA_DEFAULT_BASE_URL = "http://127.0.0.1:11434";

/** The Ollama conversions with fixed settings. */
export function ollamaConversion(settings: OllamaSettings): ApiConversion {
  return {
    api: "Ollama",
    buildRequest: (request) => convertToOllamaRequest(request, settings),
    parseResponse: convertOllamaResponse,
    errorMessage: commonErrorMessage,
  };
}

/** A provider for POST {baseUrl}/api/chat (no key). Errors: ProviderError with Ollama's `error`. */
export function createOllamaProvider(options: {
  name?: string;
  baseUrl: string;
  model: string;
  settings: OllamaSettings;
  transport: HttpTransport;
}): ModelProvider {
  return new ApiModelProvider(ollamaConversion(options.settings), {
    name: options.name ?? "ollama",
    defaultModel: options.model,
    url: joinUrl(options.baseUrl, "api/chat"),
    headers: {},
    transport: options.transport,
  });
}
