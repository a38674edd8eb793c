import { describe, expect, it } from "vitest";
import type { ModelProvider, ModelRequest } from "../runtime/providers/model-provider";
import { ScriptedProvider } from "../runtime/providers/scripted/scripted-provider";
import { ledgerlineHarness } from "../testing/ledgerline-fixture";
import { expectSameTranscripts, replayFromStore } from "./__fixtures__/replay-comparison";
import { SAMPLE_QUESTION } from "./run-options";

describe("offline replay of the scripted model", () => {
  it("replays the ledgerline escalation to an identical transcript, item for item", async () => {
    const harness = ledgerlineHarness();
    const first = await (await harness.start(SAMPLE_QUESTION, new ScriptedProvider())).done;
    expect(first.status).toBe("succeeded");
    const { run, session, original, replayed } = await replayFromStore(harness.store, first.id);
    expect(session.warnings).toEqual([]);
    expect(run.status).toBe("succeeded");
    expect(run.scenario).toBe(`replay:${first.id}`);
    expect(run.finalAnswer).toBe(first.finalAnswer);
    expectSameTranscripts(original, replayed);
    expect(replayed.exchanges.map((exchange) => exchange.responseBody)).toEqual(
      original.exchanges.map((exchange) => exchange.responseBody),
    );
  });

  it("replays a correction that prevented a call, at the same point", async () => {
    const harness = ledgerlineHarness();
    let sent = false;
    const inner = new ScriptedProvider();
    const provider: ModelProvider = {
      name: inner.name,
      defaultModel: inner.defaultModel,
      async complete(request: ModelRequest) {
        if (!sent && request.agentRole === "child" && request.iteration === 3) {
          sent = true;
          await harness.manager.queueCorrection({
            agentId: request.agentId,
            text: "Also check the sandbox merchants.",
            author: "human:operator",
          });
        }
        return inner.complete(request);
      },
    };
    const first = await (await harness.start(SAMPLE_QUESTION, provider)).done;
    const { session, original, replayed } = await replayFromStore(harness.store, first.id);
    expect(session.warnings).toEqual([]);
    expectSameTranscripts(original, replayed);
    expect(
      replayed.consumptions.map((entry) => [
        entry.sequence,
        entry.iteration,
        entry.preventedCallIds,
      ]),
    ).toEqual([[1, 4, ["sc_3_0"]]]);
  });

  it("replays a contract retry (invalid-once) and a contract failure (always-invalid)", async () => {
    for (const scenario of ["invalid-once", "always-invalid"] as const) {
      const harness = ledgerlineHarness();
      const first = await (
        await harness.start(SAMPLE_QUESTION, new ScriptedProvider({ scenario }), scenario)
      ).done;
      const { session, original, replayed } = await replayFromStore(harness.store, first.id);
      expect(session.warnings).toEqual([]);
      expectSameTranscripts(original, replayed);
    }
  });
});
