"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/", label: "Runs", match: (p: string) => p === "/" || p.startsWith("/runs") },
  { href: "/workspaces", label: "Workspaces", match: (p: string) => p.startsWith("/workspaces") },
  { href: "/audit", label: "Audit an answer", match: (p: string) => p === "/audit" },
];

/** The top bar: product name and the sections, with the current one marked. */
export function SiteNav() {
  const pathname = usePathname() ?? "/";
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
        <ul className="flex items-center gap-1 text-sm">
          {LINKS.map((link) => {
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
      </nav>
    </header>
  );
}
