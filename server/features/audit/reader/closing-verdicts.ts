import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";
import { blankOut } from "./masking";

/**
 * A closing verdict (issue 14, twentieth reader round): an answer that first lays out its
 * material (a data block, a config, a log of entries) may end in a bottom line that declares the
 * result settled: "Resolved. The affected set is final at 19; closing the ticket.", "Bottom line:
 * 19 merchants, no more, and nobody else needs to move.", "treat 19 as final". Such a verdict,
 * with no hedge of its own, takes back every caveat the material above it carried (the open
 * items it raised, the conditions in its comments): the answer is what its verdict says, as an
 * entry that replaces the notes above it is (superseded-entries.ts). The material is masked
 * with spaces (offsets hold). A closing line that keeps anything open ("the sole unknowns are the
 * two questions above") or hedges ("rest on what was inferred") is no such verdict, nor is one
 * that points back at the material ("outside those groups nobody else is affected" keeps the
 * groups, caveats and all, and only closes the list), nor one after material with no caveat.
 */

/** A pointer back at the material above ("those groups", "the above", "as listed"). */
const POINTS_BACK = /\b(?:those|these|the above|above|listed|that list|this list)\b/i;

/** Words that declare a result settled and closed. */
const FINALITY =
  /\b(?:(?:treat|take|consider|regard)\s+(?:[\w-]+\s+){1,4}?as\s+(?:final|fixed|settled|complete)|(?:is|are)\s+(?:now\s+)?final\b|final at\b|(?:stands?|stand) as fact|no more\b(?!\s+than)|nobody else|no one else|no-one else|clos(?:e|ing) (?:the|this) (?:ticket|issue|incident|case)|^\W*(?:\[?\d{1,2}:\d{2}\]?\s*)?resolved\b)/im;

/** A paragraph break, or the start of a timestamped or bracketed log entry. */
const BREAK = /\n[ \t]*\n|\n(?=[ \t]*\[?\d{1,2}:\d{2}\]?\s)/g;

/** How many lines of material a verdict must close (a one-line opening is no block). */
const MIN_MATERIAL_LINES = 2;

/** The answer with the material a closing verdict takes back masked (see the module comment). */
export function withClosingVerdict(answer: string): string {
  return withConcludingLine(answer) ?? withClosingBlock(answer);
}

/** A closing verdict after a paragraph break or log entry, closing a block of material. */
function withClosingBlock(answer: string): string {
  let last = -1;
  for (const match of answer.matchAll(BREAK))
    if (answer.slice((match.index ?? 0) + match[0].length).trim() !== "")
      last = (match.index ?? 0) + match[0].length;
  if (last < 0) return answer;
  const verdict = answer.slice(last);
  const material = answer.slice(0, last);
  if (material.split("\n").filter((line) => line.trim() !== "").length < MIN_MATERIAL_LINES)
    return answer;
  if (!FINALITY.test(verdict) || POINTS_BACK.test(verdict)) return answer;
  // (Material that carries no caveat has none to take back: its claims stand as written, and a
  // verdict after plain facts, "Nobody else is affected.", only closes the list: sixty-second
  // round.)
  if (hedgeCues(material).size === 0) return answer;
  // (A verdict that hedges, or keeps something open, closes nothing.)
  if (hedgeCues(verdict.replace(FINALITY, " ")).size > 0) return answer;
  return blankOut(material) + verdict;
}

/**
 * A last line labeled final ("=> final: …", "Final answer — …") that states its result as
 * certain and hedges nothing closes the notes above it, however short (twenty-sixth reader
 * round): the lines before it were the working, the label says which line is the answer. Null
 * when the answer ends in no such line.
 */
function withConcludingLine(answer: string): string | null {
  const start = answer.trimEnd().lastIndexOf("\n") + 1;
  if (start <= 0 || answer.slice(0, start).trim() === "") return null;
  const verdict = answer.slice(start);
  const label = CONCLUSION_LABEL.exec(verdict);
  if (label === null || POINTS_BACK.test(verdict)) return null;
  const body = verdict.slice(label[0].length);
  const certain = certaintyMarkers(body);
  if (certain.length === 0 && !FINALITY.test(body)) return null;
  let rest = body.replace(FINALITY, " ");
  for (const marker of certain) rest = rest.replace(new RegExp(escape(marker), "i"), " ");
  if (hedgeCues(rest).size > 0) return null;
  return blankOut(answer.slice(0, start)) + verdict;
}

/**
 * A label that calls its line final, after an optional arrow ("=> final:", "Final answer —"). (A
 * "Bottom line:" sums up the lines above, caveats and all; it does not replace them.)
 */
const CONCLUSION_LABEL =
  /^[\s*_>#-]*(?:=>|->|→|⇒|∴)?\s*final(?: answer| call| word| verdict| count| tally| figure)?\s*(?::|\s[—–]\s)/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
