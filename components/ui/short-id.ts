/**
 * Ids as people read them. Stored ids carry their kind as a prefix ("run_8f76a1b2c3d4",
 * "correction_5e0…"); where the kind is already shown (a "run" label, a kind badge) the prefix
 * only repeats it.
 */

/**
 * The id without its kind prefix when that prefix names `kind` ("run_8f76…" of kind "run" →
 * "8f76…"; "flag_x" of kind "audit-flag" → "x": the prefix may be the kind's last word); any
 * other id unchanged (an email, an id of another shape).
 */
export function idWithoutKind(kind: string, id: string): string {
  const words = kind.toLowerCase().split(/[-_\s]+/);
  const prefixes = [words.join("_"), words.at(-1) ?? ""].filter((prefix) => prefix !== "");
  for (const prefix of prefixes) {
    if (id.toLowerCase().startsWith(`${prefix}_`) && id.length > prefix.length + 1)
      return id.slice(prefix.length + 1);
  }
  return id;
}

/** A run's id as every page shows it abbreviated ("run_3515c3a0-9c5" → "3515c3a0"). */
export { shortRunId } from "@/server/shared/run-id";
