"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage, errorCode } from "@/components/ui/error-message";
import { AnswerAuditResult } from "./answer-audit-result";
import { FileTextPicker } from "@/components/ui/file-text-picker";
import { CharacterCounter } from "@/components/ui/character-counter";
import { MAX_PASTED_ANSWER_CHARS } from "@/server/shared/audit-inputs";
import {
  answerAuditProblem,
  runIdFromInput,
  sameAuditInput,
  unknownRunSentence,
  type AnswerAuditField,
} from "./answer-audit-input";

const INPUT =
  "w-full rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm shadow-xs aria-invalid:border-red-400";

/**
 * Paste or upload an answer — free text, or a final_answer record as JSON — and audit it
 * against a finished run's debriefs (its id, or its page's address pasted) or debriefs given as
 * JSON (audit.auditAnswer, issue 14). A missing field is marked invalid, named and focused; a
 * refused request says "The answer was not audited" with the server's reason (an unknown run:
 * unknownRunSentence). The run id field has a visible label, not only a placeholder. The submit
 * button stays focusable while the audit runs (aria-disabled), so the keyboard focus is not
 * lost. Nothing is stored; the result shows below.
 */
export function AnswerAuditForm({ initialRunId }: { initialRunId: string }) {
  const trpc = useTRPC();
  const uid = useId();
  const [answer, setAnswer] = useState("");
  const [kind, setKind] = useState<"run" | "debriefs">(initialRunId ? "run" : "run");
  const [runId, setRunId] = useState(initialRunId);
  const [json, setJson] = useState("");
  const [clientError, setClientError] = useState<{
    field: AnswerAuditField;
    message: string;
  } | null>(null);
  const fields = {
    answer: useRef<HTMLTextAreaElement>(null),
    runId: useRef<HTMLInputElement>(null),
    debriefs: useRef<HTMLTextAreaElement>(null),
  };
  const audit = useMutation(trpc.audit.auditAnswer.mutationOptions());
  const errorId = `${uid}-error`;
  /**
   * aria-invalid and aria-describedby for a field the last check found missing or too long
   * (`describedBy`: what else describes the field, its character counter).
   */
  const invalid = (field: AnswerAuditField, describedBy?: string) =>
    clientError?.field === field
      ? {
          "aria-invalid": true,
          "aria-describedby": describedBy ? `${errorId} ${describedBy}` : errorId,
        }
      : { "aria-invalid": false, "aria-describedby": describedBy };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (audit.isPending) return;
    const problem = answerAuditProblem({ answer, kind, runId, json });
    setClientError(problem);
    if (problem) {
      fields[problem.field].current?.focus();
      return;
    }
    audit.mutate({
      answer,
      source: kind === "run" ? { kind, runId: runIdFromInput(runId) } : { kind, json },
    });
  }

  return (
    <div className="space-y-5">
      <section
        aria-labelledby={`${uid}-heading`}
        className="rounded-md border border-zinc-200 bg-white p-4 shadow-xs"
      >
        <h1 id={`${uid}-heading`} className="mb-1 text-sm font-semibold text-zinc-800">
          Audit an answer
        </h1>
        <p className="mb-3 text-xs text-zinc-500">
          Free text is read clause by clause; a final_answer record (JSON with claims) is audited
          exactly. Nothing is stored.
        </p>
        <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="answer-audit-form">
          <div>
            <div className="mb-1 flex items-baseline justify-between gap-2">
              <label htmlFor={`${uid}-answer`} className="block text-xs font-medium text-zinc-700">
                Answer
              </label>
              <CharacterCounter
                id={`${uid}-answer-count`}
                testId="answer-audit-answer-count"
                text={answer}
                limit={MAX_PASTED_ANSWER_CHARS}
              />
            </div>
            <textarea
              ref={fields.answer}
              id={`${uid}-answer`}
              data-testid="answer-audit-answer"
              rows={8}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              className={`${INPUT} font-mono`}
              {...invalid("answer", `${uid}-answer-count`)}
            />
            <div className="mt-1">
              <FileTextPicker
                label="Upload the answer…"
                accept=".txt,.md,.json,text/*,application/json"
                testId="answer-audit-answer-file"
                onText={setAnswer}
              />
            </div>
          </div>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-xs font-medium text-zinc-700">Against</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${uid}-kind`}
                checked={kind === "run"}
                onChange={() => setKind("run")}
              />
              the debriefs of a finished run
            </label>
            {kind === "run" ? (
              <div className="pl-6">
                <label htmlFor={`${uid}-run-id`} className="mb-0.5 block text-xs text-zinc-600">
                  Run id (short or whole), or the run page&apos;s address
                </label>
                <input
                  id={`${uid}-run-id`}
                  ref={fields.runId}
                  data-testid="answer-audit-run-id"
                  {...invalid("runId")}
                  value={runId}
                  onChange={(event) => setRunId(event.target.value)}
                  placeholder="3515c3a0, run_3515c3a0-9c5 or http://…/runs/run_…"
                  className={INPUT}
                />
              </div>
            ) : null}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${uid}-kind`}
                checked={kind === "debriefs"}
                onChange={() => setKind("debriefs")}
                data-testid="answer-audit-kind-debriefs"
              />
              debriefs given as JSON
            </label>
            {kind === "debriefs" ? (
              <>
                <textarea
                  ref={fields.debriefs}
                  {...invalid("debriefs")}
                  aria-label="Debriefs JSON"
                  data-testid="answer-audit-debriefs"
                  rows={6}
                  value={json}
                  onChange={(event) => setJson(event.target.value)}
                  placeholder='[{ "agentName": "researcher", "result": { "findings": [...], ... } }]'
                  className={`${INPUT} font-mono`}
                />
                <FileTextPicker
                  label="Upload the debriefs JSON…"
                  accept=".json,application/json"
                  onText={setJson}
                />
              </>
            ) : null}
          </fieldset>
          {clientError ? (
            <div id={errorId}>
              <ErrorMessage error={clientError.message} />
            </div>
          ) : null}
          {audit.isError ? (
            <ErrorMessage
              error={
                audit.variables?.source.kind === "run" && errorCode(audit.error) === "NOT_FOUND"
                  ? unknownRunSentence(audit.variables.source.runId)
                  : audit.error
              }
              title="The answer was not audited"
            />
          ) : null}
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
          <button
            type="submit"
            aria-disabled={audit.isPending}
            data-testid="answer-audit-submit"
            className="rounded-md bg-zinc-900 px-3 py-1.5 text-sm font-medium text-white aria-disabled:opacity-60"
          >
            {audit.isPending ? "Auditing…" : "Audit"}
          </button>
        </form>
      </section>
      {audit.data && audit.variables ? (
        <>
          {sameAuditInput(audit.variables, {
            answer,
            source: kind === "run" ? { kind, runId: runIdFromInput(runId) } : { kind, json },
          }) ? null : (
            <p
              role="status"
              data-testid="answer-audit-stale"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            >
              The form changed since this audit: the result below is for the answer and debriefs as
              they were audited. Press Audit to check the current ones.
            </p>
          )}
          <AnswerAuditResult view={audit.data} auditedAt={audit.submittedAt} />
        </>
      ) : null}
    </div>
  );
}
