/**
 * A hedge on the wording alone (issue 14, seventy-fourth reader round): "Probably the simplest way
 * to put it: …", "Perhaps the clearest way to say this — …", "Maybe the shortest way of putting
 * it is …". The hedge qualifies how the answer chooses to phrase what follows, not whether what
 * follows is so: the claims after it are as flat as they would be without the lead. The lead is
 * blanked before the hedge cues are read (offsets kept); its colon or dash stays.
 */
const PHRASING_LEAD =
  /(?:^|(?<=[\n(.!?]\s*))[\s*_#>-]*(?:(?:probably|perhaps|maybe|possibly|arguably)\s+)?(?:the\s+)?(?:simplest|easiest|shortest|clearest|best|quickest|plainest|fairest|most\s+honest)\s+(?:way|means)\s+(?:to\s+(?:put|say|phrase|word|describe|summari[sz]e|sum\s+up|frame|explain)|of\s+(?:putting|saying|phrasing|wording|describing|summari[sz]ing|framing|explaining))\s+(?:it|this|that|things)\b(?:\s+is)?(?=\s*(?:[:,—–]|--|$))/gi;

/** The text with each hedge on the wording (PHRASING_LEAD) blanked, offsets kept. */
export function withoutPhrasingHedges(text: string): string {
  return text.replace(PHRASING_LEAD, (lead) => " ".repeat(lead.length));
}
