import { LRUCache } from "lru-cache";
/**
 * Entity and word extraction for the audit (no model): the identifiers, values and content
 * words a sentence cites. Used by provenance verification (what to look for around a cited
 * line) and by the caveat audit (what links a final-answer sentence to a child's item).
 * Every pattern is linear; inputs are capped so a 100 kB string stays cheap.
 */

import { datesIn, numberWordsToDigits } from "./reader/values";

/** Longest text scanned (characters); the rest is ignored. */
export const MAX_SCANNED_CHARS = 200_000;
/** Most entities kept per text. */
export const MAX_ENTITIES = 400;

/** What kind of thing an entity is. */
export type EntityKind =
  | "merchant_id"
  | "date"
  | "version"
  | "identifier"
  | "quoted"
  | "file"
  | "table_column"
  | "number"
  /** A number and the plural noun it counts: "19 merchant". */
  | "count";

export interface Entity {
  kind: EntityKind;
  /** Comparison form: lower case; numbers without separators. */
  key: string;
  /** As written. */
  text: string;
}

/** snake_case, SCREAMING_CASE, camelCase, PascalCase with an inner capital, X-Header-Names. */
const IDENTIFIER_PATTERN =
  /\b(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|X(?:-[A-Z][A-Za-z0-9]*)+)\b/g;

const PATTERNS: [EntityKind, RegExp][] = [
  ["quoted", /"([^"\n]{1,200})"|“([^”\n]{1,200})”|`([^`\n]{1,200})`/g],
  ["merchant_id", /\b[a-z]{1,4}_\d{2,}\b/gi],
  ["date", /\b\d{4}-\d{2}-\d{2}\b/g],
  [
    "file",
    /(?<![\w.-])[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|js|mjs|cjs|jsx|py|go|rs|java|rb|sql|md|json|ya?ml|toml|txt|csv)\b/g,
  ],
  ["table_column", /\b[a-z][a-z0-9_]+\.[a-z][a-z0-9_]+\b/g],
  ["version", /\bv\d+(?:\.\d+)*\b/gi],
  // snake_case, SCREAMING_CASE, camelCase, PascalCase with an inner capital, X-Header-Names
  ["identifier", IDENTIFIER_PATTERN],
  ["number", /(?<![\w.-])\d{1,3}(?:,\d{3})+(?![\w])|(?<![\w.:/-])\d+(?:\.\d+)?(?![\w:/-])/g],
];

/**
 * The entities a text cites: merchant ids (m_0001), dates (2027-03-31), versions (v2), code
 * identifiers (snake_case, camelCase, X-Header), quoted strings, file names, table.column,
 * numbers. Number words count as numbers and dates in any common form as ISO dates
 * (reader/values.ts: compromise and chrono-node). Deduplicated on key, first-seen order.
 */
export function extractEntities(text: string): readonly Entity[] {
  let entities = extracted.get(text);
  if (entities === undefined) {
    entities = Object.freeze(scanEntities(text));
    extracted.set(text, entities);
  }
  return entities;
}

/**
 * Texts' entities, kept for the texts seen last: the audit and the provenance checks extract
 * from the same debrief texts many times (every cited line checks the child's searched areas
 * again), and the date parser (chrono-node) costs a few ms a text; a run's background
 * provenance check blocked the event loop for ~250 ms (issue 10 item 8).
 */
const extracted = new LRUCache<string, readonly Entity[]>({ max: 2_000 });

function scanEntities(text: string): Entity[] {
  const scanned = numberWordsToDigits(
    text.length > MAX_SCANNED_CHARS ? text.slice(0, MAX_SCANNED_CHARS) : text,
  );
  const found = new Map<string, Entity>();
  const add = (kind: EntityKind, raw: string) => {
    if (found.size >= MAX_ENTITIES) return;
    const key = kind === "number" ? raw.replace(/,/g, "") : raw.toLowerCase();
    const id = `${kind}:${key}`;
    if (key.length === 0 || found.has(id)) return;
    found.set(id, { kind, key, text: raw });
  };
  // Which pattern claimed each character (index into PATTERNS + 1; 0: none).
  const claimed = new Uint8Array(scanned.length);
  const tableColumn = PATTERNS.findIndex(([kind]) => kind === "table_column") + 1;
  const overlaps = (start: number, end: number, ignore = 0) => {
    for (let at = start; at < end; at += 1) {
      const by = claimed[at] ?? 0;
      if (by !== 0 && by !== ignore) return true;
    }
    return false;
  };
  PATTERNS.forEach(([kind, pattern], patternIndex) => {
    pattern.lastIndex = 0;
    for (const match of scanned.matchAll(pattern)) {
      if (found.size >= MAX_ENTITIES) break;
      const start = match.index ?? 0;
      const raw = kind === "quoted" ? (match[1] ?? match[2] ?? match[3] ?? "") : match[0];
      const end = start + match[0].length;
      // A number inside a date, version, merchant id or file name is not a separate number.
      if ((kind === "number" || kind === "table_column") && overlaps(start, end)) continue;
      // api_version inside merchants.api_version is also an identifier; m_0001 is not.
      if (kind === "identifier" && overlaps(start, end, tableColumn)) continue;
      if (kind !== "quoted") claimed.fill(patternIndex + 1, start, end);
      add(kind, raw.trim());
    }
  });
  for (const match of scanned.matchAll(/\bversion\s+(\d+)\b/gi)) add("version", `v${match[1]}`);
  // Tables and columns named in prose: "the merchants table's api_version column",
  // "the api_version column of the merchants table".
  for (const match of scanned.matchAll(
    /\b([a-z][a-z0-9_]+) table(?:'s)? ([a-z][a-z0-9_]+) column\b/gi,
  ))
    add("table_column", `${match[1]}.${match[2]}`);
  for (const match of scanned.matchAll(
    /\b([a-z][a-z0-9_]+) column (?:of|in) the ([a-z][a-z0-9_]+) table\b/gi,
  ))
    add("table_column", `${match[2]}.${match[1]}`);
  // Dates in any form ("3/31/2027", "March 31, 2027"), normalised by chrono-node.
  for (const date of datesIn(scanned))
    if (date.key.length === 10 && !date.key.startsWith("?")) add("date", date.key);
  for (const count of extractCounts(scanned)) add("count", count);
  return [...found.values()];
}

/** Words between a number and the noun it counts ("3 more merchants", "12 sandbox merchants"). */
const COUNT_FILLERS = new Set(["more", "other", "additional", "further", "of", "the", "extra"]);

/**
 * Counts: a number (digits or a number word) and the plural noun it counts, as "19 merchant"
 * (stemmed). "3 more merchants" and "3 sandbox merchants" give "3 merchant"; "410 Gone" gives
 * nothing.
 */
function extractCounts(text: string): string[] {
  const counts: string[] = [];
  const pattern = new RegExp(
    `(?<![\\w.:/-])(\\d{1,3}(?:,\\d{3})+|\\d+)\\s+((?:[A-Za-z][A-Za-z-]*\\s+){0,2}[A-Za-z][A-Za-z-]*)`,
    "gi",
  );
  for (const match of text.matchAll(pattern)) {
    const raw = (match[1] ?? "").toLowerCase();
    const number = raw.replace(/,/g, "");
    const words = (match[2] ?? "")
      .split(/\s+/)
      .filter((word) => !COUNT_FILLERS.has(word.toLowerCase()));
    // The counted noun: the first plural among the next two words ("12 sandbox merchants").
    for (const word of words.slice(0, 2)) {
      const lower = word.toLowerCase();
      if (lower.length < 3 || STOPWORDS.has(lower)) break;
      if (/[^s]s$/.test(lower)) {
        counts.push(`${number} ${stem(lower)}`);
        break;
      }
    }
    if (counts.length >= MAX_ENTITIES) break;
  }
  return counts;
}

/** Words that carry no topic: function words, and words every debrief uses. */
const STOPWORDS = new Set(
  (
    "a an and are as at be been being but by can could did do does done for from had has have " +
    "he her his how i if in into is it its itself just may might more most must no nor not of " +
    "on once only or other our out over own same she should so some such than that the their " +
    "them then there these they this those through to too under until up very was we were what " +
    "when where which while who whom why will with would you your also any all each every both " +
    "few many much per via yet about above after again against before below between during " +
    "off further here s t don now answer yes see also api would settle one two three four five " +
    "six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen " +
    "eighteen nineteen twenty"
  ).split(" "),
);

/**
 * Light stemming for overlap: lower case, plural and common verb endings removed
 * ("merchants" → "merchant", "retired" → "retir", "breaks" → "break").
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 5 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("es") && /(?:ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith("ly")) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/**
 * Content words of a text, stemmed, without stopwords, words shorter than three letters,
 * numbers, paths, table.column and code identifiers (those are entities).
 */
export function contentWords(text: string): Set<string> {
  return new Set(wordSequence(text));
}

/**
 * Pairs of consecutive content words ("fallback path"): a shared phrase says more than two
 * shared words.
 */
export function contentPhrases(text: string): Set<string> {
  const words = wordSequence(text);
  const phrases = new Set<string>();
  for (let index = 1; index < words.length; index += 1) {
    phrases.add(`${words[index - 1]} ${words[index]}`);
  }
  return phrases;
}

/** Content words in order (see contentWords). */
function wordSequence(text: string): string[] {
  const scanned = (text.length > MAX_SCANNED_CHARS ? text.slice(0, MAX_SCANNED_CHARS) : text)
    // Paths, file names, table.column and URLs are entities; their parts are not topic words.
    .replace(
      /\bhttps?:\/\/\S*|(?<![\w./-])(?:\.{0,2}\/)?(?:[\w.-]+\/)+[\w.-]+\.\w{1,5}(?::\d+)?|(?<![\w.-])[\w-]+(?:\.[\w-]+)*\.[a-z]{1,5}(?::\d+)?\b|\b[a-z][a-z0-9_]+\.[a-z][a-z0-9_]+\b/gi,
      " ",
    )
    // …and so are code identifiers (snake_case, camelCase, X-Header-Names).
    .replace(IDENTIFIER_PATTERN, " ");
  const words: string[] = [];
  for (const match of scanned.matchAll(/[\p{L}][\p{L}\p{N}]*/gu)) {
    const lower = match[0].toLowerCase();
    if (lower.length < 3 || STOPWORDS.has(lower)) continue;
    // "unaffected" also counts as "affected"
    if (lower.length > 6 && lower.startsWith("un")) words.push(stem(lower.slice(2)));
    words.push(stem(lower));
  }
  return words;
}
