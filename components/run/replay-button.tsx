"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { DRAIN_REPLAY_REFUSED } from "@/components/drain/drain-text";
import { useDrainInForce } from "@/components/drain/use-drain-in-force";

/**
 * Replays a finished run offline (recorded replies and tool results) and opens the new run;
 * errors (CONFLICT: still running, NOT_FOUND) show inline. Disabled, with the reason as its
 * title, while a deployment drain is in force (the server refuses new runs then).
 */
export function ReplayButton({ runId }: { runId: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const draining = useDrainInForce();
  const replay = useMutation(
    trpc.replay.start.mutationOptions({
      onSuccess: async ({ runId: newRunId }) => {
        await queryClient.invalidateQueries({ queryKey: trpc.runs.list.pathKey() });
        router.push(`/runs/${newRunId}`);
      },
    }),
  );
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        data-testid="replay-run"
        onClick={() => replay.mutate({ runId })}
        disabled={replay.isPending || replay.isSuccess || draining}
        title={
          draining
            ? DRAIN_REPLAY_REFUSED
            : "Run the same agents again offline, from the recorded model replies and tool results"
        }
        className="rounded border border-zinc-300 bg-white px-2 py-0.5 text-xs font-medium text-zinc-800 hover:border-violet-400 hover:text-violet-800 disabled:opacity-50"
      >
        {replay.isPending
          ? "Starting replay…"
          : replay.isSuccess
            ? "Opening the replay…"
            : "Replay"}
      </button>
      {replay.isError ? (
        <ErrorMessage error={replay.error} title="The replay was not started" compact />
      ) : null}
    </span>
  );
}
