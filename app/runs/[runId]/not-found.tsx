import Link from "next/link";

/** HTTP 404 for a run id no run has (requireRun in the run and audit pages). */
export default function RunNotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="run-not-found">
      <p className="font-mono text-sm text-zinc-500">404</p>
      <h1 className="mt-1 text-xl font-semibold">Run not found</h1>
      <p className="mt-2 text-sm text-zinc-600">
        No run has this id. It may have been mistyped, or the link comes from another Debrief
        database.
      </p>
      <Link
        href="/"
        className="mt-5 inline-block rounded-md bg-zinc-900 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-zinc-700"
      >
        Back to runs
      </Link>
    </div>
  );
}
