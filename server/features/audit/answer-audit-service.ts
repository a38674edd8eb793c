import type { AuditAnswerInput } from "../../shared/audit-inputs";
import { DebriefError } from "../../runtime/errors";
import { isTerminalRunStatus } from "../../shared/run-status";
import type { TokenBucketRateLimiter } from "../../runtime/rate-limit";
import { resolveRun, type RunGuardDependencies } from "../runs/run-guards";
import type { AuditReport } from "./audit-report";
import type { AuditRepository } from "./audit-repository";
import type { RunRepository } from "../runs/run-repository";
import type { PastedAnswerDebriefs } from "./pasted-answer-audit";
import type { PastedAnswerAuditor } from "./pasted-answer-auditor";

/**
 * Audit an answer someone pastes or uploads (issue 14): free text (read by the free-text
 * reader) or a final_answer record given as JSON (audited exactly), against the debriefs of a
 * finished run or debriefs given as JSON. Nothing is stored. The reading and the audit run
 * through the PastedAnswerAuditor (a worker-thread pool in the web process: issue 10), after
 * the per-person rate limit and the run's checks. Errors, before any audit: RateLimitError
 * (429: more audits a minute than the person's limit, or the pool's queue full), NotFoundError
 * (unknown run; the run may be named by its full id or its short form: resolveRun), an
 * InputValidationError for a short form that several runs share, PRECONDITION_FAILED (run still in flight), InputValidationError (debriefs or
 * record JSON that does not parse or fit its schema, with the field paths; more debriefs,
 * debrief items or answer clauses than the caps of audit-inputs.ts allow:
 * pasted-answer-audit.ts); TimeLimitError (503) when the audit passes the pool's time limit.
 */

/** What the answer audit uses: runs and their debriefs, the auditor, the per-person limit. */
export interface AnswerAuditDependencies {
  runRepository: RunGuardDependencies["runRepository"] &
    Pick<RunRepository, "findRunIdsStartingWith">;
  auditRepository: Pick<AuditRepository, "listDebriefs">;
  /** Where the reading and the audit run (services.ts: pool or in process). */
  pastedAnswerAuditor: Pick<PastedAnswerAuditor, "audit">;
  /** Answer audits per person and minute (a token bucket keyed by user id). */
  answerAuditLimiter: Pick<TokenBucketRateLimiter, "take">;
}

/** The audit of a pasted answer. */
export interface AnswerAuditView {
  /** What the report's spans index: the text given, or the rendering of a given record. */
  answer: string;
  report: AuditReport;
  source: { kind: "run"; runId: string; question: string } | { kind: "debriefs" };
  /** The children audited against, by name. */
  children: string[];
}

/** Audit the answer for `actor` (see the module comment). */
export async function auditAnswer(
  deps: AnswerAuditDependencies & { manager: RunGuardDependencies["manager"] },
  input: AuditAnswerInput,
  actor: { id: string },
): Promise<AnswerAuditView> {
  deps.answerAuditLimiter.take(actor.id);
  let against: PastedAnswerDebriefs;
  let source: AnswerAuditView["source"];
  if (input.source.kind === "run") {
    const run = await resolveRun(deps, input.source.runId);
    if (!isTerminalRunStatus(run.status))
      throw new DebriefError(
        "PRECONDITION_FAILED",
        `run ${run.id} is ${run.status}; audit an answer against it once it ends`,
      );
    against = { kind: "read", debriefs: await deps.auditRepository.listDebriefs(run.id) };
    source = { kind: "run", runId: run.id, question: run.question };
  } else {
    against = { kind: "json", json: input.source.json };
    source = { kind: "debriefs" };
  }
  const audit = await deps.pastedAnswerAuditor.audit({ answer: input.answer, against });
  return { ...audit, source };
}
