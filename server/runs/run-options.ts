import { z } from "zod";
import { getEnv } from "../env";
import { providerAvailability, type ProviderEnv, type ProviderName } from "./provider-factory";
import {
  SCRIPTED_SCENARIO_DESCRIPTIONS,
  SCRIPTED_SCENARIOS,
} from "../runtime/providers/scripted/scripted-provider";

/** The question the app opens with: seed 000's escalation on the ledgerline sample. */
export const SAMPLE_QUESTION = "Which merchants break when the provider retires API v2?";

/** Longest question accepted (characters). */
export const MAX_QUESTION_LENGTH = 4000;

export const PROVIDER_NAMES = [
  "scripted",
  "openai",
  "kimi",
  "openai-compatible",
  "ollama",
  "anthropic",
] as const satisfies readonly ProviderName[];
export const RETURN_MODES = ["contract", "summary", "transcript", "inline"] as const;

/** The new-run input, shared by tRPC, the demo script and the form. */
export const startRunInputSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, "the question must not be empty")
    .max(MAX_QUESTION_LENGTH, `the question must be at most ${MAX_QUESTION_LENGTH} characters`),
  workspaceId: z.string().trim().min(1, "choose a workspace"),
  provider: z.enum(PROVIDER_NAMES).default("scripted"),
  /** The provider's model; its DEBRIEF_MODEL_<PROVIDER> default when absent. */
  model: z.string().trim().min(1).max(200).optional(),
  returnMode: z.enum(RETURN_MODES).default("contract"),
  scenario: z.enum(SCRIPTED_SCENARIOS).default("auto"),
  /** The model's context size (tokens) for this run; the table or environment when absent. */
  contextTokens: z.number().int().min(1024, "contextTokens must be at least 1024").optional(),
});
export type StartRunRequest = z.input<typeof startRunInputSchema>;

/** An option in the new-run form; disabled options say why. */
export interface RunOption {
  name: string;
  label: string;
  enabled: boolean;
  reason: string | null;
  /** Providers only: the model a run gets when the form names none. */
  defaultModel?: string | null;
}

const PROVIDER_LABELS: Record<ProviderName, string> = {
  scripted: "Scripted model (built in, deterministic, no network)",
  openai: "OpenAI Responses",
  kimi: "Kimi / Moonshot chat completions",
  "openai-compatible": "OpenAI-compatible chat completions",
  ollama: "Ollama /api/chat",
  anthropic: "Anthropic Messages",
};

/**
 * The provider options for this environment: a provider is enabled when its variables are set,
 * otherwise disabled with the reason (e.g. "set OPENAI_API_KEY to enable"). Never exposes a key.
 */
export function providerOptions(env: ProviderEnv = getEnv()): RunOption[] {
  const availability = providerAvailability(env);
  return PROVIDER_NAMES.map((name) => ({
    name,
    label: PROVIDER_LABELS[name],
    enabled: availability[name].enabled,
    reason: availability[name].reason,
    defaultModel: availability[name].defaultModel,
  }));
}

const RETURN_MODE_OPTIONS: RunOption[] = [
  {
    name: "contract",
    label: "Contract (typed research_result debrief)",
    enabled: true,
    reason: null,
  },
  {
    name: "summary",
    label: "Summary (free-text)",
    enabled: false,
    reason: "comparison mode not built yet: the contract is the default",
  },
  {
    name: "transcript",
    label: "Transcript (inlined)",
    enabled: false,
    reason: "comparison mode not built yet: the contract is the default",
  },
  {
    name: "inline",
    label: "Inline (no child)",
    enabled: false,
    reason: "comparison mode not built yet: the contract is the default",
  },
];

/** Everything the new-run form needs. */
export function runOptions() {
  return {
    sampleQuestion: SAMPLE_QUESTION,
    providers: providerOptions(),
    returnModes: RETURN_MODE_OPTIONS,
    scenarios: SCRIPTED_SCENARIOS.map((name) => ({
      name,
      label: name,
      description: SCRIPTED_SCENARIO_DESCRIPTIONS[name],
    })),
  };
}

/** The enabled option by name, or the reason it cannot be used. */
export function optionProblem(kind: "provider" | "returnMode", name: string): string | null {
  const options = kind === "provider" ? providerOptions() : RETURN_MODE_OPTIONS;
  const option = options.find((candidate) => candidate.name === name);
  if (option === undefined) return `unknown ${kind} "${name}"`;
  if (option.enabled) return null;
  return kind === "provider"
    ? `provider "${name}" is not configured: ${option.reason ?? "disabled"}`
    : `${kind} "${name}" is ${option.reason ?? "disabled"}`;
}
