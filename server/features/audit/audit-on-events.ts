import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { RuntimeEvent } from "../../runtime/ports";
import { runAuditForRun, type AuditServiceDependencies } from "./audit-service";
import { BackgroundWork } from "./background-work";
import { verifyRunProvenance } from "./provenance-service";

/** What the background audit needs: the audit's dependencies and the manager's in-flight set. */
export interface AuditOnEventsDependencies extends AuditServiceDependencies {
  manager: AuditServiceDependencies["manager"] & Pick<AgentManager, "isInFlight">;
}

/** Optional hooks of the background audit. */
export interface AuditOnEventsOptions {
  /**
   * Runs after a run's audit was stored or failed, inside the audit job: keep it quick, and
   * queue slow work elsewhere (the OpenTelemetry export only queues the run: export-queue.ts).
   */
  afterAudit?: (runId: string) => Promise<void>;
  /** Where failures are reported (console.error by default). */
  report?: (message: string, error: unknown) => void;
  /** Told of each background audit's promise (settled, never rejected) so it can be awaited. */
  track?: (work: Promise<void>) => void;
  /** Where the jobs run (default: one at a time, without waiting for calm; see BackgroundWork). */
  work?: BackgroundWork;
}

/**
 * A runtime-event listener that audits in the background (issue 5): provenance is verified
 * when a debrief arrives, and the caveat audit runs when a run ends, then `afterAudit`. A
 * failure is logged and the audit view computes on demand. The jobs go through `work`
 * (BackgroundWork): one at a time, merged per run (a run's end is announced more than once;
 * debriefs arriving during a check rerun it once), after the process is calm.
 */
export function auditOnEvents(
  deps: AuditOnEventsDependencies,
  options: AuditOnEventsOptions = {},
): (event: RuntimeEvent) => void {
  const report = options.report ?? console.error;
  const track = options.track ?? (() => undefined);
  const work = options.work ?? new BackgroundWork();
  return (event) => {
    const runId = event.runId;
    const failed = (error: unknown) => report(`debrief: audit of ${runId} failed:`, error);
    if (event.type === "debrief-recorded") {
      const check = async () => {
        await verifyRunProvenance(deps, runId);
      };
      track(work.schedule(`provenance ${runId}`, "rerun", check).catch(failed));
    } else if (event.type === "run-updated" && !deps.manager.isInFlight(runId)) {
      const audit = async () => {
        await runAuditForRun(deps, runId).catch(failed);
        await options.afterAudit?.(runId);
      };
      track(
        work
          .schedule(`audit ${runId}`, "once", audit)
          .catch((error: unknown) => report(`debrief: after the audit of ${runId}:`, error)),
      );
    }
  };
}
