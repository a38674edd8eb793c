"use client";

import { useEffect } from "react";
import { ErrorMessage } from "@/components/ui/error-message";

/** Error boundary for every route below the root layout. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="mb-3 text-lg font-semibold">Something went wrong</h1>
      <ErrorMessage error={error} onRetry={retry} />
    </div>
  );
}
