"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { ActionLogEntry } from "@/server/features/action-log/action-log-views";
import { useTRPC } from "@/trpc/react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorMessage } from "@/components/ui/error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { formatTimestamp } from "@/components/ui/format";
import { idWithoutKind, shortRunId } from "@/components/ui/short-id";
import { activityDetails, actorCell } from "./activity-text";

const PAGE_SIZE = 50;

/** A link to what an entry is about, when it has a page. */
function targetLink(entry: ActionLogEntry): string | null {
  const runId = entry.targetType === "run" ? entry.targetId : entry.details.runId;
  if (typeof runId !== "string") return null;
  return entry.targetType === "audit-flag" ? `/runs/${runId}/audit` : `/runs/${runId}`;
}

/**
 * The target as shown after its kind badge: its label, a run's short id (shared/run-id.ts), or
 * its id without a repeated kind.
 */
function targetName(entry: ActionLogEntry): string {
  if (entry.targetLabel !== undefined) return entry.targetLabel;
  if (entry.targetType === "run") return shortRunId(entry.targetId);
  return idWithoutKind(entry.targetType, entry.targetId);
}

/** The details as "Label: value" pieces, a shortened value with the stored one as title. */
function DetailsCell({ entry }: { entry: ActionLogEntry }) {
  const details = activityDetails(entry);
  return (
    <>
      {details.map((detail, index) => (
        <span key={detail.key}>
          {index > 0 ? " · " : null}
          {detail.label}:{" "}
          <span title={detail.title} className={detail.title ? "underline decoration-dotted" : ""}>
            {detail.value}
          </span>
        </span>
      ))}
    </>
  );
}

/** The action log, newest first, 50 at a time: when, who, what, on what, details. */
export function ActivityLog() {
  const trpc = useTRPC();
  const log = useInfiniteQuery(
    trpc.activity.list.infiniteQueryOptions(
      { limit: PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="activity-heading" className="space-y-3">
      <h1 id="activity-heading" className="text-lg font-semibold">
        Activity
      </h1>
      <p className="text-sm text-zinc-600">
        Every run start, cancel, correction, flag review, workspace and account change, by the
        signed-in person who did it. Entries are never changed or removed.
      </p>
      {log.isPending ? <Skeleton lines={5} label="Loading activity…" /> : null}
      {log.isError ? (
        <ErrorMessage
          error={log.error}
          title="Could not load the activity"
          onRetry={() => void log.refetch()}
        />
      ) : null}
      {log.isSuccess && entries.length === 0 ? (
        <EmptyState title="Nothing has happened yet" testId="activity-empty" />
      ) : null}
      {entries.length > 0 ? (
        // A minimum width: at 390 px the five columns squeezed each row to ten lines; the table
        // scrolls sideways instead.
        <div className="overflow-x-auto rounded-md border border-zinc-200 bg-white">
          <table data-testid="activity-table" className="w-full min-w-[720px] text-left text-sm">
            <thead className="bg-zinc-50 text-xs text-zinc-600">
              <tr>
                <th className="px-3 py-2 font-medium">When</th>
                <th className="px-3 py-2 font-medium">Who</th>
                <th className="px-3 py-2 font-medium">Action</th>
                <th className="px-3 py-2 font-medium">Target</th>
                <th className="px-3 py-2 font-medium">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const href = targetLink(entry);
                return (
                  <tr
                    key={entry.id}
                    data-testid="activity-row"
                    data-action={entry.action}
                    className="border-t border-zinc-100 align-top"
                  >
                    <td className="px-3 py-2 whitespace-nowrap text-xs text-zinc-600">
                      <time dateTime={new Date(entry.at).toISOString()}>
                        {formatTimestamp(entry.at)}
                      </time>
                    </td>
                    <td
                      className="px-3 py-2 text-xs"
                      data-testid="activity-actor"
                      title={actorCell(entry).title}
                    >
                      {actorCell(entry).text}
                    </td>
                    <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
                    <td className="px-3 py-2 text-xs" data-testid="activity-target">
                      <span className="mr-1 rounded bg-zinc-100 px-1 text-zinc-600">
                        {entry.targetType}
                      </span>
                      {href ? (
                        <Link
                          href={href}
                          title={entry.targetId}
                          className="font-mono wrap-anywhere underline"
                        >
                          {targetName(entry)}
                        </Link>
                      ) : (
                        <span title={entry.targetId} className="font-mono wrap-anywhere">
                          {targetName(entry)}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2 text-xs text-zinc-600" data-testid="activity-details">
                      <DetailsCell entry={entry} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {log.hasNextPage ? (
        <button
          type="button"
          data-testid="activity-more"
          onClick={() => void log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
          className="rounded border border-zinc-300 bg-white px-3 py-1 text-sm hover:bg-zinc-50 disabled:opacity-50"
        >
          {log.isFetchingNextPage ? "Loading…" : "Older entries"}
        </button>
      ) : null}
    </section>
  );
}
