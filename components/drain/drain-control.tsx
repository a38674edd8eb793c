"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/trpc/react";
import { useCan } from "@/components/auth/viewer-context";
import { ErrorMessage } from "@/components/ui/error-message";
import { formatTimestamp } from "@/components/ui/format";
import { pluralize } from "@/components/ui/plural";
import { confirmStepClassName, useConfirmStep } from "@/components/ui/use-confirm-step";
import { drainStartCheck } from "./drain-form";
import { actorDisplayName } from "@/server/shared/human-actor";

/**
 * Drain for a deployment, from the app (admins: `system:drain`): start one with a deadline and
 * an explicit "I authorize this drain", or lift the one in force (`drain.start` / `drain.lift`,
 * recorded in the action log with the signed-in admin). Nothing for other roles. Errors (a
 * drain already in force) show their times as the UI writes times, not ISO.
 */
export function DrainControl() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canDrain = useCan("system:drain");
  const status = useQuery({ ...trpc.drain.status.queryOptions(), enabled: canDrain });
  const [deadlineText, setDeadlineText] = useState("60");
  const [authorized, setAuthorized] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.drain.pathKey() });
  const start = useMutation(
    trpc.drain.start.mutationOptions({
      onSuccess: () => setAuthorized(false),
      onSettled: refresh,
    }),
  );
  const liftConfirm = useConfirmStep();
  const lift = useMutation(
    trpc.drain.lift.mutationOptions({
      onSettled: () => {
        liftConfirm.reset();
        refresh();
      },
    }),
  );
  if (!canDrain) return null;
  const view = status.data;
  const check = drainStartCheck({ deadlineText, authorized });
  const busy = start.isPending || lift.isPending;
  return (
    <section
      aria-labelledby="drain-heading"
      data-testid="drain-control"
      className="mb-6 space-y-2 rounded-md border border-zinc-200 bg-white p-4"
    >
      <h2 id="drain-heading" className="text-sm font-semibold text-zinc-800">
        Drain for a deployment
      </h2>
      {view === undefined ? (
        <p className="text-xs text-zinc-500">Reading the drain state…</p>
      ) : view.state === "none" ? (
        <form
          className="space-y-2 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            if (check.ok) {
              lift.reset();
              start.mutate({ deadlineSeconds: check.deadlineSeconds, authorize: true });
            }
          }}
        >
          {lift.isSuccess ? (
            <p role="status" data-testid="drain-lifted" className="text-xs text-emerald-800">
              Drain lifted: new runs are accepted again.
            </p>
          ) : null}
          <p className="text-xs text-zinc-600">
            New runs are refused at once; runs still in flight at the deadline are stopped and
            marked interrupted (&ldquo;drained for deployment&rdquo;) and are not resumed.
          </p>
          <label className="flex items-center gap-2">
            <span className="text-xs text-zinc-600">Deadline</span>
            <input
              data-testid="drain-deadline"
              value={deadlineText}
              onChange={(event) => setDeadlineText(event.target.value)}
              className="w-24 rounded border border-zinc-300 px-2 py-1 text-sm"
              aria-describedby="drain-deadline-hint"
            />
            <span id="drain-deadline-hint" className="text-xs text-zinc-500">
              seconds, or 90s, 5m, 1h
            </span>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              data-testid="drain-authorize"
              checked={authorized}
              onChange={(event) => setAuthorized(event.target.checked)}
              className="size-3.5 accent-zinc-800"
            />
            I authorize this drain
          </label>
          {!check.ok ? <p className="text-xs text-zinc-500">{check.problem}</p> : null}
          <button
            type="submit"
            data-testid="drain-start"
            disabled={!check.ok || busy}
            className="rounded border border-amber-600 bg-amber-600 px-2 py-1 text-xs font-medium text-white hover:bg-amber-700 disabled:opacity-50"
          >
            {start.isPending ? "Starting…" : "Start the drain"}
          </button>
        </form>
      ) : (
        <div className="space-y-2 text-sm">
          <p data-testid="drain-control-state">
            {view.state === "draining" ? "Draining" : "Drained"} since{" "}
            {formatTimestamp(view.drain.startedAt)} (authorized by{" "}
            {view.requestedByName ?? actorDisplayName(view.drain.requestedBy)}, deadline{" "}
            {formatTimestamp(view.drain.deadlineAt)}); {pluralize(view.runsLeft, "run")} left.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              data-testid="drain-lift"
              data-state={liftConfirm.confirming ? "confirming" : "idle"}
              onClick={() => {
                // The confirming click is the explicit authorization drain.lift requires.
                if (liftConfirm.confirm()) lift.mutate({ authorize: true });
              }}
              disabled={busy}
              className={`rounded border px-2 py-1 text-xs font-medium disabled:opacity-50 ${confirmStepClassName(liftConfirm.confirming)}`}
            >
              {lift.isPending
                ? "Lifting…"
                : liftConfirm.confirming
                  ? "Confirm: lift the drain and accept new runs"
                  : "Lift the drain (accept new runs)"}
            </button>
            {liftConfirm.confirming && !lift.isPending ? (
              <button
                type="button"
                data-testid="drain-lift-keep"
                onClick={liftConfirm.reset}
                className="rounded border border-zinc-300 bg-white px-2 py-1 text-xs font-medium text-zinc-700 hover:bg-zinc-50"
              >
                Keep the drain
              </button>
            ) : null}
          </div>
        </div>
      )}
      {start.isError ? (
        <ErrorMessage error={start.error} title="Could not start the drain" compact />
      ) : null}
      {lift.isError ? (
        <ErrorMessage error={lift.error} title="Could not lift the drain" compact />
      ) : null}
      {status.isError ? <ErrorMessage error={status.error} compact /> : null}
    </section>
  );
}
