import { ProviderError } from "../../errors";
import type { ModelUsage } from "../../records";
import type { ModelOutput, ModelProvider, ModelRequest, ModelResponse } from "../model-provider";
import type { HttpReply, HttpTransport } from "./http-transport";

/** What a response conversion returns. */
export interface ConvertedResponse {
  outputs: ModelOutput[];
  usage: ModelUsage;
  warnings: string[];
}

/**
 * One API's pure conversions (vercel/ai style): transcript → request body, response body →
 * outputs. `parseResponse` throws ProviderError for a malformed body or an in-stream error.
 */
export interface ApiConversion {
  /** Human name for messages, e.g. "OpenAI Responses". */
  readonly api: string;
  buildRequest(request: ModelRequest): { body: Record<string, unknown>; warnings: string[] };
  /** `streamed`: the request asked for a stream, so `text` is SSE or NDJSON. */
  parseResponse(text: string, streamed: boolean, status: number): ConvertedResponse;
  /** The provider's own error message from an error body, or null. */
  errorMessage(text: string): string | null;
}

export interface ApiProviderConfig {
  /** Provider name recorded on the run and exchanges ("openai", "kimi", …). */
  name: string;
  defaultModel: string;
  /** Full endpoint URL, e.g. https://api.openai.com/v1/responses. */
  url: string;
  /** Headers (API key included); never recorded or logged. */
  headers: Record<string, string>;
  transport: HttpTransport;
}

/**
 * A model behind an HTTP API: build the body with the conversion, POST it through the
 * transport (timeout, bounded retry for 429/5xx), parse the reply with the conversion.
 * The exchange records the exact request text (no key: it is only in headers) and reply text.
 * Errors: ProviderError with the provider's message and HTTP status; `details` carries
 * `{ requestBody, responseBody, warnings }` so the failed exchange can be recorded in full.
 */
export class ApiModelProvider implements ModelProvider {
  readonly name: string;
  readonly defaultModel: string;
  private readonly conversion: ApiConversion;
  private readonly config: ApiProviderConfig;

  constructor(conversion: ApiConversion, config: ApiProviderConfig) {
    this.conversion = conversion;
    this.config = config;
    this.name = config.name;
    this.defaultModel = config.defaultModel;
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const { body, warnings } = this.conversion.buildRequest(request);
    const requestBody = JSON.stringify(body);
    const streamed = body.stream === true;
    let reply: HttpReply;
    try {
      reply = await this.config.transport.post({
        url: this.config.url,
        headers: { "content-type": "application/json", ...this.config.headers },
        body: requestBody,
        signal: request.signal,
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw new ProviderError(error.message, error.status, {
        requestBody,
        responseBody: "",
        warnings,
      });
    }
    const allWarnings = [...warnings, ...reply.notes];
    const details = { requestBody, responseBody: reply.text, warnings: allWarnings };
    if (reply.status >= 400) {
      const message =
        this.conversion.errorMessage(reply.text) ?? (reply.text.trim().slice(0, 300) || "no body");
      const retried =
        reply.attempts > 1 ? ` (after ${reply.attempts} attempts: ${reply.notes.join("; ")})` : "";
      throw new ProviderError(
        `${this.conversion.api} HTTP ${reply.status}: ${message}${retried}`,
        reply.status,
        details,
      );
    }
    let converted: ConvertedResponse;
    try {
      converted = this.conversion.parseResponse(reply.text, streamed, reply.status);
    } catch (error) {
      if (error instanceof ProviderError) {
        throw new ProviderError(error.message, error.status, details);
      }
      throw error;
    }
    return {
      outputs: converted.outputs,
      usage: converted.usage,
      requestBody,
      responseBody: reply.text,
      httpStatus: reply.status,
      warnings: [...allWarnings, ...converted.warnings],
    };
  }
}

/** Join a base URL and a path with exactly one slash. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** The message of `{error:{message}}`, `{error:"…"}` or `{message}` bodies; null otherwise. */
export function commonErrorMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (body === null || typeof body !== "object") return null;
    const record = body as Record<string, unknown>;
    const error = record.error;
    if (typeof error === "string") return error;
    if (error !== null && typeof error === "object") {
      const message = (error as Record<string, unknown>).message;
      if (typeof message === "string") return message;
    }
    return typeof record.message === "string" ? record.message : null;
  } catch {
    return null;
  }
}
