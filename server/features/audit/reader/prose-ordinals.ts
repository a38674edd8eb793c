import type { ClauseReading } from "./clause-analysis";
import type { ItemValues } from "./item-values";
import { numberWordsToDigits } from "./values";

/**
 * Ordinals pointing back in prose (issue 14, forty-sixth reader round): an answer that names a
 * few findings in running text and then comments on them by position ("Three numbers: 16, 3 and
 * 19. The second is an inference"; "the fallback three and the sixteen … The former are
 * inference; the latter are firm"; "… on 2027-03-31, though the latter is the changelog's")
 * speaks of the finding at that position. A clause whose subject is an ordinal alone (or with a
 * bare noun, "the first count") and that states nothing itself takes the findings at its
 * position: those an earlier clause with the same ordinal stated ("the second is m_0005 …"),
 * else the findings named in order in the nearest earlier sentence that names enough of them.
 * Its hedges and certainty then reach them as any clause's do. Bullets and quoted lines are
 * counted by ordinal-pointers.ts.
 */

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];
const PLURAL_VERB =
  /^(?:are|were|rest|rely|depend|assume|come|need|hinge|hold|stand|remain|seem|look|fall)$/i;

/** A clause whose subject is an ordinal ("The second is …", "the first count rests on …"). */
const ORDINAL_SUBJECT =
  /^[\s*_"'“(;,]*(?:(?:and|but|while|whereas|though|although)\s+)?the\s+(first|second|third|fourth|fifth|former|latter|last)(?:\s+(?:one|ones|count|number|figure|list|group|finding|claim|set|total))?(?:\s*,[^,]{1,60},)?\s+(is|are|was|were|has|had|rests?|rel(?:y|ies)|depends?|assumes?|comes?|needs?|hinges?|holds?|stands?|remains?|seems?|looks?|falls?)\b/i;

/** Nouns a number word counts when it counts the enumeration itself ("three findings:"). */
const LIST_NOUNS = String.raw`(?:numbers|counts|figures|findings|things|points|groups|lists|claims|items|results|totals|parts|answers)\b`;

interface Entry {
  at: number;
  ids: Set<string>;
  dateOnly: boolean;
}

/** Where in `text` a finding's values first appear, and whether that is its date. */
function firstValue(text: string, values: ItemValues): { at: number; date: boolean } | null {
  // Number words as digits ("sixteen" → "16"; values.ts): positions stay in order.
  const lower = numberWordsToDigits(text).toLowerCase();
  let best: { at: number; date: boolean } | null = null;
  const consider = (at: number, date: boolean) => {
    if (at >= 0 && (best === null || at < best.at)) best = { at, date };
  };
  for (const id of values.merchantIds) consider(lower.indexOf(id.toLowerCase()), false);
  for (const date of values.dates) consider(lower.indexOf(date.toLowerCase()), true);
  for (const count of values.counts.keys()) {
    // ("Three numbers matter: 16, 3 and 19": a number counting the list itself.)
    const match = new RegExp(String.raw`(?<![\w-])${count}(?![\w-])(?!\s+${LIST_NOUNS})`, "i").exec(
      lower,
    );
    if (match) consider(match.index, false);
  }
  return best;
}

/** The findings a sentence's clauses state, in the order their values appear. */
function entriesOf(readings: ClauseReading[], values: Map<string, ItemValues>): Entry[] {
  const entries: Entry[] = [];
  for (const reading of readings) {
    const placed = new Map<number, Entry>();
    for (const id of reading.states) {
      const own = values.get(id);
      const found = own ? firstValue(reading.clause.text, own) : null;
      if (found === null) continue;
      const at = reading.clause.start + found.at;
      const entry = placed.get(at) ?? { at, ids: new Set<string>(), dateOnly: found.date };
      entry.ids.add(id);
      placed.set(at, entry);
    }
    entries.push(...[...placed.values()].sort((a, b) => a.at - b.at));
  }
  return entries;
}

/**
 * The findings at an ordinal's position: counted in the clauses before it in its sentence, else
 * in the nearest earlier sentence naming enough findings, else in everything named before it
 * from the answer's start. "The former" and "the latter" count back from the end.
 */
function positionalTarget(
  readings: ClauseReading[],
  index: number,
  word: string,
  verb: string,
  values: Map<string, ItemValues>,
): Set<string> | undefined {
  const reading = readings[index]!;
  const pair = word === "former" || word === "latter" || word === "last";
  const wanted = pair ? 2 : ORDINALS.indexOf(word) + 1;
  // (A plural ordinal, "the latter are firm", counts merchants, not a date.)
  const plural = PLURAL_VERB.test(verb);
  const usable = (entries: Entry[]) =>
    plural ? entries.filter((entry) => !entry.dateOnly) : entries;
  const earlier = readings.slice(0, index).filter((other) => other.clause.role === "assert");
  const inSentence = (sentence: number) =>
    usable(
      entriesOf(
        earlier.filter((other) => other.clause.sentence === sentence),
        values,
      ),
    );
  let entries: Entry[] = [];
  for (let sentence = reading.clause.sentence; sentence >= 0; sentence -= 1) {
    entries = inSentence(sentence);
    if (entries.length >= wanted) break;
    // "The latter" may reach back over its own sentence's one finding to the sentence before.
    if (pair && entries.length === 1 && sentence === reading.clause.sentence) {
      entries = [...inSentence(sentence - 1), ...entries];
      if (entries.length >= wanted) break;
    }
    entries = [];
  }
  if (entries.length < wanted && !pair) entries = usable(entriesOf(earlier, values));
  if (entries.length < wanted) return undefined;
  const position = word === "former" ? entries.length - 2 : pair ? entries.length - 1 : wanted - 1;
  return entries[position]?.ids;
}

/** Lend each prose ordinal the findings at its position (see the module comment). */
export function resolveProseOrdinals(
  readings: ClauseReading[],
  values: Map<string, ItemValues>,
): void {
  const slots = new Map<string, Set<string>>();
  readings.forEach((reading, index) => {
    const match = ORDINAL_SUBJECT.exec(reading.clause.text);
    if (!match || reading.clause.unit.kind === "bullet") return;
    const word = match[1]!.toLowerCase();
    // "The second is m_0005, m_0067 and m_0148": it names what "the second" is from here on.
    if (reading.states.size > 0) {
      slots.set(word, new Set(reading.states));
      return;
    }
    if (reading.namesQuestion.size > 0) return;
    const target = slots.get(word) ?? positionalTarget(readings, index, word, match[2]!, values);
    if (target === undefined) return;
    for (const id of target) reading.states.add(id);
  });
}
