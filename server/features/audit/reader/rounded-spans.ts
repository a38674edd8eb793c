/**
 * Rounded spans of time (issue 14, thirty-eighth round; v57's countdowns): "Roughly seventeen
 * weeks out", "in about four months", "approximately 117 days from today". The approximator
 * rounds the distance in time to an event, not the claim the clause makes about it: "Roughly
 * seventeen weeks out and the date won't move" is as sure of the date as the same sentence
 * without "roughly". Only the approximator is blanked (the text keeps its length), and only
 * where it stands right before a count of days, weeks, months, quarters or years; "roughly 19
 * merchants" still rounds, and hedges, a count.
 */

const APPROXIMATOR = String.raw`(?:roughly|approximately|approx\.?|about|around|circa|~)`;
const SPAN = String.raw`(?:\d{1,4}|[a-z]+(?:-[a-z]+)?)(?:\s+and\s+a\s+half)?\s+(?:days?|weeks?|months?|quarters?|years?)\b`;
const ROUNDED_SPAN = new RegExp(String.raw`\b${APPROXIMATOR}(?=\s+${SPAN})|~(?=\s*${SPAN})`, "gi");

/** The text with each approximator of a span of time blanked (see the module comment). */
export function withoutRoundedSpans(text: string): string {
  return text.replace(ROUNDED_SPAN, (word) => " ".repeat(word.length));
}
