import { assertsRecordAuthority } from "./asserted-authority";
import type { ClauseReading } from "./clause-analysis";
import { repliedAtOnce } from "./question-closures";

/**
 * A premise asked about and answered on the spot (issue 14, seventy-fourth reader round): "Does
 * the fallback really fire? It's a fallback; that's its job, so yes.", "Is the api_version column
 * reliable? It's the configuration of record." Asking whether an assumption holds restates it as
 * open only when the question is left standing; a question the writer answers at once (a reply
 * of assent or denial, or a verdict drawn in the next sentence: question-closures.ts), or, for an
 * assumption that a record is the truth, follows with an unhedged clause calling the record
 * authoritative, is asked in order to be settled: the premise is stated as fact. A question
 * about the evidence ("has anyone seen it fire? No.") or one that also names an open question is
 * not such a premise question.
 */
/** A question about who checked or saw it, not about whether it holds. */
const EVIDENCE_ASKED =
  /\b(?:seen|saw|see|checked|check|verified|verify|confirmed|confirm|observed|observe|tested|test|know|known|proved|proven|looked)\b/i;

/** A reply whose subject is a pronoun for what was asked about ("It's …", "That is …"). */
const PRONOUN_SUBJECT = /^\W*(?:it|this|that)(?:'s|’s|\s+is)\b/i;

/** Whether `question` asks about a premise the writer answers at once (module comment). */
export function answeredPremiseQuestion(
  readings: readonly ClauseReading[],
  question: ClauseReading,
  authority: boolean,
): boolean {
  if (question.clause.role !== "question") return false;
  // (A question about the evidence, "has anyone seen it fire? No.", is answered with a gap; one
  // that also names an open question, "would the provider keep the sandbox running?", is about
  // that question.)
  if (EVIDENCE_ASKED.test(question.clause.text) || question.namesQuestion.size > 0) return false;
  const next = readings.find((reading) => reading.clause.index === question.clause.index + 1);
  const reply = repliedAtOnce(readings, question);
  // (A reply with any hedge of its own, "Yes, if the code is right", settles nothing.)
  if (reply !== undefined)
    return readings.every(
      (reading) =>
        reading.clause.index < question.clause.index ||
        reading.clause.index > reply.clause.index ||
        reading === question ||
        reading.hedges.size === 0,
    );
  if (!authority) return false;
  return (
    next !== undefined &&
    next.clause.role === "assert" &&
    next.hedges.size === 0 &&
    // (The reply's pronoun is the record asked about: "It's the configuration of record.")
    assertsRecordAuthority(next.clause.text.replace(PRONOUN_SUBJECT, "the record is"))
  );
}
