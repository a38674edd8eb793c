import type { NextConfig } from "next";

/**
 * Minimal Next.js configuration. Telemetry is disabled through NEXT_TELEMETRY_DISABLED in
 * scripts. Type checking is `npm run typecheck` (part of `npm test`), so the build does not
 * type-check the whole repository a second time.
 *
 * Security headers on every response (issue 9). The CSP allows inline scripts and styles
 * (Next's hydration data and React's style attributes) but never 'unsafe-eval' in production
 * (the development server's React Refresh needs it); no framing (frame-ancestors 'none'),
 * no plug-ins, connections only to this origin (tRPC and its SSE subscription).
 */
const production = process.env.NODE_ENV === "production";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const SECURITY_HEADERS = [
  { key: "Content-Security-Policy", value: CONTENT_SECURITY_POLICY },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "no-referrer" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

const nextConfig: NextConfig = {
  typedRoutes: false,
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: true },
  // piscina starts its threads from its own files (dist/worker.js beside it): loaded from
  // node_modules, not bundled. The pasted-answer worker is a bundle of its own
  // (scripts/build-audit-worker.ts, run by `npm run build` after next build).
  serverExternalPackages: ["piscina"],
  async headers() {
    return [{ source: "/:path*", headers: SECURITY_HEADERS }];
  },
};

export default nextConfig;
