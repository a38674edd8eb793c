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
/** What the figures read of a child's return record. */
export interface FigureReturn {
  agentId: string;
  /** Tokens of what the parent received for the return (the rendered debrief or text). */
  renderedTokens?: number;
  transcriptTokens?: number | null;
}

/** Seed 000's three figures for one parent/child pair (o200k tokens). Null until known. */
export interface WindowFigures {
  parentAgentId: string;
  /** The child; null for the inline mode's research, which the parent did in its own window. */
  childAgentId: string | null;
  /** The parent's window at the spawn (inline: at its first research call). */
  beforeSpawn: number | null;
  /** The child's largest window; null for inline research (no child). */
  childPeak: number | null;
  /** The parent's window after the return (inline: after its last research result). */
  afterReturn: number | null;
  /**
   * What returning the child's whole transcript would have added to the parent: the transcript
   * rendered as the transcript mode sends it, counted when the child returned. Null when not
   * counted (no return yet, inline research).
   */
  transcriptTokens: number | null;
  /**
   * What this child's own return put into the parent's window: the tokens of what the parent
   * received for it (its rendered debrief, or its text in the summary and transcript modes).
   * Several children returning in one result share the parent's `afterReturn`; this is each
   * one's own share. Null until it returned (and for inline research).
   */
  returnTokens: number | null;
}

/**
 * Seed 000's figures for every parent/child pair of a run: the parent's window just before
 * the spawn (its first `before_spawn` mark for the child), the child's peak window (its
 * largest sample), the parent's window right after the child's return (its last
 * `after_return` mark for the child), and from the child's return record (`returns`, latest
 * per child) its transcript size and the tokens the parent received for it. A parent that researched inline gets one row with no child:
 * its first `before_research` and last `after_research` marks. Client-safe: the run page
 * recomputes them as live window samples arrive.
 */
export function computeWindowFigures(
  agents: readonly FigureAgent[],
  samples: readonly FigureSample[],
  returns: readonly FigureReturn[] = [],
): WindowFigures[] {
  const ordered = [...samples].sort((a, b) => a.at - b.at || a.iteration - b.iteration);
  const marked = (agentId: string, mark: WindowMark, related: string | null) =>
    ordered.filter((s) => s.agentId === agentId && s.mark === mark && s.relatedAgentId === related);
  const figures: WindowFigures[] = [];
  for (const agent of agents) {
    const researched = marked(agent.id, "before_research", null);
    if (researched.length > 0) {
      figures.push({
        parentAgentId: agent.id,
        childAgentId: null,
        beforeSpawn: researched[0]?.tokens ?? null,
        childPeak: null,
        afterReturn: marked(agent.id, "after_research", null).at(-1)?.tokens ?? null,
        transcriptTokens: null,
        returnTokens: null,
      });
    }
    if (agent.parentAgentId === null) continue;
    const parentId = agent.parentAgentId;
    const childTokens = samples.filter((s) => s.agentId === agent.id).map((s) => s.tokens);
    const returned = returns.filter((d) => d.agentId === agent.id).at(-1);
    figures.push({
      parentAgentId: parentId,
      childAgentId: agent.id,
      beforeSpawn: marked(parentId, "before_spawn", agent.id)[0]?.tokens ?? null,
      childPeak: childTokens.length === 0 ? null : Math.max(...childTokens),
      afterReturn: marked(parentId, "after_return", agent.id).at(-1)?.tokens ?? null,
      transcriptTokens: returned?.transcriptTokens ?? null,
      returnTokens: returned?.renderedTokens ?? null,
    });
  }
  return figures;
}
