import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DrainBanner } from "@/components/drain/drain-banner";
import { SiteNav } from "@/components/layout/site-nav";
import { TRPCReactProvider } from "@/trpc/react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Debrief", template: "%s · Debrief" },
  description:
    "Agent workbench: parent agents, child research agents, typed debriefs, live corrections.",
};

/** Root layout: system fonts, top navigation, the drain banner, and the tRPC/TanStack Query provider. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <TRPCReactProvider>
          <SiteNav />
          <DrainBanner />
          <main className="mx-auto max-w-screen-2xl px-4 py-5 sm:px-6">{children}</main>
        </TRPCReactProvider>
      </body>
    </html>
  );
}
