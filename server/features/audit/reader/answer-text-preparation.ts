import { withCommentsAsProse } from "./code-comments";
import { withDegradedOutputRead } from "./degraded-output";
import { withMarkupAsText } from "./markup-remnants";
import { withDictatedPunctuation } from "./dictated-punctuation";
import { withAsidesAfterVerbs } from "./discourse-asides";
import { withShrugsAsDoubt } from "./shrug-emoji";
import { withImpossibilitiesAsDenials } from "./ironic-impossibility";
import { withLeaningsAsAnswers } from "./negated-leanings";
import { withLitotesAsHedges } from "./litotes";
import { withAuditFindingFieldsRead } from "./audit-finding-fields";
import { withoutSqlStatements } from "./sql-queries";
import { withEmptyBoxesOpen } from "./checklist-boxes";
import { withoutRevisedWording } from "./revised-wording";
import { withStruckHedgesAsCertainty } from "./struck-hedges";
import { withoutRetractions } from "./retractions";
import { withoutDeniedCertainty } from "./denied-certainty";
import { withoutForbiddenClaims } from "./forbidden-claims";
import { withReasonedAssumptionsAsClaims } from "./reasoned-assumptions";
import { withoutRepairedHedges } from "./spoken-repairs";
import { withoutSupersededEntries } from "./superseded-entries";
import { withClosingVerdict } from "./closing-verdicts";
import { withoutOverriddenCaveats } from "./overriding-concessions";
import { withoutBlanketLeadIns } from "./blanket-lead-ins";
import { withoutSpeechActConditions } from "./speech-act-conditions";
import { withoutConcededPositions } from "./conceded-positions";
import { withoutOverriddenQuotes } from "./quoted-replies";
import { withoutRestatedQuestions } from "./restated-questions";
import { withQuestionsAsHeadings } from "./question-answer-pairs";
import { withSilenceAsCompleteness } from "./closure-declarations";

/**
 * The steps that rewrite an answer's text before it is split into clauses (issue 14's free-text
 * reader, free-text-reading.ts), in the order they run: each takes the text and returns it with
 * one form read.
 * Punctuation said aloud is written as marks (dictated-punctuation.ts); a discourse aside
 * between subject and verb is set aside (discourse-asides.ts).
 * What the answer retracts (struck through, "scratch that") is read as blank (retractions.ts).
 * So is a sentence that only restates the question asked (restated-questions.ts). A short
 * question followed by its answer is that answer's heading (question-answer-pairs.ts).
 * A config's comments read as prose (code-comments.ts), an empty checklist box before a check
 * as an open item (checklist-boxes.ts); what a later log entry or a closing verdict takes
 * back (superseded-entries.ts, closing-verdicts.ts) and a quote the reply overrides
 * (quoted-replies.ts), a claim the reader is told not to make (forbidden-claims.ts) and a
 * debate's position its rebuttal concedes (conceded-positions.ts) are read as blank. HTML and
 * wiki markup read as text (markup-remnants.ts).
 * An assumption the reader is told to make and given a plain reason for reads as a claim
 * (reasoned-assumptions.ts). A condition on the telling ("If you need one number, it's 19") is
 * blank (speech-act-conditions.ts). Silence told as a condition ("If you haven't heard from us, you
 * are not affected") reads as the completeness claim it is (closure-declarations.ts).
 */
const TEXT_STEPS: readonly ((text: string) => string)[] = [
  withDegradedOutputRead,
  withMarkupAsText,
  withDictatedPunctuation,
  withAsidesAfterVerbs,
  withShrugsAsDoubt,
  withImpossibilitiesAsDenials,
  withLeaningsAsAnswers,
  withLitotesAsHedges,
  withAuditFindingFieldsRead,
  withoutSqlStatements,
  withCommentsAsProse,
  withEmptyBoxesOpen,
  withoutRevisedWording,
  withStruckHedgesAsCertainty,
  withoutRetractions,
  withoutDeniedCertainty,
  withoutForbiddenClaims,
  withReasonedAssumptionsAsClaims,
  withoutRepairedHedges,
  withoutSupersededEntries,
  withClosingVerdict,
  withoutOverriddenCaveats,
  withoutBlanketLeadIns,
  withoutSpeechActConditions,
  withoutConcededPositions,
  withoutOverriddenQuotes,
  withoutRestatedQuestions,
  withQuestionsAsHeadings,
  withSilenceAsCompleteness,
];

/** `written` after every step of TEXT_STEPS, in order. */
export function preparedAnswerText(written: string): string {
  return TEXT_STEPS.reduce((text, step) => step(text), written);
}
