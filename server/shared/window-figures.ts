import type { WindowMark } from "./agent-status";

/** What the figures read of an agent and of a window sample (structural parts of the records). */
export interface FigureAgent {
  id: string;
  parentAgentId: string | null;
}
export interface FigureSample {
  agentId: string;
  mark: WindowMark;
  relatedAgentId: string | null;
  tokens: number;
  at: number;
  iteration: number;
}

/** Seed 000's three figures for one parent/child pair (o200k tokens). Null until known. */
export interface WindowFigures {
  parentAgentId: string;
  childAgentId: string;
  beforeSpawn: number | null;
  childPeak: number | null;
  afterReturn: number | null;
}

/**
 * Seed 000's figures for every parent/child pair of a run: the parent's window just before
 * the spawn (its first `before_spawn` mark for the child), the child's peak window (its
 * largest sample), and the parent's window right after the child's return (its last
 * `after_return` mark for the child). Client-safe: the run page recomputes them as live window
 * samples arrive.
 */
export function computeWindowFigures(
  agents: readonly FigureAgent[],
  samples: readonly FigureSample[],
): WindowFigures[] {
  const figures: WindowFigures[] = [];
  for (const child of agents) {
    if (child.parentAgentId === null) continue;
    const parentId = child.parentAgentId;
    const marked = (mark: WindowMark) =>
      samples
        .filter((s) => s.agentId === parentId && s.mark === mark && s.relatedAgentId === child.id)
        .sort((a, b) => a.at - b.at || a.iteration - b.iteration);
    const childTokens = samples.filter((s) => s.agentId === child.id).map((s) => s.tokens);
    figures.push({
      parentAgentId: parentId,
      childAgentId: child.id,
      beforeSpawn: marked("before_spawn")[0]?.tokens ?? null,
      childPeak: childTokens.length === 0 ? null : Math.max(...childTokens),
      afterReturn: marked("after_return").at(-1)?.tokens ?? null,
    });
  }
  return figures;
}
