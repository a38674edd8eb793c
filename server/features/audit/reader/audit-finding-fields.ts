/**
 * An internal-audit finding's fields (issue 14, thirty-third reader round; audit and
 * compliance registers): a finding written as "Condition: … Criteria: … Cause: … Effect: …"
 * uses "Condition" for what was found, the facts, not for a premise. Where an answer labels at
 * least two of those fields, each "Condition:" label is read as "Situation:" (same length,
 * offsets hold), so the facts under it are read as stated, not as conditions.
 */

/** A field label of the audit-finding form, opening a line or following a sentence's end. */
const FIELD =
  /(?:^|(?<=[\n.;]\s*))[\s*_#>-]*(condition|criteria|criterion|cause|effect)s?[*_]*\s*:/gim;

/** The answer with the "Condition:" label of an audit finding read as "Situation:". */
export function withAuditFindingFieldsRead(answer: string): string {
  const fields = new Set([...answer.matchAll(FIELD)].map((match) => match[1]!.toLowerCase()));
  if (!fields.has("condition") || fields.size < 2) return answer;
  return answer.replace(FIELD, (label: string) =>
    label.replace(/condition/i, (word) => (word[0] === "C" ? "Situation" : "situation")),
  );
}
