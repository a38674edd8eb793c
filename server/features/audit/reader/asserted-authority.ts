import type { ClauseReading } from "./clause-analysis";
import { givesRecordStanding } from "./record-standing";
import { presupposesRecordAuthority } from "./presupposed-premises";
import { UPHELD_RECORD } from "./certainty-idioms";

/**
 * An authority assumption stated as fact (issue 14, fifteenth reader round): "the merchants
 * table is authoritative", "the config is the source of truth for versions", "those rows are
 * accurate". A clause whose subject is a record of the data (a table, column, rows, records,
 * settings, ledger …) and whose predicate, by a plain copula, calls it the truth states the
 * assumption that it is, whichever of the assumption's own words it uses: every such assumption
 * says the same thing of its record. The clause's hedges (conditions, "assume", "probably") are
 * read by the caller; a condition clause ("if the table is accurate") is no assertion.
 */

/** A record of the data, as the subject of the clause. */
const RECORD_SUBJECT = String.raw`(?:tables?|columns?|rows?|records?|settings|config(?:uration)?s?|database|data|api_version|ledgers?|registry|inventory|spreadsheets?|export)`;

/**
 * Predicates that call a record the truth. "The record of" what runs ("the table is the record
 * of which version each merchant uses": sixty-eighth round) calls it the authority on that, as
 * "the record of truth" does; so does "the system (configuration, table) of record", the
 * idiom for the copy every other defers to (seventy-fourth round).
 */
const TRUTH_PREDICATE = String.raw`(?:(?:fully\s+|completely\s+|entirely\s+)?(?:authoritative|accurate|correct|reliable|trustworthy|up[- ]to[- ]date|right)|the\s+(?:single\s+|one\s+)?(?:source|record)\s+of\s+(?:truth|record)|the\s+(?:system|configuration|config|table|database|data|book|books)\s+of\s+record|the\s+(?:single\s+|one\s+)?record\s+of\s+(?:which|what|who|how|each|every)\b|(?:the\s+)?ground\s+truth|canonical|what\s+(?:actually\s+|really\s+)?runs)`;

// (Also in a non-restrictive relative clause, "the merchants table, which is authoritative for
// versions": thirty-ninth round, v58.)
const ASSERTED = new RegExp(
  String.raw`\b${RECORD_SUBJECT}\b(?:[^.;:,]{0,30}?\b|\s*,\s*which\s+)(?:is|are|'s|’s|remains?|stays?)\s+(?:always\s+|still\s+|definitely\s+|certainly\s+|absolutely\s+|undoubtedly\s+)?${TRUTH_PREDICATE}\b`,
  "i",
);

/**
 * A record vouched for by its record of being right ("that table's never been wrong", "the rows
 * don't lie"): the assumption that it is the truth, stated (twenty-third reader round).
 */
const VOUCHED = new RegExp(
  String.raw`\b${RECORD_SUBJECT}\b[^.;:,]{0,30}?(?:\b(?:has|have|had)|'s|’s|'ve|’ve)\s+never\s+(?:once\s+)?(?:been wrong|got(?:ten)? it wrong|let (?:us|me|anyone) down|failed)|\b${RECORD_SUBJECT}\b[^.;:,]{0,30}?\b(?:(?:doesn't|does not|don't|do not|won't|never)\s+lies?|(?:is|are)\s+never\s+wrong)\b`,
  "i",
);

/** A record upheld as a verdict or vouched for by two checks (certainty-idioms.ts). */
const UPHELD = new RegExp(UPHELD_RECORD, "i");

/** Does a clause call a record of the data the truth by a plain copula (module comment)? */
export function assertsRecordAuthority(text: string): boolean {
  return (
    ASSERTED.test(text) ||
    VOUCHED.test(text) ||
    UPHELD.test(text) ||
    givesRecordStanding(text) ||
    presupposesRecordAuthority(text)
  );
}

/**
 * The clause that upholds a record with certainty of its own and no hedge ("so two queries vouch
 * for the table", "so the table stands"), wherever the assumption is named: agreement read as
 * verification states the authority assumption as established (sixty-fourth round).
 */
export function upheldRecord(readings: readonly ClauseReading[]): ClauseReading | undefined {
  return readings.find(
    (reading) =>
      reading.clause.role === "assert" &&
      reading.hedges.size === 0 &&
      reading.certainty.some((marker) => UPHELD.test(marker)),
  );
}
