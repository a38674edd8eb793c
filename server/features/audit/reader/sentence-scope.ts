import { contentWords } from "../entities";
import { EVERYTHING_AFTER } from "./answer-scope";
import type { ClauseReading } from "./clause-analysis";
import { qualifierOf } from "./qualifiers";

/**
 * Hedges that reach across the clauses of one sentence (issue 14, fifteenth reader round):
 *
 * - **an opening scope hedged in its consequence**: "Everything below comes from the table,
 *   not from traffic, so treat it as an estimate" names what it qualifies in one clause and
 *   hedges it in the next; the sentence's hedges reach every clause after the sentence, as an
 *   opening clause that hedges in its own words does (answer-scope.ts) — a general doubt
 *   (epistemic) only;
 * - **a relative clause in brackets**: "our configuration records (which we treat as accurate
 *   for now)" qualifies the noun it follows: the bracket's hedge is about that noun's words too.
 */

/** A bracketed relative clause ("(which we treat as accurate)"). */
const BRACKETED_RELATIVE = /\(\s*((?:which|that|who|whose)\b[^()]*)\)/gi;
/** The (up to four) words just before a bracket (searched in a bounded slice: linear). */
const WORDS_BEFORE = /((?:[\w'-]+\s+){0,3}[\w'-]+)\s*$/;

/** Qualifiers of bracketed relative clauses, about the noun before them (module comment). */
function relativeQualifiers(reading: ClauseReading): void {
  const text = reading.clause.text;
  for (const match of text.matchAll(BRACKETED_RELATIVE)) {
    const qualifier = qualifierOf(`(${match[1]!})`);
    if (qualifier.families.size === 0) continue;
    const start = match.index ?? 0;
    const noun = WORDS_BEFORE.exec(text.slice(Math.max(0, start - 80), start))?.[1] ?? "";
    reading.qualifiers.push({
      families: qualifier.families,
      words: new Set([...qualifier.words, ...contentWords(noun)]),
    });
  }
}

/** Spread the sentence-wide scopes of the module comment (in place). */
export function spreadSentenceScope(readings: ClauseReading[]): void {
  for (const reading of readings) relativeQualifiers(reading);
  const opening = readings.findIndex((reading) => reading.states.size > 0);
  if (opening === -1) return;
  const sentence = readings[opening]!.clause.sentence;
  const own = readings.filter((reading) => reading.clause.sentence === sentence);
  if (!own.some((reading) => EVERYTHING_AFTER.test(reading.clause.text))) return;
  const hedged = own.find((reading) => reading.ownHedges.size > 0);
  if (!hedged || own.some((reading) => reading.certainty.length > 0)) return;
  // Only a general doubt ("an estimate", "probably") reaches every number; a premise about one
  // source ("… hasn't been compared with traffic") stays with what it is about.
  const doubt = hedged.hedges.get("epistemic");
  if (!hedged.ownHedges.has("epistemic") || !doubt) return;
  for (const later of readings.filter((reading) => reading.clause.sentence > sentence)) {
    later.hedges.set("epistemic", [...(later.hedges.get("epistemic") ?? []), ...doubt]);
    later.qualifiers.push({ families: new Set(["epistemic"]), words: new Set() });
  }
}
