import { MAX_RUNS_SEARCH_LENGTH } from "@/server/shared/limits";
import { RUN_STATUSES, type RunStatus } from "@/server/shared/run-status";
import { RUN_OUTCOMES, type RunOutcome } from "@/server/shared/run-outcome";
import { RUN_SOURCES, type RunSource } from "@/server/shared/run-inputs";
import {
  PROVIDER_NAMES,
  RETURN_MODES,
  type ProviderName,
  type ReturnMode,
} from "@/server/shared/run-settings";
import { pluralize } from "@/components/ui/plural";

/** What the runs list is filtered by (empty strings: no filter). */
export interface RunsFilter {
  query: string;
  status: RunStatus | "";
  outcome: RunOutcome | "";
  provider: ProviderName | "";
  returnMode: ReturnMode | "";
  workspaceId: string;
  /** Who started the runs: people (the form, the API) or experiments; "" both. */
  source: RunSource | "";
  /** Only runs whose audit has flags no reviewer has decided yet (filtered in the browser). */
  unreviewedOnly: boolean;
}

export const NO_RUNS_FILTER: RunsFilter = {
  query: "",
  status: "",
  outcome: "",
  provider: "",
  returnMode: "",
  workspaceId: "",
  source: "",
  unreviewedOnly: false,
};

/** The runs.list input for a filter (only the fields the server filters by). */
export function listInputFor(filter: RunsFilter) {
  const query = filter.query.trim();
  return {
    ...(query === "" ? {} : { query }),
    ...(filter.status === "" ? {} : { status: filter.status }),
    ...(filter.outcome === "" ? {} : { outcome: filter.outcome }),
    ...(filter.provider === "" ? {} : { provider: filter.provider }),
    ...(filter.returnMode === "" ? {} : { returnMode: filter.returnMode }),
    ...(filter.workspaceId === "" ? {} : { workspaceId: filter.workspaceId }),
    ...(filter.source === "" ? {} : { source: filter.source }),
  };
}

/** True when any server-side field filters the list. */
export function isFiltered(filter: RunsFilter): boolean {
  return Object.keys(listInputFor(filter)).length > 0;
}

/** The search parameter each filter field is kept in (the URL of a filtered runs list). */
const PARAMETER = {
  query: "q",
  status: "status",
  outcome: "outcome",
  provider: "provider",
  returnMode: "mode",
  workspaceId: "workspace",
  source: "source",
  unreviewedOnly: "unreviewed",
} as const satisfies Record<keyof RunsFilter, string>;

/** What `filterFromSearchParams` reads: URLSearchParams or Next's ReadonlyURLSearchParams. */
export interface SearchParamsReader {
  get(name: string): string | null;
}

/** `value` when it is one of `allowed`, otherwise "" (no filter). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | "" {
  return allowed.find((entry) => entry === value) ?? "";
}

/**
 * The runs filter a URL's search parameters hold (a shared or reloaded link). Unknown values
 * (a status that does not exist, an over-long search) filter nothing rather than failing.
 */
export function filterFromSearchParams(params: SearchParamsReader): RunsFilter {
  const query = (params.get(PARAMETER.query) ?? "").trim();
  return {
    query: query.length > MAX_RUNS_SEARCH_LENGTH ? "" : query,
    status: oneOf(RUN_STATUSES, params.get(PARAMETER.status)),
    outcome: oneOf(RUN_OUTCOMES, params.get(PARAMETER.outcome)),
    provider: oneOf(PROVIDER_NAMES, params.get(PARAMETER.provider)),
    returnMode: oneOf(RETURN_MODES, params.get(PARAMETER.returnMode)),
    workspaceId: (params.get(PARAMETER.workspaceId) ?? "").trim(),
    source: oneOf(RUN_SOURCES, params.get(PARAMETER.source)),
    unreviewedOnly: params.get(PARAMETER.unreviewedOnly) === "1",
  };
}

/**
 * The search parameters that keep `filter` in the URL ("" when nothing is filtered), in a
 * fixed order so the same filter always gives the same link.
 */
export function searchParamsFor(filter: RunsFilter): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAMETER) as (keyof RunsFilter)[]) {
    const value = filter[key];
    if (typeof value === "string" && value.trim() !== "") params.set(PARAMETER[key], value.trim());
  }
  if (filter.unreviewedOnly) params.set(PARAMETER.unreviewedOnly, "1");
  return params.toString();
}

/**
 * The runs list's footer: how many runs the table shows. Without the client-side "unreviewed
 * flags only" filter the loaded rows are the shown ones ("21 of 21 runs"); with it, the rows
 * shown are counted, among the loaded ones ("1 run with unreviewed flags, among 21 of 21 runs").
 */
export function runsCountLabel(counts: {
  shown: number;
  loaded: number;
  total: number;
  unreviewedOnly: boolean;
}): string {
  const of = `${counts.loaded} of ${pluralize(counts.total, "run")}`;
  if (!counts.unreviewedOnly) return of;
  return `${pluralize(counts.shown, "run")} with unreviewed flags, among ${of}`;
}

/**
 * The runs list's empty state under "unreviewed flags only" (a filter of the loaded rows):
 * when older runs are not loaded yet it says so, so "no unreviewed flags" is not read as the
 * answer for every run: a run with open flags on the next page was hidden behind it.
 */
export function unreviewedEmptyText(counts: { loaded: number; total: number }): {
  title: string;
  text: string;
} {
  const remaining = counts.total - counts.loaded;
  if (remaining <= 0)
    return {
      title: "No runs with unreviewed flags",
      text: "Every flag on the listed runs has been confirmed or dismissed.",
    };
  return {
    title: `No unreviewed flags among the ${pluralize(counts.loaded, "run")} loaded`,
    text: `${pluralize(remaining, "older run")} ${remaining === 1 ? "is" : "are"} not loaded yet: show more to check ${remaining === 1 ? "it" : "them"}.`,
  };
}
