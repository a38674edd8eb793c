/**
 * Entity and word extraction for the audit (no model): the identifiers, values and content
 * words a sentence cites. Used by provenance verification (what to look for around a cited
 * line) and by the caveat audit (what links a final-answer sentence to a child's item).
 * Every pattern is linear; inputs are capped so a 100 kB string stays cheap.
 */

/** Longest text scanned (characters); the rest is ignored. */
export const MAX_SCANNED_CHARS = 200_000;
/** Most entities kept per text. */
export const MAX_ENTITIES = 400;

/** What kind of thing an entity is. */
export type EntityKind =
  "merchant_id" | "date" | "version" | "identifier" | "quoted" | "file" | "table_column" | "number";

export interface Entity {
  kind: EntityKind;
  /** Comparison form: lower case; numbers without separators. */
  key: string;
  /** As written. */
  text: string;
}

const NUMBER_WORDS: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
  thirteen: "13",
  fourteen: "14",
  fifteen: "15",
  sixteen: "16",
  seventeen: "17",
  eighteen: "18",
  nineteen: "19",
  twenty: "20",
};

const PATTERNS: [EntityKind, RegExp][] = [
  ["quoted", /"([^"\n]{1,200})"|“([^”\n]{1,200})”|`([^`\n]{1,200})`/g],
  ["merchant_id", /\b[a-z]{1,4}_\d{2,}\b/gi],
  ["date", /\b\d{4}-\d{2}-\d{2}\b/g],
  [
    "file",
    /\b[\w.-]*[\w-]+\.(?:ts|tsx|js|mjs|cjs|jsx|py|go|rs|java|rb|sql|md|json|ya?ml|toml|txt|csv)\b/g,
  ],
  ["table_column", /\b[a-z][a-z0-9_]+\.[a-z][a-z0-9_]+\b/g],
  ["version", /\bv\d+(?:\.\d+)*\b/gi],
  // snake_case, SCREAMING_CASE, camelCase, PascalCase with an inner capital, X-Header-Names
  [
    "identifier",
    /\b(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|X(?:-[A-Z][A-Za-z0-9]*)+)\b/g,
  ],
  ["number", /(?<![\w.-])\d{1,3}(?:,\d{3})+(?![\w])|(?<![\w.:/-])\d+(?:\.\d+)?(?![\w:/-])/g],
];

/**
 * The entities a text cites: merchant ids (m_0001), dates (2027-03-31), versions (v2), code
 * identifiers (snake_case, camelCase, X-Header), quoted strings, file names, table.column,
 * numbers (and number words one..twenty as numbers). Deduplicated on key, first-seen order.
 */
export function extractEntities(text: string): Entity[] {
  const scanned = text.length > MAX_SCANNED_CHARS ? text.slice(0, MAX_SCANNED_CHARS) : text;
  const found = new Map<string, Entity>();
  const add = (kind: EntityKind, raw: string) => {
    if (found.size >= MAX_ENTITIES) return;
    const key = kind === "number" ? raw.replace(/,/g, "") : raw.toLowerCase();
    const id = `${kind}:${key}`;
    if (key.length === 0 || found.has(id)) return;
    found.set(id, { kind, key, text: raw });
  };
  const taken: [number, number, EntityKind][] = [];
  const overlaps = (start: number, end: number, ignore?: EntityKind) =>
    taken.some(([from, to, kind]) => start < to && end > from && kind !== ignore);
  for (const [kind, pattern] of PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of scanned.matchAll(pattern)) {
      const start = match.index ?? 0;
      const raw = kind === "quoted" ? (match[1] ?? match[2] ?? match[3] ?? "") : match[0];
      const end = start + match[0].length;
      // A number inside a date, version, merchant id or file name is not a separate number.
      if ((kind === "number" || kind === "table_column") && overlaps(start, end)) continue;
      // api_version inside merchants.api_version is also an identifier; m_0001 is not.
      if (kind === "identifier" && overlaps(start, end, "table_column")) continue;
      if (kind !== "quoted") taken.push([start, end, kind]);
      add(kind, raw.trim());
      if (found.size >= MAX_ENTITIES) break;
    }
  }
  for (const match of scanned.matchAll(/\bversion\s+(\d+)\b/gi)) add("version", `v${match[1]}`);
  for (const match of scanned.matchAll(
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b/gi,
  )) {
    const digits = NUMBER_WORDS[match[0].toLowerCase()];
    if (digits) add("number", digits);
  }
  return [...found.values()];
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
    "off further here s t don now answer yes"
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
 * Content words of a text, stemmed, without stopwords, words shorter than three letters, or
 * pure numbers (those are entities). Identifiers are also split into their parts
 * ("fallback_enabled" gives "fallback", "enabl").
 */
export function contentWords(text: string): Set<string> {
  const scanned = text.length > MAX_SCANNED_CHARS ? text.slice(0, MAX_SCANNED_CHARS) : text;
  const words = new Set<string>();
  for (const match of scanned.matchAll(/[\p{L}][\p{L}\p{N}]*/gu)) {
    for (const part of splitIdentifier(match[0])) {
      const lower = part.toLowerCase();
      if (lower.length < 3 || STOPWORDS.has(lower)) continue;
      words.add(stem(lower));
    }
  }
  return words;
}

/** "fallbackToLegacy" → ["fallback", "To", "Legacy"]; plain words unchanged. */
function splitIdentifier(word: string): string[] {
  if (!/[a-z][A-Z]/.test(word)) return [word];
  return word.split(/(?<=[a-z0-9])(?=[A-Z])/);
}
