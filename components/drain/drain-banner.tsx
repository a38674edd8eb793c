"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTRPC } from "@/trpc/react";
import { useNow } from "@/components/ui/use-now";
import { useCan, useViewer } from "@/components/auth/viewer-context";
import { nounFor } from "@/components/ui/plural";
import { drainBannerAction, drainedRunsSentence } from "./drain-text";
import { actorDisplayName } from "@/server/shared/human-actor";
import { RunId } from "@/components/ui/run-id";
import { backingOff } from "@/components/ui/poll-backoff";

/** How often the banner re-reads the drain state (one small query), ms. */
const DRAIN_POLL_MS = 5_000;

/**
 * The drain banner (issue 10 item 7): while a drain for a deployment is in force, says that new
 * runs are refused, how many runs are left and the time to the deadline; once drained, lists
 * the runs interrupted at the deadline. Nothing is said about resuming them: they are not.
 * An admin (`system:drain`) gets a link to the drain control on the Activity page, where the
 * drain is lifted (drainBannerAction).
 */
export function DrainBanner() {
  const trpc = useTRPC();
  // Signed-out pages (sign-in, first-admin setup) show no banner: the status needs a session.
  const signedIn = useViewer() !== null;
  const canDrain = useCan("system:drain");
  const pathname = usePathname();
  const status = useQuery({
    ...trpc.drain.status.queryOptions(),
    refetchInterval: backingOff(DRAIN_POLL_MS),
    enabled: signedIn,
  });
  const view = status.data;
  const draining = view !== undefined && view.state === "draining";
  const now = useNow(1_000, draining);
  if (view === undefined || view.state === "none") return null;
  const action = drainBannerAction({ canDrain, pathname, state: view.state });
  const secondsLeft = Math.max(0, Math.ceil((view.drain.deadlineAt - now) / 1000));
  return (
    <div
      role="status"
      data-testid="drain-banner"
      data-state={view.state}
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6"
    >
      <div className="mx-auto max-w-screen-2xl space-y-1">
        {view.state === "draining" ? (
          <p>
            <strong>Draining for a deployment</strong> (authorized by{" "}
            {view.requestedByName ?? actorDisplayName(view.drain.requestedBy)}): new runs are
            refused. <span data-testid="drain-runs-left">{view.runsLeft}</span>{" "}
            {nounFor(view.runsLeft, "run")} left;{" "}
            {secondsLeft > 0
              ? `runs still in flight in ${secondsLeft} s are stopped and marked interrupted.`
              : "the deadline has passed: stopping what is left."}
          </p>
        ) : (
          <p>
            <strong>Drained for a deployment</strong>: new runs are refused until the drain is
            lifted.{" "}
            <span data-testid="drain-outcome">{drainedRunsSentence(view.interrupted.length)}</span>
          </p>
        )}
        {action ? (
          <p>
            <Link
              href={action.href}
              data-testid="drain-banner-action"
              className="font-medium underline underline-offset-2"
            >
              {action.label}
            </Link>
          </p>
        ) : null}
        {view.interrupted.length > 0 ? (
          <ul data-testid="drain-interrupted" className="list-disc pl-5 text-xs">
            {view.interrupted.map((run) => (
              <li key={run.runId}>
                <RunId runId={run.runId} href={`/runs/${run.runId}`} className="" />{" "}
                <bdi>
                  {run.question.length > 80 ? `${run.question.slice(0, 80)}…` : run.question}
                </bdi>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
