import Link from "next/link";
import type { ReactNode } from "react";

/**
 * The body of a 404 page: the code, a title, one sentence, and the way back (to the runs
 * unless `back` names another list).
 */
export function NotFoundMessage({
  title,
  testId,
  back = { href: "/", label: "Back to runs" },
  children,
}: {
  title: string;
  testId: string;
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid={testId}>
      <p className="font-mono text-sm text-zinc-500">404</p>
      <h1 className="mt-1 text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-zinc-600">{children}</p>
      <Link
        href={back.href}
        className="mt-5 inline-block rounded-md bg-zinc-900 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-zinc-700"
      >
        {back.label}
      </Link>
    </div>
  );
}
