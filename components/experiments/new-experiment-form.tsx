"use client";

import { useDrainInForce } from "@/components/drain/use-drain-in-force";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useTRPC } from "@/trpc/react";
import { ErrorMessage } from "@/components/ui/error-message";
import { pluralize } from "@/components/ui/plural";
import { OptionSelect, type SelectOption } from "@/components/runs/option-select";
import { ModelField } from "@/components/runs/model-field";
import {
  createExperimentInputSchema,
  MAX_EXPERIMENT_TRIALS,
} from "@/server/shared/experiment-inputs";
import { RETURN_MODES, type ReturnMode } from "@/server/shared/run-settings";
import { defaultDatasetVersion } from "./default-dataset";
import { CasePicker } from "./case-picker";
import { experimentStartProblem, trialCount } from "./experiment-start-check";
import { issueSentences } from "@/components/ui/form-problem";

const INPUT =
  "w-full rounded-md border border-zinc-300 bg-white px-2.5 py-1.5 text-sm shadow-xs aria-invalid:border-red-400";

/**
 * Create an experiment: a dataset version, the return modes to compare (the first checked is the
 * baseline), provider and model, trials, and every case or a chosen few. Plain form controls in
 * tab order (checkboxes, selects, a number, the case checklist: CasePicker): usable from the keyboard alone; Enter submits.
 * Start is disabled, with the reason beside it, while no mode or case is chosen or a deployment drain is in force. Checked with the same schema the router parses with; then opens the experiment's page.
 */
export function NewExperimentForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const uid = useId();
  const datasets = useQuery(trpc.datasets.list.queryOptions());
  const options = useQuery(trpc.meta.options.queryOptions());
  const draining = useDrainInForce();
  const [version, setVersion] = useState<string | null>(null);
  const [modes, setModes] = useState<ReturnMode[]>([...RETURN_MODES]);
  const [provider, setProvider] = useState("scripted");
  // null = the selected provider's default model.
  const [model, setModel] = useState<string | null>(null);
  const [trials, setTrials] = useState("1");
  const [allCases, setAllCases] = useState(true);
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const providers: (SelectOption & { defaultModel?: string | null })[] = options.data
    ?.providers ?? [{ name: "scripted", label: "Scripted model" }];
  const providerOption = providers.find((option) => option.name === provider);
  const defaultModel = providerOption?.defaultModel ?? null;
  const scripted = provider === "scripted";
  const modelValue = scripted ? (defaultModel ?? "") : (model ?? defaultModel ?? "");
  const chosenVersion = version ?? defaultDatasetVersion(datasets.data ?? []);
  const cases = useQuery({
    ...trpc.datasets.get.queryOptions({ version: chosenVersion }),
    enabled: chosenVersion !== "" && !allCases,
  });

  const create = useMutation(
    trpc.experiments.create.mutationOptions({
      onSuccess: async ({ experimentId }) => {
        await queryClient.invalidateQueries({ queryKey: trpc.experiments.list.queryKey() });
        router.push(`/experiments/${experimentId}`);
      },
    }),
  );

  function toggle(mode: ReturnMode) {
    setModes((current) =>
      current.includes(mode) ? current.filter((m) => m !== mode) : [...current, mode],
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (startProblem !== null) return;
    const parsed = createExperimentInputSchema.safeParse({
      datasetVersion: chosenVersion,
      modes: RETURN_MODES.filter((mode) => modes.includes(mode)),
      provider,
      ...(!scripted && modelValue.trim() !== "" ? { model: modelValue.trim() } : {}),
      trials: Number(trials),
      caseIds: allCases ? "all" : picked,
    });
    if (!parsed.success) {
      setProblem(issueSentences(parsed.error.issues).join(" "));
      return;
    }
    setProblem(null);
    create.mutate(parsed.data);
  }

  const caseCount = datasets.data?.find((d) => d.version === chosenVersion)?.caseCount ?? 0;
  // No count for trials out of range: "1,152 runs" for 9 trials, or "128 runs" for an empty
  // field, named an experiment the server would refuse.
  const trialsValue = trialCount(trials);
  const runCount =
    trialsValue === null
      ? null
      : (allCases ? caseCount : picked.length) *
        trialsValue *
        (modes.length + (modes.includes("contract") ? 0 : 1));
  const startProblem = experimentStartProblem({
    draining,
    modeCount: modes.length,
    trials,
    allCases,
    pickedCount: picked.length,
    caseCount,
  });

  return (
    <section
      aria-labelledby={`${uid}-heading`}
      className="rounded-md border border-zinc-200 bg-white p-4 shadow-xs"
    >
      <h2 id={`${uid}-heading`} className="mb-3 text-sm font-semibold text-zinc-800">
        New experiment
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="new-experiment-form">
        <div>
          <label
            htmlFor={`${uid}-dataset`}
            className="mb-1 block text-xs font-medium text-zinc-700"
          >
            Dataset version
          </label>
          <select
            id={`${uid}-dataset`}
            data-testid="experiment-dataset"
            value={chosenVersion}
            onChange={(e) => {
              setVersion(e.target.value);
              // Case ids belong to a version: a choice from another one would be refused.
              setPicked([]);
            }}
            className={INPUT}
          >
            {(datasets.data ?? []).map((dataset) => (
              <option key={dataset.version} value={dataset.version}>
                {dataset.version} — {pluralize(dataset.caseCount, "case")}
                {dataset.source === "repository" ? " (repository)" : ""}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="mb-1 text-xs font-medium text-zinc-700">
            Return modes (the first is the baseline)
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {RETURN_MODES.map((mode) => (
              <label key={mode} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  data-testid={`experiment-mode-${mode}`}
                  checked={modes.includes(mode)}
                  onChange={() => toggle(mode)}
                />
                {mode}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-zinc-500">
            Each case&apos;s contract run records the children; summary and transcript replay them.
            Inline has no child: its research cannot be held constant.
          </p>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <OptionSelect
            id={`${uid}-provider`}
            label="Provider"
            value={provider}
            options={providers}
            onChange={(value) => {
              setProvider(value);
              setModel(null);
            }}
            testId="experiment-provider"
          />
          <ModelField
            id={`${uid}-model`}
            value={modelValue}
            defaultModel={defaultModel}
            scripted={scripted}
            onChange={setModel}
          />
        </div>
        <div>
          <label htmlFor={`${uid}-trials`} className="mb-1 block text-xs font-medium text-zinc-700">
            Trials (1–{MAX_EXPERIMENT_TRIALS})
          </label>
          <input
            id={`${uid}-trials`}
            type="number"
            min={1}
            max={MAX_EXPERIMENT_TRIALS}
            value={trials}
            data-testid="experiment-trials"
            aria-invalid={trialsValue === null}
            aria-describedby={startProblem ? `${uid}-start-problem` : undefined}
            onChange={(e) => setTrials(e.target.value)}
            className={`${INPUT} w-24`}
          />
        </div>
        <fieldset>
          <legend className="mb-1 text-xs font-medium text-zinc-700">Cases</legend>
          <label className="mr-4 inline-flex items-center gap-1.5 text-sm">
            <input
              type="radio"
              name={`${uid}-cases`}
              checked={allCases}
              onChange={() => setAllCases(true)}
            />
            all {caseCount}
          </label>
          <label className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="radio"
              name={`${uid}-cases`}
              data-testid="experiment-cases-some"
              checked={!allCases}
              onChange={() => setAllCases(false)}
            />
            choose
          </label>
          {!allCases ? (
            <CasePicker
              cases={cases.data?.cases ?? []}
              picked={picked}
              onChange={setPicked}
              loading={cases.isPending}
            />
          ) : null}
        </fieldset>
        {problem ? <ErrorMessage error={problem} compact /> : null}
        {create.isError ? (
          <ErrorMessage error={create.error} title="The experiment was not started" compact />
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-zinc-500">
            {runCount === null ? null : (
              <span data-testid="experiment-run-count">{pluralize(runCount, "run")}</span>
            )}
            {startProblem ? (
              <span id={`${uid}-start-problem`} data-testid="experiment-start-problem">
                {runCount === null ? "" : " · "}
                {startProblem}
              </span>
            ) : null}
          </p>
          <button
            type="submit"
            data-testid="experiment-start"
            disabled={create.isPending || startProblem !== null}
            aria-describedby={startProblem ? `${uid}-start-problem` : undefined}
            className="rounded-md bg-zinc-900 px-3.5 py-1.5 text-sm font-medium text-white hover:bg-zinc-700 disabled:bg-zinc-400"
          >
            {create.isPending ? "Starting…" : "Start experiment"}
          </button>
        </div>
      </form>
    </section>
  );
}
