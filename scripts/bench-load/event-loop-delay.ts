import type { IntervalHistogram } from "node:perf_hooks";

/** The line the bench web process prints its event-loop delay on when it stops. */
export const EVENT_LOOP_DELAY_LINE = "bench web event-loop delay:";

/**
 * "p50 3 ms, p99 41 ms, max 180 ms": how late the event loop ran over the whole process
 * (node's histogram is in ns; monitorEventLoopDelay, resolution 10 ms, so values under ~10 ms
 * read as the resolution).
 */
export function eventLoopDelayLine(histogram: IntervalHistogram): string {
  const ms = (ns: number) => `${Math.round(ns / 1e6)} ms`;
  return `p50 ${ms(histogram.percentile(50))}, p99 ${ms(histogram.percentile(99))}, max ${ms(histogram.max)}`;
}

/** The figures a stopped web process printed (see EVENT_LOOP_DELAY_LINE), or "n/a". */
export function eventLoopDelayOf(output: string): string {
  const line = output.split("\n").find((text) => text.startsWith(EVENT_LOOP_DELAY_LINE));
  return line === undefined ? "n/a" : line.slice(EVENT_LOOP_DELAY_LINE.length).trim();
}
