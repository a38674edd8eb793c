/**
 * Whether the window chart's spawn/return marks can carry their numbered labels ("spawn 1",
 * "return 2") side by side, or need the short ones ("s1", "r2"). A fan-out run draws its four
 * spawns a few pixels apart: at 390 px the long labels were written over each other. Pure.
 */

/** About the width of one character of the marks' 10 px labels, px. */
export const MARK_LABEL_CHAR_PX = 6;

/** Space kept between two neighbouring labels, px. */
const LABEL_GAP_PX = 4;

/**
 * True when the closest two marks are at least one label (the longest of `labels`, in
 * MARK_LABEL_CHAR_PX per character) plus a small gap apart on a plot `plotWidthPx` wide over
 * the x range [firstX, lastX]. Also true when the width is not known yet (before the chart is
 * measured), with fewer than two marks, or with a single x (nothing to crowd).
 */
export function markLabelsFit({
  markXs,
  firstX,
  lastX,
  plotWidthPx,
  labels,
}: {
  markXs: number[];
  firstX: number;
  lastX: number;
  plotWidthPx: number | null;
  labels: string[];
}): boolean {
  if (plotWidthPx === null || markXs.length < 2 || lastX <= firstX) return true;
  const sorted = [...markXs].sort((a, b) => a - b);
  let closest = Infinity;
  for (let i = 1; i < sorted.length; i++) closest = Math.min(closest, sorted[i]! - sorted[i - 1]!);
  const closestPx = (closest / (lastX - firstX)) * plotWidthPx;
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return closestPx >= longest * MARK_LABEL_CHAR_PX + LABEL_GAP_PX;
}

/** The short label of a mark: the kind's first letter and the child's number ("s1", "r3"). */
export function shortMarkLabel(kind: string, childNumber: number): string {
  return `${kind.charAt(0)}${childNumber}`;
}
