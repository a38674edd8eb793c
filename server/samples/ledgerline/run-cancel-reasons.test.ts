import { describe, expect, it } from "vitest";
import { SampleScriptedProvider } from "../scripted-samples";
import { ledgerlineHarness } from "../../testing/ledgerline-fixture";
import { SAMPLE_QUESTION } from "./sample-question";
import type { ModelProvider, ModelRequest } from "../../runtime/providers/model-provider";
import { whenPhase } from "../../runtime/testing/agent-phase";

const NO_LATENCY = { parent: 0, child: 0 };

/**
 * A run a person cancelled: each agent records that person's reason. A child still winding
 * down as the parent ended showed "the parent agent finished" (completeRun's later cancel
 * replaced the person's reason) although nobody's answer finished the run.
 */
describe("two-children with the whole run cancelled", () => {
  it("an agent keeps the first reason it was cancelled for: the parent's ending does not overwrite the person's", async () => {
    const harness = ledgerlineHarness();
    const inner = new SampleScriptedProvider({ scenario: "two-children", latencyMs: NO_LATENCY });
    // Both children's model calls end only when they are cancelled.
    const provider: ModelProvider = {
      name: inner.name,
      defaultModel: inner.defaultModel,
      async complete(request: ModelRequest) {
        const agent = harness.store.agents.find((candidate) => candidate.id === request.agentId);
        if (agent?.role === "child")
          await new Promise((_resolve, reject) =>
            request.signal.addEventListener("abort", () => reject(new Error("aborted"))),
          );
        return inner.complete(request);
      },
    };
    const handle = await harness.start(SAMPLE_QUESTION, provider);
    void whenPhase(harness.store, "waiting_for_agents").then(() => {
      harness.manager.cancelRun(handle.runId, "run cancelled by Olga");
      // What the run's ending sends its agents still winding down (completeRun), before they
      // stored their ending: a later reason, which must not replace the person's.
      for (const agent of harness.store.agents)
        harness.manager.cancelAgent(agent.id, "the parent agent finished");
    });
    const run = await handle.done;
    expect(run.status).toBe("cancelled");
    expect(
      harness.store.agents.map((agent) => [agent.name, agent.status, agent.statusDetail]),
    ).toEqual([
      ["parent", "cancelled", "run cancelled by Olga"],
      ["direct-researcher", "cancelled", "run cancelled by Olga"],
      ["fallback-researcher", "cancelled", "run cancelled by Olga"],
    ]);
  });
});
