import { withoutQuestionScope } from "./hedge-cues";

/**
 * What a clause of a free-text answer does (answer-clauses.ts cuts the clauses): asserts,
 * asks, or sets a condition, read from how it opens (issue 14, failure class 1: layout flips a
 * sentence's role). The patterns below also decide where answer-clauses.ts cuts a sentence.
 */

/** What a clause does: states, asks, or is a premise of the clause it qualifies. */
export type ClauseRole = "assert" | "question" | "condition";

/**
 * A condition opening a clause ("If …", "Assuming …", inverted: "Should the rows be stale, …",
 * "Had there been logs, …": thirty-first round; an indefinite subject, "Had anyone watched it
 * fire, …": forty-seventh).
 */
export const CONDITION_START =
  /^(?:\(?\s*)(?:if|unless|assuming|presuming|provided(?: that)?(?!\s+(?:without|as[- ]is|for (?:information|reference|convenience)|in good faith)\b)|as long as|so long as|on the assumption|under the assumption|taking\b[^,;]{1,80}\bas\b|treating\b[^,;]{1,80}\bas\b|if we (?:take|trust|treat|accept)|contingent on|conditional on|subject to|only if|only while|even if|depending on|depends on|(?:should|were|had)\s+(?:the|it|they|this|that|these|those|our|its|their|we|there|anyone|anybody|someone|somebody)\b(?=[^,?;]{1,80}(?:,|$)))\b/i;
/**
 * A condition on someone's action ("unless we update the client"): a remedy, not a hedge. A bare
 * "do" standing for a verb already said ("if they do", "if they do so") repeats the condition
 * before it, not an action (thirty-first round).
 */
const REMEDY =
  /^(?:unless|if) (?:you|we|they|the merchants?) (?!(?:take|trust|treat|accept|assume|believe|read|go by|rely|count)\b)(?:\w+ )?(?:turn|switch|update|upgrade|migrate|move|change|disable|enable|remove|fix|patch|ship|deploy|act|do(?!(?:\s+(?:so|it|that))?\W*$))\b/i;
/**
 * A condition on the asking, not on the claim (thirty-first round): "if you're asking whether
 * …", "if we're talking production" scope what the answer speaks to and hedge nothing; nor does
 * a scope decision ("treating the sandbox as out of scope"). An offer ("if you want the full
 * list") is left a condition: what it offers is not asserted.
 */
const SPEECH_ACT_CONDITION =
  /^(?:(?:if|in case) (?:you|we)(?:'re|’re| are)? (?:just |only |really |still )?(?:talking|asking|looking at|interested in|curious|wondering)\b|treating\b[^,;]{1,80}\bas (?:out of scope|outside\b|beyond\b|excluded\b))/i;
export const CONTRAST_START =
  /^(?:but|however|even so|still|nevertheless|nonetheless|regardless|that said|yet|anyway|in any case|either way|all the same|despite (?:this|that))\b/i;
const QUESTION_START =
  /^(?:is|are|was|were|do|does|did|will|would|can|could|should|shall|has|have|had|which|who|whom|what|when|where|why|how|whether)\b/i;
const INDIRECT_QUESTION = /^(?:whether|if or not)\b/i;

/**
 * The role of one clause: a `condition` (a premise the clause it qualifies rests on; not a
 * remedy, not a condition on the asking), a `question` (direct, or an indirect "whether …";
 * `sentenceIsQuestion` and `isLast` say whether its sentence ends in "?" and it is the
 * sentence's last clause), or an `assert`ion.
 */
export function clauseRole(text: string, sentenceIsQuestion: boolean, isLast: boolean): ClauseRole {
  // (A condition on what the question asks scopes the answer: it is no premise, hedge-cues.ts.)
  // ("but only if it fires" restricts the clause before it: a condition, after its contrast; so
  // does "but only while the column is right", sixty-fourth round.)
  const body = withoutQuestionScope(text)
    .replace(/^[\s("'“*_]+/, "")
    .replace(/^(?:and|or)\s+(?=\w)/i, "")
    .replace(/^(?:but|yet)\s+(?=only (?:if|when|once|while|as long as)\b)/i, "");
  // A key-value pair whose value is a question ('"question": "Which …?"') asks it.
  if (/^[{[\s]*"[^"]{1,60}"\s*:\s*"[^"]*\?"[\s}\]]*$/.test(body)) return "question";
  // A question quoted to end its clause ('First: "Do they share the date?" —') asks it, whatever
  // the sentence goes on to say after the quote.
  if (/["“][^"“”]*\?\s*["”]\s*[—–-]*\s*$/.test(body)) return "question";
  // "unless you turn the fallback off" names a remedy, not a doubt about the claim.
  if (CONDITION_START.test(body) && !REMEDY.test(body) && !SPEECH_ACT_CONDITION.test(body))
    return "condition";
  if (INDIRECT_QUESTION.test(body)) return "question";
  if (
    sentenceIsQuestion &&
    (isLast || QUESTION_START.test(body.replace(CONTRAST_START, "").trim()))
  )
    return "question";
  return "assert";
}
