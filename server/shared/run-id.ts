/**
 * Run ids as people read and type them. A stored run id is "run_" and 12 characters of a
 * UUID ("run_3515c3a0-9c5"); every page that shows it abbreviated shows the same short form
 * (shortRunId: "3515c3a0"), with the full id in its title, and every field where a person
 * types a run id accepts the full id, the short form or any longer start of the id.
 */

/** The prefix every run id starts with. */
export const RUN_ID_PREFIX = "run_";

/** Characters of a run id shown abbreviated (enough to tell a page of runs apart). */
export const SHORT_RUN_ID_LENGTH = 8;

/** A run's id as pages show it abbreviated: "run_3515c3a0-9c5" → "3515c3a0". */
export function shortRunId(runId: string): string {
  const withoutPrefix =
    runId.startsWith(RUN_ID_PREFIX) && runId.length > RUN_ID_PREFIX.length
      ? runId.slice(RUN_ID_PREFIX.length)
      : runId;
  return withoutPrefix.slice(0, SHORT_RUN_ID_LENGTH);
}

/**
 * The start of a run id that a typed id names: the text itself when it carries the "run_"
 * prefix ("run_3515c3a0"), else the text after the prefix ("3515c3a0" → "run_3515c3a0",
 * "3515c3a0-9c5" → "run_3515c3a0-9c5"). Trimmed; "" for empty text.
 */
export function runIdStart(typed: string): string {
  const trimmed = typed.trim();
  if (trimmed === "") return "";
  return trimmed.startsWith(RUN_ID_PREFIX) ? trimmed : `${RUN_ID_PREFIX}${trimmed}`;
}
