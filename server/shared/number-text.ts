const grouping = new Intl.NumberFormat("en-US");

/**
 * A count as people read it in messages: digits grouped in threes ("4,000", "200,000"), as the
 * forms' character counters show the same limits.
 */
export function groupedNumber(value: number): string {
  return grouping.format(value);
}
