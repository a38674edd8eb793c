import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";
import { withdrawCondition } from "./condition-attachment";

/**
 * A counterfactual argued to its denial (issue 14, forty-seventh round; modus tollens): "If the
 * override merchants were on v2, the table would have shown them, so they aren't". The
 * condition is no open condition of the answer: it is raised only to be denied by the
 * conclusion after "so" in the same sentence, which states the matter as settled. The
 * condition is withdrawn (it hedges nothing, as a condition the next clause settles at once
 * does in condition-attachment.ts), so what it names is read by the conclusion's terms. A
 * conclusion that keeps its own hedge ("so they probably aren't") or an open consequence with no
 * conclusion ("if they were on v2 we would have seen it") leaves the condition standing.
 */

/** A condition in the subjunctive of what is not so ("if they were", "if it had been"). */
const UNREAL_CONDITION =
  /^[\s("'“*_]*(?:and\s+|but\s+)?(?:even\s+)?if\s+[^,;]{1,120}?\b(?:were|weren't|had(?:\s+(?:been|\w+ed|seen|shown|found|sent|gone))?|hadn't|did|didn't)\b/i;

/** A consequence in the conditional perfect ("would have seen", "would never have", "wouldn't be"). */
const UNREAL_CONSEQUENCE =
  /\b(?:would|could|should)(?:n't|\s+not|\s+never)?\s+(?:have|already)\b|\bwould've\b|\bwouldn't\b/i;

/** A conclusion drawn from it ("so they aren't", "hence …", "which means …"). */
const CONCLUSION =
  /(?:^|[,;—–]\s*)(?:and\s+)?(?:so|hence|therefore|thus|which means|it follows)\b/i;

/** Withdraw the conditions of counterfactuals argued to their denial (module comment). */
export function withdrawCounterfactualPremises(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (clause.role !== "condition" || !UNREAL_CONDITION.test(clause.text)) return;
    const rest = clauses.slice(index + 1).filter((later) => later.sentence === clause.sentence);
    const consequence = rest.findIndex((later) => UNREAL_CONSEQUENCE.test(later.text));
    if (consequence < 0) return;
    const conclusion = [rest[consequence]!, ...rest.slice(consequence + 1)].find((later) =>
      CONCLUSION.test(later.text.slice(later === rest[consequence] ? 1 : 0)),
    );
    const tail = conclusion
      ? conclusion.text.slice(Math.max(0, conclusion.text.search(CONCLUSION)))
      : "";
    if (!conclusion || hedgeCues(tail).size > 0) return;
    withdrawCondition(clause, clauses);
  });
}
