import type { AuditRepository } from "../features/audit/audit-repository";
import type { RunRepository } from "../features/runs/run-repository";
import type { RunTrace } from "./run-trace";

/** The repositories a run's trace is read from. */
export interface RunTraceSources {
  runRepository: Pick<RunRepository, "getRunDetail">;
  auditRepository: Pick<AuditRepository, "findAudit">;
}

/**
 * A stored run as its trace needs it: the run page's stored detail plus the number of caveat
 * audit flags (null when no audit is stored). Errors: NotFoundError for an unknown run.
 */
export async function loadRunTrace(sources: RunTraceSources, runId: string): Promise<RunTrace> {
  const [detail, audit] = await Promise.all([
    sources.runRepository.getRunDetail(runId),
    sources.auditRepository.findAudit(runId),
  ]);
  return { ...detail, auditFlagCount: audit === null ? null : audit.flagCount };
}
