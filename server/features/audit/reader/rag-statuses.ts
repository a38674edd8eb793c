import { lendHedge, type ClauseReading } from "./clause-analysis";

/**
 * Red/amber/green statuses without a legend (issue 14, thirty-fourth reader round; risk
 * boards): "RED: sixteen merchants …", "AMBER — the fallback trio", "GREY: override five, no
 * logs", "GREEN: sandbox, test traffic only", or a colour in a parenthesis ("(amber until the
 * fallback is seen firing)"). Where the answer defines its colours, status-legend.ts reads
 * them; otherwise they mean what a RAG board conventionally means: amber (or yellow) is a
 * judgment not yet firm and grey (or gray) one that cannot be made yet, both hedges of the line
 * they open (or the clause their parenthesis sits in); green says the line's group is fine,
 * which on an open question answers it (no effect); red says it is affected, no hedge. A tag
 * counts when written in capitals or when the answer names its board ("RAG", "red/amber/green",
 * "traffic light").
 */

/** A status colour opening a line, with what follows it. */
const LINE_TAG = /^[\s>*_#-]*[*_[]*(red|amber|yellow|green|grey|gray)[*_\]]*\s*(?:[:—–|]|\s-\s)/i;
/** A status colour opening a parenthesis. */
const PAREN_TAG = /\(\s*(amber|yellow|grey|gray)\b/i;
/** The answer names its board. */
const BOARD = /\bRAG\b|\bred\s*\/\s*amber\b|\btraffic[- ]light|\bstatus board\b/i;
/** A line that defines colours ("Green = confirmed", "Amber: inferred"): status-legend.ts. */
const DEFINES = /\b(?:red|amber|green|yellow|grey|gray)\s*=|\b(?:legend|key)\s*[:—–]/i;

type Status = "hedge" | "fine" | null;

const statusOf = (colour: string): Status =>
  /^green$/i.test(colour) ? "fine" : /^(?:amber|yellow|grey|gray)$/i.test(colour) ? "hedge" : null;

/** Give a reading the status's hedge or its no-effect claim. */
function apply(reading: ClauseReading, status: Status, colour: string): void {
  const cue = `rated ${colour.toLowerCase()}`;
  if (status === "hedge") {
    const family = /^gr[ae]y$/i.test(colour) ? "unknown" : "epistemic";
    lendHedge(reading, family, cue);
  } else if (status === "fine" && reading.namesQuestion.size > 0 && reading.hedges.size === 0)
    reading.noEffect.push(cue);
}

/** Read each conventional RAG status of the answer (see the module comment). */
export function readRagStatuses(readings: ClauseReading[], answer: string): void {
  if (DEFINES.test(answer)) return;
  const board = BOARD.test(answer);
  for (const reading of readings) {
    const lineStart = answer.lastIndexOf("\n", reading.clause.start - 1) + 1;
    const lineEnd = answer.indexOf("\n", lineStart);
    const line = answer.slice(lineStart, lineEnd < 0 ? answer.length : lineEnd);
    const tag = LINE_TAG.exec(line);
    const colour = tag?.[1];
    if (colour !== undefined && (board || colour === colour.toUpperCase()))
      apply(reading, statusOf(colour), colour);
    const paren = PAREN_TAG.exec(reading.clause.text);
    if (paren !== null && board) apply(reading, statusOf(paren[1]!), paren[1]!);
  }
}
