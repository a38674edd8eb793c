/**
 * The audit-an-answer form's checks before it sends (pure): the run id as typed or pasted, and
 * which field is missing or over its cap, with the sentence shown and the field to focus.
 */

import { formatNumber } from "@/components/ui/format";
import { MAX_DEBRIEFS_JSON_CHARS, MAX_PASTED_ANSWER_CHARS } from "@/server/shared/audit-inputs";

/**
 * The run id in what was typed or pasted: an id (`run_…`) as is, or the run id inside a pasted
 * run or audit page address (`http://host/runs/run_…/audit`, `/runs/run_…?x`). Trimmed; "" when
 * empty. Anything else (a short id "3515c3a0" included) is returned trimmed: the server resolves
 * a short id to its run (run-guards.ts resolveRun) or refuses it with its own message.
 */
export function runIdFromInput(text: string): string {
  const trimmed = text.trim();
  const fromPath = /(?:^|\/)runs\/([^/?#\s]+)/.exec(trimmed);
  if (fromPath?.[1]) {
    try {
      return decodeURIComponent(fromPath[1]);
    } catch {
      return fromPath[1];
    }
  }
  return trimmed;
}

/** The field a missing input names: the answer, the run id, or the debriefs JSON. */
export type AnswerAuditField = "answer" | "runId" | "debriefs";

/**
 * What is missing or too long before the audit can be sent, first field first, or null when
 * nothing is: `{ field, message }` (the form marks that field invalid and moves the focus to
 * it). Lengths are counted as the server counts them (trimmed), against the same caps, so a
 * 2 MB upload is refused here with its size instead of travelling to the server.
 */
export function answerAuditProblem(input: {
  answer: string;
  kind: "run" | "debriefs";
  runId: string;
  json: string;
}): { field: AnswerAuditField; message: string } | null {
  const answerLength = input.answer.trim().length;
  if (answerLength === 0)
    return { field: "answer", message: "Paste or upload the answer to audit." };
  if (answerLength > MAX_PASTED_ANSWER_CHARS)
    return {
      field: "answer",
      message: `The answer is ${formatNumber(answerLength)} characters; at most ${formatNumber(MAX_PASTED_ANSWER_CHARS)} are audited. Paste only the answer itself, or audit it in parts.`,
    };
  if (input.kind === "run" && runIdFromInput(input.runId) === "")
    return {
      field: "runId",
      message:
        "Enter the id of a finished run (its short id, as the runs list shows it, or the whole run_… id), or paste its page's address.",
    };
  if (input.kind === "debriefs" && input.json.trim() === "")
    return { field: "debriefs", message: "Paste or upload the debriefs JSON." };
  const jsonLength = input.json.trim().length;
  if (input.kind === "debriefs" && jsonLength > MAX_DEBRIEFS_JSON_CHARS)
    return {
      field: "debriefs",
      message: `The debriefs JSON is ${formatNumber(jsonLength)} characters; at most ${formatNumber(MAX_DEBRIEFS_JSON_CHARS)} are read. Give only the debriefs the answer was written from.`,
    };
  return null;
}

/**
 * What the form says when the server knows no run by the id given (its NOT_FOUND): the id as
 * sent, and what to paste instead. The server's own words ("unknown run: …") read as a log line.
 */
export function unknownRunSentence(runId: string): string {
  return `No run has the id “${runId}”. Use a run's short id (as the runs list shows it, e.g. 3515c3a0), its whole run_… id, or paste its page's address.`;
}

/** What the form sends: the answer and the debriefs it is audited against. */
export interface AnswerAuditRequest {
  answer: string;
  source: { kind: "run"; runId: string } | { kind: "debriefs"; json: string };
}

/**
 * Whether the form still holds what was audited (the answer, and the same run or debriefs
 * JSON); false once any of them changed, so the result below is marked as the earlier one's.
 */
export function sameAuditInput(audited: AnswerAuditRequest, current: AnswerAuditRequest): boolean {
  if (audited.answer !== current.answer || audited.source.kind !== current.source.kind)
    return false;
  return audited.source.kind === "run"
    ? current.source.kind === "run" && audited.source.runId === current.source.runId
    : current.source.kind === "debriefs" && audited.source.json === current.source.json;
}

/**
 * Whether a run's audit page offers "Audit another answer against these debriefs": only when
 * some child returned a typed debrief. A summary- or transcript-mode run has children but no
 * debrief, and the link led to "not audited (no debriefs)" whatever answer was pasted.
 */
export function offersAnotherAnswerAudit(report: {
  children: readonly unknown[];
  status: "audited" | "no_answer" | "no_claims" | "no_debriefs";
}): boolean {
  return report.children.length > 0 && report.status !== "no_debriefs";
}
