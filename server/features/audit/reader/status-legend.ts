import type { AnswerClause } from "./answer-clauses";
import type { ClauseReading } from "./clause-analysis";
import { definitionForMark } from "./colour-emoji";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";

/**
 * Status markers defined by a legend (issue 14, eleventh reader round): a board or table whose
 * rows open with a symbol (✅ ⚠️ ❓ 🔶) and a line that defines the symbols ("Legend: ✅
 * confirmed · ⚠️ inferred, not observed", "(✅ = verified · ❓ = open)"). A row opening with a
 * defined symbol says what the legend says of it: "inferred, not observed" hedges every clause
 * of the row as those words would, "confirmed" states it as established, "open" keeps it open.
 * The definition is given to each clause of the row as a qualifier (its `keyPath`, read as a
 * structured answer's keys are); what a definition asserts without a hedge is certainty
 * (`legendCertainty`).
 */

/**
 * A pictographic symbol, or a ballot box or check or cross mark that Unicode does not class as
 * pictographic (☐ ☒ ✓ ✗ ✘), with its optional variation selector.
 */
const SYMBOL = /(?:\p{Extended_Pictographic}|[\u2610\u2612\u2713\u2717\u2718])\uFE0F?/gu;
/** A colour a RAG scorecard's key defines ("Amber = inferred", "Red: open"). */
const COLOUR_KEY = /\b(?:red|amber|green|yellow|orange|grey|gray)\b(?=\s*[=:—–])/giu;
/** A colour in a line labeled as a legend, before its definition ("GREEN confirmed"). */
const LEGEND_COLOUR = /\b(?:red|amber|green|yellow|orange|grey|gray)\b(?=\s*[=:—–]|\s+[a-z])/giu;
/**
 * A colour standing as a column of a plain-text line: after leader dots or a wide gap, before
 * another wide gap or the line's end ("Date ...... GREEN", "Fallback (3)   GREEN   traced …").
 */
const COLOUR_COLUMN =
  /(?:\.{3,}|\s{2,})\s*(red|amber|green|yellow|orange|grey|gray)\b(?=\s{2,}|\s*$)/iu;
/** A table cell holding only a colour name ("| Amber |"). */
const COLOUR_CELL = /\|\s*(red|amber|green|yellow|orange|grey|gray)\s*(?=\||$)/imu;
/** Separators between a legend's entries and around a definition. */
const EDGES = /^[\s=:—–·|,;()[\]-]+|[\s=:—–·|,;()[\]-]+$/g;

/**
 * The symbols a legend line of the answer defines, with their definitions: a line holding two
 * or more symbols (or, in a RAG key, colour names) each followed by words, not itself a row
 * opening with a symbol.
 */
export function legendDefinitions(answer: string): Map<string, string> {
  const legend = new Map<string, string>();
  for (const line of answer.split("\n")) {
    // (Without two symbols, a RAG key's colour names: "Green = confirmed, Amber = inferred".)
    const pictographs = [...line.matchAll(SYMBOL)];
    // (In a line labeled as a legend, a colour followed by its word: "Legend: GREEN confirmed ·
    // AMBER probable": twenty-seventh round.)
    const keyed = /^[\s*_]*(?:legend|key)\b/i.test(line) ? LEGEND_COLOUR : COLOUR_KEY;
    const symbols = pictographs.length >= 2 ? pictographs : [...line.matchAll(keyed)];
    // (A line of definitions may open with a symbol: "🟢 = confirmed, 🟡 = unconfirmed".)
    const defines = symbols.every((symbol) =>
      /^\s*[=:]/.test(line.slice((symbol.index ?? 0) + symbol[0].length)),
    );
    if (symbols.length < 2 || (opensWithSymbol(line) !== null && !defines)) continue;
    const entries = symbols.map((symbol, index) => {
      const from = (symbol.index ?? 0) + symbol[0].length;
      const to = symbols[index + 1]?.index ?? line.length;
      // (A definition ends at a closing parenthesis or a middle dot before the next symbol.)
      const definition = line.slice(from, to).split(/[·|)]/)[0]!.replace(EDGES, "");
      return { symbol: base(symbol[0]).toLowerCase(), definition };
    });
    const defined = entries.filter((entry) => /[a-z]{3,}/i.test(entry.definition));
    if (defined.length < 2) continue;
    for (const entry of defined) legend.set(entry.symbol, entry.definition.toLowerCase());
  }
  return legend;
}

/** The symbol a row or line opens with (after a table's pipe or a bullet), or null. */
function opensWithSymbol(text: string): string | null {
  const match =
    /^[\s|*•-]*((?:\p{Extended_Pictographic}|[\u2610\u2612\u2713\u2717\u2718])\uFE0F?)/u.exec(text);
  return match ? base(match[1]!) : null;
}

/**
 * The symbol that marks a row: the one it opens with, or, in a table row, a cell holding only a
 * symbol or a colour name ("| fallback merchants break | 🟡 |", "| … | Amber |": a scorecard's
 * status column).
 */
function rowSymbol(text: string): string | null {
  const opening = opensWithSymbol(text);
  if (opening === null && !/^\s*\|/.test(text))
    return COLOUR_COLUMN.exec(text)?.[1]!.toLowerCase() ?? null;
  if (opening !== null) return opening;
  const cell =
    /\|\s*((?:\p{Extended_Pictographic}|[\u2610\u2612\u2713\u2717\u2718])\uFE0F?)\s*(?=\||$)/mu.exec(
      text,
    );
  if (cell) return base(cell[1]!);
  return COLOUR_CELL.exec(text)?.[1]!.toLowerCase() ?? null;
}

function base(symbol: string): string {
  return symbol.replace(/\uFE0F/g, "");
}

/**
 * Give every clause of a row opening with a defined symbol its definition as a qualifier
 * (see the module comment). Returns the clauses so marked, by clause index.
 */
export function attachLegendMeanings(clauses: AnswerClause[], answer: string): Map<number, string> {
  const marked = new Map<number, string>();
  const legend = legendDefinitions(answer);
  if (legend.size === 0) return marked;
  for (const clause of clauses) {
    const lineStart = answer.lastIndexOf("\n", clause.unit.start - 1) + 1;
    const lineEnd = answer.indexOf("\n", clause.unit.start);
    const symbol = rowSymbol(answer.slice(lineStart, lineEnd < 0 ? answer.length : lineEnd));
    const definition = symbol === null ? undefined : definitionForMark(legend, symbol);
    if (definition === undefined) continue;
    clause.keyPath.push(definition);
    marked.set(clause.index, definition);
  }
  return marked;
}

/**
 * What a row's definition asserts without a hedge of its own ("confirmed", "verified") states
 * the row's claims as established: certainty on each clause `attachLegendMeanings` marked.
 */
export function affirmLegendCertainty(
  readings: ClauseReading[],
  marked: ReadonlyMap<number, string>,
): void {
  for (const reading of readings) {
    const definition = marked.get(reading.clause.index);
    if (definition === undefined || hedgeCues(definition).size > 0) continue;
    for (const marker of certaintyMarkers(definition))
      if (!reading.certainty.includes(marker)) reading.certainty.push(marker);
  }
}
