import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";

/**
 * Hedges in nested sub-bullets (issue 14, eleventh reader round): a bullet indented under
 * another qualifies it ("- 3 more: m_0005, …" over "  - inferred from the code"), at any
 * depth, as a hedge fragment after a dash qualifies its clause. A sub-bullet naming merchants
 * or a date of its own makes a claim of its own, and qualifies nothing above it.
 */

const IDENTIFIER = /\b[a-z]{1,4}_\d{2,}\b/i;
const DATE = /\b\d{4}-\d{2}-\d{2}\b/;

interface Bullet {
  unit: AnswerClause["unit"];
  indent: number;
  clauses: AnswerClause[];
}

/** Give each bullet's clauses the hedged clauses of the sub-bullets under it (module comment). */
export function attachNestedBulletHedges(clauses: AnswerClause[], answer: string): void {
  const bullets: Bullet[] = [];
  for (const clause of clauses) {
    const last = bullets.at(-1);
    if (last?.unit === clause.unit) {
      last.clauses.push(clause);
      continue;
    }
    const lineStart = answer.lastIndexOf("\n", clause.unit.start - 1) + 1;
    const indent = /^[ \t]*/.exec(answer.slice(lineStart, clause.unit.start))![0].length;
    bullets.push({ unit: clause.unit, indent, clauses: [clause] });
  }
  bullets.forEach((bullet, index) => {
    if (bullet.unit.kind !== "bullet" || bullet.indent === 0) return;
    if (IDENTIFIER.test(bullet.unit.text) || DATE.test(bullet.unit.text)) return;
    const hedged = bullet.clauses.filter((clause) => hedgeCues(clause.text).size > 0);
    if (hedged.length === 0) return;
    // Every bullet above it with less indentation, up to the first line that is no bullet.
    let depth = bullet.indent;
    for (let back = index - 1; back >= 0 && depth > 0; back -= 1) {
      const above = bullets[back]!;
      if (above.unit.kind !== "bullet") break;
      if (above.indent >= depth) continue;
      depth = above.indent;
      for (const clause of above.clauses) clause.appendices.push(...hedged);
    }
  });
}
