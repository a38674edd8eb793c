import { blankOut } from "./masking";
/**
 * Superseded log entries (issue 14, twentieth reader round): an answer written as a log (a
 * ticket's updates, a work log, an incident timeline, "EDIT 1:" lines) evolves, and a later entry
 * may take back an earlier one. What a later entry withdraws is no claim of the answer, as
 * retractions.ts reads struck text; two forms are read, both by masking the withdrawn text with
 * spaces (offsets hold):
 * - an entry that replaces everything before it ("FINAL (replaces the notes above): …",
 *   "Summary, superseding all earlier entries: …") withdraws every line above it: the answer is
 *   what that entry says;
 * - an entry that names an earlier one by its label and withdraws it ("retracting 08:45 — …",
 *   "scratch EDIT 1", "disregard update 2", "the 10:30 note was wrong") withdraws that entry's
 *   lines (up to the next entry), and what the withdrawing sentence quotes ('"definitely" was
 *   wrong' names the withdrawn word, it asserts nothing).
 * An entry is a line that opens with a label: a clock time ("09:40", "[09:12]"), or a word for an
 * entry with a number or a time ("Update 2 (10:47):", "Update 09:10 —", "EDIT 1:", "Entry 3:").
 */

/** A clock time as a label ("08:45", "9:05"). */
const TIME = String.raw`\d{1,2}:\d{2}`;
/** A word that names a log entry. */
const ENTRY_WORD = String.raw`(?:update|edit|entry|note|post|comment|revision)`;
/** The label that opens an entry line: group 1 a time, or group 2 the entry word, 3 its number. */
const ENTRY_LABEL = new RegExp(
  String.raw`^[\s*_#>-]*(?:\[?(${TIME})\]?|(${ENTRY_WORD})\s+(${TIME}|\d{1,2})\b)`,
  "i",
);
/** An entry that replaces everything above it. */
const REPLACES_ALL =
  /\b(?:replac(?:es|ing)|supersed(?:es|ing)|overrid(?:es|ing)|takes? precedence over)\s+(?:all\s+|everything\s+|(?:all\s+)?the\s+(?:\w+\s+)?(?:notes?|entries|updates|lines|log|messages?)\s+)?(?:above|before(?:\s+it)?|earlier|so far)\b|\b(?:replac(?:es|ing)|supersed(?:es|ing))\s+(?:all|every)\s+(?:earlier|previous|prior)\s+(?:notes?|entries|updates|lines)\b/i;
/** A verb that withdraws a named entry ("retracting 08:45", "scratch EDIT 1"). */
const WITHDRAW = String.raw`(?:retract(?:s|ing)?|scratch|strike|disregard|ignore|withdraw(?:s|ing)?|cancel(?:s|ling)?|void(?:s|ing)?)`;
/** What names an earlier entry after such a verb or before "was wrong". */
const NAMED = String.raw`(?:(?:the|my)\s+)?(?:(${ENTRY_WORD})\s+(?:at\s+)?)?(${TIME}|\d{1,2})(?:\s+(?:${ENTRY_WORD}|one))?`;
const WITHDRAWN_ENTRY = new RegExp(
  String.raw`\b${WITHDRAW}\s+${NAMED}\b|\b${NAMED}\s+(?:was|is)\s+(?:wrong|incorrect|mistaken|withdrawn|retracted)\b`,
  "gi",
);
const QUOTED = /["“'‘][^"”'’\n]{1,40}["”'’]/g;

/** A log entry of an answer: its keys and its span. */
export interface Entry {
  /** The label's key: a time ("08:45") or an entry word and number ("edit 1"). */
  keys: string[];
  start: number;
  /** Where the entry ends: the start of the next entry line, or the end of the answer. */
  end: number;
}

/** The entry lines of an answer (see the module comment), in order. */
export function entriesOf(answer: string): Entry[] {
  const entries: Entry[] = [];
  let offset = 0;
  for (const line of answer.split("\n")) {
    const match = ENTRY_LABEL.exec(line);
    if (match) {
      const keys = match[1]
        ? [match[1]]
        : [
            `${match[2]!.toLowerCase()} ${match[3]}`,
            ...(match[3]!.includes(":") ? [match[3]!] : []),
          ];
      // "Update 2 (10:47):" is also known by its time.
      const time = new RegExp(String.raw`^[^:\n]{0,30}?\(?(${TIME})\)?\s*[:—–-]`).exec(
        line.slice(match[0].length),
      );
      if (time) keys.push(time[1]!);
      const previous = entries.at(-1);
      if (previous) previous.end = offset;
      entries.push({ keys, start: offset, end: answer.length });
    }
    offset += line.length + 1;
  }
  return entries;
}

/** The answer with what later log entries withdraw masked by spaces (see the module comment). */
export function withoutSupersededEntries(answer: string): string {
  const entries = entriesOf(answer);
  if (entries.length < 2) return answer;
  let masked = answer;
  entries.forEach((entry, index) => {
    if (index === 0) return;
    const text = answer.slice(entry.start, entry.end);
    if (REPLACES_ALL.test(text)) {
      masked = blankOut(masked.slice(0, entry.start)) + masked.slice(entry.start);
      return;
    }
    for (const match of text.matchAll(WITHDRAWN_ENTRY)) {
      const word = (match[1] ?? match[3])?.toLowerCase();
      const number = match[2] ?? match[4]!;
      const key = word ? `${word} ${number}` : number;
      const target = entries
        .slice(0, index)
        .findLast((earlier) => earlier.keys.includes(key) || earlier.keys.includes(number));
      if (!target) continue;
      masked =
        masked.slice(0, target.start) +
        blankOut(masked.slice(target.start, target.end)) +
        masked.slice(target.end);
      // The withdrawing sentence's quotes name what is withdrawn; they assert nothing.
      const from = entry.start + (match.index ?? 0);
      const stop = masked.slice(from).search(/[.!?](?:\s|$)|\n/);
      const to = stop < 0 ? masked.length : from + stop;
      masked =
        masked.slice(0, from) +
        masked.slice(from, to).replace(QUOTED, (quoted) => blankOut(quoted)) +
        masked.slice(to);
    }
  });
  return masked;
}
