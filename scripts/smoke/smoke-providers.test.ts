import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createProvider } from "../../server/features/runs/provider-factory";
import { chatCompletionsWire } from "../../server/runtime/providers/chat-completions/__fixtures__/chat-completions-wire";
import { ollamaWire } from "../../server/runtime/providers/ollama/__fixtures__/ollama-wire";
import { openAIResponsesWire } from "../../server/runtime/providers/openai-responses/__fixtures__/openai-responses-wire";
import {
  startFakeApiServer,
  type FakeApiServer,
  type Responder,
} from "../../server/runtime/providers/shared/__fixtures__/fake-api-server";
import type { WireCodec } from "../../server/runtime/providers/shared/__fixtures__/scripted-wire-model";
import { saveSmokeFixture, smokeFixturePath } from "./smoke-fixtures";
import { parseSmokeArguments, planSmoke, SMOKE_USAGE } from "./smoke-plan";
import { smokeRoundTrip } from "./smoke-round-trip";

const plan = (argv: string[], env: Parameters<typeof planSmoke>[1]) => {
  let args: ReturnType<typeof parseSmokeArguments> | Error;
  try {
    args = parseSmokeArguments(argv);
  } catch (error) {
    args = error as Error;
  }
  return planSmoke(args, env);
};

describe("smoke:providers: arguments and refusals", () => {
  it("without --authorize it explains and exits 0, naming what it would call, without a request", () => {
    expect(plan([], { OPENAI_API_KEY: "sk-live" })).toEqual({
      action: "refuse",
      exitCode: 0,
      message: [
        "The provider smoke sends real requests (billed by the provider): one small tool-call round trip per configured provider, saved as fixtures.",
        "Nothing was sent. Run it with --authorize to send them (would call: openai).",
        SMOKE_USAGE,
      ].join("\n"),
    });
    expect(JSON.stringify(plan([], { OPENAI_API_KEY: "sk-live" }))).not.toContain("sk-live");
  });

  it("with --authorize and no provider configured it names each variable and exits 0", () => {
    const refused = plan(["--authorize"], {});
    expect(refused).toMatchObject({ action: "refuse", exitCode: 0 });
    expect(refused.action === "refuse" && refused.message.split("\n")).toEqual([
      "No provider is configured, so nothing was sent:",
      "  openai: set OPENAI_API_KEY to enable",
      "  kimi: set MOONSHOT_API_KEY to enable",
      "  openai-compatible: set OPENAI_COMPATIBLE_BASE_URL and DEBRIEF_MODEL_OPENAI_COMPATIBLE to enable",
      "  ollama: set OLLAMA_BASE_URL (e.g. http://127.0.0.1:11434) to enable",
      "  anthropic: set ANTHROPIC_API_KEY to enable",
      "See .env.example for the variables.",
    ]);
    expect(plan(["--authorize", "--provider", "kimi"], { OPENAI_API_KEY: "k" })).toMatchObject({
      action: "refuse",
      exitCode: 0,
    });
  });

  it("with --authorize it runs every configured provider (or the chosen ones) with its model, never the scripted one", () => {
    const env = { OPENAI_API_KEY: "k", OLLAMA_BASE_URL: "http://127.0.0.1:11434" };
    expect(plan(["--authorize"], env)).toEqual({
      action: "run",
      providers: [
        { name: "openai", model: "gpt-5-mini" },
        { name: "ollama", model: "qwen3" },
      ],
      skipped: [
        "kimi: set MOONSHOT_API_KEY to enable",
        "openai-compatible: set OPENAI_COMPATIBLE_BASE_URL and DEBRIEF_MODEL_OPENAI_COMPATIBLE to enable",
        "anthropic: set ANTHROPIC_API_KEY to enable",
      ],
      save: true,
    });
    expect(
      plan(["--authorize", "--provider", "ollama", "--model", "llama3.2", "--no-save"], env),
    ).toEqual({
      action: "run",
      providers: [{ name: "ollama", model: "llama3.2" }],
      skipped: [],
      save: false,
    });
  });

  it("bad flags refuse with exit code 2 and the usage", () => {
    const cases: [string[], string][] = [
      [["--bogus"], "Unknown option '--bogus'"],
      [["--provider", "scripted"], 'unknown provider "scripted"'],
      [["--model", "x"], "--model needs exactly one --provider"],
      [["extra"], "Unexpected argument 'extra'"],
    ];
    for (const [argv, reason] of cases) {
      const refused = plan(argv, { OPENAI_API_KEY: "k" });
      expect(refused).toMatchObject({ action: "refuse", exitCode: 2 });
      expect(refused.action === "refuse" && refused.message).toContain(reason);
      expect(refused.action === "refuse" && refused.message.endsWith(SMOKE_USAGE)).toBe(true);
    }
  });
});

describe("smoke:providers: the round trip (against the fake API server)", () => {
  let server: FakeApiServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  /** Request 1 → one lookup call; request 2 → an answer, or what `second` replies. */
  const responder =
    (codec: WireCodec, second?: Responder): Responder =>
    (request, index) =>
      index === 0
        ? codec.reply(
            {
              calls: [
                {
                  id: codec.callId("lookup_merchant", 0),
                  name: "lookup_merchant",
                  arguments: { merchant_id: "m_17" },
                },
              ],
            },
            { stream: false },
          )
        : (second?.(request, index) ??
          codec.reply({ text: "m_17 is on API v2." }, { stream: false }));

  it("Responses: the call id goes back byte for byte in the call and its result; the exchanges are saved", async () => {
    server = await startFakeApiServer(responder(openAIResponsesWire));
    const provider = createProvider(
      { provider: "openai", model: "gpt-5-mini" },
      { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${server.url}/v1` },
    );
    const result = await smokeRoundTrip(provider, "gpt-5-mini");
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.checks).toEqual([
      'response 1: call id "call_000"',
      'arguments received: {"merchant_id":"m_17"}',
      "request 2: call and result paired by call_000",
      'response 2: "m_17 is on API v2."',
    ]);
    const second = server.requests[1]!.body!.input as Record<string, unknown>[];
    expect(second.slice(1)).toEqual([
      {
        type: "function_call",
        call_id: "call_000",
        name: "lookup_merchant",
        arguments: '{"merchant_id":"m_17"}',
      },
      {
        type: "function_call_output",
        call_id: "call_000",
        output: "m_17: api_version=v2, region=eu",
      },
    ]);
    const root = mkdtempSync(path.join(tmpdir(), "smoke-"));
    const at = new Date("2026-12-02T10:00:00Z");
    const file = smokeFixturePath(root, "openai", "gpt-5-mini", at);
    expect(path.relative(root, file)).toBe(
      "server/runtime/providers/openai-responses/__fixtures__/smoke/openai-gpt-5-mini-2026-12-02.json",
    );
    saveSmokeFixture(file, result, at);
    const saved = JSON.parse(readFileSync(file, "utf8")) as {
      exchanges: { responseBody: string }[];
    };
    expect(saved.exchanges.map((exchange) => exchange.responseBody)).toEqual(
      result.exchanges.map((exchange) => exchange.responseBody),
    );
    expect(readFileSync(file, "utf8")).not.toContain("sk-test");
  });

  it("Ollama without call ids: one id is assigned once and pairs the result; Kimi ids stay as sent", async () => {
    server = await startFakeApiServer(responder(ollamaWire(false)));
    const ollama = await smokeRoundTrip(
      createProvider({ provider: "ollama", model: "qwen3" }, { OLLAMA_BASE_URL: server.url }),
      "qwen3",
    );
    expect(ollama.ok).toBe(true);
    expect(ollama.checks[0]).toBe("response 1: the call came without an id (one is assigned once)");
    expect(ollama.checks[2]).toMatch(/^request 2: call and result paired by \S+$/);
    await server.close();

    server = await startFakeApiServer(responder(chatCompletionsWire("kimi")));
    const kimi = await smokeRoundTrip(
      createProvider(
        { provider: "kimi", model: "kimi-k2.6" },
        { MOONSHOT_API_KEY: "sk-test", MOONSHOT_BASE_URL: `${server.url}/v1` },
      ),
      "kimi-k2.6",
    );
    expect(kimi.ok).toBe(true);
    expect(kimi.checks[2]).toBe("request 2: call and result paired by functions.lookup_merchant:0");
  });

  it("a provider that refuses the second request fails the smoke with its message", async () => {
    server = await startFakeApiServer(
      responder(openAIResponsesWire, () => ({
        status: 400,
        json: { error: { message: "No tool output found for function call call_000." } },
      })),
    );
    const result = await smokeRoundTrip(
      createProvider(
        { provider: "openai", model: "gpt-5-mini" },
        { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${server.url}/v1` },
      ),
      "gpt-5-mini",
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      "OpenAI Responses HTTP 400: No tool output found for function call call_000.",
    ]);
    expect(result.exchanges.map((exchange) => exchange.httpStatus)).toEqual([200, 400]);
  });
});
