import { expect } from "vitest";
import type { AgentBudget, RunRecord } from "../runtime/records";
import type { AnyTool, ToolExecutionContext } from "../runtime/tools/tool";
import { workspaceTools } from "../runtime/tools/workspace/workspace-tools";
import type { TranscriptItem } from "../runtime/transcript/transcript-item";
import { anthropicWire } from "../runtime/providers/anthropic/__fixtures__/anthropic-wire";
import { anthropicToolUseId } from "../runtime/providers/anthropic/anthropic-settings";
import { chatCompletionsWire } from "../runtime/providers/chat-completions/__fixtures__/chat-completions-wire";
import { ollamaWire } from "../runtime/providers/ollama/__fixtures__/ollama-wire";
import { openAIResponsesWire } from "../runtime/providers/openai-responses/__fixtures__/openai-responses-wire";
import {
  startFakeApiServer,
  type FakeApiServer,
} from "../runtime/providers/shared/__fixtures__/fake-api-server";
import {
  scriptedResponder,
  type ModelTurn,
  type TurnOverride,
  type WireCodec,
} from "../runtime/providers/shared/__fixtures__/scripted-wire-model";
import { pairingProblems } from "../runtime/providers/shared/__fixtures__/wire-pairing";
import type { HttpTransportOptions } from "../runtime/providers/shared/http-transport";
import {
  createProvider,
  type ProviderEnv,
  type ProviderName,
} from "../features/runs/provider-factory";
import { SAMPLE_QUESTION } from "../samples/ledgerline/sample-question";
import { manualClock } from "../runtime/testing/manual-clock";
import { ledgerlineHarness } from "./ledgerline-fixture";

/**
 * Provider setup for end-to-end tests over the wire: the table of HTTP APIs (provider name,
 * the fake server's codec, how call ids go out), and runOnFakeApi, which runs the ledgerline
 * escalation through the real factory, manager and loop against a fake server speaking that
 * API (hermetic: 127.0.0.1 only). Provider tests iterate WIRE_APIS instead of repeating setup.
 */

/** The providers that speak HTTP (every one but the built-in scripted model). */
export type ApiProviderName = Exclude<ProviderName, "scripted">;

/** One API under test. Spread it into runOnFakeApi's options (`{ ...api, child }`). */
export interface WireApi {
  provider: ApiProviderName;
  /** The fake server's side: decodes requests, encodes scripted turns in the API's format. */
  codec: WireCodec;
  /** The id the API is sent for a call id (Anthropic allows only [A-Za-z0-9_-]). */
  wire: (callId: string) => string;
  /** Provider variables beyond the endpoint and key (e.g. thinking settings). */
  env?: ProviderEnv;
}

const sameId = (callId: string) => callId;

/** Every HTTP API, in the order the new-run form lists them (Ollama without call ids). */
export const WIRE_APIS: readonly WireApi[] = [
  { provider: "openai", codec: openAIResponsesWire, wire: sameId },
  { provider: "kimi", codec: chatCompletionsWire("kimi"), wire: sameId },
  { provider: "openai-compatible", codec: chatCompletionsWire("openai-compatible"), wire: sameId },
  { provider: "ollama", codec: ollamaWire(false), wire: sameId },
  { provider: "anthropic", codec: anthropicWire, wire: anthropicToolUseId },
];

/** The WIRE_APIS entry of one provider. */
export function wireApi(provider: ApiProviderName): WireApi {
  const found = WIRE_APIS.find((entry) => entry.provider === provider);
  if (found === undefined) throw new Error(`no wire API ${provider}`);
  return found;
}

/** A scripted model turn with usage (input 1000, output 20; the fake servers encode it per API). */
export function turnWithUsage(
  calls: ModelTurn["calls"],
  extra: Omit<ModelTurn, "calls"> = {},
): ModelTurn {
  return { calls, usage: { input: 1000, cached: 0, output: 20, reasoning: 0 }, ...extra };
}

/**
 * What runOnFakeApi returns: the fake server (captured requests), the harness (the memory
 * store holds every record), the finished run, and workspace-tool executions per call id.
 */
export interface ProviderRun {
  server: FakeApiServer;
  harness: ReturnType<typeof ledgerlineHarness>;
  run: RunRecord;
  /** Executions per call id (workspace tools only). */
  executions: Map<string, number>;
  transcript(role: "parent" | "child"): TranscriptItem[];
  /** Captured request bodies of one role, in order. */
  bodies(role: "parent" | "child"): Record<string, unknown>[];
  /** The warnings of each model exchange of one role's agent, in order. */
  exchangeWarnings(role: "parent" | "child"): string[][];
  /** Every pairing problem of every captured request, "<provider> request <n>: …"; [] when paired. */
  wireProblems(): string[];
}

/** The base-URL variable and the key variable of each HTTP provider. */
const ENDPOINT: Record<ApiProviderName, (url: string) => ProviderEnv> = {
  openai: (url) => ({ OPENAI_BASE_URL: `${url}/v1`, OPENAI_API_KEY: "sk-test-openai-key-000" }),
  kimi: (url) => ({ MOONSHOT_BASE_URL: `${url}/v1`, MOONSHOT_API_KEY: "sk-test-moonshot-key-0" }),
  "openai-compatible": (url) => ({
    OPENAI_COMPATIBLE_BASE_URL: `${url}/v1`,
    DEBRIEF_MODEL_OPENAI_COMPATIBLE: "local-model",
  }),
  ollama: (url) => ({ OLLAMA_BASE_URL: url }),
  anthropic: (url) => ({ ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: "sk-ant-test-key-0000" }),
};

/** Called as each workspace tool starts in runOnFakeApi (e.g. to cancel the agent mid-batch). */
export type OnToolStart = (
  context: ToolExecutionContext,
  harness: ReturnType<typeof ledgerlineHarness>,
) => void | Promise<void>;

/**
 * An OnToolStart with which the operator cancels the child ("operator stopped the child") as
 * its first tool starts: that call ends cancelled while running, the child's unstarted ones
 * cancelled before they started.
 */
export function cancelChildAtFirstTool(): OnToolStart {
  let cancelled = false;
  return (context, harness) => {
    if (cancelled || context.agentId === harness.store.agents[0]!.id) return;
    cancelled = true;
    harness.manager.cancelAgent(context.agentId, "operator stopped the child");
  };
}

/**
 * Run the escalation against a fresh fake server for `provider`, wait for the run's `done`
 * promise and close the server. Turn overrides replace chosen model turns; `onExecute` runs as
 * each workspace tool starts (e.g. to cancel the agent mid-batch).
 */
export async function runOnFakeApi(options: {
  provider: ApiProviderName;
  codec: WireCodec;
  env?: ProviderEnv;
  model?: string;
  stream?: boolean;
  parent?: TurnOverride;
  child?: TurnOverride;
  childBudget?: AgentBudget;
  modelTimeoutMs?: number;
  /** Transport overrides (e.g. a timeout on the test's own clock); retries never sleep in tests. */
  transport?: HttpTransportOptions;
  /** Called as each workspace tool starts (e.g. to cancel the agent mid-batch). */
  onExecute?: OnToolStart;
}): Promise<ProviderRun> {
  const server = await startFakeApiServer(
    scriptedResponder(options.codec, {
      stream: options.stream ?? false,
      parent: options.parent,
      child: options.child,
    }),
  );
  try {
    const env: ProviderEnv = {
      ...ENDPOINT[options.provider](server.url),
      ...(options.stream ? { DEBRIEF_PROVIDER_STREAM: "1" as const } : {}),
      ...options.env,
    };
    // Retries never sleep; the per-attempt limit runs on a manual clock no one advances unless
    // the test passes its own (a call ends when the fake server answers or the run cancels it).
    const provider = createProvider({ provider: options.provider, model: options.model }, env, {
      sleep: async () => undefined,
      clock: manualClock(),
      ...options.transport,
    });
    const harness = ledgerlineHarness();
    const executions = new Map<string, number>();
    const counted: AnyTool[] = workspaceTools.map((tool) => ({
      ...tool,
      execute: async (input: never, context: ToolExecutionContext) => {
        executions.set(context.callId, (executions.get(context.callId) ?? 0) + 1);
        await options.onExecute?.(context, harness);
        return tool.execute(input, context);
      },
    }));
    const handle = await harness.manager.startRun({
      runId: "run_fake",
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      workspace: harness.workspace,
      provider,
      model: options.model,
      returnMode: "contract",
      scenario: null,
      workspaceTools: counted,
      childBudget: options.childBudget,
      modelTimeoutMs: options.modelTimeoutMs,
    });
    const run = await handle.done;
    const roleOf = (role: "parent" | "child") =>
      harness.store.agents.find((agent) => agent.role === role)?.id ?? "";
    return {
      server,
      harness,
      run,
      executions,
      transcript: (role) => harness.store.items.filter((item) => item.agentId === roleOf(role)),
      exchangeWarnings: (role) =>
        harness.store.exchanges
          .filter((exchange) => exchange.agentId === roleOf(role))
          .map((exchange) => exchange.warnings),
      bodies: (role) =>
        server.requests
          .map((request) => request.body ?? {})
          .filter((body) => JSON.stringify(body).includes('"spawn_agent"') === (role === "parent")),
      wireProblems: () =>
        server.requests.flatMap((request, index) =>
          pairingProblems(options.codec.decode(request.body ?? {}).events).map(
            (problem) => `${options.provider} request ${index + 1}: ${problem}`,
          ),
        ),
    };
  } finally {
    await server.close();
  }
}

/** Asserts that every model exchange of `role`'s agent, and at least one, carries `warning`. */
export function expectEveryExchangeWarns(
  run: ProviderRun,
  role: "parent" | "child",
  warning: string,
): void {
  const warned = run.exchangeWarnings(role).map((warnings) => warnings.includes(warning));
  expect(warned.length, `${role} exchanges`).toBeGreaterThan(0);
  expect(warned, `${role} exchanges carrying: ${warning}`).toEqual(warned.map(() => true));
}

/**
 * A request body made readable for inline snapshots: the system prompt replaced by a
 * placeholder, the tools by their names on one line, long strings cut at 70 characters.
 */
export function summarizeBody(body: Record<string, unknown>): unknown {
  const cut = (value: unknown): unknown => {
    if (typeof value === "string") return value.length > 70 ? `${value.slice(0, 70)}…` : value;
    if (Array.isArray(value)) return value.map(cut);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, cut(entry)]));
    }
    return value;
  };
  const tools = (body.tools as Record<string, unknown>[] | undefined)
    ?.map((tool) => String(tool.name ?? (tool.function as { name?: string } | undefined)?.name))
    .join(", ");
  const summary: Record<string, unknown> = { ...body, tools };
  if (typeof summary.instructions === "string") summary.instructions = "<system prompt>";
  if (typeof summary.system === "string") summary.system = "<system prompt>";
  const messages = summary.messages as Record<string, unknown>[] | undefined;
  if (messages?.[0]?.role === "system") {
    summary.messages = [{ role: "system", content: "<system prompt>" }, ...messages.slice(1)];
  }
  return cut(summary);
}
