import Link from "next/link";

/** 404 for unmatched routes and `notFound()`. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="not-found">
      <p className="font-mono text-sm text-zinc-500">404</p>
      <h1 className="mt-1 text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-sm text-zinc-600">There is nothing at this address.</p>
      <Link
        href="/"
        className="mt-5 inline-block rounded-md bg-zinc-900 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-zinc-700"
      >
        Back to runs
      </Link>
    </div>
  );
}
