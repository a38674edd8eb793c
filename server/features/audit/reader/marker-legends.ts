import type { AnswerClause } from "./answer-clauses";

/**
 * Typographic markers a legend defines (issue 14, twenty-seventh reader round): a field list or
 * table whose legend line says what a mark means ("Legend: † = inferred, not verified",
 * "Key: ~ = inferred · ? = open"), with the mark set on some values ("3†", "~3"). The legend
 * is no heading over the lines below it (answer-layout.ts): its meaning reaches the lines that
 * bear the mark, and only those, as a qualifier (the clause's `keyPath`, as status-legend.ts does
 * for symbols). A line without the mark keeps what its own words say.
 */

/** A legend line: "Legend:" or "Key:" and what follows. */
const LEGEND = /^[\s*_>#-]*(?:legend|key)\b[*_]*\s*[:—–-]\s*(.+)$/gim;
/** A typographic mark defined in a legend ("† =", "~ =", "(?) ="). */
const ENTRY = /(?:^|[\s·;|,])(\(?[†‡~*^§?]{1,2}\)?)\s*=\s*/g;

/** The marks the answer's legend lines define, with their definitions (lower case). */
export function markerDefinitions(answer: string): Map<string, string> {
  const definitions = new Map<string, string>();
  for (const legend of answer.matchAll(LEGEND)) {
    const body = legend[1]!;
    const entries = [...body.matchAll(ENTRY)];
    entries.forEach((entry, index) => {
      const from = (entry.index ?? 0) + entry[0].length;
      const to = entries[index + 1]?.index ?? body.length;
      const definition = body.slice(from, to).replace(/[\s·;|,]+$/, "");
      if (/[a-z]{3,}/i.test(definition)) definitions.set(entry[1]!, definition.toLowerCase());
    });
  }
  return definitions;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Give each clause whose line bears a defined mark next to a value or word ("3†", "~3",
 * "m_0005*") that mark's definition as a qualifier (see the module comment). Returns the clauses
 * so marked, by clause index.
 */
export function attachMarkerLegends(clauses: AnswerClause[], answer: string): Map<number, string> {
  const marked = new Map<number, string>();
  const definitions = markerDefinitions(answer);
  if (definitions.size === 0) return marked;
  const borne = [...definitions].map(([mark, definition]) => ({
    pattern: new RegExp(String.raw`[\w)]${escape(mark)}|${escape(mark)}[\w(]`),
    definition,
  }));
  for (const clause of clauses) {
    const lineStart = answer.lastIndexOf("\n", clause.start - 1) + 1;
    const lineEnd = answer.indexOf("\n", clause.start);
    const line = answer.slice(lineStart, lineEnd < 0 ? answer.length : lineEnd);
    if (/^[\s*_>#-]*(?:legend|key)\b/i.test(line)) continue;
    for (const { pattern, definition } of borne) {
      if (!pattern.test(line) || clause.keyPath.includes(definition)) continue;
      clause.keyPath.push(definition);
      marked.set(clause.index, definition);
    }
  }
  return marked;
}
