import type { AnswerClause } from "./answer-clauses";
import type { LayoutUnit } from "./answer-layout";

/**
 * Ordinal pointers (issue 14, sixth reader round; class 3, hedge scope): an answer that quotes
 * or lists a few claims and then comments on them by position ("The first rests on the table;
 * the second is only inferred") hedges each of them in the clause that points at it. A clause
 * opening with "the first", "the second", "the former", "the latter" … (a pronoun, no noun after
 * it), with the rest of its sentence up to the next such clause, qualifies the unit at that
 * position in the run of quoted lines or bullets just before its own unit.
 */

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const MAX_POINTERS = 10;

/** A clause whose subject is an ordinal alone ("The second is …", "The latter rests on …"). */
const ORDINAL_SUBJECT =
  /^[\s*_"'“(]*the\s+(first|second|third|fourth|fifth|former|latter|last)(?:\s+one)?\s+(?:is|are|was|were|has|had|rests?|relies|depends|assumes?|comes?|needs|hinges|seems|looks|stands|holds|remains)\b/i;

/** A quoted line or a bullet: the members of a run an ordinal counts in. */
const memberOf = (unit: LayoutUnit) =>
  unit.kind === "bullet" ? "bullet" : /^\s*>/.test(unit.text) ? "quote" : null;

/** Attach each ordinal sentence's clauses to the unit it points at (see the module comment). */
export function attachOrdinalPointers(clauses: AnswerClause[]): void {
  const units = [...new Set(clauses.map((clause) => clause.unit))];
  // (At most a few pointers are followed: bounded work on an answer that repeats one.)
  let followed = 0;
  clauses.forEach((opener, index) => {
    const match = ORDINAL_SUBJECT.exec(opener.text);
    if (!match || followed >= MAX_POINTERS) return;
    followed += 1;
    // The run of quoted lines or bullets right before the clause's unit.
    const at = units.indexOf(opener.unit);
    let from = at - 1;
    const kind = from >= 0 ? memberOf(units[from]!) : null;
    if (kind === null) return;
    while (from - 1 >= 0 && memberOf(units[from - 1]!) === kind) from -= 1;
    const run = units.slice(from, at);
    const word = match[1]!.toLowerCase();
    const position =
      word === "former"
        ? 0
        : word === "latter" || word === "last"
          ? run.length - 1
          : ORDINALS.indexOf(word);
    const target = run[position];
    if (!target || (word === "former" && run.length !== 2)) return;
    // The clause and the rest of its sentence, up to the next ordinal clause ("the latter …").
    const said: AnswerClause[] = [opener];
    for (const later of clauses.slice(index + 1)) {
      if (later.sentence !== opener.sentence || ORDINAL_SUBJECT.test(later.text)) break;
      said.push(later);
    }
    for (const clause of clauses)
      if (clause.unit === target && clause.role === "assert") clause.appendices.push(...said);
  });
}
