/**
 * How every form words a problem it shows a person (pure): one sentence, capital first letter
 * and a full stop. The shared input schemas (server/shared/*-input*.ts) keep their messages as
 * lower-case clauses, because the server and the command line join several of them ("question:
 * the question must not be empty; model: …"); a form turns the one it shows into a sentence.
 */

/**
 * A message as a sentence: "the question must not be empty" → "The question must not be
 * empty."; a message that already ends in ".", "!" or "?" keeps its ending; "" stays "".
 */
export function asSentence(message: string): string {
  const trimmed = message.trim();
  if (trimmed === "") return trimmed;
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** The sentence a form shows for a rejected input: its first issue's ("Invalid input." for none). */
export function firstIssueSentence(issues: readonly { message: string }[]): string {
  return asSentence(issues[0]?.message ?? "invalid input");
}

/**
 * The first issue of a rejected input as the sentence a form shows and the top-level field it
 * is about (`path[0]` as a string; null when the issue names no field), so a form can show it at
 * that field and move the focus there.
 */
export function firstIssue(issues: readonly { message: string; path: readonly PropertyKey[] }[]): {
  sentence: string;
  field: string | null;
} {
  const head = issues[0]?.path[0];
  return {
    sentence: firstIssueSentence(issues),
    field: head === undefined ? null : String(head),
  };
}

/** Every issue of a rejected input as a sentence, `path: ` in front when `withPath` names one. */
export function issueSentences(
  issues: readonly { message: string; path: readonly PropertyKey[] }[],
  withPath?: string,
): string[] {
  return issues.map((issue) => {
    const sentence = asSentence(issue.message);
    if (withPath === undefined) return sentence;
    return `${issue.path.map(String).join(".") || withPath}: ${sentence}`;
  });
}
