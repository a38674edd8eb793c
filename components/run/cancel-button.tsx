"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { useCan } from "@/components/auth/viewer-context";
import { confirmStepClassName, useConfirmStep } from "@/components/ui/use-confirm-step";

/**
 * Cancels a run (no agentId) or one agent, after a second click to confirm (Escape or "Keep
 * running" backs out, the focus back on the button), as the signed-in
 * user. A role without runs:cancel gets no button: for the run a note saying so (it may have
 * started the run: an engineer), for an agent nothing. Siblings of a cancelled agent keep running;
 * errors (CONFLICT: already finished) show inline. Once the server accepts the cancel, the
 * run's snapshot is re-read at once (not awaited: the button says "Cancel requested" without
 * waiting for a slow re-read) and the button stays aria-disabled (focusable: the keyboard focus
 * stays on it); the final status arrives through the run page's live stream (or that re-read),
 * and the button goes with the running state (the run header and the agent section then move
 * the focus to what says it ended: use-focus-on-removal.ts).
 */
export function CancelButton({
  runId,
  agentId,
  label,
}: {
  runId: string;
  agentId?: string;
  label: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const step = useConfirmStep();
  const confirming = step.confirming;
  const onSettled = () => {
    step.reset();
    void queryClient.invalidateQueries({ queryKey: trpc.runs.get.queryKey({ runId }) });
  };
  const cancelRun = useMutation(trpc.runs.cancel.mutationOptions({ onSettled }));
  const cancelAgent = useMutation(trpc.runs.cancelAgent.mutationOptions({ onSettled }));
  const mutation = agentId === undefined ? cancelRun : cancelAgent;
  const canCancel = useCan("runs:cancel");
  if (!canCancel) {
    return agentId === undefined ? (
      <span data-testid="cancel-run-not-allowed" className="self-center text-xs text-zinc-500">
        Your role cannot cancel runs (an operator or admin can).
      </span>
    ) : null;
  }

  function onClick() {
    // aria-disabled, not disabled, while the cancel is on its way: a disabled button under the
    // keyboard focus drops it to the page.
    if (mutation.isPending || mutation.isSuccess) return;
    if (!step.confirm()) return;
    if (agentId === undefined) cancelRun.mutate({ runId });
    else cancelAgent.mutate({ runId, agentId });
  }

  return (
    <span className="inline-flex flex-col items-start gap-1">
      {/* Escape backs out of the confirm step, as "Keep running" does. */}
      <span className="inline-flex items-center gap-1" onKeyDown={step.onKeyDown}>
        <button
          ref={step.buttonRef}
          type="button"
          data-testid={agentId === undefined ? "cancel-run" : `cancel-agent-${agentId}`}
          onClick={onClick}
          data-state={mutation.isSuccess ? "requested" : mutation.isPending ? "pending" : "idle"}
          aria-disabled={mutation.isPending || mutation.isSuccess}
          className={`rounded border px-2 py-0.5 text-xs font-medium aria-disabled:opacity-50 ${confirmStepClassName(confirming)}`}
        >
          {mutation.isSuccess
            ? "Cancel requested…"
            : mutation.isPending
              ? "Cancelling…"
              : confirming
                ? `Confirm: ${label.toLowerCase()}`
                : label}
        </button>
        {confirming && !mutation.isPending ? (
          <button
            type="button"
            onClick={step.keep}
            className="rounded px-1.5 py-0.5 text-xs text-zinc-600 hover:text-zinc-900"
          >
            Keep running
          </button>
        ) : null}
      </span>
      {mutation.isError ? <ErrorMessage error={mutation.error} compact /> : null}
    </span>
  );
}
