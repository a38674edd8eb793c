import type { FinalAnswerRecord } from "./final-answer";

/** Where one claim sits in the rendered answer: answer.slice(start, end) === the claim's text. */
export interface ClaimSpan {
  claimIndex: number;
  start: number;
  end: number;
}

/**
 * The prose the user reads, rendered from an accepted final_answer record (issue 14: the
 * record is authoritative). One line per claim: `- <text> [rests on: <ids>]`; a claim that
 * rests on nothing has no bracket. Returns the text and each claim's span in it.
 */
export function renderFinalAnswer(record: FinalAnswerRecord): { text: string; spans: ClaimSpan[] } {
  let text = "";
  const spans: ClaimSpan[] = [];
  record.claims.forEach((claim, claimIndex) => {
    if (claimIndex > 0) text += "\n";
    text += "- ";
    const start = text.length;
    text += claim.text;
    spans.push({ claimIndex, start, end: text.length });
    if (claim.rests_on.length > 0) text += ` [rests on: ${claim.rests_on.join(", ")}]`;
  });
  return { text, spans };
}
