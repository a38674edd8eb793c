import type { AuditClaim } from "@/server/features/audit/audit-report";
import { parseAnswerClaims } from "@/components/run/answer-claims";
import { segmentAnswer, type AnswerSegment } from "./audit-items";

/**
 * A contract answer (`- <text> [rests on: <ids>]` per line, as the run page reads it:
 * answer-claims.ts) cut for the audit page's list: each line's text with its highlighted claims,
 * and the ids it rests on, so the audit shows the answer as the run page does.
 */

/** One line of the answer as a list item: its text cut into claim spans, and its citations. */
export interface AnswerLine {
  segments: AnswerSegment[];
  restsOn: string[];
}

/** Where each line's claim text starts in the answer (after "- "). */
function lineTextStarts(answer: string): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const line of answer.split("\n")) {
    starts.push(offset + 2);
    offset += line.length + 1;
  }
  return starts;
}

/**
 * The answer's lines with their claims, offsets made relative to each line's text; null when
 * the answer is not a contract answer, or a claim does not sit inside one line's text (the
 * page then shows the answer as written, every claim still highlighted).
 */
export function answerClaimLines(
  answer: string,
  claims: readonly AuditClaim[],
): AnswerLine[] | null {
  const parsed = parseAnswerClaims(answer);
  if (parsed === null) return null;
  const starts = lineTextStarts(answer);
  const ranges = parsed.map((line, index) => ({
    start: starts[index]!,
    end: starts[index]! + line.text.length,
  }));
  const placed = new Set<AuditClaim>();
  const lines = parsed.map((line, index) => {
    const range = ranges[index]!;
    const inside = claims
      .filter((claim) => claim.start >= range.start && claim.end <= range.end)
      .map((claim) => {
        placed.add(claim);
        return { ...claim, start: claim.start - range.start, end: claim.end - range.start };
      });
    return { segments: segmentAnswer(line.text, inside), restsOn: line.restsOn };
  });
  const valid = (claim: AuditClaim) =>
    claim.end > claim.start && claim.end <= answer.length && claim.start >= 0;
  if (claims.some((claim) => valid(claim) && !placed.has(claim))) return null;
  return lines;
}
