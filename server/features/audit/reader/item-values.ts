import type { Features } from "../linking";
import { featuresOf } from "../linking";
import type { AuditItem } from "./debrief-model";
import { datesIn, numberWordsToDigits } from "./values";

/**
 * The values a clause or an item names, normalised (issue 14, failure classes 2 and 5):
 * merchant ids, counts of a noun ("nineteen merchants" → 19 merchant), bare numbers (the 410
 * of "410 Gone"), dates in any form (ISO keys; a month alone as YYYY-MM) and totals — counts,
 * bare numbers and explicit sums ("16 + 3", "16 plus 3") — that a claim may state although no
 * single finding does, and the sums of parts of a breakdown it gives.
 */

export interface ItemValues {
  merchantIds: Set<string>;
  /** Count value → counted noun (stemmed). */
  counts: Map<number, string>;
  /** Numbers that count nothing named. */
  bare: Set<number>;
  dates: Set<string>;
}

export interface ClauseValues extends ItemValues {
  /** Every value the clause may state as a total (counts, bare numbers, sums). */
  totals: Set<number>;
  /**
   * Sums of two parts of a breakdown the clause gives ("24: 16 direct, 3 via the fallback, 5
   * overrides" → 16 + 3 = 19, 16 + 5, 3 + 5): a finding that counts one of them is inside the
   * total.
   */
  partSums: Set<number>;
}

const YEAR = (value: number) => value >= 1900 && value <= 2100;

function fromFeatures(text: string, features: Features): ItemValues {
  const values: ItemValues = {
    merchantIds: new Set(),
    counts: new Map(),
    bare: new Set(),
    dates: new Set(),
  };
  for (const [term, kind] of features.terms) {
    const key = term.slice(term.indexOf(":") + 1);
    if (kind === "merchant_id") values.merchantIds.add(key);
    if (kind === "count") {
      const [value, noun] = key.split(" ");
      const number = Number(value);
      if (Number.isFinite(number) && noun) values.counts.set(number, noun);
    }
  }
  for (const [term, kind] of features.terms) {
    if (kind !== "number") continue;
    const number = Number(term.slice("number:".length));
    if (Number.isInteger(number) && number >= 2 && !YEAR(number) && !values.counts.has(number))
      values.bare.add(number);
  }
  let undated = text;
  for (const date of datesIn(text)) {
    values.dates.add(date.key);
    undated = undated.replace(date.text, " ");
  }
  // The 31 of "March 31, 2027" is a day, not a count: a bare number must appear outside dates.
  const outside = new Set(
    [...numberWordsToDigits(undated).matchAll(/\d+/g)].map((match) => Number(match[0])),
  );
  for (const value of values.bare) if (!outside.has(value)) values.bare.delete(value);
  return values;
}

/** The values of a debrief item (findings with their provenance excluded: lines are not values). */
export function itemValues(item: AuditItem): ItemValues {
  const values = fromFeatures(item.text, featuresOf(item.text));
  // "the changelog says so at docs/provider-changelog.md:14" is no value of the question.
  return values;
}

/**
 * A locator: a number that points into a document or a tracker, not a value ("line 12", "p. 4",
 * "§ 3", "step 2", "#41", "row 7").
 */
const LOCATOR =
  /(?:\b(?:lines?|l\.|pages?|p\.|pp\.|sections?|chapters?|steps?|items?|rows?|tickets?|issues?|paragraphs?|para\.)\s*|§\s*|#)\d+(?:\s*[-–]\s*\d+)?\b/gi;

/** The text with its locators blanked out (see LOCATOR). */
export function withoutLocators(text: string): string {
  return text.replace(LOCATOR, (locator) => " ".repeat(locator.length));
}

/** Two counts of plural nouns joined by "and" ("the 16 v2 accounts and the 3 others"). */
const COORDINATED_COUNTS =
  /\b(\d{1,4})\s+(?:[\w-]+\s+){0,2}?[a-z]+s\b(?:\s*\([^()]*\))?\s+and\s+(?:the\s+|another\s+|a further\s+)?(\d{1,4})\s+(?:[\w-]+\s+){0,2}?[a-z]+s\b/gi;

/** Parts of a total a clause lists ("24: 16 direct, 3 …, 5 …") that are read as such, at most. */
const MAX_LISTED_PARTS = 24;

/** The values of a clause; `features` are its linking features. */
export function valuesIn(text: string, features: Features): ClauseValues {
  const values = fromFeatures(text, features);
  const totals = new Set<number>([...values.counts.keys(), ...values.bare]);
  for (const match of numberWordsToDigits(text).matchAll(
    /\b(\d{1,4})\s*(?:\+|plus|and another|more than)\s*(\d{1,4})\b/gi,
  )) {
    const sum = Number(match[1]) + Number(match[2]);
    if (Number.isFinite(sum)) totals.add(sum);
  }
  // Two counted groups coordinated in one noun phrase ("the 16 direct merchants and the 3
  // fallback ones") are named together: their sum is stated too.
  for (const match of numberWordsToDigits(text).matchAll(COORDINATED_COUNTS)) {
    const sum = Number(match[1]) + Number(match[2]);
    if (Number.isFinite(sum)) totals.add(sum);
  }
  // Every plain number of the clause outside dates and ids ("is 24: 16 direct, 3 …").
  let undated = text;
  for (const date of datesIn(text)) undated = undated.replace(date.text, " ");
  const plain = [...numberWordsToDigits(undated).matchAll(/(?<![\w.:/-])\d{1,4}(?![\w./-])/g)]
    .map((match) => Number(match[0]))
    .filter((value) => !YEAR(value));
  const numbers = [...new Set([...values.counts.keys(), ...values.bare, ...plain])];
  // A number the others add up to (three or more parts, at most MAX_LISTED_PARTS): the sums
  // of its parts in pairs are stated too. The numbers are distinct, so the others of one add
  // up to the sum of all less it (one pass, not one per number: an answer of thousands of
  // numbers cost seconds).
  const partSums = new Set<number>();
  const all = numbers.reduce((sum, value) => sum + value, 0);
  const listed = numbers.length - 1 >= 3 && numbers.length - 1 <= MAX_LISTED_PARTS;
  for (const total of listed ? numbers : []) {
    if (all - total !== total) continue;
    const parts = numbers.filter((value) => value !== total);
    for (let i = 0; i < parts.length; i += 1)
      for (let j = i + 1; j < parts.length; j += 1) partSums.add(parts[i]! + parts[j]!);
  }
  return { ...values, totals, partSums };
}

/** Values of every item, by id. */
export function valuesOfItems(items: readonly AuditItem[]): Map<string, ItemValues> {
  return new Map(items.map((item) => [item.id, itemValues(item)]));
}
