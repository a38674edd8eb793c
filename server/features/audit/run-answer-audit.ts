import type { FinalAnswerRecord } from "../../runtime/contract/final-answer";
import { acceptedFinalAnswer } from "../../runtime/contract/final-answer-check";
import type { RunRecord } from "../../runtime/records";
import type { TranscriptItem } from "../../runtime/transcript/transcript-item";
import type { AuditReport } from "./audit-report";
import { auditRun } from "./caveat-audit";
import type { AuditDebrief } from "./reader/debrief-model";

/**
 * The one audit path of a stored run's answer (issue 14): the run's audit page
 * (audit-service.ts) and an experiment's scores (experiments/scoring/caveat-audit-adapter.ts)
 * both call `auditRunAnswer`, so the same answer never gets two verdicts: a contract run's
 * accepted final_answer record is audited exactly, any other answer by the free-text reader.
 */

/** What the children of a return mode other than contract gave the parent (for the audit's reason). */
const RECEIVED_WITHOUT_IDS: Readonly<Record<Exclude<RunRecord["returnMode"], "contract">, string>> =
  {
    summary: "the children returned free-text summaries, not debriefs",
    transcript: "the children returned their transcripts, not debriefs",
    inline: "the parent researched itself: no child, no debrief",
  };

/**
 * How a run's answer is audited (issue 14). A contract run's accepted final_answer record is
 * audited exactly. Otherwise the answer's text is read by the free-text reader, with the reason:
 * the parent broke the answer contract, the run predates it, or (summary, transcript, inline)
 * the parent received no debrief item ids, so its final_answer claims cite none.
 */
export function answerReading(
  run: Pick<RunRecord, "returnMode">,
  answerItems: readonly TranscriptItem[],
): { answerRecord: FinalAnswerRecord | null; freeTextReason: string | null } {
  const accepted = acceptedFinalAnswer(answerItems);
  if (run.returnMode !== "contract") {
    const what = RECEIVED_WITHOUT_IDS[run.returnMode];
    return {
      answerRecord: null,
      freeTextReason: `return mode ${run.returnMode}: ${what}, so ${accepted ? "the final_answer claims cite no debrief item" : "nothing cites a debrief item"}; its text is read as free text`,
    };
  }
  if (accepted !== null) return { answerRecord: accepted, freeTextReason: null };
  return {
    answerRecord: null,
    freeTextReason:
      answerItems.length > 0
        ? "the parent broke the answer contract (no final_answer was accepted): its text is read as free text"
        : "the run has no final_answer record (recorded before the answer contract): its text is read as free text",
  };
}

/** A stored run's answer as the audit reads it: the run, its final_answer calls and debriefs. */
export interface RunAnswerInput {
  run: Pick<RunRecord, "returnMode" | "finalAnswer">;
  /** The parent's final_answer calls and results (any order of other items is ignored). */
  answerItems: readonly TranscriptItem[];
  debriefs: readonly AuditDebrief[];
  /** Appended to the free-text reason (e.g. which recording's debriefs were used). */
  againstDetail?: string | null;
}

/** Audit a stored run's answer: exactly from its final_answer record, else as free text. */
export function auditRunAnswer(input: RunAnswerInput): AuditReport {
  const reading = answerReading(input.run, input.answerItems);
  const detail = input.againstDetail ?? null;
  const freeTextReason =
    reading.freeTextReason !== null && detail !== null
      ? `${reading.freeTextReason}; ${detail}`
      : reading.freeTextReason;
  return auditRun({
    finalAnswer: input.run.finalAnswer ?? "",
    debriefs: input.debriefs,
    answerRecord: reading.answerRecord,
    freeTextReason,
  });
}
