import type { ClauseReading } from "./clause-analysis";

/**
 * Certainty lent to "everything else" (issue 14, twentieth reader round): an answer that hedges
 * one part and then declares the rest settled ("The 3 fallback merchants rest on an inference;
 * everything else stands as fact", "apart from the sandbox date, the rest is certain") states
 * every other claim it makes as established: the residual subject ("everything else", "the
 * rest", "all other figures") points at each claim the answer makes outside the hedged part. A
 * clause with such a subject and a predicate of certainty lends its certainty to every claim of
 * the answer that has no hedge of its own and states no finding the answer hedges elsewhere
 * ("everything else" excepts them, even inside a total). After an exception, a bare
 * demonstrative is the same residual subject ("One caveat: the sandbox date. Beyond that, this is
 * settled": "this" is whatever the exception leaves). A "rest" of no effect is read by
 * rest-reference.ts instead.
 */

/** A residual subject ("everything else", after an exception: "apart from those, the rest"). */
const RESIDUAL =
  /^\W*(?:(?:apart from|except(?: for)?|besides|other than|beyond)\s+[^,;]{1,60},\s*(?:this|that|it|everything|all\s+of\s+(?:it|this))(?=\s+is\b)|(?:(?:apart from|except(?: for)?|besides|other than|beyond)\s+[^,;]{1,60},\s*)?(?:and\s+|but\s+|so\s+)?(?:everything\s+else|all\s+else|the\s+rest|all\s+the\s+rest|all\s+(?:the\s+)?other\s+(?:figures|numbers|counts|claims|findings|parts)|the\s+other\s+(?:figures|numbers|counts|claims|findings|parts)))\b/i;
/** A predicate of certainty after it. */
const CERTAIN_PREDICATE =
  /\b(?:stands?\s+as\s+(?:a\s+)?fact|(?:is|are)\s+(?:a\s+)?(?:fact|facts|certain|confirmed|established|solid|settled|firm|proven|definite))\b/i;

/** Lend each residual certainty to the unhedged claims of the answer (see the module comment). */
export function lendResidualCertainty(readings: ClauseReading[]): void {
  for (const residual of readings) {
    const text = residual.clause.text;
    if (residual.clause.role !== "assert" || !RESIDUAL.test(text)) continue;
    const predicate = CERTAIN_PREDICATE.exec(text);
    if (!predicate) continue;
    const marker = predicate[0].toLowerCase();
    // The findings the answer states with a hedge are the part "everything else" excepts, in
    // whatever clause also states them ("the 19" that holds the hedged three).
    const excepted = new Set(
      readings
        .filter((reading) => reading.hedges.size > 0)
        .flatMap((reading) => [...reading.states]),
    );
    for (const reading of readings) {
      if ([...reading.states].some((id) => excepted.has(id))) continue;
      if (reading === residual || reading.clause.sentence === residual.clause.sentence) continue;
      if (reading.clause.role !== "assert" || reading.hedges.size > 0) continue;
      if (reading.states.size === 0 && reading.namesQuestion.size === 0) continue;
      if (!reading.certainty.includes(marker)) reading.certainty.push(marker);
    }
  }
}
