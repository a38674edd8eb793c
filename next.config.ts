import type { NextConfig } from "next";
import {
  CONTENT_SECURITY_POLICY_HEADER,
  contentSecurityPolicy,
} from "./server/shared/content-security-policy";

/**
 * Minimal Next.js configuration. Telemetry is disabled through NEXT_TELEMETRY_DISABLED in
 * scripts. Type checking is `npm run typecheck` (part of `npm test`), so the build does not
 * type-check the whole repository a second time: `typescript.ignoreBuildErrors` is safe only
 * because `npm test` runs check:static (typecheck, lint, format) before test:e2e builds.
 *
 * Security headers on every response (issue 9): no framing, nosniff, no referrer, a
 * Permissions-Policy, same-origin opener. The Content-Security-Policy comes from proxy.ts for
 * every path it sees (pages get a fresh nonce per request); the paths its matcher skips (Next's
 * build files and images) get the fixed policy from here: scripts only from this origin, no
 * inline script (server/shared/content-security-policy.ts).
 */
const development = process.env.NODE_ENV !== "production";

const SECURITY_HEADERS = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "no-referrer" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** The fixed policy, for the paths proxy.ts's matcher leaves out. */
const FIXED_POLICY = [
  { key: CONTENT_SECURITY_POLICY_HEADER, value: contentSecurityPolicy({ development }) },
];

const nextConfig: NextConfig = {
  typedRoutes: false,
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Turbopack writes its build cache to .next/cache after every build (~15-25 s on 2 cores);
    // a later build on the same checkout reuses it, a clean clone (CI: .ci/run sets
    // DEBRIEF_BUILD_CACHE=off) never does.
    turbopackFileSystemCacheForBuild: process.env.DEBRIEF_BUILD_CACHE !== "off",
  },
  // piscina starts its threads from its own files (dist/worker.js beside it): loaded from
  // node_modules, not bundled. The pasted-answer worker is a bundle of its own
  // (scripts/build-audit-worker.ts, run by `npm run build` after next build).
  serverExternalPackages: ["piscina"],
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/_next/static/:path*", headers: FIXED_POLICY },
      { source: "/_next/image/:path*", headers: FIXED_POLICY },
    ];
  },
};

export default nextConfig;
