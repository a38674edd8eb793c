"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import type { CorrectionView } from "@/server/features/runs/run-views";
import type { AgentRecord } from "@/server/runtime/records";
import { acceptsCorrections } from "@/server/shared/agent-status";
import { sendCorrectionInputSchema } from "@/server/shared/correction-input";
import { MAX_CORRECTION_LENGTH } from "@/server/shared/limits";
import { useTRPC } from "@/trpc/react";
import { CharacterCounter, characterCount } from "@/components/ui/character-counter";
import { ErrorMessage } from "@/components/ui/error-message";
import { submitOnShortcut } from "@/components/ui/submit-shortcut";
import { useCan } from "@/components/auth/viewer-context";
import { CorrectionList } from "./correction-list";
import {
  canSendCorrection,
  correctionHint,
  correctionPlaceholder,
  unsentDraft,
} from "./correction-form";
import { useFocusOnRemoval } from "./use-focus-on-removal";
import { correctionKeyFor, type PendingCorrectionKey } from "./correction-request-key";
import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";
import { statusPhrase } from "@/components/ui/status-phrase";
import { firstIssueSentence } from "@/components/ui/form-problem";

/**
 * Mid-run corrections for one agent. While the agent is queued/running and the signed-in
 * user may send corrections (corrections:send): a textarea with its character count against
 * MAX_CORRECTION_LENGTH (the limit the server's schema enforces) and "Send correction"
 * (Ctrl/Cmd+Enter; disabled while the box is empty or only spaces; for the scripted model, a
 * line on which corrections it acts on); the author is the signed-in user. Each correction goes with an idempotency
 * key (correction-request-key.ts): sending the same text again before it succeeded reuses it,
 * so the server stores one correction. Always: the agent's corrections with
 * their queued/consumed state. Closed agents, and roles without the permission, read only.
 * The send button is aria-disabled, never disabled: a disabled button under the keyboard focus
 * drops it to the page; once a correction is sent the focus goes back to the empty box, for
 * the next one. When the agent ends while the box holds the focus, the focus moves to the
 * "Corrections are closed" notice that takes the box's place; a correction typed but not sent
 * is kept in that notice ("Not sent (the agent ended first): …"), never dropped silently.
 */
export function CorrectionBox({
  runId,
  agent,
  corrections,
  agentNames,
  transcript,
  scripted = false,
}: {
  runId: string;
  agent: AgentRecord;
  corrections: CorrectionView[];
  agentNames: Record<string, string>;
  /** The agent's loaded transcript: what each consumed correction changed. */
  transcript?: TranscriptItem[] | undefined;
  /** The run's provider is the scripted model (the form says what it acts on). */
  scripted?: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [clientError, setClientError] = useState<string | null>(null);
  const pendingKey = useRef<PendingCorrectionKey | null>(null);
  const open = acceptsCorrections(agent.status);
  const canSend = useCan("corrections:send");
  const tooLong = characterCount(text, MAX_CORRECTION_LENGTH).over;
  const hint = correctionHint({ scripted, role: agent.role });
  // When the agent ends while the box holds the keyboard focus, the box goes away and the focus
  // would drop to the page: it moves to the notice that replaces the box (movesFocusOnClose).
  const shown = open && canSend;
  const closedNoticeRef = useRef<HTMLParagraphElement>(null);
  const focusWatch = useFocusOnRemoval(shown, () => closedNoticeRef.current);
  const send = useMutation(
    trpc.corrections.send.mutationOptions({
      onSuccess: () => {
        pendingKey.current = null;
        setText("");
        // Sent from the button (or from the box): ready for the next correction.
        if (formRef.current?.contains(document.activeElement)) textRef.current?.focus();
        // Not awaited: the correction is stored, so the button stops saying "Sending…" now; the
        // run's re-read (queued, then consumed) shows as it lands, as Cancel's does.
        void queryClient.invalidateQueries({ queryKey: trpc.runs.get.queryKey({ runId }) });
      },
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Nothing typed, or only spaces (the box just emptied by a send, a second click of a
    // double-click, Ctrl+Enter in a blank box): no send and no error; the button is disabled.
    if (!canSendCorrection(text, send.isPending)) return;
    // The schema the router parses: the same limits and messages, checked before sending.
    pendingKey.current = correctionKeyFor(pendingKey.current, text);
    const parsed = sendCorrectionInputSchema.safeParse({
      runId,
      agentId: agent.id,
      text,
      requestKey: pendingKey.current.key,
    });
    setClientError(parsed.success ? null : firstIssueSentence(parsed.error.issues));
    if (!parsed.success) return;
    send.mutate(parsed.data);
  }

  const list = (
    <CorrectionList corrections={corrections} agentNames={agentNames} transcript={transcript} />
  );

  if (!open || !canSend) {
    // A correction typed but not sent when the agent ended stays readable (and copyable).
    const draft = open ? null : unsentDraft(text);
    return (
      <section
        data-testid={`corrections-${agent.id}`}
        aria-label={`Corrections for ${agent.name}`}
        className="space-y-2"
      >
        <p
          ref={closedNoticeRef}
          tabIndex={-1}
          data-testid="corrections-closed"
          className="text-xs text-zinc-500 focus:outline-2 focus:outline-offset-2 focus:outline-sky-600"
        >
          {open
            ? "Your role cannot send corrections (an operator or admin can)."
            : `Corrections are closed: ${agent.name} ${statusPhrase(agent.status)}.`}
          {draft === null ? null : (
            <span
              data-testid="correction-unsent"
              className="mt-1 block rounded border border-amber-300 bg-amber-50 px-2 py-1 whitespace-pre-wrap wrap-anywhere text-amber-950"
            >
              {draft}
            </span>
          )}
        </p>
        {list}
      </section>
    );
  }

  return (
    <section
      data-testid={`correction-box-${agent.id}`}
      aria-label={`Corrections for ${agent.name}`}
      className="space-y-2"
    >
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onFocus={focusWatch.onFocus}
        onBlur={focusWatch.onBlur}
        noValidate
        className="space-y-2"
      >
        <div>
          <div className="mb-1 flex items-baseline justify-between gap-2">
            <label htmlFor={`${uid}-text`} className="text-xs font-medium text-zinc-700">
              Correction for <bdi>{agent.name}</bdi>
            </label>
            <CharacterCounter
              text={text}
              limit={MAX_CORRECTION_LENGTH}
              id={`${uid}-count`}
              testId="correction-count"
            />
          </div>
          <textarea
            ref={textRef}
            id={`${uid}-text`}
            data-testid="correction-input"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (clientError) setClientError(null);
            }}
            onKeyDown={(event) => submitOnShortcut(event, formRef.current)}
            rows={3}
            placeholder={correctionPlaceholder(agent.role)}
            aria-invalid={clientError !== null || tooLong}
            aria-describedby={`${uid}-count ${uid}-shortcut`}
            className="w-full resize-y rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm shadow-xs aria-invalid:border-red-400"
          />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <button
            type="submit"
            data-testid="send-correction"
            aria-disabled={!canSendCorrection(text, send.isPending)}
            className="rounded-md bg-violet-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-violet-600 aria-disabled:cursor-not-allowed aria-disabled:bg-zinc-400"
          >
            {send.isPending ? "Sending…" : "Send correction"}
          </button>
          <span id={`${uid}-shortcut`} className="pb-1.5 text-xs text-zinc-400">
            Ctrl/⌘ + Enter sends
          </span>
        </div>
        {hint === null ? null : (
          <p data-testid="correction-hint" className="text-xs text-zinc-500">
            {hint}
          </p>
        )}
        {clientError ? <ErrorMessage error={clientError} compact /> : null}
        {send.isError ? (
          <ErrorMessage error={send.error} title="The correction was not sent" compact />
        ) : null}
      </form>
      {list}
    </section>
  );
}
