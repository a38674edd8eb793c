"use client";

import Link from "next/link";
import { useState } from "react";
import { shortRunId } from "@/server/shared/run-id";

/** The tooltip on a run's short id: the whole id ("run id run_3515c3a0-9c5"). */
export function runIdTitle(runId: string): string {
  return `run id ${runId}`;
}

/** What the copy button says: before, after a copy, after a failed copy. */
export function copyButtonText(state: "idle" | "copied" | "failed"): string {
  return state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy";
}

/**
 * A run's id as every page shows it: the short form (shared/run-id.ts: "3515c3a0"), the whole id
 * in its title, optionally a link (`href`), and a small Copy button that copies the whole id (its
 * accessible name says which). `testId` goes on the short id itself.
 */
export function RunId({
  runId,
  href,
  testId,
  className = "text-zinc-400",
}: {
  runId: string;
  href?: string;
  testId?: string;
  className?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(runId);
      setState("copied");
    } catch {
      setState("failed");
    }
  }
  const short = shortRunId(runId);
  return (
    <span className="inline-flex items-baseline gap-1">
      {href ? (
        <Link
          href={href}
          data-testid={testId}
          title={runIdTitle(runId)}
          className={`font-mono underline ${className}`}
        >
          {short}
        </Link>
      ) : (
        <span data-testid={testId} title={runIdTitle(runId)} className={`font-mono ${className}`}>
          {short}
        </span>
      )}
      <button
        type="button"
        aria-label={`Copy run id ${runId}`}
        title={`Copy the whole run id (${runId})`}
        onClick={() => void copy()}
        onBlur={() => setState("idle")}
        className="rounded px-0.5 text-[10px] text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800"
      >
        {copyButtonText(state)}
      </button>
    </span>
  );
}
