import Link from "next/link";
import { ErrorMessage, errorCode } from "@/components/ui/error-message";

/**
 * The page a run view shows when its query failed: "Run not found" for NOT_FOUND (no retry),
 * otherwise "Could not load the <what>" with a retry; always a way back to the runs list.
 */
export function RunLoadError({
  runId,
  error,
  what,
  testIds,
  onRetry,
}: {
  runId: string;
  error: unknown;
  what: string;
  testIds: { notFound: string; other?: string };
  onRetry: () => void;
}) {
  const notFound = errorCode(error) === "NOT_FOUND";
  return (
    <div
      className="mx-auto max-w-xl space-y-3 py-8"
      data-testid={notFound ? testIds.notFound : testIds.other}
    >
      <h1 className="text-lg font-semibold">
        {notFound ? "Run not found" : `Could not load the ${what}`}
      </h1>
      <ErrorMessage error={error} onRetry={notFound ? undefined : onRetry}>
        {notFound ? (
          <p className="mt-1 text-xs">
            No run has the id <span className="font-mono">{runId}</span>.
          </p>
        ) : null}
      </ErrorMessage>
      <Link href="/" className="inline-block text-sm text-sky-700 underline">
        ← All runs
      </Link>
    </div>
  );
}
