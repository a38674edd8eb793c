"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { useCan } from "@/components/auth/viewer-context";

/**
 * Cancels a running experiment after a second click to confirm (its runs in flight are
 * cancelled, the ones not started are skipped; finished runs keep their scores), as the
 * signed-in user; nothing for a role without experiments:run. Errors (CONFLICT: it ended
 * meanwhile) show inline. On success the experiment's progress and results are read again.
 */
export function CancelExperimentButton({ experimentId }: { experimentId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation(
    trpc.experiments.cancel.mutationOptions({
      onSettled: () => {
        setConfirming(false);
        void queryClient.invalidateQueries({ queryKey: trpc.experiments.pathKey() });
      },
    }),
  );
  const canRun = useCan("experiments:run");
  if (!canRun) return null;
  const label = cancel.isSuccess
    ? `Cancelled (${cancel.data.cancelledRuns} run${cancel.data.cancelledRuns === 1 ? "" : "s"} stopped)`
    : cancel.isPending
      ? "Cancelling…"
      : confirming
        ? "Confirm: cancel the experiment"
        : "Cancel experiment";
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className="inline-flex items-center gap-1">
        <button
          type="button"
          data-testid="cancel-experiment"
          onClick={() => (confirming ? cancel.mutate({ experimentId }) : setConfirming(true))}
          disabled={cancel.isPending || cancel.isSuccess}
          className={`rounded border px-2 py-1 text-xs font-medium disabled:opacity-50 ${confirming ? "border-red-600 bg-red-600 text-white hover:bg-red-700" : "border-zinc-300 bg-white text-zinc-700 hover:border-red-300 hover:text-red-700"}`}
        >
          {label}
        </button>
        {confirming && !cancel.isPending ? (
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className="rounded px-1.5 py-1 text-xs text-zinc-600 hover:text-zinc-900"
          >
            Keep running
          </button>
        ) : null}
      </span>
      {cancel.isError ? <ErrorMessage error={cancel.error} compact /> : null}
    </span>
  );
}
