import type { AnswerClause } from "./answer-clauses";
import { QUALIFIER_KEY } from "./structured-answer";

/**
 * Structured answers in YAML (issue 14, sixth reader round; class 1, layout): the members of a
 * nested mapping ("fallback:" with "ids: […]" and "how_sure: inferred" indented under it) are
 * siblings, and a qualifier member (structured-answer.ts's QUALIFIER_KEY: "basis", "source",
 * "how_sure", …) qualifies the others, as in a JSON object. Only indented members under a parent
 * key line are read: top-level "Key: value" lines of prose are no mapping.
 */

/** A YAML member line: its key and a value after it. */
const MEMBER = /^([\w.-]{1,60}):\s+\S/;
/** A parent key line: a key with no value (a comment may follow). */
const PARENT = /^\s*[\w.-]{1,60}:\s*(?:#.*)?$/;

/** Attach each nested mapping's qualifier members to their siblings (see the module comment). */
export function attachYamlQualifiers(clauses: AnswerClause[], answer: string): void {
  const lines: { start: number; indent: number; text: string }[] = [];
  let offset = 0;
  for (const raw of answer.split("\n")) {
    const indent = raw.length - raw.trimStart().length;
    lines.push({ start: offset + indent, indent, text: raw });
    offset += raw.length + 1;
  }
  // The mapping a member line sits in: the nearest earlier parent key line indented less.
  const parentOf = new Map<number, number>();
  const stack: number[] = [];
  lines.forEach((line, index) => {
    if (line.text.trim() === "") return;
    while (stack.length > 0 && lines[stack.at(-1)!]!.indent >= line.indent) stack.pop();
    if (stack.length > 0 && line.indent > 0) parentOf.set(line.start, stack.at(-1)!);
    if (PARENT.test(line.text)) stack.push(index);
  });
  const members = clauses.filter(
    (clause) => parentOf.has(clause.start) && MEMBER.test(clause.text),
  );
  const byParent = new Map<number, AnswerClause[]>();
  for (const clause of members) {
    const parent = parentOf.get(clause.start)!;
    byParent.set(parent, [...(byParent.get(parent) ?? []), clause]);
  }
  const keyWords = (clause: AnswerClause) =>
    MEMBER.exec(clause.text)![1]!
      .toLowerCase()
      .split(/[ _.-]+/);
  for (const siblings of byParent.values())
    for (const qualifier of siblings) {
      // (With a prefix, "date_source:" qualifies the siblings whose key shares it: "date:".)
      const match = QUALIFIER_KEY.exec(MEMBER.exec(qualifier.text)![1]!);
      if (!match) continue;
      const prefix = (match[1] ?? "")
        .toLowerCase()
        .split(/[ _.-]+/)
        .filter(Boolean);
      for (const clause of siblings)
        if (
          clause !== qualifier &&
          (prefix.length === 0 || prefix.some((word) => keyWords(clause).includes(word)))
        )
          clause.appendices.push(qualifier);
    }
}
