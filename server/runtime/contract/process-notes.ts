/**
 * The runtime's process notes on a coverage gap, in one place: how they are written, read and
 * removed. A correction that skips an area leaves "<area> (skipped by correction #2)" (or
 * "(skipped by correction #2: already queued)", "(skipped by correction #2; … already read
 * before it, and kept)") in the child's `coverage.not_searched`; a correction that stops the
 * child leaves "the rest of the planned research (stopped by correction #1)". The debrief keeps
 * them (they say why the area was not searched, for the operator and the audit); the answer a
 * person reads names the area only (README: "Neither the debrief nor the final answer carries
 * such process notes" holds for the answer's prose).
 */

/** Which correction left a process note on a gap: a skip of that area, or a stop of the child. */
export type ProcessNoteKind = "skipped" | "stopped";

const PROCESS_NOTE = /\s*\((skipped|stopped) by correction #(\d+)[^()]*\)/i;
const PROCESS_NOTES = new RegExp(PROCESS_NOTE.source, "gi");

/**
 * The not_searched entry for `area` skipped by correction `sequence`; `detail` (optional)
 * follows the sequence inside the parentheses, e.g. "; the logs already read before it, and kept".
 */
export function skippedByCorrection(area: string, sequence: number, detail = ""): string {
  return `${area} (skipped by correction #${sequence}${detail})`;
}

/** The not_searched entry a stop correction `sequence` leaves for the child's remaining plan. */
export function stoppedByCorrection(sequence: number): string {
  return `the rest of the planned research (stopped by correction #${sequence})`;
}

/** The kind of process note `gap` carries and the area before it, or null when it has none. */
export function readProcessNote(
  gap: string,
): { kind: ProcessNoteKind; sequence: number; area: string } | null {
  const match = PROCESS_NOTE.exec(gap);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return {
    kind: match[1].toLowerCase() as ProcessNoteKind,
    sequence: Number(match[2]),
    area: gap.slice(0, match.index).trim(),
  };
}

/** `gap`'s wording without its process notes ("the request logs (skipped by correction #2)" → "the request logs"). */
export function withoutProcessNotes(gap: string): string {
  return gap.replace(PROCESS_NOTES, "").trim();
}
