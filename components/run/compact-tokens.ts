/** A token count for an axis: 950 → "950", 21,600 → "22k", 1,250 → "1.3k", 1,000,000 → "1M". */
export function compactTokens(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 1_000_000)
    return `${+(value / 1_000_000).toFixed(magnitude >= 10_000_000 ? 0 : 1)}M`;
  if (magnitude >= 1_000) return `${+(value / 1_000).toFixed(magnitude >= 10_000 ? 0 : 1)}k`;
  return String(value);
}
