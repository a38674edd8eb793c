import { describe, expect, it } from "vitest";
import type { ModelProvider, ModelRequest } from "../../runtime/providers/model-provider";
import { ledgerlineHarness } from "../../testing/ledgerline-fixture";
import { SampleScriptedProvider } from "../scripted-samples";
import { SAMPLE_QUESTION } from "./sample-question";

/**
 * The two-children scenario's latencies (issue 12): the direct researcher, the child a person
 * cancels, is the slow one (TWO_CHILDREN_DIRECT_LATENCY_FACTOR times the child latency per
 * call), so a cancel never races its end; the fallback researcher keeps the set latency.
 */
describe("two-children latencies", () => {
  it("makes the direct researcher the slow child: four times the child latency per call, the fallback researcher once", async () => {
    const waits: { brief: string; ms: number }[] = [];
    // Each agent's calls carry its own abort signal: the delay learns whose call it is from it.
    const briefs = new Map<AbortSignal, string>();
    const provider = new SampleScriptedProvider({
      scenario: "two-children",
      slowChildLatencyMs: 1000,
      delay: (ms, signal) => {
        waits.push({ brief: briefs.get(signal) ?? "unknown", ms });
        return Promise.resolve();
      },
    });
    const harness = ledgerlineHarness();
    const recording: ModelProvider = {
      name: provider.name,
      defaultModel: provider.defaultModel,
      complete(request: ModelRequest) {
        const brief = request.agentRole === "parent" ? "parent" : request.brief.split(":")[0]!;
        briefs.set(request.signal, brief);
        return provider.complete(request);
      },
    };
    const run = await (await harness.start(SAMPLE_QUESTION, recording)).done;
    expect(run.status).toBe("succeeded");
    const by = (brief: string) =>
      waits.filter((wait) => wait.brief === brief).map((wait) => wait.ms);
    expect(by("Direct merchants")).toEqual([4000, 4000, 4000, 4000]);
    expect(by("Fallback path").length).toBeGreaterThan(0);
    expect(new Set(by("Fallback path"))).toEqual(new Set([1000]));
    expect(new Set(by("parent"))).toEqual(new Set([50]));
  });
});
