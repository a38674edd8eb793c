import type { WindowMark, WindowSampleRecord } from "@/server/runtime/records";
import type { WindowFigures } from "@/server/shared/window-figures";
import { countedReturns } from "./window-figure-sums";

/**
 * The window chart's points (pure): one per model request at x = its request number (the
 * agent's iteration), and each marked sample (a spawn, a return, research starting) between
 * the request it followed and the next one, spread when several share a request — so the
 * axis reads 1, 2, 3… with no repeated labels. Plus the counterfactual: where the parent's
 * window would stand had each child returned its whole transcript instead.
 */

/** One point of the window line. */
export interface WindowPoint {
  /** Position on the axis: the request number, or between two for a mark. */
  x: number;
  tokens: number;
  /** The provider's reported input tokens for a request (null: none, or a mark). */
  providerInputTokens: number | null;
  mark: WindowMark;
  relatedAgentId: string | null;
  iteration: number;
}

/** A point of the "transcript mode" line: at a return, the window with the transcripts. */
export interface CounterfactualPoint {
  x: number;
  tokens: number;
  /** What the transcripts returned so far would have added beyond what was returned. */
  extra: number;
}

/** Marks drawn on the line (the rest are plain points or hidden). */
export const LABELLED_MARKS: readonly WindowMark[] = [
  "before_spawn",
  "after_return",
  "before_research",
];

/**
 * The points of one agent's samples, in order. Request samples (`iteration`) sit at their
 * iteration; marks (a parent's spawns and returns, a child's final `child_peak`) at
 * iteration + 0.3…0.7, spread in recording order.
 */
export function windowPoints(samples: readonly WindowSampleRecord[]): WindowPoint[] {
  const ordered = [...samples].sort((a, b) => a.at - b.at || a.iteration - b.iteration);
  const marksPer = new Map<number, number>();
  for (const sample of ordered) {
    if (sample.mark !== "iteration")
      marksPer.set(sample.iteration, (marksPer.get(sample.iteration) ?? 0) + 1);
  }
  const seen = new Map<number, number>();
  return ordered.map((sample) => {
    let x = sample.iteration;
    if (sample.mark !== "iteration") {
      const count = marksPer.get(sample.iteration) ?? 1;
      const index = seen.get(sample.iteration) ?? 0;
      seen.set(sample.iteration, index + 1);
      const offset = 0.3 + (count === 1 ? 0.2 : (0.4 * index) / (count - 1));
      x = Math.round((sample.iteration + offset) * 1000) / 1000;
    }
    return {
      x,
      tokens: sample.tokens,
      providerInputTokens: sample.mark === "iteration" ? sample.providerInputTokens : null,
      mark: sample.mark,
      relatedAgentId: sample.relatedAgentId,
      iteration: sample.iteration,
    };
  });
}

/** A window chart's x axis: the range drawn and the request numbers labelled on it. */
export interface RequestAxis {
  domain: [number, number];
  ticks: number[];
}

/**
 * The x axis for `points` (pure): from request 1 (0 when a mark comes before any request: a
 * child that ended before its first call) to the last point exactly, with ticks only at the
 * request numbers made, at most `maxTicks` of them, evenly spaced, the first and the last
 * request always among them. The chart passes both with recharts' nice ticks off: left to
 * itself recharts widens a fixed domain to its own round ticks, so a child's peak "after its
 * last call" (N + 0.5) drew the axis to N + 1, with a tick for a request never made.
 */
export function requestAxis(
  points: readonly Pick<WindowPoint, "x" | "mark">[],
  maxTicks = 6,
): RequestAxis {
  const xs = points.map((point) => point.x);
  const start = Math.min(1, Math.floor(Math.min(...xs)));
  const end = Math.max(1, ...xs);
  const lastRequest = Math.max(
    0,
    ...points.filter((point) => point.mark === "iteration").map((point) => point.x),
  );
  const ticks: number[] = [];
  if (lastRequest >= 1) {
    const step = Math.max(1, Math.ceil((lastRequest - 1) / Math.max(1, maxTicks - 1)));
    for (let request = 1; request <= lastRequest; request += step) ticks.push(request);
    const lastTick = ticks[ticks.length - 1]!;
    if (lastTick !== lastRequest) {
      if (lastRequest - lastTick < step / 2) ticks[ticks.length - 1] = lastRequest;
      else ticks.push(lastRequest);
    }
  }
  return { domain: [start, end], ticks };
}

/**
 * The counterfactual (the chart's dashed line): from the first return onward, at every point —
 * each return mark and every later request — the window there plus, for every child returned up
 * to it, what its transcript would have added beyond its debrief (`transcriptTokens −
 * returnTokens`). So it is a line from the first return to the last request, never a lone dot.
 * Children in `failedReturns` (a failure notice, no debrief) are not counted, as in the figures.
 * Empty when no child counts.
 */
export function counterfactualPoints(
  points: readonly WindowPoint[],
  figures: readonly WindowFigures[],
  failedReturns: ReadonlySet<string> = new Set(),
): CounterfactualPoint[] {
  const extraOf = new Map<string, number>();
  for (const figure of countedReturns(figures, failedReturns)) {
    extraOf.set(figure.childAgentId!, figure.transcriptTokens! - figure.returnTokens!);
  }
  if (extraOf.size === 0) return [];
  let extra = 0;
  let started = false;
  const result: CounterfactualPoint[] = [];
  for (const point of points) {
    const added =
      point.mark === "after_return" && point.relatedAgentId !== null
        ? extraOf.get(point.relatedAgentId)
        : undefined;
    if (added !== undefined) {
      extra += added;
      started = true;
    }
    if (!started) continue;
    if (added !== undefined || point.mark === "iteration") {
      result.push({ x: point.x, tokens: point.tokens + extra, extra });
    }
  }
  return result;
}
