import type { BetterAuthOptions } from "better-auth";
import { z } from "zod";

/**
 * Where a client's address may be read from, for Better Auth's per-address sign-in limit and
 * the address stored with a session. Only a proxy in front of Debrief can vouch for an address:
 * without one, any header (X-Forwarded-For included) is whatever the client chose to send, so
 * one client could rotate it past the limit, or send a colleague's address and lock them out.
 */
export interface ClientAddressSettings {
  /** Headers the proxy sets (replacing any client value), read in order; lower case. */
  headers: string[];
  /** The proxies' own addresses or CIDR ranges, skipped when a header holds a chain. */
  trustedProxies: string[];
}

/** The header DEBRIEF_TRUSTED_PROXY=1 trusts. */
export const DEFAULT_CLIENT_ADDRESS_HEADER = "x-forwarded-for";

/** One proxy: an address or a range. */
const IP_OR_RANGE = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** A header name as HTTP defines one (a token), lower case. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/**
 * DEBRIEF_TRUSTED_PROXY read: unset, "0" or "false" → no proxy (null); "1" or "true" →
 * X-Forwarded-For; otherwise a comma-separated list of header names. Returns the list, or an
 * error message naming the first bad entry.
 */
export function parseTrustedProxyHeaders(value: string): string[] | null | { error: string } {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "0" || text === "false") return null;
  if (text === "1" || text === "true") return [DEFAULT_CLIENT_ADDRESS_HEADER];
  const names = text.split(",").map((name) => name.trim());
  const bad = names.find((name) => !HEADER_NAME.test(name));
  if (bad !== undefined) {
    return {
      error: `"${bad}" is not a header name; use 1 (X-Forwarded-For) or header names separated by commas, such as cf-connecting-ip`,
    };
  }
  return names;
}

/**
 * Better Auth's `advanced.ipAddress` for these settings: the trusted headers (and proxies)
 * behind a proxy; with no proxy, address tracking off, so Better Auth's per-address limit
 * keys on nothing a client sends (it then limits no path by address: password attempts stay
 * limited per account by sign-in-attempts.ts).
 */
export function betterAuthIpAddressOptions(
  settings: ClientAddressSettings | null,
): NonNullable<NonNullable<BetterAuthOptions["advanced"]>["ipAddress"]> {
  if (settings === null) return { disableIpTracking: true };
  return {
    ipAddressHeaders: settings.headers,
    ...(settings.trustedProxies.length > 0 ? { trustedProxies: settings.trustedProxies } : {}),
  };
}

/**
 * DEBRIEF_TRUSTED_PROXY_ADDRESSES read: a comma-separated list of IP addresses or CIDR
 * ranges. Returns the list, or an error message naming the first bad entry.
 */
export function parseTrustedProxyAddresses(value: string): string[] | { error: string } {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const bad = entries.find((entry) => !IP_OR_RANGE.safeParse(entry).success);
  if (bad !== undefined) {
    return {
      error: `"${bad}" is not an IP address or CIDR range (such as 10.0.0.5 or 10.0.0.0/24)`,
    };
  }
  return entries;
}
