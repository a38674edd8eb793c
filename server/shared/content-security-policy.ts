/**
 * The Content-Security-Policy header (issue 9), composed in one place for proxy.ts (pages: a
 * fresh nonce per request) and next.config.ts (the fixed policy of what the proxy never sees).
 *
 * Pages: `script-src 'self' 'nonce-…' 'strict-dynamic'` (Next's "Adding a nonce with Proxy"
 * guide): Next.js reads the nonce from the request's CSP header while it renders and puts it on
 * its own scripts (framework, page bundles, the inline hydration data); 'strict-dynamic' lets
 * those scripts load the chunks they import. No inline script runs without the nonce. Styles
 * keep `'self' 'unsafe-inline'` (React's style attributes; a nonce in style-src would switch
 * 'unsafe-inline' off). 'unsafe-eval' only outside production (the development server's React
 * Refresh and error overlay need it). No framing, no plug-ins, connections only to this origin
 * (tRPC and its SSE subscription).
 */

/** The response and request header that carries the policy. */
export const CONTENT_SECURITY_POLICY_HEADER = "Content-Security-Policy";

/** The request header that hands the nonce to server components (`headers().get("x-nonce")`). */
export const NONCE_HEADER = "x-nonce";

/** Bytes of randomness in a nonce: 16 bytes (128 bits), 24 base64 characters. */
export const NONCE_BYTES = 16;

/** A nonce as CSP's nonce-source allows it: base64 (standard alphabet, padded). */
export const NONCE_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

/** What the policy is composed for. */
export interface ContentSecurityPolicyOptions {
  /**
   * The request's nonce (base64, from `createNonce`): scripts must carry it. Without one, the
   * fixed policy for responses that are not rendered pages (static files, images): scripts
   * only from this origin, no inline script at all.
   */
  nonce?: string;
  /** True outside production: allows 'unsafe-eval' for the development server. */
  development: boolean;
}

/**
 * The policy's header value, directives joined by "; ".
 * Throws an Error when `nonce` is given but is not base64 (it would break out of its quotes).
 */
export function contentSecurityPolicy({
  nonce,
  development,
}: ContentSecurityPolicyOptions): string {
  if (nonce !== undefined && !NONCE_PATTERN.test(nonce)) {
    throw new Error(`a CSP nonce must be base64 (A-Z a-z 0-9 + / and = padding), got "${nonce}"`);
  }
  const scriptSources = [
    "'self'",
    ...(nonce === undefined ? [] : [`'nonce-${nonce}'`, "'strict-dynamic'"]),
    ...(development ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * A fresh nonce: NONCE_BYTES bytes from `random` (default: the Web Crypto generator, which
 * Node and the edge runtime both have), base64-encoded.
 */
export function createNonce(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(NONCE_BYTES));
  return btoa(String.fromCharCode(...bytes));
}
