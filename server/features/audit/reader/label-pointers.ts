import type { AnswerClause } from "./answer-clauses";
import type { LayoutUnit } from "./answer-layout";

/**
 * Pointers by an item's own label (issue 14, twenty-ninth reader round; hedge scope): a report
 * that numbers or tags its results ("R2. three more break …", "2. three more break …") and
 * qualifies them later by that label ("R2 is inferred from code", "Items 1 and 3 assume the
 * table") hedges each labelled item in the clause that names its label, as an ordinal pointer
 * does (ordinal-pointers.ts). A bare number points only after a noun that says it counts items
 * ("item 2", "step 3", "result 1"); a tag of letters and digits ("R2", "C3") points alone.
 */

/** The label a line opens with: a tag ("R2.", "C3:") or a number ("2.", "3)"). */
const LINE_LABEL = /^[\s*_>-]*(?:([a-z]{1,2}\d{1,2})[.:)]|(\d{1,2})[.)])\s/i;

/** One pointer: a tag, or a number after a counting noun. */
const POINTER = String.raw`(?:[a-z]{1,2}\d{1,2}|\d{1,2})`;
/** A clause that opens with labels and then a verb: "R1 and R3 assume …", "Item 2 is …". */
const LABEL_SUBJECT = new RegExp(
  String.raw`^[\s*_"'“(]*(?:(items?|steps?|results?|claims?|findings?|points?|rows?|lines?)\s+)?(${POINTER}(?:\s*(?:,|and|&|[–—-]|to)\s*${POINTER})*)\s+(?:is|are|was|were|rests?|relies|rely|depends?|assumes?|takes?|presumes?|comes?|needs?|hinges?|seems?|looks?|stands?|holds?|remains?|inherits?)\b`,
  "i",
);
const MAX_POINTERS = 10;

/** The labels a pointer subject names, lower case, with a range expanded ("r1–r3"). */
function pointedLabels(list: string, counted: boolean): string[] {
  const labels: string[] = [];
  const parts = [...list.matchAll(new RegExp(`(${POINTER})|([–—-]|\\bto\\b)`, "gi"))];
  parts.forEach((part, index) => {
    if (part[1] === undefined) return;
    const label = part[1].toLowerCase();
    if (/^\d+$/.test(label) && !counted) return;
    const previous = parts[index - 1];
    const from = parts[index - 2]?.[1]?.toLowerCase();
    if (previous?.[2] !== undefined && from !== undefined) {
      const prefix = /^[a-z]*/.exec(label)![0];
      const start = Number(from.slice(prefix.length));
      const end = Number(label.slice(prefix.length));
      for (let n = start + 1; n < end && end - start < 10; n += 1) labels.push(`${prefix}${n}`);
    }
    labels.push(label);
  });
  return labels;
}

/** Attach each label-pointing sentence's clauses to the units it names (module comment). */
export function attachLabelPointers(clauses: AnswerClause[], answer: string): void {
  const units = [...new Set(clauses.map((clause) => clause.unit))];
  const labelled = new Map<string, LayoutUnit>();
  for (const unit of units) {
    const lineStart = answer.lastIndexOf("\n", unit.start - 1) + 1;
    const match = LINE_LABEL.exec(answer.slice(lineStart, unit.start + 8));
    const label = (match?.[1] ?? match?.[2])?.toLowerCase();
    if (label !== undefined && !labelled.has(label)) labelled.set(label, unit);
  }
  if (labelled.size < 2) return;
  let followed = 0;
  clauses.forEach((opener, index) => {
    const match = LABEL_SUBJECT.exec(opener.text);
    if (!match || followed >= MAX_POINTERS) return;
    const targets = pointedLabels(match[2]!, match[1] !== undefined)
      .map((label) => labelled.get(label))
      .filter((unit): unit is LayoutUnit => unit !== undefined && unit !== opener.unit);
    if (targets.length === 0) return;
    followed += 1;
    // The clause and the rest of its sentence, up to the next clause that points by label.
    const said: AnswerClause[] = [opener];
    for (const later of clauses.slice(index + 1)) {
      if (later.sentence !== opener.sentence || LABEL_SUBJECT.test(later.text)) break;
      said.push(later);
    }
    for (const clause of clauses)
      if (targets.includes(clause.unit) && clause.role === "assert")
        clause.appendices.push(...said);
  });
}
