"use client";

import { useSessionEnded } from "@/trpc/react";
import { SESSION_ENDED_TEXT } from "@/components/ui/error-sentences";
import { SignInAgainLink } from "./sign-in-again-link";
import { useViewer } from "./viewer-context";

/**
 * The page's one notice that the session has ended (a request was refused with UNAUTHORIZED:
 * it expired, was signed out elsewhere, or the user was disabled): "Your session has ended —
 * Sign in again", the link coming back to this page. Nothing while the session lasts, and
 * nothing on the pages for signed-out people.
 */
export function SessionEndedBanner() {
  const ended = useSessionEnded();
  const viewer = useViewer();
  if (!ended || viewer === null) return null;
  return (
    <div
      role="alert"
      data-testid="session-ended"
      className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900 sm:px-6"
    >
      <p className="mx-auto max-w-screen-2xl">
        <strong>{SESSION_ENDED_TEXT}</strong> — <SignInAgainLink />
        <span className="text-red-800">
          {" "}
          to continue. This page no longer updates; what it shows is how it was when the session
          ended.
        </span>
      </p>
    </div>
  );
}
