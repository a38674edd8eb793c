import type { FinalAnswerRecord } from "../../runtime/contract/final-answer";
import { DebriefError, NotFoundError } from "../../runtime/errors";
import { redactText } from "../../runtime/redaction/redaction";
import type { RunRecord } from "../../runtime/records";
import type { AuditSummariesInput, ReviewFlagInput } from "../../shared/audit-inputs";
import type { ActionLogRepository } from "../action-log/action-log-repository";
import type { ActionActor } from "../action-log/action-log-views";
import type { AuditExportFormat } from "../../shared/audit-terms";
import { isTerminalRunStatus } from "../../shared/run-status";
import { requireRun } from "../runs/run-guards";
import type { RunRepository } from "../runs/run-repository";
import { runOutcome, type RunOutcomeView } from "../../shared/run-outcome";
import { renderAuditJson, renderAuditMarkdown } from "./audit-export";
import type { FlagReviewRecord, JudgementRecord, StoredAudit } from "./audit-report";
import type { AuditRecord, AuditRepository, StoredAuditDebrief } from "./audit-repository";
import type {
  AuditExport,
  AuditSummary,
  AuditView,
  JudgeOption,
  ReviewedFlag,
} from "./audit-views";
import { answerReading, auditRunAnswer } from "./run-answer-audit";
import { judgeAgreement, judgeOptions } from "./judge/judge-summary";
import type { ProviderEnv } from "../runs/provider-factory";
import { verifyRunProvenance, type ProvenanceServiceDependencies } from "./provenance-service";

/**
 * The audit feature (issue 5): the caveat audit of a run's final answer (computed once the
 * run is terminal and stored once), reviewers' decisions on the flags, export as Markdown or
 * JSON, and flag counts for the runs list. Provenance checks: provenance-service.ts.
 * Errors: NotFoundError "unknown run: <id>" / "unknown flag <flagId> in the audit of run
 * <id>"; PRECONDITION_FAILED for a run that has not ended. Inputs are parsed at the router.
 */

/** What the audit needs: provenance checks' dependencies and the rest of audit storage. */
export interface AuditServiceDependencies extends ProvenanceServiceDependencies {
  /** The run guards' reads and the run's list row (its outcome). */
  runRepository: ProvenanceServiceDependencies["runRepository"] &
    Pick<RunRepository, "findRunSummary">;
  /** Provider variables: which real providers the judge may ask (absent: none). */
  providerEnv?: ProviderEnv;
  auditRepository: ProvenanceServiceDependencies["auditRepository"] &
    Pick<
      AuditRepository,
      | "findAudit"
      | "saveAuditOnce"
      | "insertFlagReview"
      | "listFlagReviews"
      | "listAuditSummaries"
      | "listFinalAnswerItems"
    > &
    Partial<Pick<AuditRepository, "listJudgements" | "findRecordingDebriefs">>;
}

/** What recording a review needs besides the audit: the action log. */
export interface ReviewServiceDependencies extends AuditServiceDependencies {
  actionLogRepository: Pick<ActionLogRepository, "insert">;
}

function notEnded(run: RunRecord): DebriefError {
  return new DebriefError(
    "PRECONDITION_FAILED",
    `run ${run.id} is ${run.status}; its audit is computed when it ends`,
  );
}

/** The latest decision per flag id (reviews oldest first, as listFlagReviews returns them). */
export function latestReviews(reviews: readonly FlagReviewRecord[]): Map<string, FlagReviewRecord> {
  const latest = new Map<string, FlagReviewRecord>();
  for (const review of reviews) latest.set(review.flagId, review);
  return latest;
}

/**
 * What a run's answer is audited against: its own children's typed debriefs; when none of them
 * returned one (summary and transcript modes return free text) and the run is an experiment's
 * held replay, the typed debriefs of the recording whose children it replayed: the same
 * debriefs the experiment scores it against, so the run's audit page and the experiment agree.
 */
export async function debriefsToAuditAgainst<T extends { result: unknown }>(
  deps: Pick<AuditServiceDependencies, "auditRepository">,
  runId: string,
  own: readonly T[],
  answerRecord: FinalAnswerRecord | null,
): Promise<{ debriefs: readonly (T | StoredAuditDebrief)[]; detail: string | null }> {
  const typed = own.some(
    (debrief) => debrief.result !== null && typeof debrief.result === "object",
  );
  if (
    typed ||
    answerRecord !== null ||
    own.length === 0 ||
    !deps.auditRepository.findRecordingDebriefs
  )
    return { debriefs: own, detail: null };
  const recorded = await deps.auditRepository.findRecordingDebriefs(runId);
  if (!recorded || !recorded.debriefs.some((debrief) => debrief.result !== null))
    return { debriefs: own, detail: null };
  return {
    debriefs: recorded.debriefs,
    detail: `audited against the typed debriefs of recording run ${recorded.recordingRunId}, whose children this run replayed (as its experiment scores it)`,
  };
}

/**
 * Audit a terminal run and store the audit (once: a stored audit is returned as it is).
 * Throws NotFoundError for an unknown run, PRECONDITION_FAILED for one still in flight.
 */
export async function runAuditForRun(
  deps: AuditServiceDependencies,
  runId: string,
): Promise<AuditRecord> {
  const run = await requireRun(deps, runId);
  if (!isTerminalRunStatus(run.status)) throw notEnded(run);
  const existing = await deps.auditRepository.findAudit(runId);
  if (existing) return existing;
  const [debriefs, provenance, answerItems] = await Promise.all([
    deps.auditRepository.listDebriefs(runId),
    verifyRunProvenance(deps, runId),
    deps.auditRepository.listFinalAnswerItems(runId),
  ]);
  const finalAnswer = run.finalAnswer ?? "";
  const reading = answerReading(run, answerItems);
  const against = await debriefsToAuditAgainst(deps, runId, debriefs, reading.answerRecord);
  const stored: StoredAudit = {
    version: 1,
    runId,
    computedAt: deps.clock.now(),
    finalAnswer,
    audit: auditRunAnswer({
      run,
      answerItems,
      debriefs: against.debriefs,
      againstDetail: against.detail,
    }),
    provenance,
  };
  return deps.auditRepository.saveAuditOnce(stored);
}

function toView(
  run: RunRecord,
  outcome: RunOutcomeView,
  record: AuditRecord,
  reviews: FlagReviewRecord[],
  judging: { judgements: JudgementRecord[]; options: JudgeOption[] },
): AuditView {
  const latest = latestReviews(reviews);
  const judged = new Map<string, JudgementRecord>();
  for (const judgement of judging.judgements) judged.set(judgement.flagId, judgement);
  const flags = record.audit.audit.flags.map((flag) => ({
    ...flag,
    review: latest.get(flag.id) ?? null,
    judgement: judged.get(flag.id) ?? null,
  }));
  const decided = (decision: FlagReviewRecord["decision"]) =>
    flags.filter((flag) => flag.review?.decision === decision).length;
  return {
    state: "ready",
    runId: run.id,
    question: run.question,
    runStatus: run.status,
    runOutcome: outcome,
    computedAt: record.audit.computedAt,
    finalAnswer: record.audit.finalAnswer,
    report: record.audit.audit,
    provenance: record.audit.provenance,
    flags,
    reviews,
    judgements: judging.judgements,
    judgeAgreement: judgeAgreement(judging.judgements),
    judgeOptions: judging.options,
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
export async function getAudit(deps: AuditServiceDependencies, runId: string): Promise<AuditView> {
  const run = await requireRun(deps, runId);
  if (!isTerminalRunStatus(run.status)) {
    return { state: "pending", runId, runStatus: run.status, detail: notEnded(run).message };
  }
  const record = await runAuditForRun(deps, runId);
  const [reviews, judgements, summary] = await Promise.all([
    deps.auditRepository.listFlagReviews(runId),
    deps.auditRepository.listJudgements?.(runId) ?? Promise.resolve([]),
    deps.runRepository.findRunSummary(runId),
  ]);
  const outcome: RunOutcomeView = summary
    ? { outcome: summary.outcome, detail: summary.outcomeDetail }
    : runOutcome(run.status, []);
  return toView(run, outcome, record, reviews, {
    judgements,
    options: deps.providerEnv ? judgeOptions(deps.providerEnv) : [],
  });
}

/**
 * Record a reviewer's decision on a flag (insert-only; the latest wins). Errors, before
 * anything is stored: NotFoundError for an unknown run or a flag not in its audit,
 * PRECONDITION_FAILED for a run still in flight. `input` is parsed at the router; the
 * reviewer is `actor`, the signed-in user (stored by email; the action log has their id; the
 * returned review carries their name).
 */
export async function reviewFlag(
  deps: ReviewServiceDependencies,
  input: ReviewFlagInput,
  actor: ActionActor,
): Promise<{ review: FlagReviewRecord; flag: ReviewedFlag }> {
  const record = await runAuditForRun(deps, input.runId);
  const flag = record.audit.audit.flags.find((candidate) => candidate.id === input.flagId);
  if (!flag)
    throw new NotFoundError(`unknown flag ${input.flagId} in the audit of run ${input.runId}`);
  const stored = await deps.auditRepository.insertFlagReview({
    runId: input.runId,
    flagId: input.flagId,
    decision: input.decision,
    // A reviewer's note is text from outside too: redacted before it is stored (issue 9).
    note: redactText(input.note),
    reviewer: actor.email,
    createdAt: deps.clock.now(),
  });
  const review: FlagReviewRecord = { ...stored, reviewerName: actor.name ?? null };
  await deps.actionLogRepository.insert({
    actor,
    action: "audit-flag.review",
    targetType: "audit-flag",
    targetId: input.flagId,
    details: { runId: input.runId, decision: input.decision, reviewId: review.id },
  });
  return { review, flag: { ...flag, review, judgement: null } };
}

/**
 * The audit of a terminal run as Markdown or JSON (with reviews), bidirectional controls shown
 * as markers (bidi-controls.ts). Errors as getAudit.
 */
export async function exportAudit(
  deps: AuditServiceDependencies,
  runId: string,
  format: AuditExportFormat,
): Promise<AuditExport> {
  const view = await getAudit(deps, runId);
  if (view.state === "pending") throw new DebriefError("PRECONDITION_FAILED", view.detail);
  if (format === "json") {
    return {
      format,
      filename: `audit-${runId}.json`,
      contentType: "application/json",
      content: renderAuditJson(view),
    };
  }
  return {
    format,
    filename: `audit-${runId}.md`,
    contentType: "text/markdown",
    content: renderAuditMarkdown(view),
  };
}

/** Flag counts of the given runs (or every audited run); only runs with unreviewed flags on request. */
export async function listAuditSummaries(
  deps: Pick<AuditServiceDependencies, "auditRepository">,
  input: AuditSummariesInput,
): Promise<AuditSummary[]> {
  const summaries = await deps.auditRepository.listAuditSummaries(input.runIds);
  return input.unreviewedOnly
    ? summaries.filter((summary) => summary.unreviewedCount > 0)
    : summaries;
}
