import type { ModelUsage } from "../../records";

/** Usage when the provider reported none (the scripted model, a failed call). */
export const NO_USAGE: Readonly<ModelUsage> = {
  inputTokens: null,
  cachedInputTokens: null,
  outputTokens: null,
  reasoningTokens: null,
};

/** A token count as reported: a non-negative integer, or null for anything else. */
export function tokenCount(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The sum of the counts that are present; null when none is. */
export function sumCounts(...values: unknown[]): number | null {
  const counts = values.map(tokenCount).filter((value): value is number => value !== null);
  return counts.length === 0 ? null : counts.reduce((total, value) => total + value, 0);
}

/**
 * The token count at `path` inside a provider's usage object, or null when any step is missing
 * or not an object, or the value is not a count (tokenCount): a usage block of unexpected shape
 * (a count sent as a string, details as text) costs only the counts, never the response.
 */
export function usageCount(usage: unknown, ...path: readonly string[]): number | null {
  let value: unknown = usage;
  for (const key of path) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return tokenCount(value);
}
