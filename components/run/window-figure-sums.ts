import type { WindowFigures } from "@/server/shared/window-figures";
import { pluralize } from "@/components/ui/plural";

/**
 * The run page's context-window sums (pure), so the figures, the table and the chart's caption
 * read the same numbers. Two different quantities, never to be confused:
 *
 * - a child's **debrief size** (`returnTokens`): the tokens of what the parent received for that
 *   child, rendered on its own. The transcript counterfactual compares the transcript with it.
 * - the parent's **window growth** (`afterReturn − beforeSpawn`): everything the window gained
 *   between a spawn and a return — the spawn call and its brief, the wait calls and their
 *   results, other children's spawns and failure notices — and, when several debriefs arrive in
 *   one wait result, their merged rendering (findings deduplicated), which can be smaller than
 *   the sum of their sizes.
 */

/** The debrief sizes and transcripts of the children whose return counts as a debrief. */
export interface ReturnSums {
  /** How many children are counted (a returned debrief and a counted transcript). */
  children: number;
  /** Sum of the counted children's debrief sizes. */
  debriefTokens: number;
  /** Sum of their transcripts, rendered as the transcript mode would send them. */
  transcriptTokens: number;
  /** What the transcripts would have added beyond the debriefs (`transcript − debrief`). */
  extraTokens: number;
}

/** The group's window: before its first spawn, after its last return, the growth between. */
export interface GroupWindow {
  before: number | null;
  after: number | null;
  /** `after − before`; null until both are known. */
  growth: number | null;
  /** The largest child peak; null when none is known. */
  peak: number | null;
}

/**
 * Children that count for the transcript comparison: a figure with a child, both counts known,
 * and a return that is a debrief (not a failure notice: `failedReturns`).
 */
export function countedReturns(
  figures: readonly WindowFigures[],
  failedReturns: ReadonlySet<string> = new Set(),
): WindowFigures[] {
  return figures.filter(
    (figure) =>
      figure.childAgentId !== null &&
      figure.transcriptTokens !== null &&
      figure.returnTokens !== null &&
      !failedReturns.has(figure.childAgentId),
  );
}

/** The sums over `countedReturns`; null when no child counts. */
export function returnSums(
  figures: readonly WindowFigures[],
  failedReturns: ReadonlySet<string> = new Set(),
): ReturnSums | null {
  const counted = countedReturns(figures, failedReturns);
  if (counted.length === 0) return null;
  const debriefTokens = counted.reduce((sum, figure) => sum + (figure.returnTokens ?? 0), 0);
  const transcriptTokens = counted.reduce((sum, figure) => sum + (figure.transcriptTokens ?? 0), 0);
  return {
    children: counted.length,
    debriefTokens,
    transcriptTokens,
    extraTokens: transcriptTokens - debriefTokens,
  };
}

/** The parent's window around all of `figures`: first spawn, last return, largest peak. */
export function groupWindow(figures: readonly WindowFigures[]): GroupWindow {
  const befores = figures.flatMap((figure) =>
    figure.beforeSpawn === null ? [] : [figure.beforeSpawn],
  );
  const afters = figures.flatMap((figure) =>
    figure.afterReturn === null ? [] : [figure.afterReturn],
  );
  const peaks = figures.flatMap((figure) => (figure.childPeak === null ? [] : [figure.childPeak]));
  const before = befores.length === 0 ? null : Math.min(...befores);
  const after = afters.length === 0 ? null : Math.max(...afters);
  return {
    before,
    after,
    growth: before !== null && after !== null ? after - before : null,
    peak: peaks.length === 0 ? null : Math.max(...peaks),
  };
}

/** The group row's name: "Both together" for two, "All N together" for more. */
export function groupLabel(count: number): string {
  return count === 2 ? "Both together" : `All ${count} together`;
}

/**
 * A child's cell in the table's "Its debrief" column: its debrief size when it counts (a
 * returned debrief), else null — so the column adds up to `returnSums().debriefTokens`.
 */
export function debriefCell(
  figure: WindowFigures,
  failedReturns: ReadonlySet<string> = new Set(),
): number | null {
  return countedReturns([figure], failedReturns).length === 1 ? figure.returnTokens : null;
}

/**
 * The sentence under the figures that names the window growth and what it holds, with the
 * debrief sizes beside it: "The parent's window grew by 1,017 tokens from the spawn to the
 * return: the spawn call and its brief, the wait, and the debrief (884 tokens)." Null for
 * inline research or before any return.
 */
export function growthSentence(
  figures: readonly WindowFigures[],
  failedReturns: ReadonlySet<string> = new Set(),
): string | null {
  const children = figures.filter((figure) => figure.childAgentId !== null);
  if (children.length === 0) return null;
  const { growth } = groupWindow(children);
  if (growth === null) return null;
  const sums = returnSums(children, failedReturns);
  const debriefs = sums?.children ?? 0;
  const others = children.length - debriefs;
  const tokens = (value: number) => pluralize(value, "token");
  if (children.length === 1) {
    const what =
      sums === null
        ? "what the child returned (no debrief)"
        : `the debrief (${tokens(sums.debriefTokens)})`;
    return `The parent's window grew by ${tokens(growth)} from the spawn to the return: the spawn call and its brief, the wait, and ${what}.`;
  }
  const parts = ["the spawn calls and their briefs", "the waits"];
  if (sums !== null) {
    parts.push(
      debriefs === 1
        ? `1 debrief (${tokens(sums.debriefTokens)})`
        : `${debriefs} debriefs (${tokens(sums.debriefTokens)} on their own; debriefs delivered in one wait result are merged, findings deduplicated, so they can add less)`,
    );
  }
  if (others > 0) {
    parts.push(
      `what ${others === 1 ? "1 child" : `${others} children`} without a debrief returned`,
    );
  }
  const last = parts.pop()!;
  return `The parent's window grew by ${tokens(growth)} from the first spawn to the last return: ${parts.join(", ")} and ${last}.`;
}
