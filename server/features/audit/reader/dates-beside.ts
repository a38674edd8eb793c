import type { ClauseReading } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";

/**
 * A reported date beside other findings (issue 14): a clause about another finding that names a
 * reported finding by its date alone ("sixteen merchants (inferred from the table) break when v2
 * goes on <date>", "three more probably follow, for nineteen on <date>") hedges what it says of
 * that other finding: "inferred", "probably", a condition on the table. None of that says the
 * date is only what a source announced. When every clause that names the date does so beside
 * another finding, and no clause of the answer names the date's source in any words (the
 * changelog, the provider, an announcement) or hedges the date by name ("assuming the date
 * holds"), the date is given with no word on whose it is: only an attribution in a clause that
 * names it keeps the report's hedge, or an estimate lent from beyond the clause's own words (a
 * blanket status over the reply, a rating after a dash): that one rates the whole claim, date
 * included. Seed: a reported cutoff date
 * given as the day a hedged group of merchants breaks, with no word on whose date it is
 * (sixty-seventh round).
 */

/** The clause names the finding by its date alone while it states another finding. */
export function reportedDateBeside(use: ClauseReading, ids: ReadonlySet<string>): boolean {
  const linked = [...use.states].filter((id) => ids.has(id));
  return (
    linked.length > 0 &&
    linked.every((id) => use.byDateOnly.has(id)) &&
    [...use.states].some((id) => !ids.has(id) && !use.byDateOnly.has(id))
  );
}

/** Path and file words that name no source ("docs/…", "….md"). */
const PATH_WORDS = new Set(["docs", "doc", "src", "md", "json", "txt", "yaml", "yml", "html"]);

/** The words naming a finding's source: its provenance's words and an announcement. */
export function sourceWords(items: readonly AuditItem[]): RegExp {
  const words = new Set(
    items
      .flatMap((item) => item.provenance)
      .flatMap((entry) => entry.toLowerCase().split(/[^a-z]+/))
      .filter((word) => word.length >= 4 && !PATH_WORDS.has(word)),
  );
  return new RegExp(String.raw`\b(?:announc\w*|${[...words].join("|") || "(?!)"})`, "i");
}

/** The date named by a noun ("the date", "the cutoff"): a hedge on it is a hedge on the date. */
const DATE_NOUN =
  /\b(?:the|that|this|its|their)\s+(?:[\w-]+\s+)?(?:date|cut-?off|deadline|retirement day)\b/i;

/**
 * Every clause stating the reported finding names it by its date beside another finding; no
 * clause of the answer names the date's source, nor hedges the date by name ("assuming the date
 * holds"): see the module comment.
 */
export function unsourcedDateBesideOnly(
  uses: readonly ClauseReading[],
  readings: readonly ClauseReading[],
  items: readonly AuditItem[],
  ids: ReadonlySet<string>,
): boolean {
  if (uses.length === 0 || !uses.every((use) => reportedDateBeside(use, ids))) return false;
  const source = sourceWords(items);
  return !readings.some(
    (reading) =>
      source.test(reading.clause.text) ||
      (DATE_NOUN.test(reading.clause.text) && reading.hedges.size > 0),
  );
}

/**
 * An estimate of the whole claim the clause holds by a cue not in its own text: a blanket status
 * over the reply ("consider the whole reply tentative") or a rating after a dash ("— confidence
 * 0.7"). It rates the claim, date included; a condition or an inference lent by another clause of
 * the sentence speaks of the other finding's mechanism, not of the date.
 */
export function estimatedFromBeyond(use: ClauseReading): boolean {
  const text = use.clause.text.toLowerCase();
  return (use.hedges.get("epistemic") ?? []).some((cue) => !text.includes(cue.toLowerCase()));
}
