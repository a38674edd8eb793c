/**
 * Checks an answer claims (issue 14; question-status.ts reads them): what only the evidence an
 * open question waits on could show, claimed as looked at, answers that question outright.
 */

/**
 * A claim that something was checked ("were checked and are fine", "we verified them"), or an
 * outcome given as found in the answer's own evidence ("per our log analysis, …", "in our
 * traffic samples"): what only the unread evidence could show is claimed as looked at.
 */
export const CLAIMED_CHECK =
  /\b(?:(?:was|were|is|are|has been|have been|got|been)\s+(?:\w+\s+)?(?:checked|verified|confirmed|validated|tested|reviewed|audited|inspected|looked at)|(?:we|i|they|the researchers?)\s+(?:have\s+|'ve\s+|had\s+)?(?:checked|verified|confirmed|validated|tested|reviewed|audited|inspected)|^\W*checked\s*:|\b(?:per|from|in|by|according to)\s+(?:our|my)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}?(?:analysis|sampling|samples|audit|data|logs?|captures?)\b)/i;

/** A check claimed without a subject, as in a stand-up or log line ("Today: verified the …"). */
export const SUBJECTLESS_CHECK =
  /^\W*(?:[\w ]{1,20}:\s*)?(?:checked|verified|confirmed|validated|tested|reconciled)\s+(?:that\s+)?(?:the|all|those|these|every|each|our)\b/i;
