"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { JudgeOption, ReviewedFlag } from "@/server/features/audit/audit-views";
import { useTRPC } from "@/trpc/react";
import { useCan } from "@/components/auth/viewer-context";
import { Badge } from "@/components/ui/badge";
import { ErrorMessage } from "@/components/ui/error-message";

const VERDICT_TONE = { dropped: "red", carried: "green", unsure: "amber", failed: "grey" } as const;

/**
 * A model judge's second opinion on one flag (issue 14): ask a configured real provider, and
 * see its latest verdict beside the mechanical flag (which it never changes). Asking needs
 * audit:review (a reviewer or an admin); anyone who reads the audit sees the verdict. The
 * controls are hidden when no real provider is configured (the flag list says how to get one).
 * "Second opinion" is aria-disabled while asking, never disabled: a disabled button drops the
 * keyboard focus to the page (as Confirm and Dismiss do).
 */
export function JudgeOpinion({
  runId,
  flag,
  options,
}: {
  runId: string;
  flag: ReviewedFlag;
  options: JudgeOption[];
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canAsk = useCan("audit:review");
  const [provider, setProvider] = useState(options[0]?.provider);
  const judge = useMutation(
    trpc.audit.judge.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.audit.get.queryKey({ runId }) }),
    }),
  );
  const opinion = flag.judgement;
  const asking = canAsk && options.length > 0 ? provider : undefined;
  if (asking === undefined && !opinion) return null;
  return (
    <div data-testid="flag-judge" className="space-y-1 text-xs text-zinc-700">
      {asking !== undefined ? (
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label="Judge provider"
            value={provider}
            onChange={(event) => setProvider(event.target.value as JudgeOption["provider"])}
            className="rounded border border-zinc-300 px-1.5 py-0.5"
          >
            {options.map((option) => (
              <option key={option.provider} value={option.provider}>
                {option.provider}
                {option.model ? ` (${option.model})` : ""}
              </option>
            ))}
          </select>
          <button
            type="button"
            aria-disabled={judge.isPending}
            onClick={() => {
              if (!judge.isPending) judge.mutate({ runId, flagId: flag.id, provider: asking });
            }}
            className="rounded border border-zinc-300 px-2 py-0.5 hover:bg-zinc-50 aria-disabled:opacity-60"
          >
            {judge.isPending ? "Asking…" : "Second opinion"}
          </button>
        </div>
      ) : null}
      {opinion ? (
        <p data-testid="flag-judge-verdict" data-verdict={opinion.verdict}>
          <Badge tone={VERDICT_TONE[opinion.verdict]}>judge: {opinion.verdict}</Badge>{" "}
          <span className="text-zinc-500">
            {opinion.provider} {opinion.model}:
          </span>{" "}
          {opinion.explanation}
        </p>
      ) : null}
      {judge.isError ? <ErrorMessage error={judge.error} compact /> : null}
    </div>
  );
}
