import type { LeaseKeeper } from "./features/leases/lease-keeper";
import type { RunLeaseRepository } from "./features/leases/run-lease-repository";
import type { RunQueue } from "./features/queue/run-queue";
import type { AgentManager } from "./runtime/agent/agent-manager";
import type { Clock } from "./runtime/ports";

/** How long runs in flight may go on finishing when the server shuts down (ms). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** The reason a run stopped by a shutdown carries (its statusDetail). */
export function shutDownReason(signal: string): string {
  return `the server shut down (${signal}) before the run finished; runs are not resumed`;
}

/** What a shutdown did with the runs of this process (logged by the signal handler). */
export interface ShutdownReport {
  /** Runs that finished within the grace period. */
  finishedInGrace: number;
  /** Runs in flight at the end of the grace period, marked `interrupted` with the reason. */
  interrupted: string[];
  /** Runs still queued here (never started), marked `interrupted` with the reason. */
  endedQueued: string[];
  /** The reason both carry. */
  reason: string;
}

/** What stopping the runs needs (the composition root's parts). */
export interface RunShutdownDependencies {
  manager: Pick<AgentManager, "inFlightRunIds" | "interruptRun">;
  runQueue: Pick<RunQueue, "stop">;
  runLeases: Pick<RunLeaseRepository, "end">;
  leaseKeeper: Pick<LeaseKeeper, "heldRuns">;
  clock: Pick<Clock, "now" | "setTimer">;
}

/**
 * Stop this process's runs for a shutdown (the drain rules, without a drain): no run starts
 * any more; the runs in flight get `graceMs` on the clock to finish (absent: as long as they
 * take, the worker's and the scripts' stop; the web process's signal handler passes
 * DEFAULT_SHUTDOWN_GRACE_MS); those still in flight then are interrupted with the reason
 * (in-process runs live in memory and are never resumed), and so are the runs still queued
 * here. Resolves once every run here has ended and been stored: none is left `running`.
 */
export async function stopRunsForShutdown(
  deps: RunShutdownDependencies,
  options: { graceMs?: number; signal?: string } = {},
): Promise<ShutdownReport> {
  const graceMs = options.graceMs ?? Number.POSITIVE_INFINITY;
  const reason = shutDownReason(options.signal ?? "stop");
  const before = deps.manager.inFlightRunIds().length;
  const settled = deps.runQueue.stop();
  let cancelTimer = () => undefined as void;
  const graceOver = new Promise<"grace over">((resolve) => {
    if (Number.isFinite(graceMs))
      cancelTimer = deps.clock.setTimer(() => resolve("grace over"), graceMs);
  });
  const first = await Promise.race([settled.then(() => "settled" as const), graceOver]);
  cancelTimer();
  const interrupted = first === "settled" ? [] : deps.manager.inFlightRunIds();
  for (const runId of interrupted) deps.manager.interruptRun(runId, reason);
  const inFlight = new Set(deps.manager.inFlightRunIds());
  const endedQueued: string[] = [];
  for (const runId of deps.leaseKeeper.heldRuns()) {
    if (inFlight.has(runId)) continue;
    const ending = { status: "interrupted", detail: reason, at: deps.clock.now() } as const;
    if (await deps.runLeases.end(runId, ending, { onlyIfQueued: true })) endedQueued.push(runId);
  }
  await settled;
  return { finishedInGrace: before - interrupted.length, interrupted, endedQueued, reason };
}

/**
 * What became of the runs in flight when the shutdown began: "no run was in flight", or "1 of
 * 2 runs in flight finished within the 10 s grace" (those left are listed as interrupted).
 */
function inFlightText(graceMs: number, report: ShutdownReport): string {
  const inFlight = report.finishedInGrace + report.interrupted.length;
  if (inFlight === 0) return "no run was in flight";
  const grace = Number.isFinite(graceMs)
    ? `the ${Math.round(graceMs / 1000)} s grace`
    : "the grace";
  const runs = `${inFlight} run${inFlight === 1 ? "" : "s"}`;
  return `${report.finishedInGrace} of ${runs} in flight finished within ${grace}`;
}

/** The log line of a shutdown: what happened to the streams and to each run in flight. */
export function describeShutdown(signal: string, graceMs: number, report: ShutdownReport): string {
  const runs = (count: number) => `${count} run${count === 1 ? "" : "s"}`;
  const parts = [
    `debrief: ${signal}: open live streams closed (browsers reconnect to the next server)`,
    inFlightText(graceMs, report),
  ];
  if (report.interrupted.length > 0)
    parts.push(
      `${runs(report.interrupted.length)} still in flight marked interrupted (${report.interrupted.join(", ")})`,
    );
  if (report.endedQueued.length > 0)
    parts.push(
      `${runs(report.endedQueued.length)} still queued marked interrupted (${report.endedQueued.join(", ")})`,
    );
  if (report.interrupted.length + report.endedQueued.length > 0)
    parts.push(`reason: "${report.reason}"`);
  return `${parts.join("; ")}; exiting.`;
}
