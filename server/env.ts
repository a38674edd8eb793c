import { z } from "zod";
import { isPostgresUrl } from "./db/database-provider";
import { DEFAULT_DATABASE_URL } from "./db/sqlite-path";
import { parseWorkspaceSpec } from "./features/workspaces/workspace-registry";
import { ROLES } from "./shared/permissions";
import { parseWorkspaceRoots } from "./features/workspaces/workspace-roots";
import { parseTrustedProxyAddresses, parseTrustedProxyHeaders } from "./auth/client-address";

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

/** The base URL of a server only this machine can reach (the one-command local app). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Where the app is served; sign-in cookies and redirects are built on it. */
export const DEFAULT_BASE_URL = "http://127.0.0.1:3000";

const envObjectSchema = z.object({
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
  /** Folders registered workspaces must live in, `:`-separated (issue 9; workspace-roots.ts). */
  DEBRIEF_WORKSPACE_ROOTS: z
    .string()
    .optional()
    .superRefine((text, context) => {
      for (const message of parseWorkspaceRoots(text).errors)
        context.addIssue({ code: "custom", message });
    }),
  // The HTTP boundary (issue 9; server/api/http-boundary.ts).
  /** The URL people open; Host and Origin are checked against it (loopback names always pass). */
  /** Largest request body in bytes (413 above it; a few procedures have more: api/body-limits.ts). */
  DEBRIEF_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Most calls in one tRPC batch (400 above it); the UI sends up to 10, so 10 at least. */
  DEBRIEF_MAX_BATCH_CALLS: z.coerce.number().int().min(10).max(100).default(10),
  /** Largest response of a batch of several calls, bytes (413 above it). */
  DEBRIEF_MAX_BATCH_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .default(8 * 1024 * 1024),
  /** Corrections one agent accepts per minute from people (a token bucket; 429 past it). */
  DEBRIEF_CORRECTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(12),
  /** Runs that may wait in the queue before runs.start answers 429 (queue-room.ts). */
  DEBRIEF_MAX_QUEUED_RUNS: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
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
  /**
   * The scripted model's latency: `modelled` (default) waits a latency modelled from each call's
   * token counts, so its timeline and model calls look like a model's; `off` answers at once.
   */
  DEBRIEF_SCRIPTED_LATENCY: z.enum(["modelled", "off"]).default("modelled"),
  /**
   * The scripted child's per-call latency (ms) in the `slow` and `two-children` scenarios
   * (default 2000 and 3000): more leaves a person (or a browser test on a busy machine) more
   * time to correct or cancel a running child.
   */
  DEBRIEF_SCRIPTED_SLOW_CHILD_LATENCY_MS: optional(z.coerce.number().int().min(0).max(600_000)),
  /**
   * Scales the scripted model's modelled latency (default 1): the end-to-end test server sets
   * 0.1 so its runs keep a latency (never 0 ms, still marked simulated) without waiting ~2 s of
   * it per run. The slow scenarios' child latency is DEBRIEF_SCRIPTED_SLOW_CHILD_LATENCY_MS's.
   */
  DEBRIEF_SCRIPTED_LATENCY_SCALE: optional(z.coerce.number().min(0.01).max(100)),
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
  // Team service (issue 10): runs executing at once per process, and the build's git commit
  // (recorded on each run with the package version; read from git when unset).
  DEBRIEF_RUN_CONCURRENCY: optional(z.coerce.number().int().min(1).max(256)),
  // Event-loop delay (ms) above which a process starts no new run (server/features/queue/
  // load-gate.ts; default 40; 0 turns the gate off: DEBRIEF_RUN_CONCURRENCY alone limits).
  DEBRIEF_RUN_ADMISSION_DELAY_MS: optional(z.coerce.number().int().min(0).max(10_000)),
  // Live views (subscriptions) one person may hold open per process (default 20).
  DEBRIEF_SUBSCRIPTIONS_PER_PERSON: optional(z.coerce.number().int().min(1).max(10_000)),
  // Leases (ms): how long a heartbeat holds a run, how often holders beat and every process
  // sweeps for expired leases (defaults 30000 / 10000 / 10000; tests shorten them).
  DEBRIEF_LEASE_TTL_MS: optional(z.coerce.number().int().min(100)),
  DEBRIEF_LEASE_HEARTBEAT_MS: optional(z.coerce.number().int().min(50)),
  DEBRIEF_LEASE_SWEEP_MS: optional(z.coerce.number().int().min(50)),
  // How often a worker renews its presence row (ms; default 10000): the web process counts it
  // gone after three missed renewals (server/features/workers/).
  DEBRIEF_WORKER_HEARTBEAT_MS: optional(z.coerce.number().int().min(50)),
  // How often an idle worker polls pg-boss (s, ≥ 0.5; an enqueue also wakes it at once).
  DEBRIEF_WORKER_POLL_SECONDS: optional(z.coerce.number().min(0.5).max(60)),
  DEBRIEF_GIT_COMMIT: optional(
    z
      .string()
      .trim()
      .regex(/^[0-9a-f]{7,40}$/, "a git commit hash"),
  ),
  // Accounts (issue 9; server/auth/). The secret signs session cookies: required in
  // production unless the base URL is a loopback address (then, as in development, a secret is
  // generated once into data/auth-secret).
  BETTER_AUTH_SECRET: optional(
    z
      .string()
      .trim()
      .min(32, "must be at least 32 characters (generate one: openssl rand -base64 32)"),
  ),
  DEBRIEF_BASE_URL: z
    .url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://127.0.0.1:3000" })
    .default(DEFAULT_BASE_URL)
    .transform((url) => url.replace(/\/+$/, "")),
  // Optional OpenID Connect sign-in (Better Auth's generic OAuth plugin): all three or none.
  DEBRIEF_OIDC_ISSUER: optionalUrl,
  DEBRIEF_OIDC_CLIENT_ID: optionalText,
  DEBRIEF_OIDC_CLIENT_SECRET: optionalText,
  /** The sign-in button's label (default "Single sign-on"). */
  DEBRIEF_OIDC_NAME: optionalText,
  /** Space-separated scopes (default "openid email profile"). */
  DEBRIEF_OIDC_SCOPES: optionalText,
  /** The role of a person whose first OIDC sign-in creates their account; unset: only
   * accounts an admin created (same email) can sign in through OIDC. */
  DEBRIEF_OIDC_SIGN_UP_ROLE: optional(z.enum(ROLES)),
  /** Sign-in attempts one account, and one address behind a proxy, may make per minute (default 10). */
  DEBRIEF_SIGN_IN_ATTEMPTS_PER_MINUTE: optional(z.coerce.number().int().min(1)),
  /** The headers a proxy in front of Debrief sets with the client's address ("1": X-Forwarded-For;
   * or names, comma-separated); unset: no proxy, no header is trusted (server/auth/client-address.ts). */
  DEBRIEF_TRUSTED_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustedProxyHeaders(value ?? "");
      if (parsed === null || Array.isArray(parsed)) return parsed;
      context.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  /** The proxies' addresses or CIDR ranges, comma-separated, when a header holds a chain. */
  DEBRIEF_TRUSTED_PROXY_ADDRESSES: optional(
    z.string().transform((value, context) => {
      const parsed = parseTrustedProxyAddresses(value);
      if (Array.isArray(parsed)) return parsed;
      context.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  ),
});

/** Checks that span variables: the production secret, the OIDC triple, the proxy's pair. */
function checkAcrossVariables(env: z.output<typeof envObjectSchema>, context: z.RefinementCtx) {
  if (
    env.NODE_ENV === "production" &&
    env.BETTER_AUTH_SECRET === undefined &&
    !isLoopbackUrl(env.DEBRIEF_BASE_URL)
  ) {
    context.addIssue({
      code: "custom",
      path: ["BETTER_AUTH_SECRET"],
      message: `required in production when DEBRIEF_BASE_URL (${env.DEBRIEF_BASE_URL}) is not a loopback address; set it to a random value of at least 32 characters (openssl rand -base64 32)`,
    });
  }
  const oidc = {
    DEBRIEF_OIDC_ISSUER: env.DEBRIEF_OIDC_ISSUER,
    DEBRIEF_OIDC_CLIENT_ID: env.DEBRIEF_OIDC_CLIENT_ID,
    DEBRIEF_OIDC_CLIENT_SECRET: env.DEBRIEF_OIDC_CLIENT_SECRET,
  };
  if (env.DEBRIEF_TRUSTED_PROXY_ADDRESSES !== undefined && env.DEBRIEF_TRUSTED_PROXY === null) {
    context.addIssue({
      code: "custom",
      path: ["DEBRIEF_TRUSTED_PROXY_ADDRESSES"],
      message: "needs DEBRIEF_TRUSTED_PROXY (the headers those proxies set)",
    });
  }
  const missing = Object.entries(oidc).filter(([, value]) => value === undefined);
  if (missing.length > 0 && missing.length < 3) {
    context.addIssue({
      code: "custom",
      path: [missing[0]![0]],
      message: `OIDC sign-in needs DEBRIEF_OIDC_ISSUER, DEBRIEF_OIDC_CLIENT_ID and DEBRIEF_OIDC_CLIENT_SECRET together; missing: ${missing.map(([name]) => name).join(", ")}`,
    });
  }
}

const envSchema = envObjectSchema.superRefine(checkAcrossVariables);

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
