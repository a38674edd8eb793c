import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { isAuthorityAssumption, RECORD } from "./authority-frame";

/**
 * Attribution to the record an authority assumption is about (issue 14, class 2: paraphrased
 * hedges). An assumption that some data is authoritative ("the table's column is authoritative")
 * is the premise of every count read off that data; a claim that names the record as its source
 * ("according to the table", "as far as the ledger shows", "the registry says", "(table)",
 * "(config-based)", "on the spreadsheet's word") gives the count as what the record says, not as
 * what really happens, and so carries the premise. The record nouns come from the assumption's
 * own words (authority-frame.ts's record class), never from the answer.
 *
 * Three forms do not: "per the table" and "according to the table" only name where the data
 * came from (the frozen sets' labeling rule since v2, README "Attribution is not the table
 * assumption"); a parenthesis after a child's name ("direct-researcher (merchants table)") says
 * where that child read it, not how far the claim holds; and a source called direct ("straight
 * from the table", "directly off the column", "right out of the config") vouches for the
 * reading: nothing stands between the record and the claim, which is what the assumption leaves
 * open (sixty-seventh round: v18, v19, v20, v38, v54 and v66 label it dropped; the record named
 * without "straight", "read off the table", still carries it).
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The record nouns an authority assumption names ("table", "column"), lower case, singular. */
export function assumptionRecords(item: AuditItem): string[] {
  if (!isAuthorityAssumption(item)) return [];
  const global = new RegExp(RECORD.source, "gi");
  return [
    ...new Set(
      [...item.text.matchAll(global)].map((match) => match[0].toLowerCase().replace(/s$/, "")),
    ),
  ];
}

/** The attribution forms for one record noun (see the module comment). */
function attributionPattern(record: string): RegExp {
  const noun = `${escape(record)}s?`;
  const determiner = String.raw`(?:(?:the|its|their|our|this|that)\s+)?(?:[\w-]+\s+){0,2}?`;
  return new RegExp(
    [
      // "going by the table", "as far as the table goes", "based on the table"
      String.raw`\b(?:going by|judging by|based on|(?:as far as|so far as|insofar as))\s+${determiner}${noun}\b`,
      // "read off the table", "taken from the config" (not "straight from the table": DIRECT)
      String.raw`\b(?:read|taken|pulled|comes?|came)\s+(?:off|from|out of)\s+${determiner}${noun}\b`,
      // "the table says", "what the table shows", "the table's word"
      String.raw`\b${noun}(?:'s|s')?\s+(?:says?|said|shows?|showed|lists?|listed|gives?|gave|reads?|word|say-?so|reading)\b`,
      // "(table)", "(from the table)", "(table-based)"
      String.raw`\(\s*(?:from\s+)?${determiner}${noun}(?:[- ]based)?\s*\)`,
      // "table-based", "table based"
      String.raw`\b${noun}[- ]based\b`,
    ].join("|"),
    "i",
  );
}

/**
 * Does the clause name the record of an authority assumption in `items` as the source of what
 * it states (see the module comment)? Its own text is read, parentheses included.
 */
export function attributesToRecord(reading: ClauseReading, items: readonly AuditItem[]): boolean {
  const records = [...new Set(items.flatMap(assumptionRecords))];
  if (records.length === 0) return false;
  // (A parenthesis after a child's name is that child's source: read without it.)
  let text = reading.clause.text;
  for (const name of new Set(items.map((item) => item.agentName.toLowerCase())))
    if (name !== "")
      text = text.replace(new RegExp(`\\b${escape(name)}\\s*\\([^)]*\\)`, "gi"), name);
  return records.some((record) => attributionPattern(record).test(text));
}
