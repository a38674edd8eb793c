"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { authClient } from "@/components/auth/auth-client";
import { useViewer } from "@/components/auth/viewer-context";
import { SignInAgainLink } from "@/components/auth/sign-in-again-link";
import { useSessionEnded } from "@/trpc/react";
import { roleCan, type Permission } from "@/server/shared/permissions";
import { ServerHealth } from "./server-health";
import { WorkersIndicator } from "@/components/workers/workers-indicator";

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
 * marked), the server's health (in PostgreSQL mode beside the count of live workers), and the user's email and role with "Sign out". Signed out: the
 * name only. Below the `xl` breakpoint (1280 px) the sections and the account sit behind a "Menu" button
 * (a disclosure: Escape or following a link closes it), so the bar never gets wider than a
 * phone's screen; the server's health stays in view (at 390 px the statuses share what the
 * name and Menu leave, wrapping among themselves, so Menu stays on the first line). Once a
 * request was refused for want of a session (expired, user disabled: trpc/session-ended.ts), the
 * bar no longer names the user: "Session ended" and "Sign in again" instead.
 */
export function SiteNav() {
  const pathname = usePathname() ?? "/";
  const viewer = useViewer();
  const sessionEnded = useSessionEnded();
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // A new page closes the menu (set during render: no effect, no flash of the open menu).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  async function signOut() {
    setSigningOut(true);
    await authClient.signOut();
    // A full page load: nothing of the signed-in client state (router cache, queries) survives.
    window.location.replace("/sign-in");
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  return (
    <header className="border-b border-zinc-200 bg-white">
      <nav
        aria-label="Main"
        onKeyDown={onKeyDown}
        className="mx-auto flex min-h-12 max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6 xl:gap-x-4 xl:py-0"
      >
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 text-sm font-semibold tracking-tight"
        >
          <span
            aria-hidden
            className="grid size-6 place-items-center rounded bg-zinc-900 text-xs text-white"
          >
            D
          </span>
          Debrief
        </Link>
        {viewer && sessionEnded ? (
          <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
            <ServerHealth />
            <span data-testid="session-ended-nav" className="font-medium text-red-800">
              Session ended
            </span>
            <SignInAgainLink className="text-sky-700" />
          </div>
        ) : viewer ? (
          <>
            {/* The workers and the health take what the bar has left (basis 0, grow,
                right-aligned), wrapping among themselves below xl: at 390 px "2 workers" and
                "Server not answering" pushed Menu onto a second line. From xl an email wraps
                within 12rem (small text, over the role): at 1280 px an admin's seven sections
                left too little room, and the account wrapped onto a second line of its own. */}
            <div className="ml-auto flex min-w-0 grow basis-0 flex-wrap items-center justify-end gap-x-3 gap-y-0.5 xl:order-2 xl:flex-nowrap">
              <WorkersIndicator />
              <ServerHealth />
            </div>
            <button
              ref={menuButton}
              type="button"
              data-testid="nav-menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="flex shrink-0 items-center gap-1.5 rounded border border-zinc-300 px-2.5 py-1 text-sm font-medium text-zinc-700 hover:bg-zinc-50 xl:hidden"
            >
              <span aria-hidden>{menuOpen ? "✕" : "☰"}</span>
              Menu
            </button>
            {/* One copy of the sections and the account: a column under the bar when the menu is
                open on a small screen; on a large one its children join the bar (display: contents). */}
            <div
              id={menuId}
              data-testid="nav-menu"
              data-open={menuOpen}
              className={`${menuOpen ? "flex" : "hidden"} w-full flex-col gap-2 pb-2 xl:contents`}
            >
              <ul className="flex flex-col gap-1 text-sm xl:order-1 xl:flex-row xl:items-center">
                {LINKS.filter((link) => roleCan(viewer.role, link.permission)).map((link) => {
                  const active = link.match(pathname);
                  return (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        aria-current={active ? "page" : undefined}
                        onClick={() => setMenuOpen(false)}
                        className={`block rounded px-2.5 py-2 whitespace-nowrap xl:py-1.5 ${active ? "bg-zinc-100 font-medium text-zinc-900" : "text-zinc-600 hover:text-zinc-900"}`}
                      >
                        {link.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <div className="flex min-w-0 flex-wrap items-center gap-3 px-2.5 text-sm xl:order-3 xl:flex-nowrap xl:px-0">
                {/* From xl on the email sits in small text over the role, whole: it wraps within
                    12rem rather than being cut (newcomer4: "olive@newcomer4.t…" at 1280 px). */}
                <span
                  data-testid="viewer"
                  className="min-w-0 text-zinc-700 wrap-anywhere xl:flex xl:flex-col xl:items-end xl:gap-0.5"
                >
                  <span
                    data-testid="viewer-email"
                    title={viewer.email}
                    className="xl:max-w-48 xl:text-right xl:text-xs xl:leading-tight wrap-anywhere"
                  >
                    {viewer.email}
                  </span>{" "}
                  <span
                    data-testid="viewer-role"
                    className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-medium text-zinc-700 xl:shrink-0"
                  >
                    {viewer.role ?? "no role"}
                  </span>
                </span>
                <button
                  type="button"
                  data-testid="sign-out"
                  onClick={() => void signOut()}
                  disabled={signingOut}
                  className="shrink-0 rounded border border-zinc-300 px-2.5 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-50 disabled:opacity-50"
                >
                  {signingOut ? "Signing out…" : "Sign out"}
                </button>
              </div>
            </div>
          </>
        ) : null}
      </nav>
    </header>
  );
}
