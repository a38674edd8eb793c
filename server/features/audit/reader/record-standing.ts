/**
 * A record given the standing of the record (issue 14, seventy-sixth round): besides calling it
 * right ("the table is authoritative": asserted-authority.ts), English states that a record is
 * the truth by naming it the record itself ("the table is the record", "it's the authoritative
 * record for them", "the column is the official source"). That states the assumption that the
 * record is what runs. Only words of certainty may stand between the copula and the predicate
 * ("is probably the record" is no such statement), and a clause under a condition is read as
 * one by the caller. The record may be named earlier in the clause and taken up by a pronoun
 * ("the column lists them and it is the authoritative record").
 */

/** A record of the data, as the subject of the clause (asserted-authority.ts's RECORD_SUBJECT). */
const RECORD = String.raw`(?:tables?|columns?|rows?|records?|config(?:uration)?s?|database|api_version|ledgers?|registry)`;

/** "the record" itself, or "the authoritative / official / definitive record or source". */
const THE_RECORD = String.raw`the\s+(?:(?:authoritative|official|definitive|canonical)\s+(?:record|source)\b|record(?=\s*(?:[.;:,—–)]|\s-|$)))`;

const STANDING = new RegExp(
  String.raw`\b${RECORD}\b[^.;:,]{0,30}?(?:\b(?:is|are)\s+(?:always\s+|still\s+|definitely\s+|simply\s+)?|'s\s+|’s\s+)${THE_RECORD}|\b${RECORD}\b[^.;:]{0,60}?\b(?:it|that)\s+(?:is\s+|'s\s+|’s\s+)${THE_RECORD}`,
  "i",
);

/** Does a clause give a record the standing of the record (see the module comment)? */
export const givesRecordStanding = (text: string) => STANDING.test(text);
