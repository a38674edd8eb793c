import type { Env } from "../../env";
import { resolveContextWindow, type ContextWindow } from "../../runtime/window/context-windows";
import type { ProviderName } from "./provider-factory";

/** The context-size part of the environment (tests pass their own). */
export type ContextEnv = Partial<
  Pick<
    Env,
    | "DEBRIEF_CONTEXT_TOKENS"
    | "DEBRIEF_CONTEXT_TOKENS_SCRIPTED"
    | "DEBRIEF_CONTEXT_TOKENS_OPENAI"
    | "DEBRIEF_CONTEXT_TOKENS_KIMI"
    | "DEBRIEF_CONTEXT_TOKENS_OPENAI_COMPATIBLE"
    | "DEBRIEF_CONTEXT_TOKENS_OLLAMA"
    | "DEBRIEF_CONTEXT_TOKENS_ANTHROPIC"
    | "DEBRIEF_COMPACTION_MARGIN"
    | "DEBRIEF_OLLAMA_NUM_CTX"
  >
>;

const PROVIDER_VARIABLE: Record<ProviderName, keyof ContextEnv> = {
  scripted: "DEBRIEF_CONTEXT_TOKENS_SCRIPTED",
  openai: "DEBRIEF_CONTEXT_TOKENS_OPENAI",
  kimi: "DEBRIEF_CONTEXT_TOKENS_KIMI",
  "openai-compatible": "DEBRIEF_CONTEXT_TOKENS_OPENAI_COMPATIBLE",
  ollama: "DEBRIEF_CONTEXT_TOKENS_OLLAMA",
  anthropic: "DEBRIEF_CONTEXT_TOKENS_ANTHROPIC",
};

/**
 * A run's context window from its own `contextTokens`, the environment and the model table
 * (precedence in resolveContextWindow). `model` is the model the run will use.
 */
export function contextWindowForRun(
  choice: { provider: ProviderName; model: string; contextTokens?: number },
  env: ContextEnv,
): ContextWindow {
  return resolveContextWindow({
    provider: choice.provider,
    model: choice.model,
    runTokens: choice.contextTokens,
    providerEnvironmentTokens: env[PROVIDER_VARIABLE[choice.provider]],
    ollamaNumCtx: env.DEBRIEF_OLLAMA_NUM_CTX,
    environmentTokens: env.DEBRIEF_CONTEXT_TOKENS,
    margin: env.DEBRIEF_COMPACTION_MARGIN,
  });
}
