import type { IntervalHistogram } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { EVENT_LOOP_DELAY_LINE, eventLoopDelayLine, eventLoopDelayOf } from "./event-loop-delay";

describe("the bench web process's event-loop delay line", () => {
  it("prints the histogram's p50, p99 and max in whole ms (node gives ns)", () => {
    const histogram = {
      percentile: (value: number) => (value === 50 ? 10_100_000 : 41_600_000),
      max: 180_400_000,
    } as unknown as IntervalHistogram;
    expect(eventLoopDelayLine(histogram)).toBe("p50 10 ms, p99 42 ms, max 180 ms");
  });

  it("reads the figures back from the process's output, or n/a when it never printed them", () => {
    const output = `bench web listening on 3292 (in-process)\n${EVENT_LOOP_DELAY_LINE} p50 10 ms, p99 42 ms, max 180 ms\n`;
    expect(eventLoopDelayOf(output)).toBe("p50 10 ms, p99 42 ms, max 180 ms");
    expect(eventLoopDelayOf("bench web listening on 3292 (in-process)\n")).toBe("n/a");
  });
});
