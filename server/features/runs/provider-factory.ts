import type { Env } from "../../env";
import { InputValidationError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import {
  ANTHROPIC_DEFAULT_BASE_URL,
  createAnthropicProvider,
} from "../../runtime/providers/anthropic/anthropic-provider";
import { ANTHROPIC_DEFAULT_MAX_TOKENS } from "../../runtime/providers/anthropic/anthropic-settings";
import {
  createChatCompletionsProvider,
  MOONSHOT_DEFAULT_BASE_URL,
} from "../../runtime/providers/chat-completions/chat-completions-provider";
import {
  chatCompletionsFlavorFor,
  resolveThinking,
} from "../../runtime/providers/chat-completions/chat-completions-settings";
import type { ModelProvider } from "../../runtime/providers/model-provider";
import {
  createOllamaProvider,
  OLLAMA_DEFAULT_BASE_URL,
} from "../../runtime/providers/ollama/ollama-provider";
import {
  createOpenAIResponsesProvider,
  OPENAI_DEFAULT_BASE_URL,
} from "../../runtime/providers/openai-responses/openai-responses-provider";
import { isOpenAIReasoningModel } from "../../runtime/providers/openai-responses/openai-responses-settings";
import { SampleScriptedProvider } from "../../samples/scripted-samples";
import type { ProviderName, ScriptedScenario } from "../../shared/run-settings";
import {
  createHttpTransport,
  type HttpTransportOptions,
} from "../../runtime/providers/shared/http-transport";

/**
 * Builds the ModelProvider of a run from a provider name, an optional model and the
 * environment (server/env.ts). Base URLs and keys come only from the environment; a missing
 * key is an InputValidationError naming the variable, raised before the run starts.
 */

export type { ProviderName };

/** The provider part of the environment (tests pass their own). */
export type ProviderEnv = Partial<
  Pick<
    Env,
    | "OPENAI_API_KEY"
    | "OPENAI_BASE_URL"
    | "MOONSHOT_API_KEY"
    | "MOONSHOT_BASE_URL"
    | "OPENAI_COMPATIBLE_BASE_URL"
    | "OPENAI_COMPATIBLE_API_KEY"
    | "OLLAMA_BASE_URL"
    | "ANTHROPIC_API_KEY"
    | "ANTHROPIC_BASE_URL"
    | "DEBRIEF_MODEL_OPENAI"
    | "DEBRIEF_MODEL_KIMI"
    | "DEBRIEF_MODEL_OPENAI_COMPATIBLE"
    | "DEBRIEF_MODEL_OLLAMA"
    | "DEBRIEF_MODEL_ANTHROPIC"
    | "DEBRIEF_PROVIDER_STREAM"
    | "DEBRIEF_PROVIDER_TIMEOUT_MS"
    | "DEBRIEF_PROVIDER_MAX_RETRIES"
    | "DEBRIEF_OPENAI_REASONING_EFFORT"
    | "DEBRIEF_KIMI_THINKING"
    | "DEBRIEF_ANTHROPIC_MAX_TOKENS"
    | "DEBRIEF_ANTHROPIC_THINKING_BUDGET"
    | "DEBRIEF_OLLAMA_NUM_CTX"
    | "DEBRIEF_SCRIPTED_LATENCY"
    | "DEBRIEF_SCRIPTED_SLOW_CHILD_LATENCY_MS"
    | "DEBRIEF_SCRIPTED_LATENCY_SCALE"
    | "DEBRIEF_CONTEXT_TOKENS"
    | "DEBRIEF_CONTEXT_TOKENS_SCRIPTED"
    | "DEBRIEF_CONTEXT_TOKENS_OPENAI"
    | "DEBRIEF_CONTEXT_TOKENS_KIMI"
    | "DEBRIEF_CONTEXT_TOKENS_OPENAI_COMPATIBLE"
    | "DEBRIEF_CONTEXT_TOKENS_OLLAMA"
    | "DEBRIEF_CONTEXT_TOKENS_ANTHROPIC"
    | "DEBRIEF_COMPACTION_MARGIN"
  >
>;

/** Default models when DEBRIEF_MODEL_<PROVIDER> is unset (openai-compatible has none). */
export const DEFAULT_MODELS: Record<Exclude<ProviderName, "openai-compatible">, string> = {
  scripted: "scripted-1",
  openai: "gpt-5-mini",
  kimi: "kimi-k2.6",
  ollama: "qwen3",
  anthropic: "claude-sonnet-4-5",
};

/** Whether a provider can be used with this environment, and why not. */
export interface ProviderAvailability {
  enabled: boolean;
  /** e.g. "set OPENAI_API_KEY to enable"; null when enabled. */
  reason: string | null;
  /** The model a run gets when it names none; null when one must be configured. */
  defaultModel: string | null;
}

/** Availability of every provider. Reads names of variables only, never prints values. */
export function providerAvailability(env: ProviderEnv): Record<ProviderName, ProviderAvailability> {
  const needs = (set: boolean, reason: string, defaultModel: string | null) => ({
    enabled: set,
    reason: set ? null : reason,
    defaultModel,
  });
  const compatibleModel = env.DEBRIEF_MODEL_OPENAI_COMPATIBLE ?? null;
  return {
    scripted: { enabled: true, reason: null, defaultModel: DEFAULT_MODELS.scripted },
    openai: needs(
      Boolean(env.OPENAI_API_KEY),
      "set OPENAI_API_KEY to enable",
      env.DEBRIEF_MODEL_OPENAI ?? DEFAULT_MODELS.openai,
    ),
    kimi: needs(
      Boolean(env.MOONSHOT_API_KEY),
      "set MOONSHOT_API_KEY to enable",
      env.DEBRIEF_MODEL_KIMI ?? DEFAULT_MODELS.kimi,
    ),
    "openai-compatible": needs(
      Boolean(env.OPENAI_COMPATIBLE_BASE_URL && compatibleModel),
      "set OPENAI_COMPATIBLE_BASE_URL and DEBRIEF_MODEL_OPENAI_COMPATIBLE to enable",
      compatibleModel,
    ),
    ollama: needs(
      Boolean(env.OLLAMA_BASE_URL),
      `set OLLAMA_BASE_URL (e.g. ${OLLAMA_DEFAULT_BASE_URL}) to enable`,
      env.DEBRIEF_MODEL_OLLAMA ?? DEFAULT_MODELS.ollama,
    ),
    anthropic: needs(
      Boolean(env.ANTHROPIC_API_KEY),
      "set ANTHROPIC_API_KEY to enable",
      env.DEBRIEF_MODEL_ANTHROPIC ?? DEFAULT_MODELS.anthropic,
    ),
  };
}

/** What a run asks for. `scenario` only matters for the scripted model. */
export interface ProviderChoice {
  provider: ProviderName;
  model?: string;
  scenario?: ScriptedScenario;
}

/**
 * Build the provider. Errors: InputValidationError when the provider's key or base URL
 * variable is missing (named in the message) — before anything is stored.
 * `transport` overrides the HTTP transport options (tests inject sleep/backoff); `clock` is
 * what the scripted model's per-call latency waits on (the services' clock; default: real time).
 */
export function createProvider(
  choice: ProviderChoice,
  env: ProviderEnv,
  transport: HttpTransportOptions = {},
  clock?: Pick<Clock, "setTimer">,
): ModelProvider {
  const availability = providerAvailability(env)[choice.provider];
  if (!availability.enabled) {
    throw new InputValidationError(
      `provider "${choice.provider}" is not configured: ${availability.reason ?? "disabled"}`,
    );
  }
  const model = choice.model?.trim() || availability.defaultModel || "";
  const stream = env.DEBRIEF_PROVIDER_STREAM === "1" || env.DEBRIEF_PROVIDER_STREAM === "true";
  const secrets = [
    env.OPENAI_API_KEY,
    env.MOONSHOT_API_KEY,
    env.OPENAI_COMPATIBLE_API_KEY,
    env.ANTHROPIC_API_KEY,
  ].filter((value): value is string => typeof value === "string");
  const http = createHttpTransport({
    timeoutMs: env.DEBRIEF_PROVIDER_TIMEOUT_MS,
    maxRetries: env.DEBRIEF_PROVIDER_MAX_RETRIES,
    secrets,
    ...transport,
  });
  switch (choice.provider) {
    case "scripted":
      return new SampleScriptedProvider({
        scenario: choice.scenario ?? "auto",
        clock,
        // Unset (tests' own provider variables): no latency; the app's environment says modelled.
        modelledLatency: env.DEBRIEF_SCRIPTED_LATENCY === "modelled",
        ...(env.DEBRIEF_SCRIPTED_LATENCY_SCALE === undefined
          ? {}
          : { modelledLatencyScale: env.DEBRIEF_SCRIPTED_LATENCY_SCALE }),
        ...(env.DEBRIEF_SCRIPTED_SLOW_CHILD_LATENCY_MS === undefined
          ? {}
          : { slowChildLatencyMs: env.DEBRIEF_SCRIPTED_SLOW_CHILD_LATENCY_MS }),
      });
    case "openai":
      return createOpenAIResponsesProvider({
        baseUrl: env.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL,
        apiKey: env.OPENAI_API_KEY ?? "",
        model,
        settings: {
          reasoning: isOpenAIReasoningModel(model),
          reasoningEffort: env.DEBRIEF_OPENAI_REASONING_EFFORT ?? null,
          stream,
          maxOutputTokens: null,
        },
        transport: http,
      });
    case "kimi":
    case "openai-compatible": {
      const flavor =
        choice.provider === "kimi"
          ? "kimi"
          : chatCompletionsFlavorFor(env.OPENAI_COMPATIBLE_BASE_URL ?? "");
      const thinkingParameter = flavor === "kimi" ? (env.DEBRIEF_KIMI_THINKING ?? null) : null;
      return createChatCompletionsProvider({
        name: choice.provider,
        baseUrl:
          flavor === "kimi"
            ? (env.MOONSHOT_BASE_URL ?? MOONSHOT_DEFAULT_BASE_URL)
            : (env.OPENAI_COMPATIBLE_BASE_URL ?? ""),
        apiKey: (flavor === "kimi" ? env.MOONSHOT_API_KEY : env.OPENAI_COMPATIBLE_API_KEY) ?? null,
        model,
        settings: {
          flavor,
          thinking: resolveThinking(flavor, model, thinkingParameter),
          thinkingParameter,
          stream,
          maxTokens: flavor === "kimi" ? 32_000 : null,
        },
        transport: http,
      });
    }
    case "ollama":
      return createOllamaProvider({
        baseUrl: env.OLLAMA_BASE_URL ?? OLLAMA_DEFAULT_BASE_URL,
        model,
        settings: { stream, think: null, numCtx: env.DEBRIEF_OLLAMA_NUM_CTX ?? null },
        transport: http,
      });
    case "anthropic": {
      const budget = env.DEBRIEF_ANTHROPIC_THINKING_BUDGET ?? null;
      const maxTokens = env.DEBRIEF_ANTHROPIC_MAX_TOKENS ?? ANTHROPIC_DEFAULT_MAX_TOKENS;
      return createAnthropicProvider({
        baseUrl: env.ANTHROPIC_BASE_URL ?? ANTHROPIC_DEFAULT_BASE_URL,
        apiKey: env.ANTHROPIC_API_KEY ?? "",
        model,
        settings: {
          maxTokens: budget !== null && maxTokens <= budget ? budget + 4096 : maxTokens,
          thinkingBudget: budget,
          stream,
        },
        transport: http,
      });
    }
  }
}
