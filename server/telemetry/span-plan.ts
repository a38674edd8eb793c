/**
 * The spans of one run, planned from its records before any SDK is involved (pure, so the tree
 * and attributes are testable on their own). Each span carries the real recorded times.
 */

/** An attribute value as OpenTelemetry accepts it. */
export type PlannedValue = string | number | boolean | string[] | number[];

/** A span event at a recorded time. */
export interface PlannedEvent {
  name: string;
  /** ms since the epoch. */
  time: number;
  attributes: Record<string, PlannedValue>;
}

/** One span and the spans under it. */
export interface PlannedSpan {
  name: string;
  kind: "internal" | "client";
  /** ms since the epoch. */
  startTime: number;
  endTime: number;
  attributes: Record<string, PlannedValue>;
  events: PlannedEvent[];
  /** Set for a failed operation: the error description. */
  error: string | null;
  children: PlannedSpan[];
}

/** Attributes without the absent ones (null/undefined are left out, never sent as strings). */
export function definedAttributes(
  entries: Record<string, PlannedValue | null | undefined>,
): Record<string, PlannedValue> {
  const attributes: Record<string, PlannedValue> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value !== null && value !== undefined) attributes[key] = value;
  }
  return attributes;
}
