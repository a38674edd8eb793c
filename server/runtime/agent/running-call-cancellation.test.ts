import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ModelProvider } from "../providers/model-provider";
import { createOpenAIResponsesProvider } from "../providers/openai-responses/openai-responses-provider";
import type { HttpTransport } from "../providers/shared/http-transport";
import { manualClock } from "../testing/manual-clock";
import { turnHarness } from "../testing/turn-script";
import type { Tool, ToolOutcome } from "../tools/tool";

/**
 * Issue 13, cancellation: a call that was running when its agent was cancelled was recorded
 * `error` ("tool search_code failed: aborted by operator"); it is `cancelled`, like the calls that
 * never started. The model turn is the recorded Responses body with two search_code calls.
 */
const recorded = readFileSync(
  path.join(
    __dirname,
    "../providers/openai-responses/__fixtures__/responses-reasoning-tool-calls.json",
  ),
  "utf8",
);

function recordedTransport(): HttpTransport {
  const replies = [recorded, JSON.stringify({ status: "completed", output: [], usage: null })];
  return {
    post: () =>
      Promise.resolve({
        status: 200,
        text: replies.shift() ?? replies[0]!,
        contentType: "application/json",
        notes: [],
        attempts: 1,
      }),
  };
}

/** A search tool that, on its first call, cancels its agent and ends as the abort makes it end. */
function searchTool(
  cancel: (agentId: string) => void,
  ending: (signal: AbortSignal) => Promise<ToolOutcome>,
): Tool<{ query: string }> & { started: string[] } {
  const started: string[] = [];
  return {
    name: "search_code",
    description: "search",
    inputSchema: z.object({ query: z.string() }),
    effect: "read",
    started,
    async execute(_input, context) {
      started.push(context.callId);
      cancel(context.agentId);
      return ending(context.signal);
    },
  };
}

async function runCancelledWhileToolRuns(ending: (signal: AbortSignal) => Promise<ToolOutcome>) {
  const harness = turnHarness();
  const provider = createOpenAIResponsesProvider({
    baseUrl: "https://api.openai.test/v1",
    apiKey: "sk-test",
    model: "gpt-5-mini",
    settings: { reasoning: true, reasoningEffort: null, stream: false, maxOutputTokens: null },
    transport: recordedTransport(),
  });
  const tool = searchTool(
    (agentId) => harness.manager.cancelAgent(agentId, "aborted by operator"),
    ending,
  );
  const run = await (await harness.start(provider, { parent: [tool] })).done;
  const results = harness.store.items.filter((item) => item.kind === "tool_result");
  return { run, harness, tool, results };
}

describe("cancellation (issue 13)", () => {
  it("a call running when its agent is cancelled is recorded cancelled, not error, whether the tool throws or reports an error", async () => {
    const thrown = await runCancelledWhileToolRuns(
      (signal) =>
        new Promise((_resolve, reject) => {
          const fail = () => reject(new Error("aborted by operator"));
          if (signal.aborted) fail();
          else signal.addEventListener("abort", fail);
        }),
    );
    expect(thrown.tool.started).toEqual(["call_Ab12Cd34"]);
    expect(thrown.harness.store.agents[0]!.status).toBe("cancelled");
    expect(
      thrown.results.map(
        (item) => item.kind === "tool_result" && [item.toolUseId, item.status, item.content],
      ),
    ).toEqual([
      [
        "call_Ab12Cd34",
        "cancelled",
        "cancelled while running: aborted by operator (tool search_code failed: aborted by operator)",
      ],
      ["call_Ef56Gh78", "cancelled", "cancelled before it started: aborted by operator"],
    ]);

    const reported = await runCancelledWhileToolRuns(() =>
      Promise.resolve({ status: "error", content: "search_code was cancelled" }),
    );
    expect(reported.results[0]).toMatchObject({
      toolUseId: "call_Ab12Cd34",
      status: "cancelled",
      content: "cancelled while running: aborted by operator (search_code was cancelled)",
    });
  });

  it("a tool that finishes its work despite the cancellation keeps its real result", async () => {
    const finished = await runCancelledWhileToolRuns(() =>
      Promise.resolve({ status: "ok", content: "3 matches" }),
    );
    expect(finished.results[0]).toMatchObject({
      toolUseId: "call_Ab12Cd34",
      status: "ok",
      content: "3 matches",
    });
    expect(finished.results[1]).toMatchObject({ status: "cancelled" });
  });

  it("a cancel that lands while a model call is being set up (after the loop's last check) aborts that call", async () => {
    // A manual clock: the call's deadline never fires, so only the cancellation can end it.
    const harness = turnHarness({ clock: manualClock() });
    const update = harness.store.updateAgent.bind(harness.store);
    harness.store.updateAgent = async (agentId, patch) => {
      await update(agentId, patch);
      // The phase write is the last step before the call: the operator cancels right there.
      if (patch.activity?.phase === "model_call")
        harness.manager.cancelAgent(agentId, "cancelled by human:op");
    };
    const signals: AbortSignal[] = [];
    const provider: ModelProvider = {
      name: "held",
      defaultModel: "held",
      // Answers only by failing once its signal aborts.
      complete: (request) => {
        signals.push(request.signal);
        return new Promise((_resolve, reject) => {
          const fail = () => reject(new Error("aborted"));
          if (request.signal.aborted) fail();
          else request.signal.addEventListener("abort", fail, { once: true });
        });
      },
    };
    const run = await (await harness.start(provider)).done;
    expect([run.status, run.statusDetail]).toEqual(["cancelled", "cancelled by human:op"]);
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    expect(harness.store.exchanges).toEqual([]); // an abandoned call records no exchange
  });
});
