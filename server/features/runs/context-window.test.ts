import { describe, expect, it } from "vitest";
import {
  DEFAULT_COMPACTION_MARGIN,
  knownContextTokens,
  resolveContextWindow,
} from "../../runtime/window/context-windows";
import { createTestServices, testActor } from "../../testing/test-services";
import { contextWindowForRun } from "./context-window-settings";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { startRunInputSchema, type StartRunRequest } from "../../shared/run-inputs";
import { startRun as startParsedRun } from "./run-service";

/** Starts a run as the router does: the request parsed once, then the service. */
function startRun(services: Parameters<typeof startParsedRun>[0], request: StartRunRequest) {
  return startParsedRun(services, startRunInputSchema.parse(request), testActor);
}

describe("context sizes (issue 13)", () => {
  it("a long scripted run with a small context size compacts, and every request stays under the limit", async () => {
    const { services } = await createTestServices();
    const started = await startRun(services, {
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      scenario: "fan-out",
      contextTokens: 8000,
      // The sample history alone (~21k tokens) would not fit 8000; this is about compaction.
      history: "none",
    });
    await started.done;
    await services.store.flush();
    const detail = await services.runRepository.getRunDetail(started.runId);
    expect(detail.run.status).toBe("succeeded");
    expect(detail.agents).toHaveLength(5);
    for (const agent of detail.agents) {
      expect(agent.budget).toMatchObject({ contextTokens: 8000, maxWindowTokens: 6400 });
      expect(agent.status).toBe("succeeded");
    }
    const items = Object.values(detail.transcripts).flat();
    const compactions = items.filter((item) => item.kind === "compaction");
    expect(compactions.length).toBeGreaterThan(0);
    const requests = detail.windowSamples.filter((sample) => sample.mark === "iteration");
    expect(requests.length).toBeGreaterThanOrEqual(15);
    for (const request of requests) expect(request.tokens).toBeLessThanOrEqual(6400);
    // Without compaction the same run sends more than the 6400-token threshold.
    const unlimited = await startRun(services, {
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      scenario: "fan-out",
      history: "none",
    });
    await unlimited.done;
    await services.store.flush();
    const baseline = await services.runRepository.getRunDetail(unlimited.runId);
    const peak = Math.max(...baseline.windowSamples.map((sample) => sample.tokens));
    expect(peak).toBeGreaterThan(6400);
    expect(baseline.agents[0]!.budget).toMatchObject({
      contextTokens: 128_000,
      maxWindowTokens: 102_400,
    });
  });

  it("the runtime enforces a tiny window on every model call: an agent whose request would not fit even after compaction fails with the figures, and no request ever passes the window", async () => {
    const { services } = await createTestServices();
    const run = async (contextTokens: number) => {
      const started = await startRun(services, {
        question: SAMPLE_QUESTION,
        workspaceId: "ledgerline",
        contextTokens,
        history: "none",
      });
      await started.done;
      await services.store.flush();
      return services.runRepository.getRunDetail(started.runId);
    };
    // 1,024 tokens: the parent's system prompt, tools and question alone (1,164) do not fit.
    const tiny = await run(1024);
    expect([tiny.run.status, tiny.agents.length]).toEqual(["failed", 1]);
    expect(tiny.agents[0]!.status).toBe("failed");
    expect(tiny.agents[0]!.statusDetail).toBe(
      "context window exceeded: the next request needs 1164 tokens (1150 of them the system prompt and tool definitions), more than the 1024-token context window even after compaction; the model was not called",
    );
    expect(tiny.exchanges).toEqual([]);
    expect(tiny.windowSamples).toEqual([]);
    // 2,048 tokens: the child's first tool results fill it (nothing older to compact); it fails
    // before its third call, the parent is told why and answers without evidence.
    const small = await run(2048);
    const child = small.agents.find((agent) => agent.role === "child")!;
    const parent = small.agents.find((agent) => agent.role === "parent")!;
    const childReason =
      "context window exceeded: the next request needs 2157 tokens (1319 of them the system prompt and tool definitions), more than the 2048-token context window even after compaction; the model was not called";
    expect([child.status, child.statusDetail]).toEqual(["failed", childReason]);
    expect(small.exchanges.filter((exchange) => exchange.agentId === child.id)).toHaveLength(2);
    const waited = small.transcripts[parent.id]!.find(
      (item) => item.kind === "tool_result" && item.toolName === "wait_for_agents",
    );
    expect(waited?.kind === "tool_result" && waited.content).toContain(
      `- ${child.id} (researcher): failed (${childReason})`,
    );
    expect([small.run.status, small.run.outcome]).toEqual([
      "succeeded",
      "answered_without_evidence",
    ]);
    const requests = small.windowSamples.filter((sample) => sample.mark === "iteration");
    expect(
      requests.filter((sample) => sample.agentId === child.id).map((sample) => sample.tokens),
    ).toEqual([1333, 1745]);
    for (const request of requests) expect(request.tokens).toBeLessThanOrEqual(2048);
  });

  it("the size comes from the run, then the provider's variable, Ollama's num_ctx, DEBRIEF_CONTEXT_TOKENS, the model table, the provider default", () => {
    const choose = (
      provider: Parameters<typeof contextWindowForRun>[0]["provider"],
      model: string,
      env: Parameters<typeof contextWindowForRun>[1],
      contextTokens?: number,
    ) => {
      const window = contextWindowForRun({ provider, model, contextTokens }, env);
      return [window.tokens, window.compactAtTokens, window.source];
    };
    const env = {
      DEBRIEF_CONTEXT_TOKENS: 50_000,
      DEBRIEF_CONTEXT_TOKENS_KIMI: 100_000,
      DEBRIEF_OLLAMA_NUM_CTX: 16_384,
    };
    expect(choose("kimi", "kimi-k2.6", env, 20_000)).toEqual([20_000, 16_000, "run"]);
    expect(choose("kimi", "kimi-k2.6", env)).toEqual([100_000, 80_000, "provider environment"]);
    expect(choose("ollama", "qwen3", env)).toEqual([16_384, 13_107, "ollama num_ctx"]);
    expect(choose("openai", "gpt-5-mini", env)).toEqual([50_000, 40_000, "environment"]);
    expect(choose("openai", "gpt-5-mini", {})).toEqual([272_000, 217_600, "model table"]);
    expect(choose("ollama", "qwen3", {})).toEqual([4_096, 3_276, "provider default"]);
    expect(choose("openai-compatible", "my-model", {})).toEqual([
      32_768,
      26_214,
      "provider default",
    ]);
    expect(choose("anthropic", "claude-sonnet-4-5", { DEBRIEF_COMPACTION_MARGIN: 0.5 })).toEqual([
      200_000,
      100_000,
      "model table",
    ]);
    expect(DEFAULT_COMPACTION_MARGIN).toBe(0.2);
  });

  it("the model table knows the common models, with or without an OpenRouter vendor prefix", () => {
    expect(
      [
        "gpt-5-mini",
        "gpt-5-chat-latest",
        "gpt-4.1-mini",
        "o4-mini",
        "kimi-k2-0711-preview",
        "kimi-k2-thinking",
        "moonshot-v1-32k",
        "anthropic/claude-sonnet-4.5",
        "google/gemini-2.5-flash",
        "scripted-1",
        "my-own-model",
      ].map(knownContextTokens),
    ).toEqual([
      272_000,
      128_000,
      1_047_576,
      200_000,
      131_072,
      262_144,
      32_768,
      200_000,
      1_048_576,
      128_000,
      null,
    ]);
  });

  it("bad sizes and margins are refused with the reason, before a run starts", async () => {
    expect(() =>
      resolveContextWindow({ provider: "openai", model: "gpt-5", runTokens: 0 }),
    ).toThrow("a context size must be a positive integer, got 0 (run)");
    expect(() => resolveContextWindow({ provider: "openai", model: "gpt-5", margin: 1 })).toThrow(
      "compaction margin must be at least 0 and below 1, got 1",
    );
    const { services, caller } = await createTestServices();
    const before = await services.prisma.run.count();
    await expect(
      caller.runs.start({ question: "q", workspaceId: "ledgerline", contextTokens: 100 }),
    ).rejects.toThrow("contextTokens must be at least 1,024");
    await expect(
      caller.runs.start({ question: "q", workspaceId: "ledgerline", contextTokens: 2048.5 }),
    ).rejects.toThrow("contextTokens must be a whole number of tokens");
    // A window the escalation history alone would fill: no request of the parent could fit.
    await expect(
      caller.runs.start({
        question: "q",
        workspaceId: "ledgerline",
        history: "sample",
        contextTokens: 1024,
      }),
    ).rejects.toThrow(
      /^the context window of 1024 tokens is too small for this run: its escalation history \(.+\) alone is \d+ tokens, and compaction starts at \d+; give a larger contextTokens or start without the history$/,
    );
    expect(await services.prisma.run.count()).toBe(before);
  });
});
