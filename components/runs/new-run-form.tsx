"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { CharacterCounter, characterCount } from "@/components/ui/character-counter";
import { Skeleton } from "@/components/ui/skeleton";
import { submitOnShortcut } from "@/components/ui/submit-shortcut";
import { MAX_QUESTION_LENGTH } from "@/server/shared/limits";
import { startRunInputSchema, type StartRunRequest } from "@/server/shared/run-inputs";
import { HistoryField, historyInput, type HistoryChoice } from "./history-field";
import { ModelField } from "./model-field";
import { OptionSelect } from "./option-select";
import { DRAIN_START_REFUSED } from "@/components/drain/drain-text";
import { useDrainInForce } from "@/components/drain/use-drain-in-force";
import { firstIssue } from "@/components/ui/form-problem";
import { useViewer } from "@/components/auth/viewer-context";
import {
  clearQuestionDraft,
  readQuestionDraft,
  tabStorage,
  writeQuestionDraft,
} from "./question-draft";

function firstEnabled(options: { name: string; enabled?: boolean }[]): string {
  return options.find((o) => o.enabled !== false)?.name ?? options[0]?.name ?? "";
}

/**
 * New-run form: question (prefilled with the sample, or the user's unsent question kept as a
 * draft in the tab: question-draft.ts; Ctrl/Cmd+Enter submits), workspace,
 * provider, model (the provider's default unless changed), return mode (each described),
 * escalation history (default, the workspace's, none, or the user's own) and scripted scenario
 * (every scenario listed with its description). Navigates to the run page on success. A problem
 * with the question shows under the question, which takes the focus; any other at the bottom.
 */
export function NewRunForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const options = useQuery(trpc.meta.options.queryOptions());
  const workspaces = useQuery(trpc.workspaces.list.queryOptions());
  const drainRefuses = useDrainInForce();

  const userId = useViewer()?.id ?? null;
  // null = untouched: fall back to the defaults from the server. The question starts as the
  // user's draft when one was kept (the box is only shown once the options load: in the
  // browser, so the server's HTML never holds it).
  const [question, setQuestion] = useState<string | null>(() =>
    userId === null ? null : readQuestionDraft(tabStorage(), userId),
  );
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const [provider, setProvider] = useState<string | null>(null);
  // null = the selected provider's default model.
  const [model, setModel] = useState<string | null>(null);
  const [returnMode, setReturnMode] = useState<string | null>(null);
  const [scenario, setScenario] = useState<string | null>(null);
  const [historyChoice, setHistoryChoice] = useState<HistoryChoice>("default");
  const [historyText, setHistoryText] = useState("");
  // The form's own check of the input: its sentence, and the field it is about.
  const [clientError, setClientError] = useState<ReturnType<typeof firstIssue> | null>(null);

  const start = useMutation(
    trpc.runs.start.mutationOptions({
      onSuccess: async ({ runId }) => {
        if (userId !== null) clearQuestionDraft(tabStorage(), userId);
        await queryClient.invalidateQueries({ queryKey: trpc.runs.list.pathKey() });
        router.push(`/runs/${runId}`);
      },
    }),
  );

  if (options.isPending || workspaces.isPending) {
    return (
      <FormFrame>
        <Skeleton lines={6} label="Loading form…" />
      </FormFrame>
    );
  }
  if (options.isError || workspaces.isError) {
    const error = options.error ?? workspaces.error;
    return (
      <FormFrame>
        <ErrorMessage
          error={error}
          title="Could not load the form"
          onRetry={() => {
            void options.refetch();
            void workspaces.refetch();
          }}
        />
      </FormFrame>
    );
  }

  const meta = options.data;
  const questionValue = question ?? meta.sampleQuestion;
  const workspaceValue = workspaceId ?? workspaces.data[0]?.id ?? "";
  const providerValue = provider ?? firstEnabled(meta.providers);
  const providerOption = meta.providers.find((p) => p.name === providerValue);
  const defaultModel = providerOption?.defaultModel ?? null;
  const scripted = providerValue === "scripted";
  const modelValue = scripted ? (defaultModel ?? "") : (model ?? defaultModel ?? "");
  const returnModeValue = returnMode ?? firstEnabled(meta.returnModes);
  const scenarioValue = scenario ?? meta.scenarios[0]?.name ?? "";
  const tooLong = characterCount(questionValue, MAX_QUESTION_LENGTH).over;
  const questionError = clientError?.field === "question" ? clientError.sentence : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending) return;
    // The schema the router parses: the same limits and messages, checked before sending.
    const parsed = startRunInputSchema.safeParse({
      question: questionValue,
      workspaceId: workspaceValue,
      provider: providerValue as StartRunRequest["provider"],
      returnMode: returnModeValue as StartRunRequest["returnMode"],
      scenario: scenarioValue as StartRunRequest["scenario"],
      ...(!scripted && modelValue.trim() !== "" ? { model: modelValue } : {}),
      history: historyInput(historyChoice, historyText),
    });
    if (!parsed.success) {
      const problem = firstIssue(parsed.error.issues);
      setClientError(problem);
      // A question problem shows under the question (the bottom of the form is below the fold).
      if (problem.field === "question") document.getElementById(`${uid}-question`)?.focus();
      return;
    }
    setClientError(null);
    start.mutate(parsed.data);
  }

  return (
    <FormFrame>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        data-testid="new-run-form"
        noValidate
        className="space-y-3"
      >
        <div>
          <div className="mb-1 flex items-baseline justify-between gap-2">
            <label htmlFor={`${uid}-question`} className="text-xs font-medium text-zinc-700">
              Question
            </label>
            <CharacterCounter
              text={questionValue}
              limit={MAX_QUESTION_LENGTH}
              testId="question-count"
            />
          </div>
          <textarea
            id={`${uid}-question`}
            data-testid="question-input"
            value={questionValue}
            onChange={(e) => {
              setQuestion(e.target.value);
              if (userId !== null)
                writeQuestionDraft(tabStorage(), userId, e.target.value, meta.sampleQuestion);
              if (clientError) setClientError(null);
            }}
            onKeyDown={(event) => submitOnShortcut(event, formRef.current)}
            rows={6}
            aria-invalid={questionError !== null || tooLong}
            aria-describedby={
              questionError ? `${uid}-question-error ${uid}-question-hint` : `${uid}-question-hint`
            }
            className="w-full resize-y rounded-md border border-zinc-300 bg-white px-2.5 py-2 text-sm leading-relaxed shadow-xs aria-invalid:border-red-400"
          />
          {questionError ? (
            <p
              id={`${uid}-question-error`}
              role="alert"
              data-testid="question-error"
              className="mt-0.5 text-xs text-red-700"
            >
              {questionError}
            </p>
          ) : null}
          <p id={`${uid}-question-hint`} className="mt-0.5 text-xs text-zinc-500">
            The escalation the parent agent should answer. Ctrl/⌘ + Enter starts the run.
          </p>
        </div>

        {workspaces.data.length === 0 ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900">
            No workspace yet.{" "}
            <Link href="/workspaces" className="font-medium underline">
              Register one
            </Link>{" "}
            to start a run.
          </p>
        ) : (
          <OptionSelect
            id={`${uid}-workspace`}
            label="Workspace"
            testId="workspace-select"
            value={workspaceValue}
            onChange={setWorkspaceId}
            options={workspaces.data.map((w) => ({
              name: w.id,
              label: `${w.name}${w.hasDatabase ? "" : " (no database)"}`,
              description: w.rootPath,
            }))}
          />
        )}

        {/* One column: the provider labels are long and a half-width select cut them off. */}
        <div className="grid gap-3">
          <OptionSelect
            id={`${uid}-provider`}
            label="Provider"
            testId="provider-select"
            value={providerValue}
            onChange={(value) => {
              setProvider(value);
              setModel(null);
            }}
            options={meta.providers}
          />
          <ModelField
            id={`${uid}-model`}
            value={modelValue}
            defaultModel={defaultModel}
            scripted={scripted}
            onChange={setModel}
          />
        </div>

        <OptionSelect
          id={`${uid}-return-mode`}
          label="Return mode"
          testId="return-mode-select"
          value={returnModeValue}
          onChange={setReturnMode}
          options={meta.returnModes}
        />

        <HistoryField
          id={`${uid}-history`}
          choice={historyChoice}
          text={historyText}
          onChoice={(choice) => {
            setHistoryChoice(choice);
            if (clientError) setClientError(null);
          }}
          onText={(text) => {
            setHistoryText(text);
            if (clientError) setClientError(null);
          }}
        />

        <OptionSelect
          id={`${uid}-scenario`}
          label="Scripted scenario"
          testId="scenario-select"
          value={scenarioValue}
          onChange={setScenario}
          disabled={!scripted}
          options={meta.scenarios}
          listAll
        />

        {clientError && clientError.field !== "question" ? (
          <ErrorMessage error={clientError.sentence} compact />
        ) : null}
        {start.isError ? (
          <ErrorMessage error={start.error} title="The run was not started" compact />
        ) : null}

        <div className="flex flex-wrap items-center justify-end gap-3">
          {drainRefuses ? (
            <span
              id={`${uid}-drain`}
              data-testid="start-run-drain"
              className="text-xs text-amber-800"
            >
              {DRAIN_START_REFUSED}
            </span>
          ) : null}
          {start.isSuccess ? <span className="text-xs text-zinc-500">Opening the run…</span> : null}
          <button
            type="submit"
            data-testid="start-run"
            disabled={start.isPending || start.isSuccess || drainRefuses}
            aria-describedby={drainRefuses ? `${uid}-drain` : undefined}
            className="rounded-md bg-zinc-900 px-3.5 py-1.5 text-sm font-medium text-white shadow-sm hover:bg-zinc-700 disabled:cursor-not-allowed disabled:bg-zinc-400"
          >
            {start.isPending ? "Starting…" : "Start run"}
          </button>
        </div>
      </form>
    </FormFrame>
  );
}

function FormFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="new-run-heading"
      className="rounded-md border border-zinc-200 bg-white p-4 shadow-xs"
    >
      <h2 id="new-run-heading" className="mb-3 text-sm font-semibold text-zinc-800">
        New run
      </h2>
      {children}
    </section>
  );
}
