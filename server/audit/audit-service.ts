import {
  findAudit,
  insertFlagReview,
  latestReviews,
  listFlagReviews,
  listProvenanceChecks,
  saveAuditOnce,
  saveProvenanceChecks,
  type AuditRecord,
} from "../db/audit-repository";
import { rowToDebrief } from "../db/mapping/debrief-rows";
import { rowToRun } from "../db/mapping/run-rows";
import type { AppServices } from "../runs/services";
import { DebriefError, NotFoundError } from "../runtime/errors";
import type { RunRecord, RunStatus } from "../runtime/records";
import type { AuditExportFormat } from "../shared/audit-terms";
import type { ReviewFlagInput } from "../shared/audit-inputs";
import { isTerminalRunStatus } from "../shared/run-status";
import type {
  AuditFlag,
  AuditReport,
  DebriefProvenance,
  FlagReviewRecord,
  StoredAudit,
  StoredProvenanceCheck,
} from "./audit-report";
import { auditRun } from "./caveat-audit";
import type { AuditDebrief } from "./hedges";
import { renderAuditMarkdown } from "./audit-export";
import { ProvenanceVerifier, countCheck } from "./provenance-verification";

/**
 * The audit feature (issue 5): provenance checks of a run's debriefs against its workspace,
 * the caveat audit of its final answer (computed once the run is terminal and stored once),
 * reviewers' decisions on the flags, and export as Markdown or JSON.
 * Errors: NotFoundError "unknown run: <id>" / "unknown flag <flagId> in the audit of run
 * <id>"; PRECONDITION_FAILED for a run that has not ended. Inputs are parsed at the router.
 */

/** A flag with the latest decision on it (null: not reviewed yet). */
export type ReviewedFlag = AuditFlag & { review: FlagReviewRecord | null };

/** What audit.get returns. */
export type AuditView =
  | { state: "pending"; runId: string; runStatus: RunStatus; detail: string }
  | {
      state: "ready";
      runId: string;
      question: string;
      runStatus: RunStatus;
      /** Epoch ms. */
      computedAt: number;
      finalAnswer: string;
      report: AuditReport;
      provenance: DebriefProvenance[];
      flags: ReviewedFlag[];
      /** Every decision, oldest first (the history; the latest per flag is on `flags`). */
      reviews: FlagReviewRecord[];
      counts: AuditReport["counts"] & { unreviewed: number; confirmed: number; dismissed: number };
    };

async function loadRun(services: AppServices, runId: string): Promise<RunRecord> {
  const row = await services.prisma.run.findUnique({ where: { id: runId } });
  if (row === null) throw new NotFoundError(`unknown run: ${runId}`);
  return rowToRun(row);
}

function notEnded(run: RunRecord): DebriefError {
  return new DebriefError(
    "PRECONDITION_FAILED",
    `run ${run.id} is ${run.status}; its audit is computed when it ends`,
  );
}

/** The run's debriefs with their children's names, oldest first. */
async function loadDebriefs(
  services: AppServices,
  runId: string,
): Promise<(AuditDebrief & { debriefId: string })[]> {
  const [rows, agents] = await Promise.all([
    services.prisma.debrief.findMany({
      where: { runId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    services.prisma.agent.findMany({ where: { runId }, select: { id: true, name: true } }),
  ]);
  const names = new Map(agents.map((agent) => [agent.id, agent.name]));
  return rows.map((row) => {
    const debrief = rowToDebrief(row);
    return {
      debriefId: debrief.id,
      agentId: debrief.agentId,
      agentName: names.get(debrief.agentId) ?? debrief.agentId,
      result: debrief.result,
    };
  });
}

/**
 * Check every provenance entry of the run's debriefs against its workspace and store the
 * checks (entries already checked keep their stored result). Works on running runs too, so
 * badges can show as debriefs arrive. A workspace that is gone makes every entry unverifiable.
 */
export async function verifyRunProvenance(
  services: AppServices,
  runId: string,
): Promise<DebriefProvenance[]> {
  const run = await loadRun(services, runId);
  const debriefs = await loadDebriefs(services, runId);
  const stored = await listProvenanceChecks(services.prisma, runId);
  const checked = new Set(stored.map((check) => check.debriefId));
  const pending = debriefs.filter((debrief) => !checked.has(debrief.debriefId) && debrief.result);
  if (pending.length > 0) {
    const fresh: StoredProvenanceCheck[] = [];
    let verifier: ProvenanceVerifier | null = null;
    let unavailable: string | null = null;
    try {
      verifier = new ProvenanceVerifier(await services.workspaces.get(run.workspaceId));
    } catch (error) {
      unavailable = `workspace ${run.workspaceId} is not available: ${error instanceof Error ? error.message : String(error)}`;
    }
    for (const debrief of pending) {
      for (const [findingIndex, finding] of (debrief.result?.findings ?? []).entries()) {
        for (const [entryIndex, entry] of finding.provenance.entries()) {
          const outcome = verifier
            ? await verifier.check(finding.claim, entry)
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
    await saveProvenanceChecks(services.prisma, runId, fresh, Date.now());
  }
  const checks = await listProvenanceChecks(services.prisma, runId);
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

/**
 * Audit a terminal run and store the audit (once: a stored audit is returned as it is).
 * Throws NotFoundError for an unknown run, PRECONDITION_FAILED for one still in flight.
 */
export async function runAuditForRun(services: AppServices, runId: string): Promise<AuditRecord> {
  const run = await loadRun(services, runId);
  if (!isTerminalRunStatus(run.status)) throw notEnded(run);
  const existing = await findAudit(services.prisma, runId);
  if (existing) return existing;
  const [debriefs, provenance] = await Promise.all([
    loadDebriefs(services, runId),
    verifyRunProvenance(services, runId),
  ]);
  const finalAnswer = run.finalAnswer ?? "";
  const stored: StoredAudit = {
    version: 1,
    runId,
    computedAt: Date.now(),
    finalAnswer,
    audit: auditRun({ finalAnswer, debriefs }),
    provenance,
  };
  return saveAuditOnce(services.prisma, stored);
}

function toView(run: RunRecord, record: AuditRecord, reviews: FlagReviewRecord[]): AuditView {
  const latest = latestReviews(reviews);
  const flags = record.audit.audit.flags.map((flag) => ({
    ...flag,
    review: latest.get(flag.id) ?? null,
  }));
  const decided = (decision: FlagReviewRecord["decision"]) =>
    flags.filter((flag) => flag.review?.decision === decision).length;
  return {
    state: "ready",
    runId: run.id,
    question: run.question,
    runStatus: run.status,
    computedAt: record.audit.computedAt,
    finalAnswer: record.audit.finalAnswer,
    report: record.audit.audit,
    provenance: record.audit.provenance,
    flags,
    reviews,
    counts: {
      ...record.audit.audit.counts,
      unreviewed: flags.filter((flag) => flag.review === null).length,
      confirmed: decided("confirmed"),
      dismissed: decided("dismissed"),
    },
  };
}

/**
 * The audit of a run: computed and stored on the first request once the run is terminal;
 * `pending` while it runs. NotFoundError for an unknown run.
 */
export async function getAudit(services: AppServices, runId: string): Promise<AuditView> {
  const run = await loadRun(services, runId);
  if (!isTerminalRunStatus(run.status)) {
    return { state: "pending", runId, runStatus: run.status, detail: notEnded(run).message };
  }
  const record = await runAuditForRun(services, runId);
  return toView(run, record, await listFlagReviews(services.prisma, runId));
}

/**
 * Record a reviewer's decision on a flag (insert-only; the latest wins). Errors, before
 * anything is stored: NotFoundError for an unknown run or a flag not in its audit,
 * PRECONDITION_FAILED for a run still in flight. `input` is parsed at the router.
 */
export async function reviewFlag(
  services: AppServices,
  input: ReviewFlagInput,
): Promise<{ review: FlagReviewRecord; flag: ReviewedFlag }> {
  const record = await runAuditForRun(services, input.runId);
  const flag = record.audit.audit.flags.find((candidate) => candidate.id === input.flagId);
  if (!flag)
    throw new NotFoundError(`unknown flag ${input.flagId} in the audit of run ${input.runId}`);
  const review = await insertFlagReview(services.prisma, {
    runId: input.runId,
    flagId: input.flagId,
    decision: input.decision,
    note: input.note,
    reviewer: input.reviewer,
    createdAt: Date.now(),
  });
  return { review, flag: { ...flag, review } };
}

/** An export: the text and how to save it. */
export interface AuditExport {
  format: AuditExportFormat;
  filename: string;
  contentType: string;
  content: string;
}

/** The audit of a terminal run as Markdown or JSON (with reviews). Errors as getAudit. */
export async function exportAudit(
  services: AppServices,
  runId: string,
  format: AuditExportFormat,
): Promise<AuditExport> {
  const view = await getAudit(services, runId);
  if (view.state === "pending") throw new DebriefError("PRECONDITION_FAILED", view.detail);
  if (format === "json") {
    return {
      format,
      filename: `audit-${runId}.json`,
      contentType: "application/json",
      content: `${JSON.stringify(view, null, 2)}\n`,
    };
  }
  return {
    format,
    filename: `audit-${runId}.md`,
    contentType: "text/markdown",
    content: renderAuditMarkdown(view),
  };
}
