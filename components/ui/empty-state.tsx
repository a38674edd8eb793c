import type { ReactNode } from "react";

/** A quiet placeholder for a list or panel with nothing in it yet. */
export function EmptyState({
  title,
  children,
  testId,
}: {
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="rounded-md border border-dashed border-zinc-300 bg-white px-4 py-6 text-center text-sm text-zinc-600"
    >
      <p className="font-medium text-zinc-800">{title}</p>
      {children ? <div className="mt-1">{children}</div> : null}
    </div>
  );
}
