"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { reviewFlagInputSchema } from "@/server/shared/audit-inputs";
import type { ReviewDecision } from "@/server/shared/audit-terms";
import { MAX_REVIEW_NOTE_LENGTH } from "@/server/shared/limits";
import type { FlagReviewRecord } from "@/server/features/audit/audit-report";
import { useViewer } from "@/components/auth/viewer-context";
import { enterDecision, reviewStep } from "./flag-review-rules";
import { firstIssueSentence } from "@/components/ui/form-problem";

/**
 * Confirm or Dismiss one flag with a note; the reviewer is the signed-in user. Stored
 * insert-only by `audit.review`; the audit and the runs list refresh. A decision that
 * overturns the latest one (`latest`) is asked for again first, naming it and its note.
 * Confirm and Dismiss are aria-disabled while saving, never disabled: a disabled button drops
 * the keyboard focus to the page, and a reviewer going through the flags lost their place.
 * The controls form a group named after the flag (`label`), so each Confirm is announced with
 * its flag; Escape while an overturn is asked keeps the earlier decision (as "Keep it" does).
 * Enter in the note saves it as the button would (enterDecision): the overturn asked about,
 * else with the latest decision; on a flag not reviewed yet it asks for Confirm or Dismiss.
 */
export function FlagReviewForm({
  runId,
  flagId,
  latest = null,
  label,
}: {
  runId: string;
  flagId: string;
  /** The group's accessible name: which flag these controls review. */
  label: string;
  /** The flag's latest decision (null: not reviewed yet). */
  latest?: FlagReviewRecord | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const uid = useId();
  const viewerEmail = useViewer()?.email ?? null;
  const [note, setNote] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  // The overturn the person was asked about (the same button pressed again sends it).
  const [asked, setAsked] = useState<{ decision: ReviewDecision; message: string } | null>(null);

  const review = useMutation(
    trpc.audit.review.mutationOptions({
      onSuccess: async () => {
        setNote("");
        setAsked(null);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.audit.get.queryKey({ runId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.audit.summaries.pathKey() }),
        ]);
      },
    }),
  );

  function decide(decision: ReviewDecision) {
    if (review.isPending) return;
    const step = reviewStep({
      latest,
      decision,
      note,
      asked: asked?.decision ?? null,
      viewerEmail,
    });
    if (step.kind === "ask") {
      setAsked({ decision, message: step.message });
      return;
    }
    // The schema the router parses: the same limits and messages, checked before sending.
    const parsed = reviewFlagInputSchema.safeParse({ runId, flagId, decision, note });
    setClientError(parsed.success ? null : firstIssueSentence(parsed.error.issues));
    if (!parsed.success) return;
    review.mutate(parsed.data);
  }

  return (
    <div
      role="group"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "Escape" && asked) {
          event.stopPropagation();
          setAsked(null);
        }
      }}
      className="space-y-2 border-t border-zinc-100 pt-2"
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${uid}-note`} className="mb-0.5 block text-xs font-medium text-zinc-700">
            Note
          </label>
          <input
            id={`${uid}-note`}
            data-testid="flag-note"
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              if (clientError) setClientError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
              event.preventDefault();
              const decision = enterDecision({ latest, asked: asked?.decision ?? null });
              if (decision === null) setClientError("Press Confirm or Dismiss to save the note.");
              else decide(decision);
            }}
            placeholder="Why you confirm or dismiss it"
            maxLength={MAX_REVIEW_NOTE_LENGTH}
            aria-invalid={clientError !== null}
            className="w-full rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm shadow-xs aria-invalid:border-red-400"
          />
        </div>
        {/* Confirm and Dismiss wrap together: on a phone Dismiss was left alone on a line. */}
        <div className="flex items-end gap-2">
          <button
            type="button"
            data-testid="flag-confirm"
            aria-disabled={review.isPending}
            onClick={() => decide("confirmed")}
            className="rounded-md bg-red-700 px-2.5 py-1 text-sm font-medium text-white hover:bg-red-600 aria-disabled:bg-zinc-400"
          >
            Confirm
          </button>
          <button
            type="button"
            data-testid="flag-dismiss"
            aria-disabled={review.isPending}
            onClick={() => decide("dismissed")}
            className="rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-sm font-medium text-zinc-800 hover:bg-zinc-50 aria-disabled:opacity-50"
          >
            Dismiss
          </button>
        </div>
        {/* Always rendered, so a screen reader announces "Saved: confirmed" after the keyboard
            press too: the only other change is the badge at the card's top. */}
        <span role="status" data-testid="flag-review-saved" className="pb-1 text-xs text-zinc-500">
          {review.isPending
            ? "Saving…"
            : review.isSuccess
              ? `Saved: ${review.variables.decision}`
              : ""}
        </span>
      </div>
      {asked ? (
        <p
          role="alert"
          data-testid="flag-overturn"
          className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-950"
        >
          {asked.message}{" "}
          <button
            type="button"
            onClick={() => setAsked(null)}
            className="underline underline-offset-2"
          >
            Keep it
          </button>
        </p>
      ) : null}
      {clientError ? <ErrorMessage error={clientError} compact /> : null}
      {review.isError ? (
        <ErrorMessage error={review.error} title="The review was not saved" compact />
      ) : null}
    </div>
  );
}
