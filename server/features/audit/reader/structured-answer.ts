import type { AnswerClause } from "./answer-clauses";

/**
 * Structured answers (issue 14, class 1: layout): in a JSON-like answer each key-value pair is
 * a clause; the keys of the objects a value sits in label it, and qualifier members label their
 * siblings (attachStructuredQualifiers).
 */

/**
 * A key that qualifies its siblings ("source", "date_source", "basis", "confidence", or a
 * verification flag: "verified: false").
 */
export const QUALIFIER_KEY =
  /^(?:(.*?)[ _-])?(?:source|sources|basis|confidence|certainty|status|notes?|conditions?|caveats?|assumptions?|assumed|provenance|evidence|needs|requires|reason|why|how[ _-](?:sure|certain|confident|firm|solid)|firmness|likelihood|verified|confirmed|validated)$/i;

/** The position of every object of a JSON-like text: the object each offset sits in, and its key. */
function objectsOf(text: string): { objectAt: number[]; keyOf: Map<number, string> } {
  const objectAt: number[] = [];
  const keyOf = new Map<number, string>();
  const stack: number[] = [0];
  let next = 1;
  let lastString = "";
  let inString = false;
  let current = "";
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inString) {
      if (char === "\\") {
        current += text[index + 1] ?? "";
        index += 1;
      } else if (char === '"') {
        inString = false;
        lastString = current;
      } else current += char;
    } else if (char === '"') {
      inString = true;
      current = "";
    } else if (char === "{") {
      keyOf.set(next, lastString);
      stack.push(next);
      next += 1;
    } else if (char === "}" && stack.length > 1) stack.pop();
    objectAt.push(stack.at(-1)!);
  }
  return { objectAt, keyOf };
}

/** The key of a key-value clause ('"date_source": "…"' → "date_source"), or null. */
const keyOfClause = (text: string) => /"([^"]{1,60})"\s*:/.exec(text)?.[1] ?? null;

/**
 * Structured answers (JSON objects, issue 14 class 1): a value's object keys say what it is
 * ("break_if_table_authoritative": {…} hedges every member), and a qualifier member ("source",
 * "basis", "needs") qualifies its siblings, or, with a prefix ("date_source"), the siblings whose
 * key shares a word with that prefix ("retirement_date").
 */
export function attachStructuredQualifiers(clauses: AnswerClause[], answer: string): void {
  // A JSON object spread over lines (one member a line) is one object across its units: the
  // whole answer is read for objects, so a member's siblings may sit on other lines.
  if (!/"[^"]{1,60}"\s*:\s*[{["\d]/.test(answer) || clauses.length < 2) return;
  const { objectAt, keyOf } = objectsOf(answer);
  const firstAt = new Map<number, number>();
  objectAt.forEach((object, index) => {
    if (!firstAt.has(object)) firstAt.set(object, index);
  });
  // (The object a clause's value sits in: at its last character before closing brackets.)
  const objectOf = (clause: AnswerClause) => {
    const closers = /[\s}\]]*$/.exec(clause.text)?.[0].length ?? 0;
    return objectAt[Math.max(0, clause.end - 1 - closers)] ?? 0;
  };
  // Qualifier members by object (outside any object: by unit, as inline pairs of one line).
  const groupOf = (clause: AnswerClause) => {
    const object = objectOf(clause);
    return object === 0 ? `unit ${clause.unit.index}` : `object ${object}`;
  };
  const qualifiers = new Map<string, { clause: AnswerClause; prefix: string[] }[]>();
  for (const clause of clauses) {
    const key = keyOfClause(clause.text);
    const qualifier = key === null ? null : QUALIFIER_KEY.exec(key);
    if (!qualifier) continue;
    const prefix = (qualifier[1] ?? "")
      .toLowerCase()
      .split(/[ _-]+/)
      .filter(Boolean);
    const group = groupOf(clause);
    qualifiers.set(group, [...(qualifiers.get(group) ?? []), { clause, prefix }]);
  }
  for (const clause of clauses) {
    const object = objectOf(clause);
    // The keys of the objects it sits in (outer ones too): labels of what it says.
    const path: string[] = [];
    for (let at = object; at !== 0;) {
      const outer = keyOf.get(at) ?? "";
      if (outer !== "") path.push(outer.replace(/_/g, " "));
      const start = firstAt.get(at) ?? 0;
      at = start > 0 ? (objectAt[start - 1] ?? 0) : 0;
    }
    if (path.length > 0) clause.keyPath.push(...path);
    const key = keyOfClause(clause.text);
    if (key === null) continue;
    const words = new Set(key.toLowerCase().split(/[ _-]+/));
    for (const { clause: sibling, prefix } of qualifiers.get(groupOf(clause)) ?? []) {
      if (sibling === clause) continue;
      if (prefix.length === 0 || prefix.some((word) => words.has(word)))
        clause.appendices.push(sibling);
    }
  }
}
