import type { ClauseReading } from "./clause-analysis";

/**
 * A sourced report continued in the next clause of its sentence (issue 14, sixty-eighth round).
 * A source's report often comes in two clauses: the sourced one gives the finding's value with
 * its source ("v2 is retired on <date> according to the provider's changelog"), the next one,
 * after a semicolon, a comma or an arrow, says what that report says happens then ("v2 calls
 * return 410 Gone", "/v2/ → 410 Gone"). The second names no date of its own: it is the same
 * report's next words, and the source reaches it as it reaches the first. Likewise a clause
 * that opens with the source and hands over with a dash or a colon ("the researcher quotes the
 * provider changelog — v2 retired <date>") lends the source to the clause it leads into.
 * Seed wording: a timeline line with a dated sourced clause and a bare "410 Gone" clause
 * after it; a "Date: X quotes Y —" lead-in.
 * It reads the clause just before in the same sentence only, and only a source (an
 * inference or an assumption is no report that continues).
 */

/** A clause that hands over to the next one: it ends with a dash or a colon. */
const HANDS_OVER = /(?:\s[—–-]{1,2}|:)\s*$/;

/** The clause before `use` in its sentence, among the clauses stating the finding. */
function before(use: ClauseReading, uses: readonly ClauseReading[]): ClauseReading | undefined {
  return uses.find(
    (other) =>
      other.clause.sentence === use.clause.sentence && other.clause.index === use.clause.index - 1,
  );
}

/**
 * Does `use` continue a sourced report of the same finding (`ids`) in the clause before it?
 * It holds no certainty of its own (a certain clause is read before this), and either names no
 * date and counts nothing (the report's next words), or follows a source that hands over to it.
 */
export function continuesSourcedReport(
  use: ClauseReading,
  uses: readonly ClauseReading[],
  ids: ReadonlySet<string>,
): boolean {
  if (use.certainty.length > 0) return false;
  const previous = before(use, uses);
  if (!previous || ![...previous.states].some((id) => ids.has(id))) return false;
  if (!previous.ownHedges.has("attribution") && !previous.hedges.has("attribution")) return false;
  if (HANDS_OVER.test(previous.clause.text)) return true;
  return use.values.dates.size === 0 && !use.listClaim;
}
