import type { ClauseReading } from "./clause-analysis";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";

/**
 * A ticked box on a claim (issue 14, fortieth reader round; v59's labeling decision "ticked
 * checkboxes: a task done versus a claim"): a checklist line "[x] api_version column
 * authoritative", "[x] v2 off on 2027-03-31" ticks the claim itself, which states it as settled,
 * as "confirmed" would. A box ticked on a task ("[x] 16 v2 merchants identified", "[x] Pull the
 * table: 16 on v2", "[x] Date noted: …") says the task was done and vouches for nothing beyond
 * its words (checklist-boxes.ts reads the empty box). So a ticked line is certainty only when it
 * names no task (it opens with no verb and holds no participle of work done), no legend gives
 * the box a meaning, and the line has no hedge of its own ("[x] 3 fallback merchants, inferred").
 */

/** A ticked box opening a line, after an optional list marker. */
const TICKED = /^[ \t]*(?:[-*+•]\s+|\d{1,2}[.)]\s+)?\[[xX✓✔]\]\s+(.+)$/gm;
/** A task's verb, as an imperative ("Pull …") or a participle of work done ("… identified"). */
const TASK_VERB = String.raw`(?:pull|trace|list|identif|find|found|count|quer|read|note|flag|check|review|compar|contact|notif|send|sent|draft|schedul|book|report|collect|gather|map|ask|email|call|done|finish|complet|locat|document|record|captur|log|file|open|raise|escalat|compil|assembl|confirm|verif|validat|reconcil|establish|sign)`;
const TASK = new RegExp(
  String.raw`^[*_\s]*${TASK_VERB}\w*\b|\b${TASK_VERB}(?:ed|d|ied|ified|ound|ne)?\b(?![- ](?:by|from)\b)`,
  "i",
);
/** A legend that defines the box ("[x] = established", "[x] established by a researcher"). */
const BOX_LEGEND = /(?:legend|key)\b[^\n]*\[[xX✓✔]\]|\[[xX✓✔]\]\s*(?:=|means\b|established by\b)/i;

/** The lines of the answer that tick a claim (see the module comment), by their start offset. */
export function tickedClaimLines(answer: string): Array<{ start: number; end: number }> {
  if (BOX_LEGEND.test(answer)) return [];
  const lines: Array<{ start: number; end: number }> = [];
  for (const match of answer.matchAll(TICKED)) {
    const item = match[1]!;
    if (TASK.test(item) || hedgeCues(item).size > 0) continue;
    const start = match.index ?? 0;
    lines.push({ start, end: start + match[0].length });
  }
  return lines;
}

/** Certainty on each clause of a line that ticks a claim (see the module comment). */
export function affirmTickedClaims(readings: ClauseReading[], answer: string): void {
  const lines = tickedClaimLines(answer);
  if (lines.length === 0) return;
  const markers = certaintyMarkers("confirmed");
  for (const reading of readings) {
    const { start } = reading.clause;
    if (!lines.some((line) => start >= line.start && start < line.end)) continue;
    for (const marker of markers)
      if (!reading.certainty.includes(marker)) reading.certainty.push(marker);
  }
}
