"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { authClient } from "@/components/auth/auth-client";
import { useViewer } from "@/components/auth/viewer-context";
import { roleCan, type Permission } from "@/server/shared/permissions";
import { ServerHealth } from "./server-health";

const LINKS: {
  href: string;
  label: string;
  match: (p: string) => boolean;
  permission: Permission;
}[] = [
  {
    href: "/",
    label: "Runs",
    match: (p) => p === "/" || p.startsWith("/runs"),
    permission: "runs:read",
  },
  {
    href: "/workspaces",
    label: "Workspaces",
    match: (p) => p.startsWith("/workspaces"),
    permission: "workspaces:read",
  },
  {
    href: "/audit",
    label: "Audit an answer",
    match: (p) => p === "/audit",
    permission: "audit:read",
  },
  {
    href: "/experiments",
    label: "Experiments",
    match: (p) => p.startsWith("/experiments"),
    permission: "experiments:read",
  },
  {
    href: "/datasets",
    label: "Datasets",
    match: (p) => p.startsWith("/datasets"),
    permission: "experiments:read",
  },
  {
    href: "/admin/users",
    label: "Users",
    match: (p) => p.startsWith("/admin/users"),
    permission: "users:manage",
  },
  {
    href: "/admin/activity",
    label: "Activity",
    match: (p) => p.startsWith("/admin/activity"),
    permission: "activity:read",
  },
];

/**
 * The top bar: product name, the sections the signed-in user's role may open (the current one
 * marked), the server's health, and the user's email and role with "Sign out". Signed out: the name only.
 */
export function SiteNav() {
  const pathname = usePathname() ?? "/";
  const viewer = useViewer();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    await authClient.signOut();
    // A full page load: nothing of the signed-in client state (router cache, queries) survives.
    window.location.replace("/sign-in");
  }

  return (
    <header className="border-b border-zinc-200 bg-white">
      <nav
        aria-label="Main"
        className="mx-auto flex h-12 max-w-screen-2xl items-center gap-6 px-4 sm:px-6"
      >
        <Link href="/" className="flex items-center gap-2 text-sm font-semibold tracking-tight">
          <span
            aria-hidden
            className="grid size-6 place-items-center rounded bg-zinc-900 text-xs text-white"
          >
            D
          </span>
          Debrief
        </Link>
        {viewer ? (
          <>
            <ul className="flex items-center gap-1 text-sm">
              {LINKS.filter((link) => roleCan(viewer.role, link.permission)).map((link) => {
                const active = link.match(pathname);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={active ? "page" : undefined}
                      className={`rounded px-2.5 py-1.5 ${active ? "bg-zinc-100 font-medium text-zinc-900" : "text-zinc-600 hover:text-zinc-900"}`}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <div className="ml-auto flex items-center gap-3 text-sm">
              <ServerHealth />
              <span data-testid="viewer" className="text-zinc-700">
                <span data-testid="viewer-email">{viewer.email}</span>{" "}
                <span
                  data-testid="viewer-role"
                  className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-medium text-zinc-700"
                >
                  {viewer.role ?? "no role"}
                </span>
              </span>
              <button
                type="button"
                data-testid="sign-out"
                onClick={() => void signOut()}
                disabled={signingOut}
                className="rounded border border-zinc-300 px-2.5 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-50 disabled:opacity-50"
              >
                {signingOut ? "Signing out…" : "Sign out"}
              </button>
            </div>
          </>
        ) : null}
      </nav>
    </header>
  );
}
