import {
  spreadCertainLeadIns,
  spreadClosingCertainty,
  spreadClosingHedges,
  spreadHedgedLeadIns,
} from "./answer-scope";
import type { ClauseReading, ReaderContext } from "./clause-analysis";
import { spreadRatingLines } from "./confidence-lines";
import { spreadPartHedgesToTotals } from "./derived-totals";
import { spreadPostscriptHedges } from "./postscripts";
import { setAsideRestatedQuestions } from "./restated-question-clauses";
import { spreadSentenceScope } from "./sentence-scope";

/**
 * What each clause reading takes from the readings around it, once every clause is read
 * (issue 14's reader): hedges across one sentence's clauses (sentence-scope.ts), closing hedges and certainty, postscripts, certain and hedged lead-ins,
 * rating lines, hedged parts of a total, then restated questions set aside, in that order (each
 * may read what an earlier one spread).
 */
export function spreadAcrossReadings(
  readings: ClauseReading[],
  answer: string,
  context: ReaderContext,
): void {
  spreadSentenceScope(readings);
  spreadClosingHedges(readings);
  spreadClosingCertainty(readings);
  spreadPostscriptHedges(readings);
  spreadCertainLeadIns(readings, answer);
  spreadHedgedLeadIns(readings);
  spreadRatingLines(readings, answer);
  spreadPartHedgesToTotals(readings, context);
  setAsideRestatedQuestions(readings);
}
