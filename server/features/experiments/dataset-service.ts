import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import type { Clock } from "../../runtime/ports";
import type { EscalationCase } from "../../shared/escalation-case-schema";
import {
  MAX_IMPORT_CASES,
  type AddCaseInput,
  type ImportCasesInput,
} from "../../shared/experiment-inputs";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import type { WorkspaceRegistry } from "../workspaces/workspace-registry";
import {
  checkCaseTruth,
  TruthDatabases,
  type CaseWorkspace,
  type TruthCheckOptions,
} from "./case-truth";
import type { DatasetRepository } from "./dataset-repository";
import type { DatasetExport, DatasetVersionSummary, DatasetView } from "./dataset-views";
import {
  casesToJsonl,
  listDatasetVersions,
  loadDataset,
  MAX_LISTED_PROBLEMS,
  parseCasesJsonl,
} from "./escalation-case";

/**
 * Dataset versions (issue 11 "Stored as a versioned dataset in the repo; users can add cases in
 * the UI and import/export JSONL"): the repository's versions are read-only files; a user's
 * added case or import becomes a new version in the database (`v1-u1`, `v1-u2`, …: the n-th made
 * from repository version v1), holding the whole set, so an experiment always names exactly
 * one set of cases. Every case is checked by the schema and, against its workspace, by the truth
 * checker (case-truth.ts) before anything is stored.
 */

export interface DatasetServiceDependencies {
  datasetRepository: DatasetRepository;
  workspaces: Pick<WorkspaceRegistry, "list">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
  clock: Pick<Clock, "now">;
  /** datasets/escalations of the repository. */
  datasetsDirectory: string;
  /** How truth queries run (default: TRUTH_QUERY_TIMEOUT_MS on real time). */
  truthCheck?: TruthCheckOptions;
}

/** Every version: the repository's, then users', oldest first. */
export async function listDatasets(
  deps: DatasetServiceDependencies,
): Promise<DatasetVersionSummary[]> {
  const repository = listDatasetVersions(deps.datasetsDirectory).map((version) =>
    repositorySummary(version, loadDataset(version, deps.datasetsDirectory).cases.length),
  );
  const users = (await deps.datasetRepository.list()).map((stored): DatasetVersionSummary => ({
    version: stored.version,
    source: "user",
    basedOn: stored.basedOn,
    origin: stored.origin,
    caseCount: stored.caseCount,
    note: stored.note,
    createdAt: stored.createdAt,
    createdByEmail: stored.createdBy.email,
    createdByName: stored.createdBy.name ?? null,
  }));
  return [...repository, ...users];
}

/** One version with its cases; NotFoundError for an unknown version. */
export async function getDataset(
  deps: Pick<DatasetServiceDependencies, "datasetRepository" | "datasetsDirectory">,
  version: string,
): Promise<DatasetView> {
  if (!version.includes("-u")) {
    const dataset = loadDataset(version, deps.datasetsDirectory);
    return { version: repositorySummary(version, dataset.cases.length), cases: dataset.cases };
  }
  const stored = await deps.datasetRepository.get(version);
  if (stored === null) throw new NotFoundError(`unknown dataset version: ${version}`);
  return {
    version: {
      version: stored.version,
      source: "user",
      basedOn: stored.basedOn,
      origin: stored.origin,
      caseCount: stored.caseCount,
      note: stored.note,
      createdAt: stored.createdAt,
      createdByEmail: stored.createdBy.email,
      createdByName: stored.createdBy.name ?? null,
    },
    cases: parseCasesJsonl(stored.casesJsonl, { source: `dataset ${version}` }),
  };
}

/**
 * Add one case to `input.basedOn`'s cases as a new version. Errors before anything is stored:
 * NotFoundError (unknown version or workspace), InputValidationError (a duplicate case id, a
 * truth that differs from the workspace: every problem listed).
 */
export async function addCase(
  deps: DatasetServiceDependencies,
  input: AddCaseInput,
  actor: ActionActor,
): Promise<DatasetVersionSummary> {
  const base = await getDataset(deps, input.basedOn);
  if (base.cases.some((existing) => existing.id === input.case.id)) {
    throw new InputValidationError(
      `version ${input.basedOn} already has a case "${input.case.id}"; choose another id`,
    );
  }
  await checkTruth(deps, [input.case]);
  return storeVersion(deps, actor, {
    basedOn: input.basedOn,
    origin: "add-case",
    cases: [...base.cases, input.case],
    note: input.note ?? `added ${input.case.id}`,
    action: "dataset.add-case",
    details: { caseId: input.case.id },
  });
}

/**
 * Import JSONL as a new version: its cases alone, or appended to `basedOn`'s. Every line is
 * parsed (InputValidationError naming each bad line) and truth-checked (naming each case's
 * problems) before anything is stored; an id already in `basedOn` is refused, and so is an
 * import of more than MAX_IMPORT_CASES cases. Each workspace's seed is built once for the import.
 */
export async function importCases(
  deps: DatasetServiceDependencies,
  input: ImportCasesInput,
  actor: ActionActor,
): Promise<DatasetVersionSummary> {
  const imported = parseCasesJsonl(input.jsonl, { source: "import" });
  if (imported.length > MAX_IMPORT_CASES) {
    throw new InputValidationError(
      `an import takes at most ${MAX_IMPORT_CASES} cases, this one holds ${imported.length}; import it in parts`,
    );
  }
  const base = input.basedOn === undefined ? [] : (await getDataset(deps, input.basedOn)).cases;
  const taken = new Set(base.map((existing) => existing.id));
  const clashes = imported.filter((candidate) => taken.has(candidate.id)).map((c) => c.id);
  if (clashes.length > 0) {
    throw new InputValidationError(
      `version ${input.basedOn} already has ${clashes.length === 1 ? "case" : "cases"} ${clashes.join(", ")}`,
    );
  }
  await checkTruth(deps, imported);
  return storeVersion(deps, actor, {
    basedOn: input.basedOn ?? null,
    origin: "import",
    cases: [...base, ...imported],
    note: input.note ?? `imported ${imported.length} ${imported.length === 1 ? "case" : "cases"}`,
    action: "dataset.import",
    details: { imported: imported.length },
  });
}

/** A version's cases as canonical JSONL. */
export async function exportDataset(
  deps: Pick<DatasetServiceDependencies, "datasetRepository" | "datasetsDirectory">,
  version: string,
): Promise<DatasetExport> {
  const dataset = await getDataset(deps, version);
  return {
    filename: `escalations-${version}.jsonl`,
    contentType: "application/x-ndjson",
    body: casesToJsonl(dataset.cases),
  };
}

function repositorySummary(version: string, caseCount: number): DatasetVersionSummary {
  return {
    version,
    source: "repository",
    basedOn: null,
    origin: "repository",
    caseCount,
    note: `datasets/escalations/${version} (read-only)`,
    createdAt: null,
    createdByEmail: null,
    createdByName: null,
  };
}

/** Check every case's truth against its workspace; InputValidationError listing each problem. */
async function checkTruth(
  deps: Pick<DatasetServiceDependencies, "workspaces" | "truthCheck">,
  cases: readonly EscalationCase[],
): Promise<void> {
  const entries = await deps.workspaces.list();
  const problems: string[] = [];
  const databases = new TruthDatabases();
  try {
    await checkEachCase(cases, entries, problems, databases, deps.truthCheck);
  } finally {
    await databases.close();
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_LISTED_PROBLEMS).join("; ");
    const hidden = problems.length - MAX_LISTED_PROBLEMS;
    throw new InputValidationError(
      `the ground truth does not match the workspace: ${shown}${hidden > 0 ? `; … and ${hidden} more` : ""}`,
      { problems },
    );
  }
}

/**
 * Each case's truth problems into `problems`, every case of a workspace over one database built
 * from its seed (TruthDatabases: one build per workspace, not per case).
 */
async function checkEachCase(
  cases: readonly EscalationCase[],
  entries: readonly { id: string; rootPath: string }[],
  problems: string[],
  databases: TruthDatabases,
  truthCheck: TruthCheckOptions | undefined,
): Promise<void> {
  for (const escalationCase of cases) {
    const entry = entries.find((workspace) => workspace.id === escalationCase.workspace);
    if (entry === undefined) {
      problems.push(`case "${escalationCase.id}": unknown workspace ${escalationCase.workspace}`);
      continue;
    }
    const workspace = truthWorkspace(entry.id, entry.rootPath);
    if (typeof workspace === "string") {
      problems.push(`case "${escalationCase.id}": ${workspace}`);
      continue;
    }
    for (const problem of await checkCaseTruth(escalationCase, workspace, truthCheck, databases)) {
      problems.push(`case "${escalationCase.id}": ${problem}`);
    }
  }
}

/** The workspace's folder and its one db/*.sql seed, or why the truth cannot be checked. */
function truthWorkspace(id: string, rootPath: string): CaseWorkspace | string {
  const folder = path.join(rootPath, "db");
  const seeds = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".sql")) : [];
  if (seeds.length !== 1) {
    return `workspace ${id} needs exactly one db/*.sql seed for the truth checker (found ${seeds.length})`;
  }
  return { id, rootPath, seedSqlPath: path.join(folder, seeds[0]!) };
}

async function storeVersion(
  deps: DatasetServiceDependencies,
  actor: ActionActor,
  made: {
    basedOn: string | null;
    origin: "add-case" | "import";
    cases: EscalationCase[];
    note: string;
    action: "dataset.add-case" | "dataset.import";
    details: Record<string, string | number>;
  },
): Promise<DatasetVersionSummary> {
  const repositoryVersions = listDatasetVersions(deps.datasetsDirectory);
  const root = made.basedOn?.split("-u")[0] ?? repositoryVersions.at(-1) ?? "v1";
  const taken = await deps.datasetRepository.versionsFrom(root);
  const next = Math.max(0, ...taken.map((version) => Number(version.split("-u")[1]))) + 1;
  const version = `${root}-u${next}`;
  const createdAt = deps.clock.now();
  const casesJsonl = casesToJsonl(made.cases);
  await deps.datasetRepository.create({
    version,
    basedOn: made.basedOn,
    origin: made.origin,
    casesJsonl,
    caseCount: made.cases.length,
    note: made.note,
    createdAt,
    createdBy: actor,
  });
  await deps.actionLogRepository.insert({
    actor,
    action: made.action,
    targetType: "dataset",
    targetId: version,
    details: { ...made.details, basedOn: made.basedOn, cases: made.cases.length },
  });
  return {
    version,
    source: "user",
    basedOn: made.basedOn,
    origin: made.origin,
    caseCount: made.cases.length,
    note: made.note,
    createdAt,
    createdByEmail: actor.email,
    createdByName: actor.name?.trim() || null,
  };
}
