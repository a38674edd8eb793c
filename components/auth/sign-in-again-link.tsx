"use client";

import { usePathname } from "next/navigation";
import { signInAgainHref } from "@/trpc/session-ended";

/**
 * "Sign in again" (data-testid="sign-in-again"): the sign-in page, coming back to this page
 * (its path and query) once signed in. A plain link: the sign-in page is a full page load, so
 * nothing of the ended session's client state survives.
 */
export function SignInAgainLink({ className = "" }: { className?: string }) {
  const pathname = usePathname() ?? "/";
  // Only ever shown after a request failed in the browser, where location is known.
  const search = typeof window === "undefined" ? "" : window.location.search;
  return (
    <a
      href={signInAgainHref(pathname, search)}
      data-testid="sign-in-again"
      className={`font-semibold underline ${className}`}
    >
      Sign in again
    </a>
  );
}
