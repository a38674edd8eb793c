import type { FigureSample } from "./window-figures";

/** The most window samples per agent the run page loads with the run (runs.get). */
export const MAX_WINDOW_SAMPLES_PER_AGENT = 300;

/**
 * At most `maxPerAgent` window samples per agent, for a chart: an agent with more keeps every
 * marked sample (spawn, return, research, peak marks), its first and last, its largest, and
 * iteration samples evenly spaced between them; fewer are kept whole. Order is kept. The seed
 * figures (computeWindowFigures) come out the same from the thinned list: they read only
 * marks and each child's largest sample. Client-safe and pure.
 */
export function thinWindowSamples<T extends FigureSample>(
  samples: readonly T[],
  maxPerAgent: number,
): T[] {
  const byAgent = new Map<string, number[]>();
  samples.forEach((sample, index) => {
    const list = byAgent.get(sample.agentId) ?? [];
    list.push(index);
    byAgent.set(sample.agentId, list);
  });
  const kept = new Set<number>();
  for (const indices of byAgent.values()) {
    if (indices.length <= maxPerAgent) {
      for (const index of indices) kept.add(index);
      continue;
    }
    const mine = new Set<number>();
    const plain: number[] = [];
    let largest = indices[0]!;
    for (const index of indices) {
      const sample = samples[index]!;
      if (sample.mark !== "iteration") mine.add(index);
      else plain.push(index);
      if (sample.tokens > samples[largest]!.tokens) largest = index;
    }
    mine.add(largest);
    if (plain.length > 0) {
      mine.add(plain[0]!);
      mine.add(plain.at(-1)!);
    }
    const room = maxPerAgent - mine.size;
    if (room > 0 && plain.length > 0) {
      const step = plain.length / room;
      for (let position = 0; position < plain.length; position += step) {
        mine.add(plain[Math.floor(position)]!);
      }
    }
    for (const index of mine) kept.add(index);
  }
  return samples.filter((_, index) => kept.has(index));
}
