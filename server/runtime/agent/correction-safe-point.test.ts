import { describe, expect, it } from "vitest";
import { manualClock } from "../testing/manual-clock";
import { answerOf, callOf, probeTool, turnHarness, turnProvider } from "../testing/turn-script";

describe("a correction waiting at the safe point", () => {
  it("is consumed without yielding to the event loop first; an iteration without one yields", async () => {
    const clock = manualClock();
    const pendingAtYields: number[] = [];
    let parentId: string | null = null;
    const yieldOnce = clock.yieldToEventLoop!;
    const harness = turnHarness({
      clock: {
        ...clock,
        yieldToEventLoop: () => {
          const parent = parentId === null ? undefined : harness.manager.get(parentId);
          pendingAtYields.push(parent?.inbox.pending.length ?? -1);
          return yieldOnce();
        },
      },
    });
    // The first turn's tool queues a correction for the parent; the second turn answers.
    const probe = probeTool("probe", async () => {
      await harness.manager.queueCorrection({
        agentId: parentId!,
        text: "Also list the sandbox adapter.",
        author: "human:reviewer@debrief.test",
      });
      return { status: "ok", content: "probed" };
    });
    let turn = 0;
    const provider = turnProvider(() =>
      turn++ === 0 ? [callOf("probe-1", "probe", { key: "a" })] : answerOf("done"),
    );
    const started = await harness.start(provider, { parent: [probe] });
    parentId = started.parentAgentId;
    const run = await started.done;

    expect(run).toMatchObject({ status: "succeeded" });
    expect(harness.store.consumptions.map((consumption) => consumption.sequence)).toEqual([1]);
    // Iteration 1 yields (nothing waiting); iteration 2 consumes the correction without yielding.
    expect(pendingAtYields).toEqual([0]);
  });
});
