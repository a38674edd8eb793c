import type { AgentManager } from "../../runtime/agent/agent-manager";
import type { RuntimeEvent } from "../../runtime/ports";
import { runAuditForRun, type AuditServiceDependencies } from "./audit-service";
import { verifyRunProvenance } from "./provenance-service";

/** What the background audit needs: the audit's dependencies and the manager's in-flight set. */
export interface AuditOnEventsDependencies extends AuditServiceDependencies {
  manager: AuditServiceDependencies["manager"] & Pick<AgentManager, "isInFlight">;
}

/**
 * A runtime-event listener that audits in the background (issue 5): provenance is verified
 * when a debrief arrives, and the caveat audit runs when a run ends. A failure is logged
 * (`report`, console.error by default) and the audit view computes on demand.
 */
export function auditOnEvents(
  deps: AuditOnEventsDependencies,
  report: (message: string, error: unknown) => void = console.error,
): (event: RuntimeEvent) => void {
  return (event) => {
    const failed = (error: unknown) => report(`debrief: audit of ${event.runId} failed:`, error);
    if (event.type === "debrief-recorded") {
      verifyRunProvenance(deps, event.runId).catch(failed);
    } else if (event.type === "run-updated" && !deps.manager.isInFlight(event.runId)) {
      runAuditForRun(deps, event.runId).catch(failed);
    }
  };
}
