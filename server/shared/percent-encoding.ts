/**
 * Request paths whose percent-escapes do not decode (`%ZZ`, a cut UTF-8 sequence such as
 * `%E0%A4%A`): Next.js throws while it decodes a dynamic segment of one (`[trpc]`, `[...all]`,
 * `[runId]`) and answered 500; proxy.ts answers 400 before routing instead.
 */

/** True when `path` (as sent, still encoded) holds a percent-escape that does not decode. */
export function hasMalformedPercentEncoding(path: string): boolean {
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The message of the 400 answer to such a path. */
export const MALFORMED_PATH_MESSAGE =
  "malformed percent-encoding in the URL path: every % must start a valid escape of UTF-8 (%XX)";
