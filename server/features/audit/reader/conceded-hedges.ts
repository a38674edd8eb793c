import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";

/**
 * A hedge conceded in a subordinate clause and overruled by its main clause (issue 14,
 * thirty-fifth reader round; mention then contradict): "Although the fallback path was only
 * inferred, the three will certainly break", "and though the table was assumed, its count is
 * beyond question". The concession names the child's hedge; the main clause, with a certainty
 * marker and no hedge of its own, states the claim as established. The clause is contradicted
 * (its hedge reaches nothing, condition-attachment.ts). A concession whose main clause keeps a
 * hedge ("although it was inferred, it probably holds") or states no certainty stays a hedge.
 */

/** A concession opening the clause, up to the comma that ends it. */
const CONCESSION =
  /^[\s*_>"'“(-]*(?:(?:and|but|so)\s+)?(?:although|though|even though|granted(?: that)?|admittedly|while)\b([^,;:]{3,160}),\s*/i;

/** Mark clauses whose conceded hedge their main clause overrules (see the module comment). */
export function contradictConcededHedges(clauses: AnswerClause[]): void {
  for (const clause of clauses) {
    if (clause.role !== "assert") continue;
    const concession = CONCESSION.exec(clause.text);
    if (!concession) continue;
    if (hedgeCues(concession[1]!).size === 0) continue;
    const main = clause.text.slice(concession[0].length);
    if (certaintyMarkers(main).length === 0 || hedgeCues(main).size > 0) continue;
    clause.contradicted = true;
  }
}
