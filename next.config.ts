import type { NextConfig } from "next";

/** Minimal Next.js configuration. Telemetry is disabled through NEXT_TELEMETRY_DISABLED in scripts. */
const nextConfig: NextConfig = {
  typedRoutes: false,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
