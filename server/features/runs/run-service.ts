import { readableErrorMessage } from "../../shared/error-text";
import { randomUUID } from "node:crypto";
import type { StartLimit } from "./start-limit";
import type { StartRunInput as ManagerStartInput } from "../../runtime/agent/agent-manager";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { redactText } from "../../runtime/redaction/redaction";
import type { Clock } from "../../runtime/ports";
import type { RunRecord } from "../../runtime/records";
import { workspaceTools } from "../../runtime/tools/workspace/workspace-tools";
import { assessActivity } from "../../shared/activity-assessment";
import { TRANSCRIPT_FIRST_PAGE } from "../../shared/limits";
import type { ListRunsInput, RunExchangesInput, StartRunInput } from "../../shared/run-inputs";
import type { DrainGuardDependencies } from "../drain/drain-guard";
import type { LeaseKeeper } from "../leases/lease-keeper";
import type { RunLeaseRepository } from "../leases/run-lease-repository";
import type { RunJob, RunQueue } from "../queue/run-queue";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import type { WorkspaceRegistry } from "../workspaces/workspace-registry";
import { o200kTokenCounter } from "../../runtime/window/token-counter";
import { contextWindowForRun } from "./context-window-settings";
import { createProvider, DEFAULT_MODELS, type ProviderEnv } from "./provider-factory";
import { resolveRunHistory } from "./run-history";
import type { QueueRoom } from "./queue-room";
import { assertRunsAdmitted, storeAdmittedRun } from "./run-admission";
import { optionProblem } from "./run-options";
import type { RunRepository } from "./run-repository";
import { requireAgentOfRun, requireRun } from "./run-guards";
import type { ExchangeSummary, RunDetail, RunsPage, RunSummary } from "./run-views";

/** What preparing a run for the manager needs (the web process and the executor alike). */
export interface RunPreparationDependencies {
  workspaces: Pick<WorkspaceRegistry, "get" | "list">;
  /** The provider variables of the environment (keys and base URLs come only from here). */
  providerEnv: ProviderEnv;
  /** The runtime's clock: the scripted model's latency waits on it, activity is measured by it. */
  clock: Clock;
}

/** What starting and reading runs needs. */
export interface RunServiceDependencies extends RunPreparationDependencies, DrainGuardDependencies {
  runRepository: Pick<
    RunRepository,
    "listRuns" | "getRunSnapshot" | "findRunSummary" | "findRun" | "findAgent" | "listExchanges"
  >;
  runQueue: Pick<RunQueue, "durable" | "enqueue" | "positions">;
  /** Stores admitted runs; ends one that could not be handed to the queue (enqueueRun). */
  runLeases: Pick<RunLeaseRepository, "createQueued" | "end">;
  leaseKeeper: Pick<LeaseKeeper, "holder" | "hold">;
  actionLogRepository: Pick<ActionLogRepository, "insert">;
  /** Bounds the starts this process works on at once (start-limit.ts); absent: no bound. */
  startLimit?: StartLimit;
  /** Bounds the runs waiting in the queue (queue-room.ts); absent: no bound. */
  queueRoom?: QueueRoom;
}

/** The manager's start input for `input`, without the run id. */
export type PreparedRun = Omit<ManagerStartInput, "runId">;

/**
 * Resolve a parsed start input into what the manager runs: the provider, the workspace, the
 * context window and the escalation history (resolved and redacted by run-history.ts).
 * Errors: InputValidationError (unavailable provider or mode, a provider whose key or base URL
 * variable is not set, "sample" history on a workspace without one), NotFoundError
 * (workspace). The provider and model come from the request; base URLs and keys only from the
 * environment.
 */
export async function prepareRun(
  deps: RunPreparationDependencies,
  input: StartRunInput,
): Promise<PreparedRun> {
  const problem =
    optionProblem("provider", input.provider, deps.providerEnv) ??
    optionProblem("returnMode", input.returnMode, deps.providerEnv);
  if (problem !== null) throw new InputValidationError(problem);
  const scriptedModel = DEFAULT_MODELS.scripted;
  if (input.provider === "scripted" && input.model && input.model !== scriptedModel) {
    throw new InputValidationError(
      `the scripted provider has one model, ${scriptedModel}; leave the model empty or name ${scriptedModel} (got "${input.model}")`,
    );
  }
  const provider = createProvider(
    { provider: input.provider, model: input.model, scenario: input.scenario },
    deps.providerEnv,
    {},
    deps.clock,
  );
  const contextWindow = contextWindowForRun(
    { ...input, model: input.model ?? provider.defaultModel },
    deps.providerEnv,
  );
  const workspace = await deps.workspaces.get(input.workspaceId);
  const history = await resolveRunHistory(deps.workspaces, input);
  assertHistoryFits(history, contextWindow);
  return {
    // Redacted at ingestion: the queued run record is stored before the runtime sees it.
    question: redactText(input.question),
    workspaceId: input.workspaceId,
    workspace,
    provider,
    model: input.model,
    returnMode: input.returnMode,
    scenario: input.provider === "scripted" ? input.scenario : null,
    history,
    workspaceTools,
    contextWindow,
  };
}

/**
 * Throws InputValidationError when the escalation history alone reaches the point where
 * compaction starts: no request of the parent could fit the window (a run with a 1,024-token
 * window and the 20,777-token sample history "succeeded" with every request 20 times too big).
 * The tokens are counted only when the text could reach it (a token is at least a character).
 */
function assertHistoryFits(
  history: { text: string; label: string } | null | undefined,
  window: PreparedRun["contextWindow"],
): void {
  if (history == null || window === undefined) return;
  if (history.text.length < window.compactAtTokens) return;
  const tokens = o200kTokenCounter.count(history.text);
  if (tokens < window.compactAtTokens) return;
  throw new InputValidationError(
    `the context window of ${window.tokens} tokens is too small for this run: its escalation history (${history.label}) alone is ${tokens} tokens, and compaction starts at ${window.compactAtTokens}; give a larger contextTokens or start without the history`,
  );
}

/** A new run id. */
export function newRunId(): string {
  return `run_${randomUUID().slice(0, 12)}`;
}

/** A queued run's history summary (source, label, o200k tokens); null: none. */
export function queuedHistory(history: PreparedRun["history"]): RunRecord["history"] {
  if (!history) return null;
  return {
    source: history.source,
    label: history.label,
    tokens: o200kTokenCounter.count(history.text),
  };
}

/** The record of a run about to be stored as `queued` (what `prepared` will run). */
export function queuedRunRecord(
  runId: string,
  prepared: Pick<
    PreparedRun,
    "question" | "workspaceId" | "provider" | "model" | "returnMode" | "scenario" | "history"
  >,
  createdAt: number,
): RunRecord {
  return {
    id: runId,
    question: prepared.question,
    workspaceId: prepared.workspaceId,
    providerName: prepared.provider.name,
    model: prepared.model ?? prepared.provider.defaultModel,
    returnMode: prepared.returnMode,
    scenario: prepared.scenario,
    // Known before the run starts: its header names the history while it is queued (ESC-0932
    // showed "no history" until the run started).
    history: queuedHistory(prepared.history),
    status: "queued",
    statusDetail: null,
    finalAnswer: null,
    createdAt,
    startedAt: null,
    finishedAt: null,
  };
}

/**
 * Start a run: checked, stored as `queued`, handed to the run queue; returns its id at once
 * (and `done`, which resolves once the queue has executed it). `input` is parsed already
 * (startRunInputSchema, at the router). Errors before anything is stored: DrainingError (a
 * drain is in force), RateLimitError (the queue is full: queue-room.ts), InputValidationError and NotFoundError (see prepareRun). `actor` (the
 * signed-in user) is recorded in the action log once the run is stored.
 */
export async function startRun(
  deps: RunServiceDependencies,
  input: StartRunInput,
  actor: ActionActor,
): Promise<{ runId: string; done: Promise<unknown> }> {
  const limit = deps.startLimit ?? ((start) => start());
  return limit(async () => {
    // Refused fast, before the preparation's work; enqueueRun's admission is the one that counts.
    await assertRunsAdmitted(deps);
    const prepared = await prepareRun(deps, input);
    return enqueueRun(deps, { input, prepared }, async (runId, model) => {
      await deps.actionLogRepository.insert({
        actor,
        action: "run.start",
        targetType: "run",
        targetId: runId,
        details: {
          workspaceId: input.workspaceId,
          provider: input.provider,
          model,
          scenario: prepared.scenario,
        },
      });
    });
  });
}

/**
 * Admit a prepared run and store it as `queued` (run-admission.ts: DrainingError while a drain
 * is in force, RateLimitError when the queue is full, both before anything is stored; this
 * process holds its lease when the queue is not durable), call `stored` (the caller's action
 * log entry), then hand it to the run queue with `job`'s extras. Returns its id and `done`
 * (resolves once the queue has executed it). Used by startRun and by experiments (each of an
 * experiment's runs is admitted when it is enqueued, replays after the recording included).
 */
export async function enqueueRun(
  deps: Pick<
    RunServiceDependencies,
    "clock" | "runQueue" | "runLeases" | "leaseKeeper" | "drains" | "queueRoom"
  >,
  run: { input: StartRunInput; prepared: PreparedRun } & Pick<RunJob, "heldChildren">,
  stored: (runId: string, model: string) => Promise<void> = async () => undefined,
): Promise<{ runId: string; done: Promise<unknown> }> {
  const createdAt = deps.clock.now();
  const record = queuedRunRecord(newRunId(), run.prepared, createdAt);
  // A queue that is not durable keeps the run in this process: it holds the run's lease.
  const holder = deps.runQueue.durable ? null : deps.leaseKeeper.holder();
  await storeAdmittedRun(deps, record, holder);
  if (holder !== null) deps.leaseKeeper.hold(record.id);
  let enqueued: Awaited<ReturnType<typeof deps.runQueue.enqueue>>;
  try {
    await stored(record.id, record.model);
    enqueued = await deps.runQueue.enqueue({
      runId: record.id,
      createdAt,
      input: run.input,
      ...(run.heldChildren ? { heldChildren: run.heldChildren } : {}),
    });
  } catch (error) {
    // Stored but never queued: it would wait as `queued` for good. It fails with the cause
    // (unless a queue took it after all), and the caller gets the error.
    const detail = `could not be queued: ${readableErrorMessage(error)}`;
    await deps.runLeases
      .end(record.id, { status: "failed", detail, at: deps.clock.now() }, { onlyIfQueued: true })
      .catch(() => undefined);
    throw error;
  }
  // Read only by callers that await it: a queue may start watching the run's end on access.
  return {
    runId: record.id,
    get done() {
      return enqueued.finished;
    },
  };
}

/**
 * One page of runs, newest first, optionally of one status (see RunRepository.listRuns);
 * waiting runs carry their queue position.
 */
export async function listRunSummaries(
  deps: Pick<RunServiceDependencies, "runRepository" | "runQueue">,
  filter: ListRunsInput,
): Promise<RunsPage> {
  const [page, positions] = await Promise.all([
    deps.runRepository.listRuns(filter),
    deps.runQueue.positions(),
  ]);
  return {
    ...page,
    runs: page.runs.map((run) =>
      run.status === "queued" ? { ...run, queuePosition: positions.get(run.id) ?? null } : run,
    ),
  };
}

/**
 * What the run page loads (the snapshot: first pages of the transcripts and counts, see
 * StoredRunSnapshot) with activity assessed now; NotFoundError for an unknown run.
 */
export async function getRun(
  deps: Pick<RunServiceDependencies, "runRepository" | "runQueue" | "clock">,
  runId: string,
): Promise<RunDetail> {
  const stored = await deps.runRepository.getRunSnapshot(runId, TRANSCRIPT_FIRST_PAGE);
  if (stored.run.status === "queued") {
    const positions = await deps.runQueue.positions();
    stored.run.queuePosition = positions.get(runId) ?? null;
  }
  const now = deps.clock.now();
  const activity = stored.agents.map((agent) => assessActivity(agent, now));
  const warnings = activity.flatMap((assessment) =>
    assessment.message ? [`${assessment.agentId}: ${assessment.message}`] : [],
  );
  return { ...stored, activity, warnings };
}

/**
 * One run's list row (the run page's server check and title), a waiting run with its queue
 * position from the queue (as runs.list and runs.get give it): NotFoundError "run <id> does
 * not exist" for an unknown run. Reads no transcript.
 */
export async function getRunSummary(
  deps: Pick<RunServiceDependencies, "runRepository" | "runQueue">,
  runId: string,
): Promise<RunSummary> {
  const summary = await deps.runRepository.findRunSummary(runId);
  if (summary === null) throw new NotFoundError(`run ${runId} does not exist`);
  if (summary.status !== "queued") return summary;
  const positions = await deps.runQueue.positions();
  return { ...summary, queuePosition: positions.get(runId) ?? null };
}

/**
 * A run's model calls (exchange summaries without bodies) in start order, of one agent when
 * `agentId` is given. NotFoundError for an unknown run or an agent of another run.
 */
export async function listRunExchanges(
  deps: Pick<RunServiceDependencies, "runRepository">,
  input: RunExchangesInput,
): Promise<ExchangeSummary[]> {
  if (input.agentId === undefined) await requireRun(deps, input.runId);
  else await requireAgentOfRun(deps, input.runId, input.agentId);
  return deps.runRepository.listExchanges(input.runId, input.agentId);
}
