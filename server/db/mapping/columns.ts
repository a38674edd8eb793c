import type { z } from "zod";

/**
 * Helpers shared by the row mappers: epoch ms <-> DateTime, checked enum strings, JSON
 * columns validated on the way back, and partial-update conversion.
 */

/** `value` when it is one of `allowed`; a clear error for a corrupt row otherwise. */
export function member<T extends string>(value: string, allowed: readonly T[], what: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) {
    throw new Error(`stored ${what} "${value}" is not one of ${allowed.join(", ")}`);
  }
  return found;
}

/** Parses a JSON column and validates it with `schema`. */
export function parseJson<T>(text: string, schema: z.ZodType<T>, what: string): T {
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`stored ${what} is malformed: ${result.error.message}`);
  return result.data;
}

/** Parses a JSON column that must hold an object (not an array). */
export function parseObject(text: string, what: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`stored ${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** Epoch ms -> Date. */
export const toDate = (ms: number): Date => new Date(ms);
/** Epoch ms or null -> Date or null. */
export const toDateOrNull = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));
/** Date -> epoch ms. */
export const toMs = (value: Date): number => value.getTime();
/** Date or null -> epoch ms or null. */
export const toMsOrNull = (value: Date | null): number | null =>
  value === null ? null : value.getTime();

/** One converter per key of a patch: returns the column name and the stored value. */
export type PatchConverters<P> = {
  [K in keyof P]-?: (value: Exclude<P[K], undefined>) => [string, unknown];
};

/** Converts the keys present in `patch` (undefined keys are left out, so left untouched). */
export function mapPatch<P extends object>(
  patch: P,
  converters: PatchConverters<P>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(patch) as (keyof P)[]) {
    const value = patch[key];
    if (value === undefined) continue;
    const [column, stored] = converters[key](value as Exclude<P[typeof key], undefined>);
    out[column] = stored;
  }
  return out;
}

/** Converter storing a value as is in `column`. */
export const column =
  (name: string) =>
  (value: unknown): [string, unknown] => [name, value];

/** Converter storing epoch ms (or null) as a DateTime in `column`. */
export const dateColumn =
  (name: string) =>
  (value: number | null): [string, unknown] => [name, toDateOrNull(value)];

/** Converter storing a value as JSON text in `column`. */
export const jsonColumn =
  (name: string) =>
  (value: unknown): [string, unknown] => [name, JSON.stringify(value)];
