import { z } from "zod";
import { isPostgresUrl } from "./db/database-provider";
import { DEFAULT_DATABASE_URL } from "./db/sqlite-path";
import { parseWorkspaceSpec } from "./features/workspaces/workspace-registry";

/**
 * The one module that reads `process.env`. Every variable is validated with zod on first use;
 * an invalid value throws with the variable's name and the reason.
 */

/** An optional variable; an empty value counts as unset. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}
const optionalText = optional(z.string().trim().min(1));
const optionalUrl = optional(z.url({ protocol: /^https?$/ }));
const contextTokens = z.coerce.number().int().min(1024);

const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .min(1)
    .default(DEFAULT_DATABASE_URL)
    .refine((url) => url.startsWith("file:") || isPostgresUrl(url), {
      message: "must be a SQLite `file:` URL or a `postgresql://` URL",
    }),
  /** The raw list, validated; the parsed entries are in `workspaces`. */
  DEBRIEF_WORKSPACES: z
    .string()
    .optional()
    .superRefine((text, context) => {
      // The registry parses the list; here a bad entry stops the start with its reason.
      for (const message of parseWorkspaceSpec(text).errors)
        context.addIssue({ code: "custom", message });
    }),
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  // Model providers (issue 3; .env.example). Keys are secrets: they go into request headers
  // only, and are never stored, logged, put in an error message or sent to the browser.
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  MOONSHOT_API_KEY: optionalText,
  MOONSHOT_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_BASE_URL: optionalUrl,
  OPENAI_COMPATIBLE_API_KEY: optionalText,
  OLLAMA_BASE_URL: optionalUrl,
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_BASE_URL: optionalUrl,
  DEBRIEF_MODEL_OPENAI: optionalText,
  DEBRIEF_MODEL_KIMI: optionalText,
  DEBRIEF_MODEL_OPENAI_COMPATIBLE: optionalText,
  DEBRIEF_MODEL_OLLAMA: optionalText,
  DEBRIEF_MODEL_ANTHROPIC: optionalText,
  DEBRIEF_PROVIDER_STREAM: optional(z.enum(["0", "1", "false", "true"])),
  DEBRIEF_PROVIDER_TIMEOUT_MS: optional(z.coerce.number().int().min(1000)),
  DEBRIEF_PROVIDER_MAX_RETRIES: optional(z.coerce.number().int().min(0).max(5)),
  DEBRIEF_OPENAI_REASONING_EFFORT: optional(z.enum(["minimal", "low", "medium", "high"])),
  DEBRIEF_KIMI_THINKING: optional(z.enum(["enabled", "disabled"])),
  DEBRIEF_ANTHROPIC_MAX_TOKENS: optional(z.coerce.number().int().min(1)),
  DEBRIEF_ANTHROPIC_THINKING_BUDGET: optional(z.coerce.number().int().min(1024)),
  DEBRIEF_OLLAMA_NUM_CTX: optional(z.coerce.number().int().min(512)),
  // Context sizes (issue 13; server/runtime/window/context-windows.ts): every provider, or one.
  DEBRIEF_CONTEXT_TOKENS: optional(contextTokens),
  DEBRIEF_CONTEXT_TOKENS_SCRIPTED: optional(contextTokens),
  DEBRIEF_CONTEXT_TOKENS_OPENAI: optional(contextTokens),
  DEBRIEF_CONTEXT_TOKENS_KIMI: optional(contextTokens),
  DEBRIEF_CONTEXT_TOKENS_OPENAI_COMPATIBLE: optional(contextTokens),
  DEBRIEF_CONTEXT_TOKENS_OLLAMA: optional(contextTokens),
  DEBRIEF_CONTEXT_TOKENS_ANTHROPIC: optional(contextTokens),
  /** Compaction starts this fraction below the context size (default 0.2). */
  DEBRIEF_COMPACTION_MARGIN: optional(z.coerce.number().min(0).max(0.9)),
  // OpenTelemetry export (issue 13; server/telemetry/): OTLP over HTTP when an endpoint is set.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_HEADERS: optionalText,
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: optionalText,
  OTEL_EXPORTER_OTLP_PROTOCOL: optional(z.enum(["http/protobuf", "http/json"])),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: optional(z.enum(["http/protobuf", "http/json"])),
  OTEL_SERVICE_NAME: optionalText,
  /** Message content (redacted) on spans only when "true" (the GenAI instrumentations' switch). */
  OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: optional(z.enum(["true", "false"])),
});

/** The validated environment. */
export type Env = z.infer<typeof envSchema>;

/** Validates a given environment (tests pass their own object). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`)
      .join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

let cached: Env | null = null;

/** The process environment, validated once and cached. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
