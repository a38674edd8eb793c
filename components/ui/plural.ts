import { formatNumber } from "./format";

/**
 * Counted nouns for every label the UI shows ("1 call", "2 calls", "1,204 items"): one helper,
 * so no label says "1 calls". English plural rules (one / other); irregular plurals are passed
 * in ("1 child", "3 children").
 */

const rules = new Intl.PluralRules("en-US");

/** `singular` or `pluralForm` (default `singular + "s"`) as `count` needs: 1 → singular. */
export function nounFor(count: number, singular: string, pluralForm = `${singular}s`): string {
  return rules.select(count) === "one" ? singular : pluralForm;
}

/** `count` (grouped: 1,204) followed by the right form of the noun: "1 call", "3 calls". */
export function pluralize(count: number, singular: string, pluralForm?: string): string {
  return `${formatNumber(count)} ${nounFor(count, singular, pluralForm)}`;
}
