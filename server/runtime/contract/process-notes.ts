/**
 * A coverage gap's wording without the runtime's process notes: "(skipped by correction #2)",
 * "(skipped by correction #2: already queued)", "(stopped by correction #1)". The debrief keeps
 * them (they say why the area was not searched, for the operator and the audit); the answer a
 * person reads names the area only (README: "Neither the debrief nor the final answer carries
 * such process notes" holds for the answer's prose).
 */
export function withoutProcessNotes(gap: string): string {
  return gap.replace(/\s*\((?:skipped|stopped) by correction #\d+[^()]*\)/gi, "").trim();
}
