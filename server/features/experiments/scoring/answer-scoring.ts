import type { TruthElement } from "../../../shared/escalation-case-schema";
import type { ElementScore, RunScores } from "../../../shared/experiment-scores";

/**
 * Scores a final answer against a case's ground truth, element by element, with no model
 * (issue 11: "answer correct against ground truth, per element"):
 * - id_set: the ids the answer names that look like the truth's ids (`m_0005` → `m_` and four
 *   digits), as a set: precision, recall, F1 as the score; correct when the sets are equal. Ids
 *   the answer names only as open (an "Unresolved:" line, a question) are not claimed;
 * - count: the number stated as a standalone number or an English word up to twenty;
 * - version, date, value: the exact text (versions and values case-insensitive, as whole
 *   words; dates in ISO form);
 * - location: `file:line` as the case gives them, or one of its `also` lines, or a short range
 *   (at most 5 lines) holding one;
 * - boolean: read only when the case has one yes/no element and the answer opens a sentence or
 *   a bullet with exactly one of "Yes" / "No"; otherwise unscored (a yes/no needs judgement).
 */
export function scoreAnswer(
  answer: string | null,
  truth: readonly TruthElement[],
): RunScores["answer"] {
  const text = answer ?? "";
  const booleans = truth.filter((element) => element.kind === "boolean").length;
  const elements = truth.map((element) => scoreElement(text, element, booleans));
  const scored = elements.filter((element) => element.status === "scored");
  return {
    elements,
    score:
      scored.length === 0
        ? null
        : scored.reduce((sum, element) => sum + element.score, 0) / scored.length,
    allCorrect: scored.length > 0 && scored.every((element) => element.correct),
  };
}

function scoreElement(text: string, element: TruthElement, booleans: number): ElementScore {
  const base = { key: element.key, kind: element.kind, precision: null, recall: null };
  const exact = (expected: string, found: boolean): ElementScore => ({
    ...base,
    status: "scored",
    correct: found,
    score: found ? 1 : 0,
    expected,
    found: found ? expected : "not stated",
    detail: null,
  });
  switch (element.kind) {
    case "id_set":
      return scoreIdSet(text, element.key, element.ids);
    case "count":
      return exact(String(element.value), statesCount(text, element.value));
    case "version":
    case "value":
      return exact(element.value, containsWord(text, element.value));
    case "date":
      return exact(element.value, text.includes(element.value));
    case "location": {
      const lines = [element.line, ...(element.also ?? []).map((also) => also.line)];
      return exact(`${element.file}:${element.line}`, citesLine(text, element.file, lines));
    }
    case "boolean":
      return scoreBoolean(text, element.key, element.value, booleans);
  }
}

/** Ids the answer names that share a shape with `expected` (digit runs become \d{n}). */
export function namedIds(text: string, expected: readonly string[]): string[] {
  const shapes = [
    ...new Set(expected.map((id) => escape(id).replace(/\d+/g, (d) => `\\d{${d.length}}`))),
  ];
  if (shapes.length === 0) return [];
  const pattern = new RegExp(`(?<![A-Za-z0-9_])(?:${shapes.join("|")})(?![A-Za-z0-9_])`, "gi");
  const canonical = new Map(expected.map((id) => [id.toLowerCase(), id]));
  const found = (text.match(pattern) ?? []).map((id) => canonical.get(id.toLowerCase()) ?? id);
  return [...new Set(found)];
}

/** A line that lists an open item ("Unresolved: …", "Open question: …", "I could not determine …"). */
const OPEN_LINE =
  /^\s*(?:[-*•]\s*|\d+[.)]\s*)?(?:\*\*)?(?:unresolved|open questions?|open|unknown|not settled|undetermined|i could not determine|could not (?:be )?determined?)\b/i;
/** A sentence that says its subject is open rather than claiming it. */
const OPEN_SENTENCE =
  /\b(?:unresolved|open question|cannot be settled|can(?:not|'t) (?:be )?(?:tell|told|settled|determined)|could not (?:be )?determined?|unknown whether|not known whether)\b/i;

/**
 * The answer's text without what it lists as open: lines that list an unresolved item and
 * sentences that are questions or say their subject is unresolved. Ids named only there are
 * not claimed (the five override merchants "Unresolved: do m_0015, … send v2?" are not claimed
 * affected).
 */
export function claimedText(text: string): string {
  return text
    .split("\n")
    .filter((line) => !OPEN_LINE.test(line))
    .map((line) =>
      line
        .split(/(?<=[.?!])\s+(?=[A-Z(*"“])/)
        .filter((sentence) => !/\?["”')\]]*\s*$/.test(sentence))
        .flatMap((sentence) => sentence.split(/;\s+/))
        .filter((clause) => !OPEN_SENTENCE.test(clause))
        .join(" "),
    )
    .join("\n");
}

function scoreIdSet(text: string, key: string, ids: readonly string[]): ElementScore {
  const expected = new Set(ids);
  const named = namedIds(claimedText(text), ids);
  const open = namedIds(text, ids).filter((id) => !named.includes(id)).length;
  const right = named.filter((id) => expected.has(id)).length;
  const precision = named.length === 0 ? null : right / named.length;
  const recall = expected.size === 0 ? (named.length === 0 ? 1 : 0) : right / expected.size;
  const f1 =
    precision === null || precision + recall === 0
      ? expected.size === 0 && named.length === 0
        ? 1
        : 0
      : (2 * precision * recall) / (precision + recall);
  const others = named.length - right;
  return {
    key,
    kind: "id_set",
    status: "scored",
    correct: right === expected.size && others === 0,
    score: f1,
    precision,
    recall,
    expected: `${expected.size} ids`,
    found:
      named.length === 0
        ? "no ids"
        : `${right} of them${others > 0 ? ` and ${others} other${others === 1 ? "" : "s"}` : ""}`,
    detail:
      open > 0
        ? `${open} id${open === 1 ? "" : "s"} named only as open (unresolved or asked), not counted as claimed`
        : null,
  };
}

/** Most lines a cited range (`file:46-48`) may span and still cite one line of it. */
const MAX_CITED_RANGE = 5;

/**
 * True when the answer cites `file` at one of `lines`: `file:47`, or a short range holding one
 * (`file:46-47`, `file:L46–L48`).
 */
export function citesLine(text: string, file: string, lines: readonly number[]): boolean {
  const pattern = new RegExp(`${escape(file)}:L?(\\d+)(?:\\s*[-–]\\s*L?(\\d+))?(?!\\d)`, "g");
  for (const match of text.matchAll(pattern)) {
    const first = Number(match[1]);
    const end = match[2] === undefined ? first : Number(match[2]);
    // Not a short range ("file:46 - 5xx", "file:10-90"): the first line alone is cited.
    const last = end >= first && end - first <= MAX_CITED_RANGE ? end : first;
    if (lines.some((line) => line >= first && line <= last)) return true;
  }
  return false;
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** The count as a standalone number (not part of a date, id, version or decimal) or a word. */
export function statesCount(text: string, value: number): boolean {
  const digits = new RegExp(`(?<![\\w.,:/-])${value}(?![\\w]|[.,:/-]\\d)`);
  if (digits.test(text)) return true;
  const word = NUMBER_WORDS[value];
  return word !== undefined && new RegExp(`\\b${word}\\b`, "i").test(text);
}

function containsWord(text: string, value: string): boolean {
  return new RegExp(`(?<![\\w.-])${escape(value)}(?![\\w]|\\.\\d)`, "i").test(text);
}

function scoreBoolean(text: string, key: string, value: boolean, booleans: number): ElementScore {
  const expected = value ? "yes" : "no";
  const stance = booleans === 1 ? openingStance(text) : null;
  if (stance === null) {
    return {
      key,
      kind: "boolean",
      status: "unscored",
      correct: false,
      score: 0,
      precision: null,
      recall: null,
      expected,
      found: "not read",
      detail:
        booleans === 1
          ? 'the answer opens no sentence or bullet with exactly one of "Yes" / "No"'
          : "the case has several yes/no elements; one opening yes/no cannot answer them",
    };
  }
  return {
    key,
    kind: "boolean",
    status: "scored",
    correct: stance === expected,
    score: stance === expected ? 1 : 0,
    precision: null,
    recall: null,
    expected,
    found: stance,
    detail: null,
  };
}

/** "yes" / "no" when sentences or bullets open with exactly one of them; null otherwise. */
function openingStance(text: string): "yes" | "no" | null {
  const openings = new Set(
    [...text.matchAll(/(?:^|[.!?]\s+|\n\s*(?:[-*•]\s*)?)(yes|no)\b(?![-'])/gi)].map((match) =>
      match[1]!.toLowerCase(),
    ),
  );
  if (openings.size !== 1) return null;
  return openings.has("yes") ? "yes" : "no";
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
