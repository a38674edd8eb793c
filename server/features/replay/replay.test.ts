import { describe, expect, it } from "vitest";
import { anthropicWire } from "../../runtime/providers/anthropic/__fixtures__/anthropic-wire";
import { openAIResponsesWire } from "../../runtime/providers/openai-responses/__fixtures__/openai-responses-wire";
import { SampleScriptedProvider as ScriptedProvider } from "../../samples/scripted-samples";
import { correctedAtChildIteration3, ledgerlineHarness } from "../../testing/ledgerline-fixture";
import { cancelChildAtFirstTool, runOnFakeApi } from "../../testing/provider-setup";
import { expectSameTranscripts, replayFromStore } from "../../testing/replay-comparison";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";
import { workspaceTools } from "../../runtime/tools/workspace/workspace-tools";
import { resolveContextWindow } from "../../runtime/window/context-windows";

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

  it("replays a run recorded before the answer contract as it ran: no final_answer, a text answer", async () => {
    const harness = ledgerlineHarness();
    const first = await (
      await harness.start(SAMPLE_QUESTION, new ScriptedProvider(), null, {
        returnMode: "contract",
        parentFinish: "text",
      })
    ).done;
    expect([first.status, first.statusDetail]).toEqual(["succeeded", "final answer"]);
    const { run, session, original, replayed } = await replayFromStore(harness.store, first.id);
    expect(session.warnings).toEqual([]);
    expect([run.status, run.statusDetail, run.finalAnswer]).toEqual([
      "succeeded",
      "final answer",
      first.finalAnswer,
    ]);
    // Replayed with final_answer forced, the recorded text turn would be a failed attempt (a
    // notice the recording lacks) and the replay would run out of recorded exchanges.
    expectSameTranscripts(original, replayed);
    expect(
      original.transcripts[original.agents[0]!.id]!.some(
        (item) => item.kind === "tool_call" && item.name === "final_answer",
      ),
    ).toBe(false);
  });

  it("replays a correction that prevented a call, at the same point", async () => {
    const harness = ledgerlineHarness();
    const provider = correctedAtChildIteration3(harness.manager, new ScriptedProvider());
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

  it("replays a run that compacted (a small context size) with the same compactions", async () => {
    const harness = ledgerlineHarness();
    const first = await (
      await harness.manager.startRun({
        runId: "run_compacted",
        question: SAMPLE_QUESTION,
        workspaceId: "ledgerline",
        workspace: harness.workspace,
        provider: new ScriptedProvider({ scenario: "fan-out" }),
        returnMode: "contract",
        scenario: "fan-out",
        workspaceTools,
        contextWindow: resolveContextWindow({
          provider: "scripted",
          model: "scripted-1",
          runTokens: 8000,
        }),
      })
    ).done;
    expect(first.status).toBe("succeeded");
    const { session, original, replayed } = await replayFromStore(harness.store, first.id);
    expect(session.warnings).toEqual([]);
    expectSameTranscripts(original, replayed);
    const compactions = (run: typeof original) =>
      Object.values(run.transcripts)
        .flat()
        .filter((item) => item.kind === "compaction").length;
    expect(compactions(original)).toBeGreaterThan(0);
    expect(compactions(replayed)).toBe(compactions(original));
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

describe("offline replay of real-API runs that ended badly", () => {
  it("a run that ended on a provider error replays to the same truthful failure", async () => {
    const result = await runOnFakeApi({
      provider: "anthropic",
      codec: anthropicWire,
      parent: (n) =>
        n === 2
          ? {
              reply: {
                status: 529,
                json: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
              },
            }
          : null,
    });
    expect(result.run.status).toBe("failed");
    const { run, session, original, replayed } = await replayFromStore(
      result.harness.store,
      result.run.id,
    );
    expect(session.warnings).toEqual([]);
    expect(run.statusDetail).toBe(result.run.statusDetail);
    expectSameTranscripts(original, replayed);
  });

  it("a call its agent's cancellation ended while it ran replays as the same cancelled result", async () => {
    const result = await runOnFakeApi({
      provider: "openai",
      codec: openAIResponsesWire,
      child: (n, decoded) =>
        n === 1
          ? {
              calls: [
                {
                  id: openAIResponsesWire.callId("search_code", decoded.callCount),
                  name: "search_code",
                  arguments: { query: "API_VERSION" },
                },
              ],
            }
          : null,
      onExecute: cancelChildAtFirstTool(),
    });
    const child = result.harness.store.agents.find((agent) => agent.role === "child")!;
    expect(result.transcript("child").at(-1)).toMatchObject({
      status: "cancelled",
      content: "cancelled while running: operator stopped the child (search_code was cancelled)",
    });
    const { session, original, replayed } = await replayFromStore(
      result.harness.store,
      result.run.id,
    );
    expect(session.warnings).toEqual([]);
    expectSameTranscripts(original, replayed);
    expect(replayed.agents.find((agent) => agent.role === "child")?.statusDetail).toBe(
      child.statusDetail,
    );
  });

  it("a child cancelled because its parent finished early is cancelled at the same point on replay", async () => {
    // The parent answers once the child's second model call is in flight; that call is never
    // answered, so only the parent's finishing (which cancels the child) can end it.
    let childCalling: () => void = () => undefined;
    const childCalled = new Promise<void>((resolve) => (childCalling = resolve));
    const result = await runOnFakeApi({
      provider: "openai",
      codec: openAIResponsesWire,
      parent: async (n, decoded) => {
        if (n !== 2) return null;
        await childCalled;
        return {
          calls: [
            {
              id: openAIResponsesWire.callId("final_answer", decoded.callCount),
              name: "final_answer",
              arguments: {
                claims: [
                  {
                    text: "Answering before the researcher is done.",
                    rests_on: [],
                    carries: [],
                    stated_as: "qualified",
                  },
                ],
              },
            },
          ],
        };
      },
      child: (n) => {
        if (n !== 2) return null;
        childCalling();
        return new Promise<null>(() => undefined);
      },
    });
    const child = result.harness.store.agents.find((agent) => agent.role === "child")!;
    expect([child.status, child.statusDetail]).toEqual(["cancelled", "the parent agent finished"]);
    const { session, original, replayed } = await replayFromStore(
      result.harness.store,
      result.run.id,
    );
    expect(session.warnings).toEqual([]);
    expectSameTranscripts(original, replayed);
    expect(replayed.transcripts[replayed.agents[1]!.id]!.length).toBe(3);
  });
});
