import type { ReactNode } from "react";

interface ErrorShape {
  message?: unknown;
  data?: {
    code?: unknown;
    zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null;
  } | null;
}

/** The tRPC error code (NOT_FOUND, BAD_REQUEST…) of an error, when it has one. */
export function errorCode(error: unknown): string | null {
  const code = (error as ErrorShape | null)?.data?.code;
  return typeof code === "string" ? code : null;
}

/** A human message for any thrown value. */
export function errorText(error: unknown): string {
  const message = (error as ErrorShape | null)?.message;
  if (typeof message === "string" && message.trim() !== "") return message;
  if (typeof error === "string") return error;
  return "Something went wrong.";
}

function fieldErrors(error: unknown): string[] {
  const fields = (error as ErrorShape | null)?.data?.zodError?.fieldErrors;
  if (!fields) return [];
  return Object.entries(fields).flatMap(([field, messages]) =>
    (messages ?? []).map((m) => `${field}: ${m}`),
  );
}

/** An error box (role=alert, data-testid="error-message") with the server's code and message. */
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
  const code = errorCode(error);
  const fields = fieldErrors(error);
  return (
    <div
      role="alert"
      data-testid="error-message"
      data-code={code ?? undefined}
      className={`rounded-md border border-red-200 bg-red-50 text-sm text-red-900 ${compact ? "px-2.5 py-1.5" : "px-4 py-3"}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className="break-words">
        {code ? <span className="mr-1.5 font-mono text-xs text-red-700">{code}</span> : null}
        {errorText(error)}
      </p>
      {fields.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-xs">
          {fields.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null}
      {children}
      {onRetry ? (
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
