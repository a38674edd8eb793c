import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { DrainBanner } from "@/components/drain/drain-banner";
import { ViewerProvider } from "@/components/auth/viewer-context";
import { SessionEndedBanner } from "@/components/auth/session-ended-banner";
import { SiteNav } from "@/components/layout/site-nav";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { RenderedAtProvider } from "@/components/ui/use-now";
import { TRPCReactProvider } from "@/trpc/react";
import { getViewer } from "@/trpc/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Debrief", template: "%s · Debrief" },
  description:
    "Agent workbench: parent agents, child research agents, typed debriefs, live corrections.",
  // The app's icon and web manifest live in public/ (the proxy lets them through signed out).
  manifest: "/manifest.webmanifest",
  icons: {
    icon: [
      { url: "/icon.svg", type: "image/svg+xml" },
      { url: "/icon-192.png", type: "image/png", sizes: "192x192" },
    ],
    apple: { url: "/apple-icon.png", sizes: "180x180" },
  },
};

export const viewport: Viewport = { themeColor: "#18181b" };

/**
 * Root layout: the skip link (first tab stop), system fonts, top navigation, the notice that the
 * session has ended (once a request is refused for want of one), the drain banner, the signed-in user (read on the
 * server, for the nav and role-aware hiding), the render time (for times that must hydrate
 * alike) and the tRPC/TanStack Query provider.
 * Every page renders per request (`connection()`): the Content-Security-Policy's nonce is fresh
 * per request (proxy.ts) and Next.js puts it on its scripts only while it renders, so no page
 * may be prerendered at build time (its scripts would lack the nonce and be blocked).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const viewer = await getViewer();
  // Relative times and running durations render from this instant on the server and while the
  // browser hydrates, so both write the same text.
  const renderedAt = Date.now();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <SkipLink />
        <TRPCReactProvider>
          <RenderedAtProvider at={renderedAt}>
            <ViewerProvider viewer={viewer}>
              <SiteNav />
              <SessionEndedBanner />
              <DrainBanner />
              <main
                id={MAIN_CONTENT_ID}
                tabIndex={-1}
                className="mx-auto max-w-screen-2xl px-4 py-5 focus:outline-none sm:px-6"
              >
                {children}
              </main>
            </ViewerProvider>
          </RenderedAtProvider>
        </TRPCReactProvider>
      </body>
    </html>
  );
}
