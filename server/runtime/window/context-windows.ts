import type { AgentBudget } from "../records";

/**
 * Context sizes: how many tokens one request to a provider/model may carry, and where
 * compaction starts below that. Sources: the providers' model pages (OpenAI: gpt-5 family
 * 400k window of which 128k is output, so 272k input; gpt-4.1 1,047,576; gpt-4o 128k; o-series
 * 200k. Moonshot: kimi-k2 0905/turbo/thinking 256k, the first kimi-k2 128k, moonshot-v1-<n>k.
 * Anthropic: 200k for every Claude model without the 1M beta. Ollama: the server's `num_ctx`,
 * 4096 when unset). Figures are input tokens; the margin below them leaves room for the
 * provider's own tokenizer counting differently from ours (o200k) and for the reply.
 */

/** Where a run's context size came from (shown with the figure). */
export type ContextSizeSource =
  | "run"
  | "provider environment"
  | "ollama num_ctx"
  | "environment"
  | "model table"
  | "provider default";

/** A run's context size and its compaction threshold (tokens). */
export interface ContextWindow {
  /** Tokens one request may carry. */
  tokens: number;
  /** Compaction starts when the window passes this many tokens (`tokens` less the margin). */
  compactAtTokens: number;
  source: ContextSizeSource;
}

/** Known models, first match wins; a `vendor/` prefix (OpenRouter ids) is ignored. */
export const KNOWN_CONTEXT_WINDOWS: readonly { pattern: RegExp; tokens: number }[] = [
  { pattern: /^scripted-/, tokens: 128_000 },
  { pattern: /^gpt-5(\.\d+)?-chat/, tokens: 128_000 },
  { pattern: /^gpt-5/, tokens: 272_000 },
  { pattern: /^gpt-4\.1/, tokens: 1_047_576 },
  { pattern: /^gpt-4o/, tokens: 128_000 },
  { pattern: /^(o1|o3|o4)(-|$)/, tokens: 200_000 },
  { pattern: /^codex-mini/, tokens: 200_000 },
  { pattern: /^kimi-k2-0711/, tokens: 131_072 },
  { pattern: /^kimi-k\d/, tokens: 262_144 },
  { pattern: /^kimi-latest/, tokens: 131_072 },
  { pattern: /^moonshot-v1-(\d+)k/, tokens: 0 }, // the size is in the name
  { pattern: /^claude-/, tokens: 200_000 },
  { pattern: /^gemini-(1\.5|2\.\d|3)/, tokens: 1_048_576 },
  { pattern: /^deepseek-/, tokens: 128_000 },
  { pattern: /^qwen3/, tokens: 40_960 },
  { pattern: /^llama3\.[123]/, tokens: 131_072 },
];

/** When neither the run, the environment nor the table names a size (tokens). */
export const PROVIDER_DEFAULT_CONTEXT_TOKENS: Readonly<Record<string, number>> = {
  scripted: 128_000,
  openai: 128_000,
  kimi: 131_072,
  "openai-compatible": 32_768,
  ollama: 4_096,
  anthropic: 200_000,
};

/** Fallback for a provider this table does not know (tokens). */
export const FALLBACK_CONTEXT_TOKENS = 32_768;

/** Compaction starts this fraction below the context size unless configured otherwise. */
export const DEFAULT_COMPACTION_MARGIN = 0.2;

/** The table's size for a model, or null when the table does not know it. */
export function knownContextTokens(model: string): number | null {
  const name = model
    .trim()
    .toLowerCase()
    .replace(/^[^/]+\//, "");
  for (const { pattern, tokens } of KNOWN_CONTEXT_WINDOWS) {
    const match = pattern.exec(name);
    if (match === null) continue;
    return tokens === 0 ? Number(match[1]) * 1024 : tokens;
  }
  return null;
}

/** What decides a run's context size, most specific first; absent values are skipped. */
export interface ContextSizeInputs {
  provider: string;
  model: string;
  /** The start-run input's `contextTokens`. */
  runTokens?: number | null;
  /** DEBRIEF_CONTEXT_TOKENS_<PROVIDER>. */
  providerEnvironmentTokens?: number | null;
  /** Ollama's DEBRIEF_OLLAMA_NUM_CTX: the server truncates to it, so it is the real size. */
  ollamaNumCtx?: number | null;
  /** DEBRIEF_CONTEXT_TOKENS. */
  environmentTokens?: number | null;
  /** DEBRIEF_COMPACTION_MARGIN (fraction, 0 ≤ margin < 1); DEFAULT_COMPACTION_MARGIN when absent. */
  margin?: number | null;
}

/**
 * A run's context window: the run's own size, else the provider's variable, else Ollama's
 * num_ctx (Ollama only), else DEBRIEF_CONTEXT_TOKENS, else the model table (not for Ollama,
 * which truncates to its num_ctx), else the provider's default; compaction starts `margin` below it (at least one token). Errors: RangeError for a
 * margin outside [0, 1) or a size that is not a positive integer.
 */
export function resolveContextWindow(inputs: ContextSizeInputs): ContextWindow {
  const margin = inputs.margin ?? DEFAULT_COMPACTION_MARGIN;
  if (!(margin >= 0 && margin < 1)) {
    throw new RangeError(`compaction margin must be at least 0 and below 1, got ${margin}`);
  }
  const candidates: [number | null | undefined, ContextSizeSource][] = [
    [inputs.runTokens, "run"],
    [inputs.providerEnvironmentTokens, "provider environment"],
    [inputs.provider === "ollama" ? inputs.ollamaNumCtx : null, "ollama num_ctx"],
    [inputs.environmentTokens, "environment"],
    // Ollama truncates every request to its num_ctx, whatever the model could take.
    [inputs.provider === "ollama" ? null : knownContextTokens(inputs.model), "model table"],
  ];
  const chosen = candidates.find(
    (candidate): candidate is [number, ContextSizeSource] =>
      candidate[0] !== null && candidate[0] !== undefined,
  );
  const [tokens, source]: [number, ContextSizeSource] = chosen ?? [
    PROVIDER_DEFAULT_CONTEXT_TOKENS[inputs.provider] ?? FALLBACK_CONTEXT_TOKENS,
    "provider default",
  ];
  if (!Number.isInteger(tokens) || tokens <= 0) {
    throw new RangeError(`a context size must be a positive integer, got ${tokens} (${source})`);
  }
  return {
    tokens,
    compactAtTokens: Math.max(1, Math.floor(tokens * (1 - margin))),
    source,
  };
}

/** The budget with a run's context size; a budget's own `maxWindowTokens` wins. */
export function withContextWindow(
  budget: AgentBudget,
  window: Pick<ContextWindow, "tokens" | "compactAtTokens"> | undefined,
): AgentBudget {
  if (window === undefined) return budget;
  return {
    ...budget,
    maxWindowTokens: budget.maxWindowTokens ?? window.compactAtTokens,
    contextTokens: budget.contextTokens ?? window.tokens,
  };
}
