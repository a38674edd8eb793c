import type { ReactNode } from "react";
import { SignInAgainLink } from "@/components/auth/sign-in-again-link";
import { errorCode, errorSentences, SESSION_ENDED_TEXT } from "./error-sentences";

export { errorCode } from "./error-sentences";

/**
 * An error box (role=alert, data-testid="error-message"): a sentence for what went wrong
 * (error-sentences.ts: never a raw code such as NOT_FOUND), the server's own message when it
 * says more, and the fields a rejected input got wrong. A request refused for want of a session
 * says "Your session has ended — Sign in again", the link coming back to the page.
 */
export function ErrorMessage({
  error,
  title,
  onRetry,
  compact = false,
  children,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  compact?: boolean;
  children?: ReactNode;
}) {
  const { headline, detail, fields } = errorSentences(error);
  const sessionEnded = errorCode(error) === "UNAUTHORIZED";
  return (
    <div
      role="alert"
      data-testid="error-message"
      className={`rounded-md border border-red-200 bg-red-50 text-sm text-red-900 ${compact ? "px-2.5 py-1.5" : "px-4 py-3"}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {/* With a title and the server's own words (or the fields it named), the generic
          sentence would add nothing. */}
      {title && (detail || fields.length > 0) ? null : (
        <p className={`break-words ${title ? "" : "font-medium"}`}>
          {sessionEnded ? (
            <>
              {SESSION_ENDED_TEXT} — <SignInAgainLink />
            </>
          ) : (
            headline
          )}
        </p>
      )}
      {detail ? <p className="break-words text-red-800">{detail}</p> : null}
      {fields.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-xs">
          {fields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
      ) : null}
      {children}
      {/* Retrying cannot help a session that ended: the link to sign in again is the action. */}
      {onRetry && !sessionEnded ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 rounded border border-red-300 bg-white px-2 py-1 text-xs font-medium text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}
