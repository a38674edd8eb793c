"use client";

import { useQuery } from "@tanstack/react-query";
import { useHydrated } from "@/components/ui/use-hydrated";
import { MAX_RUNS_SEARCH_LENGTH } from "@/server/shared/limits";
import { RUN_STATUSES } from "@/server/shared/run-status";
import { RUN_OUTCOME_LABELS, RUN_OUTCOMES } from "@/server/shared/run-outcome";
import { RUN_SOURCES } from "@/server/shared/run-inputs";
import { PROVIDER_NAMES, RETURN_MODES } from "@/server/shared/run-settings";
import { useTRPC } from "@/trpc/react";
import { SearchInput } from "@/components/ui/search-input";
import type { RunsFilter } from "./runs-filter";

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T | "";
  options: readonly { value: T; label: string }[];
  onChange: (value: T | "") => void;
  testId: string;
}) {
  return (
    // max-w-full and min-w-0: a long option (a workspace's name) shrinks the select on a phone
    // instead of making the filter row wider than the screen.
    <label className="flex max-w-full min-w-0 items-center gap-1 text-xs text-zinc-600">
      {label}
      <select
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value as T | "")}
        className="min-w-0 rounded border border-zinc-300 bg-white px-1.5 py-0.5 text-xs"
      >
        <option value="">all</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const plain = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value }));

/**
 * The runs list's search box (sent after a pause in typing) and its filters: status,
 * outcome, provider, return mode, workspace, who started the runs. `onChange` receives the whole filter.
 */
export function RunsFilterBar({
  filter,
  onChange,
}: {
  filter: RunsFilter;
  onChange: (filter: RunsFilter) => void;
}) {
  const trpc = useTRPC();
  const workspaces = useQuery(trpc.workspaces.list.queryOptions());
  // The new-run form beside this list may have read the workspaces before this Suspense
  // boundary hydrates: options the server did not render would fail hydration (#418).
  const hydrated = useHydrated();

  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1.5" data-testid="runs-filters">
      <SearchInput
        testId="runs-search"
        label="Search the questions"
        placeholder="Search questions…"
        maxLength={MAX_RUNS_SEARCH_LENGTH}
        initialText={filter.query}
        onSearch={(query) => onChange({ ...filter, query })}
        className="text-sm"
      />
      <FilterSelect
        label="Status"
        testId="runs-status-filter"
        value={filter.status}
        options={plain(RUN_STATUSES)}
        onChange={(status) => onChange({ ...filter, status })}
      />
      <FilterSelect
        label="Outcome"
        testId="runs-outcome-filter"
        value={filter.outcome}
        options={RUN_OUTCOMES.map((value) => ({ value, label: RUN_OUTCOME_LABELS[value] }))}
        onChange={(outcome) => onChange({ ...filter, outcome })}
      />
      <FilterSelect
        label="Provider"
        testId="runs-provider-filter"
        value={filter.provider}
        options={plain(PROVIDER_NAMES)}
        onChange={(provider) => onChange({ ...filter, provider })}
      />
      <FilterSelect
        label="Mode"
        testId="runs-mode-filter"
        value={filter.returnMode}
        options={plain(RETURN_MODES)}
        onChange={(returnMode) => onChange({ ...filter, returnMode })}
      />
      <FilterSelect
        label="Workspace"
        testId="runs-workspace-filter"
        value={filter.workspaceId}
        options={(hydrated ? (workspaces.data ?? []) : []).map((workspace) => ({
          value: workspace.id,
          label: workspace.name,
        }))}
        onChange={(workspaceId) => onChange({ ...filter, workspaceId })}
      />
      <FilterSelect
        label="Started by"
        testId="runs-source-filter"
        value={filter.source}
        options={RUN_SOURCES.map((value) => ({ value, label: value }))}
        onChange={(source) => onChange({ ...filter, source })}
      />
    </div>
  );
}
