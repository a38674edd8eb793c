import { describe, expect, it } from "vitest";
import { inCreationOrder } from "../../runtime/replay/recorded-run";
import { testServicesForFile, waitForRun } from "../../testing/test-services";
import { comparable } from "../../testing/replay-comparison";
import { expectTrpcError } from "../../testing/trpc-errors";
import { SAMPLE_QUESTION } from "../../samples/ledgerline/sample-question";

const setup = testServicesForFile();

describe("replay.start against a real SQLite file", () => {
  it("replays a stored run offline into a new run with an identical transcript", async () => {
    const { runId } = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
    });
    const original = await waitForRun(setup.caller, runId);
    expect(original.run.status).toBe("succeeded");

    const replay = await setup.caller.replay.start({ runId });
    expect(replay.runId).not.toBe(runId);
    const copy = await waitForRun(setup.caller, replay.runId);
    expect(copy.run).toMatchObject({
      status: "succeeded",
      scenario: `replay:${runId}`,
      providerName: "scripted",
      model: original.run.model,
      finalAnswer: original.run.finalAnswer,
    });
    const before = inCreationOrder(original.agents, original.transcripts);
    const after = inCreationOrder(copy.agents, copy.transcripts);
    expect(after.map((agent) => agent.role)).toEqual(before.map((agent) => agent.role));
    before.forEach((agent, index) => {
      expect(copy.transcripts[after[index]!.id]!.map(comparable)).toEqual(
        original.transcripts[agent.id]!.map(comparable),
      );
    });
    // The replayed parent keeps its spawn and return marks, so its window figures match.
    const marks = (detail: typeof copy) =>
      detail.windowSamples
        .filter((sample) => sample.mark !== "iteration")
        .map((sample) => [sample.mark, sample.tokens]);
    expect(marks(copy)).toEqual(marks(original));
    expect(marks(copy).map(([mark]) => mark)).toContain("after_return");
    const figures = (detail: typeof copy) =>
      detail.windowFigures.map(({ beforeSpawn, childPeak, afterReturn }) => ({
        beforeSpawn,
        childPeak,
        afterReturn,
      }));
    expect(figures(copy)).toEqual(figures(original));
    expect(figures(copy)[0]!.afterReturn).not.toBeNull();
    const calls = (detail: typeof copy) =>
      Object.values(detail.modelCallCounts).reduce((sum, count) => sum + count.calls, 0);
    expect(calls(copy)).toBe(calls(original));
    expect(copy.debriefs.map((debrief) => debrief.result)).toEqual(
      original.debriefs.map((debrief) => ({
        ...debrief.result,
        transcript_ref: `transcript:${after[1]!.id}`,
      })),
    );
  });

  it("refuses an unknown run and a run still in flight", async () => {
    await expectTrpcError(
      setup.caller.replay.start({ runId: "run_missing" }),
      "NOT_FOUND",
      "run run_missing does not exist",
    );
    // The slow scenario's model calls wait on the services' manual clock, which no one
    // advances: the run stays in flight until it is cancelled.
    const { runId } = await setup.caller.runs.start({
      question: SAMPLE_QUESTION,
      workspaceId: "ledgerline",
      scenario: "slow",
    });
    // Queued until the in-process queue has claimed it, then running: refused either way.
    await expectTrpcError(
      setup.caller.replay.start({ runId }),
      "CONFLICT",
      new RegExp(
        `^Run ${runId} is still (queued|running): only a finished run can be replayed; wait for it to end, or cancel it, then replay it$`,
      ),
    );
    await setup.caller.runs.cancel({ runId });
    expect((await waitForRun(setup.caller, runId)).run.status).toBe("cancelled");
  });
});
