import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";
import { withdrawCondition } from "./condition-attachment";

/**
 * A condition affirmed after its consequence (issue 14, forty-seventh round): "If the table is
 * right, the 16 break, and it is right", "if the fallback kicks in, three more go down, and it
 * does", "should the date hold, they fail then, which it will". The condition is raised, its
 * consequence drawn, and then the condition is said to hold with no hedge: it is withdrawn (it
 * hedges nothing, and the clauses it qualified are stated as established), as a condition the
 * very next clause settles is (condition-attachment.ts's withdrawSettledConditions, which reads
 * only the clause right after it). An affirmation that keeps a hedge ("and it probably is") or
 * denies the condition ("and it isn't") withdraws nothing.
 */

/** A short clause that only says the condition holds ("and it is right", "and it does"). */
const AFFIRMS =
  /^[\s(—–-]*(?:and|which)\s+(?:it|they|that|this|he|she)\s+(?:is|are|does|do|did|will|has|have|was|were)(?:\s+(?:indeed|so|right|true|correct|accurate|authoritative))?\s*[.;!,]?\s*$/i;

/** Withdraw the conditions of a sentence that a later clause affirms (module comment). */
export function withdrawAffirmedConditions(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (clause.role !== "condition") return;
    const rest = clauses.slice(index + 2).filter((later) => later.sentence === clause.sentence);
    // (The first condition after it ends its reach: "If A, x, and it does; if B, …".)
    const reach = rest.findIndex((later) => later.role === "condition");
    const affirmed = (reach < 0 ? rest : rest.slice(0, reach)).find(
      (later) => AFFIRMS.test(later.text) && hedgeCues(later.text).size === 0,
    );
    if (!affirmed) return;
    withdrawCondition(clause, clauses);
  });
}
