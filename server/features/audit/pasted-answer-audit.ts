import { renderFinalAnswer } from "../../runtime/contract/final-answer-rendering";
import { DebriefError, InputValidationError, isDebriefError } from "../../runtime/errors";
import { MAX_AUDITED_ANSWER_CLAUSES } from "../../shared/audit-inputs";
import type { AuditReport } from "./audit-report";
import { auditRun } from "./caveat-audit";
import {
  checkRecordAgainstDebriefs,
  parseAnswerRecord,
  parseDebriefsJson,
} from "./pasted-answer-parsing";
import { clauseCountWithin } from "./reader/answer-clauses";
import type { AuditDebrief } from "./reader/debrief-model";

/**
 * The work of auditing a pasted answer (issue 14) that needs no storage: reading the answer
 * (a final_answer record, or free text under the clause cap), parsing debriefs given as JSON,
 * holding a record to the live contract, and the caveat audit itself. Pure and synchronous:
 * the answer-audit service runs it through a PastedAnswerAuditor (a worker-thread pool in the
 * web process, so a costly answer never blocks its event loop; in process for tests and
 * scripts). Its input and result are plain data (structured-clone safe).
 */

/** What a pasted answer is audited against: a finished run's debriefs, or debriefs as JSON. */
export type PastedAnswerDebriefs =
  { kind: "read"; debriefs: AuditDebrief[] } | { kind: "json"; json: string };

/** One pasted answer to audit. */
export interface PastedAnswerTask {
  /** The answer as given (free text, or a final_answer record as JSON). */
  answer: string;
  against: PastedAnswerDebriefs;
}

/** A pasted answer's audit: what the report's spans index, the report, the children by name. */
export interface PastedAnswerAudit {
  /** The text given, or the rendering of a given record. */
  answer: string;
  report: AuditReport;
  children: string[];
}

/**
 * Audit one pasted answer. Errors, in this order, before any audit: InputValidationError for
 * a record that does not fit or is cut short, an answer of more than MAX_AUDITED_ANSWER_CLAUSES
 * clauses (counting stops at the cap, so a refused answer costs work bounded by the cap),
 * debriefs JSON that does not parse, fit or stay within the caps (parseDebriefsJson), and a
 * record that does not fit the debriefs (checkRecordAgainstDebriefs).
 */
export function auditPastedAnswer(task: PastedAnswerTask): PastedAnswerAudit {
  const record = parseAnswerRecord(task.answer);
  if (record === null && clauseCountWithin(task.answer, MAX_AUDITED_ANSWER_CLAUSES) === null) {
    throw new InputValidationError(
      `the answer has more than ${MAX_AUDITED_ANSWER_CLAUSES} clauses; at most ${MAX_AUDITED_ANSWER_CLAUSES} are audited at once (audit a shorter answer or split it)`,
    );
  }
  const debriefs =
    task.against.kind === "read" ? task.against.debriefs : parseDebriefsJson(task.against.json);
  if (record !== null) checkRecordAgainstDebriefs(record, debriefs);
  const report = auditRun({
    finalAnswer: task.answer,
    debriefs,
    answerRecord: record,
    freeTextReason: record ? null : "a pasted answer: read as free text",
  });
  return {
    answer: record ? renderFinalAnswer(record).text : task.answer,
    report,
    children: debriefs.map((debrief) => debrief.agentName),
  };
}

/**
 * The outcome of auditPastedAnswer as plain data, so it crosses a worker thread's boundary:
 * a structured clone keeps an Error's message but not its class, code or details.
 */
export type PastedAnswerOutcome =
  | { ok: true; audit: PastedAnswerAudit }
  | { ok: false; error: { code: DebriefError["code"]; message: string; details: unknown } };

/**
 * auditPastedAnswer with a DebriefError returned as data (see PastedAnswerOutcome); any other
 * error (a bug) is thrown as it is.
 */
export function pastedAnswerOutcome(task: PastedAnswerTask): PastedAnswerOutcome {
  try {
    return { ok: true, audit: auditPastedAnswer(task) };
  } catch (error) {
    if (!isDebriefError(error)) throw error;
    return {
      ok: false,
      error: { code: error.code, message: error.message, details: error.details ?? null },
    };
  }
}

/**
 * The audit an outcome carries, or its error thrown again as the DebriefError it was
 * (InputValidationError for BAD_REQUEST, a DebriefError of the same code otherwise).
 */
export function auditFromOutcome(outcome: PastedAnswerOutcome): PastedAnswerAudit {
  if (outcome.ok) return outcome.audit;
  const { code, message, details } = outcome.error;
  if (code === "BAD_REQUEST") throw new InputValidationError(message, details ?? undefined);
  throw new DebriefError(code, message, details ?? undefined);
}
