import { blankOut } from "./masking";

/**
 * Conditions on the telling, not on the claim (issue 14, seventy-fourth reader round): "If you
 * need one number for the ticket, it's 19", "If it helps with planning, the cutoff is …", "If
 * you're asking who: …", "If we're being careful, the date to use is …", "If I'm honest, …".
 * Such an "if" states why or when the writer says something; what follows holds whether or not
 * the reader needs a number, is asking, or the writer is careful, so the claim is as flat as
 * it would be without the lead. Only a lead that opens its sentence and ends at a comma, colon
 * or dash is blanked (offsets hold); a condition on the world ("If the table is right, …")
 * stays one. Of "if anyone asks about the override five, they …" only "if anyone asks about"
 * is blanked: the clause after it points back to the topic.
 */
const SPEECH_ACT_CONDITION =
  /(?<=(?:^|[.!?;]\s+|\n[\s*>#-]*))(?:and\s+|so\s+)?if\s+(?:(?:you|they|people)(?:'re|’re|\s+are)\s+asking\s+(?:when|who|which|what|how\s+many|where)|(?:you|anyone|someone|they)\s+(?:just\s+)?(?:need|needs|want|wants)\s+(?:a|one|the|an|a\s+single)\s+(?:[\w-]+\s+){0,2}?(?:number|figure|date|answer|list|count|headline|summary|line)(?:\s+(?:for|in)\s+[^,:;—–.]{1,40})?|the\s+question\s+is\s+(?:who|when|which|what|how\s+many|where)\b[^,:;—–.]{0,40}|it\s+helps(?:\s+(?:with|for)\s+[^,:;—–.]{1,40})?|(?:we're|we’re|we\s+are|i'm|i’m|i\s+am)\s+being\s+(?:careful|honest|precise|strict|fair|thorough)|(?:we're|we’re|we\s+are|i'm|i’m|i\s+am)\s+(?:honest|being\s+frank))\s*(?=[,:—–])[,:—–]?/gi;

/**
 * "If anyone asks about <topic>, they …": only the words up to "about" are the condition on the
 * telling; the topic stays, as a left-dislocated subject the clause after it points back to.
 */
const ASKED_ABOUT =
  /(?<=(?:^|[.!?;]\s+|\n[\s*>#-]*))(?:and\s+|so\s+)?if\s+(?:anyone|anybody|someone|somebody|people|they|you|the\s+[\w-]+)\s+(?:asks?|asked|wonders?)\s+(?:you\s+|me\s+|us\s+)?about(?=\s)/gi;

/** The answer with each condition on the telling that opens a sentence blanked (module comment). */
export function withoutSpeechActConditions(answer: string): string {
  return answer
    .replace(SPEECH_ACT_CONDITION, (lead) => blankOut(lead))
    .replace(ASKED_ABOUT, (lead) => blankOut(lead));
}
