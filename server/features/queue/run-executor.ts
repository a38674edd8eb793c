import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { EventSink } from "../../runtime/ports";
import type { LeaseKeeper } from "../leases/lease-keeper";
import type { RunLeaseRepository } from "../leases/run-lease-repository";
import { prepareRun, type PreparedRun, type RunPreparationDependencies } from "../runs/run-service";
import type { RunJob } from "./run-queue";
import { unconsumedCorrectionReason } from "../corrections/refusal-reasons";
import type { StoredCorrectionRepository } from "../corrections/stored-correction-repository";
import { readableErrorMessage } from "../../shared/error-text";
import type { RunStatus } from "../../shared/run-status";

/**
 * One structured log entry of a run this process executes (a worker writes each as a JSON
 * line): `run-taken` once it has claimed the run, `run-finished` once the run has ended here
 * and its lease is released, with its outcome and how long it ran (ms, on the process's clock,
 * from the claim; 0 for a run that could not start, which is never claimed). `worker`: the
 * lease owner; `at`: ISO time.
 */
export type RunJobLogEntry =
  | { event: "run-taken"; runId: string; worker: string; at: string }
  | {
      event: "run-finished";
      runId: string;
      worker: string;
      at: string;
      outcome: RunOutcome;
      durationMs: number;
      detail: string | null;
    };

/** How a run executed here ended. */
export type RunOutcome = "succeeded" | "failed" | "cancelled" | "interrupted";

/** What executing a queued run needs. */
export interface RunExecutorDependencies extends RunPreparationDependencies {
  leaseKeeper: Pick<LeaseKeeper, "claim" | "release" | "holder">;
  runLeases: Pick<RunLeaseRepository, "end" | "cancelRequest">;
  manager: Pick<AgentManager, "startRun" | "cancelRun">;
  /** Told when a run ends here without the manager (could not start). */
  events: EventSink;
  /**
   * Makes a prepared run replay the children of a recorded run (experiments); a job with
   * `heldChildren` fails to start in a process without it.
   */
  holdChildren?: (prepared: PreparedRun, recordingRunId: string) => Promise<PreparedRun>;
  /**
   * Refuses the run's stored corrections left with neither a consumption nor a refusal once it
   * has ended (one stored for an agent after its final inbox check); absent: nothing is swept.
   */
  corrections?: Pick<StoredCorrectionRepository, "refuseUnsettled"> | null;
  /** Told when a run is taken and when it finishes (RunJobLogEntry); absent: nothing logged. */
  runLog?: ((entry: RunJobLogEntry) => void) | null;
}

/** A run's outcome from its status once ended here (one still in flight: it was interrupted). */
function outcomeOf(status: RunStatus): RunOutcome {
  return status === "queued" || status === "running" ? "interrupted" : status;
}

/**
 * Execute one queued run (the RunJobHandler of every queue): build its provider and workspace,
 * claim it (skip it when it is no longer queued: cancelled, interrupted, or taken elsewhere),
 * run it on the manager and resolve once it has ended; then release the lease. A run that
 * cannot start (its workspace was removed, a key is missing in this process) ends `failed`
 * with the reason. Once it has ended, its stored corrections that no agent consumed or refused
 * are refused (deps.corrections) with the reason that is true (unconsumedCorrectionReason:
 * late, or pending when the run was cancelled or the agent ended). Never rejects and never runs
 * a run twice. Each run claimed here is logged as taken and finished (deps.runLog).
 */
export async function executeRunJob(deps: RunExecutorDependencies, job: RunJob): Promise<void> {
  let ended: { outcome: RunOutcome; detail: string | null } = { outcome: "failed", detail: null };
  const fail = async (detail: string) => {
    ended = { outcome: "failed", detail };
    await deps.runLeases
      .end(job.runId, { status: "failed", detail, at: deps.clock.now() })
      .catch(() => undefined);
    deps.events.emit({ type: "run-updated", runId: job.runId });
  };
  const log = (entry: { event: "run-taken" } | { event: "run-finished"; durationMs: number }) => {
    if (!deps.runLog) return;
    const common = {
      runId: job.runId,
      worker: deps.leaseKeeper.holder().owner,
      at: new Date(deps.clock.now()).toISOString(),
    };
    deps.runLog(
      entry.event === "run-taken"
        ? { event: "run-taken", ...common }
        : { event: "run-finished", ...common, ...ended, durationMs: entry.durationMs },
    );
  };
  // Prepared before the claim, so the manager holds the run as soon as it is `running`.
  let prepared: PreparedRun;
  try {
    prepared = await prepareRun(deps, job.input);
    if (job.heldChildren !== undefined) {
      if (deps.holdChildren === undefined) {
        throw new Error("this process cannot replay an experiment's recorded children");
      }
      prepared = await deps.holdChildren(prepared, job.heldChildren.recordingRunId);
    }
  } catch (error) {
    await fail(`could not start: ${readableErrorMessage(error)}`);
    log({ event: "run-finished", durationMs: 0 });
    return;
  }
  const startedAt = await deps.leaseKeeper.claim(job.runId);
  if (startedAt === null) return;
  log({ event: "run-taken" });
  try {
    const handle = await deps.manager.startRun({
      ...prepared,
      runId: job.runId,
      claimed: { createdAt: job.createdAt, startedAt },
    });
    // A cancel that came between the claim and now was stored; the manager holds the run now.
    const cancelled = await deps.runLeases.cancelRequest(job.runId);
    if (cancelled !== null) deps.manager.cancelRun(job.runId, cancelled);
    await handle.done.then(
      (run) => (ended = { outcome: outcomeOf(run.status), detail: run.statusDetail }),
      (error: unknown) => fail(`ended with an error: ${readableErrorMessage(error)}`),
    );
    await deps.corrections
      ?.refuseUnsettled(job.runId, unconsumedCorrectionReason, deps.clock.now())
      .catch((error: unknown) => {
        console.error(`debrief: run ${job.runId}'s late corrections not refused:`, error);
      });
  } catch (error) {
    await fail(`could not start: ${readableErrorMessage(error)}`);
  } finally {
    await deps.leaseKeeper.release(job.runId).catch(() => undefined);
    log({ event: "run-finished", durationMs: deps.clock.now() - startedAt });
  }
}
