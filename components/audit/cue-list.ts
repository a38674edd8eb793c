/**
 * A claim's cue words as one line (pure): each distinct word once, in first-seen order, with
 * how many times it occurs when more than once — “Not searched” ×7, not “Not searched”,
 * “Not searched” ×6.
 */
export function cueList(words: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .map(([word, count]) => (count > 1 ? `“${word}” ×${count}` : `“${word}”`))
    .join(", ");
}
