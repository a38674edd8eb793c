import type { Clock } from "../../runtime/ports";
import type { WorkspaceRegistry } from "../workspaces/workspace-registry";
import { requireRun, type RunGuardDependencies } from "../runs/run-guards";
import type { DebriefProvenance, StoredProvenanceCheck } from "./audit-report";
import type { AuditRepository } from "./audit-repository";
import { countCheck } from "./provenance-counts";
import { evidenceOf } from "./provenance-evidence";
import { ProvenanceVerifier } from "./provenance-verification";

/** What provenance checks need: the run guards, audit storage and the workspaces to read. */
export interface ProvenanceServiceDependencies extends RunGuardDependencies {
  auditRepository: Pick<
    AuditRepository,
    "listDebriefs" | "listProvenanceChecks" | "saveProvenanceChecks"
  >;
  workspaces: Pick<WorkspaceRegistry, "get">;
  /** When checks, audits and reviews are stamped (ms since the epoch): the services' clock. */
  clock: Pick<Clock, "now">;
}

/**
 * Check every provenance entry of the run's debriefs against its workspace and store the
 * checks (entries already checked keep their stored result). Works on running runs too, so
 * badges can show as debriefs arrive. A workspace that is gone makes every entry unverifiable.
 * NotFoundError "unknown run: <id>" for an unknown run.
 */
export async function verifyRunProvenance(
  deps: ProvenanceServiceDependencies,
  runId: string,
): Promise<DebriefProvenance[]> {
  const run = await requireRun(deps, runId);
  const debriefs = await deps.auditRepository.listDebriefs(runId);
  const stored = await deps.auditRepository.listProvenanceChecks(runId);
  const checked = new Set(stored.map((check) => check.debriefId));
  const pending = debriefs.filter((debrief) => !checked.has(debrief.debriefId) && debrief.result);
  if (pending.length > 0) {
    const fresh: StoredProvenanceCheck[] = [];
    let verifier: ProvenanceVerifier | null = null;
    let unavailable: string | null = null;
    try {
      verifier = new ProvenanceVerifier(await deps.workspaces.get(run.workspaceId));
    } catch (error) {
      unavailable = `workspace ${run.workspaceId} is not available: ${error instanceof Error ? error.message : String(error)}`;
    }
    for (const debrief of pending) {
      for (const [findingIndex, finding] of (debrief.result?.findings ?? []).entries()) {
        for (const [entryIndex, entry] of finding.provenance.entries()) {
          const outcome = verifier
            ? await verifier.check(finding.claim, entry, evidenceOf(debrief.result))
            : {
                form: "unrecognised" as const,
                status: "unverifiable" as const,
                reason: unavailable ?? "",
              };
          fresh.push({
            debriefId: debrief.debriefId,
            agentId: debrief.agentId,
            findingIndex,
            entryIndex,
            entry,
            ...outcome,
          });
        }
      }
    }
    await deps.auditRepository.saveProvenanceChecks(runId, fresh, deps.clock.now());
  }
  const checks = await deps.auditRepository.listProvenanceChecks(runId);
  return debriefs.map((debrief) => {
    const own = checks.filter((check) => check.debriefId === debrief.debriefId);
    const counts = { verified: 0, not_found: 0, unverifiable: 0, total: 0 };
    for (const check of own) countCheck(counts, check.status);
    return {
      debriefId: debrief.debriefId,
      agentId: debrief.agentId,
      agentName: debrief.agentName,
      checks: own,
      counts,
    };
  });
}
