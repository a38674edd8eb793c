import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import {
  PROVIDER_NAMES,
  RETURN_MODE_CHOICES,
  RETURN_MODES,
  SCRIPTED_SCENARIO_DESCRIPTIONS,
  SCRIPTED_SCENARIOS,
  type ProviderName,
} from "../../shared/run-settings";
import { providerAvailability, type ProviderEnv } from "./provider-factory";

/** An option in the new-run form; disabled options say why. */
export interface RunOption {
  name: string;
  label: string;
  enabled: boolean;
  reason: string | null;
  /** Providers only: the model a run gets when the form names none. */
  defaultModel?: string | null;
  /** What the option does (return modes). */
  description?: string;
}

/** Short labels (they fit a narrow select); what each one is goes in its description. */
const PROVIDER_LABELS: Record<ProviderName, string> = {
  scripted: "Scripted model",
  openai: "OpenAI Responses",
  kimi: "Kimi / Moonshot",
  "openai-compatible": "OpenAI-compatible",
  ollama: "Ollama",
  anthropic: "Anthropic Messages",
};

const PROVIDER_DESCRIPTIONS: Record<ProviderName, string> = {
  scripted:
    "Built in, deterministic, no network: plays the sample escalation (or keyword research) with simulated latency and real token counts.",
  openai: "The OpenAI Responses API.",
  kimi: "Moonshot's chat completions API (Kimi models).",
  "openai-compatible": "Any OpenAI-compatible chat completions endpoint (OpenRouter, vLLM…).",
  ollama: "A local Ollama server's /api/chat.",
  anthropic: "The Anthropic Messages API.",
};

/**
 * The provider options for this environment: a provider is enabled when its variables are set,
 * otherwise disabled with the reason (e.g. "set OPENAI_API_KEY to enable"). Never exposes a key.
 */
export function providerOptions(env: ProviderEnv): RunOption[] {
  const availability = providerAvailability(env);
  return PROVIDER_NAMES.map((name) => ({
    name,
    label: PROVIDER_LABELS[name],
    description: PROVIDER_DESCRIPTIONS[name],
    enabled: availability[name].enabled,
    reason: availability[name].reason,
    defaultModel: availability[name].defaultModel,
  }));
}

/** Every return mode is built (return-modes/ in the runtime), with its label and description. */
const RETURN_MODE_OPTIONS: RunOption[] = RETURN_MODES.map((name) => ({
  name,
  label: RETURN_MODE_CHOICES[name].label,
  description: RETURN_MODE_CHOICES[name].description,
  enabled: true,
  reason: null,
}));

/** Everything the new-run form needs, for the provider variables in `env`. */
export function runOptions(env: ProviderEnv) {
  return {
    sampleQuestion: SAMPLE_QUESTION,
    providers: providerOptions(env),
    returnModes: RETURN_MODE_OPTIONS,
    scenarios: SCRIPTED_SCENARIOS.map((name) => ({
      name,
      label: name,
      description: SCRIPTED_SCENARIO_DESCRIPTIONS[name],
    })),
  };
}

/** The enabled option by name, or the reason it cannot be used (providers: as `env` sets them). */
export function optionProblem(
  kind: "provider" | "returnMode",
  name: string,
  env: ProviderEnv,
): string | null {
  const options = kind === "provider" ? providerOptions(env) : RETURN_MODE_OPTIONS;
  const option = options.find((candidate) => candidate.name === name);
  if (option === undefined) return `unknown ${kind} "${name}"`;
  if (option.enabled) return null;
  return kind === "provider"
    ? `provider "${name}" is not configured: ${option.reason ?? "disabled"}`
    : `${kind} "${name}" is ${option.reason ?? "disabled"}`;
}
