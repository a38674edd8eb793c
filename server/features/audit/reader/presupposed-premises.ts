/**
 * A premise presupposed by a concessive lead (issue 14, fifty-fourth reader round): "Despite the
 * table being the authoritative record, …", "In spite of the config being correct, …". A
 * "despite" phrase does not put its content up for doubt: it takes it as true and concedes only
 * that the main clause goes against it. So a record of the data said, in such a phrase, to be
 * the truth by the gerund "being" is the authority assumption stated as fact, as much as "the
 * table is authoritative" (asserted-authority.ts). Outside such a lead the gerund is often a
 * premise named to be doubted ("it rests on the table being right"), so only the presupposing
 * lead counts.
 */

/** A record of the data, as asserted-authority.ts reads one. */
const RECORD = String.raw`(?:tables?|columns?|rows?|records?|settings|config(?:uration)?s?|database|data|api_version|ledgers?|registry|inventory|spreadsheets?|export)`;

/** Predicates that call a record the truth. */
const TRUTH = String.raw`(?:(?:fully\s+|completely\s+|entirely\s+)?(?:authoritative|accurate|correct|reliable|trustworthy|up[- ]to[- ]date|right)|the\s+(?:single\s+|one\s+)?(?:authoritative\s+)?(?:source|record)(?:\s+of\s+(?:truth|record))?|(?:the\s+)?ground\s+truth|canonical)`;

/** "despite / in spite of / notwithstanding <…record…> being <truth>", within one phrase. */
const PRESUPPOSED = new RegExp(
  String.raw`(?:^|[^\w])(?:despite|in spite of|notwithstanding)\s+[^.;:,]{0,40}?\b${RECORD}\s+being\s+${TRUTH}\b`,
  "i",
);

/** Does a "despite" lead of the text take a record's being the truth as given (module comment)? */
export function presupposesRecordAuthority(text: string): boolean {
  return PRESUPPOSED.test(text);
}
