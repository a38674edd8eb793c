import { describe, expect, it } from "vitest";
import type { TranscriptItem } from "../../transcript/transcript-item";
import { o200kTokenCounter, type TokenCounter } from "../../window/token-counter";
import type { ModelRequest } from "../model-provider";
import { ScriptedProvider } from "./scripted-provider";
import { modelledLatencyMs, ScriptedUsageCounter, SCRIPTED_LATENCY_MODEL } from "./scripted-usage";

/** One token per character: the counts can be followed by hand. */
const perCharacter: TokenCounter = { count: (text) => text.length };

const brief = "Which merchants use the sandbox adapter?";

function childRequest(items: TranscriptItem[]): ModelRequest {
  return {
    runId: "run_1",
    agentId: "agent_child",
    agentRole: "child",
    brief,
    systemPrompt: "You research.",
    items,
    tools: [{ name: "search_code", description: "Search", inputJsonSchema: { type: "object" } }],
    toolChoice: { type: "auto" },
    iteration: 1,
    model: "scripted-1",
    signal: new AbortController().signal,
  };
}

const opening: TranscriptItem = {
  id: "item_1",
  agentId: "agent_child",
  sequence: 1,
  iteration: 0,
  createdAt: 0,
  kind: "message",
  role: "user",
  text: brief,
};

describe("the scripted model's usage and latency", () => {
  it("counts the request (prompt, tool definitions, items) and each output with the tokenizer", () => {
    const counter = new ScriptedUsageCounter(perCharacter);
    const request = childRequest([opening]);
    const usage = counter.usage(request, [
      { type: "text", text: "Searching." },
      { type: "tool_call", call: { providerCallId: "c1", name: "search_code", arguments: "{}" } },
    ]);
    const toolJson = JSON.stringify(request.tools[0]);
    expect(usage).toEqual({
      inputTokens: "You research.".length + toolJson.length + `user: ${brief}`.length,
      cachedInputTokens: 0,
      outputTokens: "Searching.".length + "search_code({})".length,
      reasoningTokens: 0,
    });
  });

  it("models latency from the counts: 80 ms to the first token, then prefill and decoding", () => {
    expect(SCRIPTED_LATENCY_MODEL).toEqual({
      firstTokenMs: 80,
      perInputTokenMs: 0.002,
      perOutputTokenMs: 0.25,
    });
    expect(
      modelledLatencyMs({
        inputTokens: 20_000,
        cachedInputTokens: 0,
        outputTokens: 1_000,
        reasoningTokens: 0,
      }),
    ).toBe(80 + 40 + 250);
  });

  it("reports its usage and waits the modelled latency only when asked", async () => {
    const waits: number[] = [];
    const delay = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    const request = childRequest([opening]);
    const modelled = new ScriptedProvider({ modelledLatency: true, delay });
    const response = await modelled.complete(request);
    expect(response.usage.inputTokens).toBe(
      new ScriptedUsageCounter(o200kTokenCounter).usage(request, response.outputs).inputTokens,
    );
    expect(response.usage.outputTokens).toBeGreaterThan(0);
    expect(waits).toEqual([modelledLatencyMs(response.usage)]);

    waits.length = 0;
    await new ScriptedProvider({ delay }).complete(request);
    expect(waits).toEqual([]);
    // The slow scenario keeps its own latency, modelled or not.
    await new ScriptedProvider({ scenario: "slow", modelledLatency: true, delay }).complete(
      request,
    );
    expect(waits).toEqual([2000]);
  });

  it("scales the modelled latency by modelledLatencyScale (at least 1 ms), never a scenario's own", async () => {
    const waits: number[] = [];
    const delay = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    const request = childRequest([opening]);
    const response = await new ScriptedProvider({
      modelledLatency: true,
      modelledLatencyScale: 0.1,
      delay,
    }).complete(request);
    const modelled = modelledLatencyMs(response.usage);
    expect(waits).toEqual([Math.max(1, Math.round(modelled * 0.1))]);
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThan(modelled);

    waits.length = 0;
    await new ScriptedProvider({
      modelledLatency: true,
      modelledLatencyScale: 0.0001,
      delay,
    }).complete(request);
    expect(waits).toEqual([1]);
    waits.length = 0;
    await new ScriptedProvider({
      scenario: "slow",
      modelledLatency: true,
      modelledLatencyScale: 0.1,
      delay,
    }).complete(request);
    expect(waits).toEqual([2000]);
  });

  it("takes the slow scenarios' child latency from slowChildLatencyMs, and no other scenario's", async () => {
    const waits: number[] = [];
    const delay = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    const request = childRequest([opening]);
    for (const scenario of ["slow", "two-children", "auto"] as const) {
      await new ScriptedProvider({ scenario, slowChildLatencyMs: 5000, delay }).complete(request);
    }
    expect(waits).toEqual([5000, 5000]);
    waits.length = 0;
    await new ScriptedProvider({ scenario: "two-children", delay }).complete(request);
    expect(waits).toEqual([3000]);
  });
});
