import type { ClauseReading } from "./clause-analysis";
import { contentWords } from "../entities";
import type { AuditItem } from "./debrief-model";
import { questionSubject } from "./item-mentions";
import { onlyAttributed, withoutCitations } from "./citation-lines";
import { has, OPEN_HEDGES } from "./hedge-families";

/**
 * Clauses that name an open question's group only to state findings about it, flatly (issue
 * 14): the group is then treated as settled where the answer gives no doubt about it
 * (question-status.ts, complete-list-groups.ts).
 */

/** A clause that ends by sharing what was said of others ("…, test mode too", "… as well"). */
export const SHARED_PREDICATE = /\b(?:too|as well)\W*$/i;
/** What was said of others given to one more ("the sandbox ones also run on v2"). */
const ALSO = /\b(?:also|likewise|equally|similarly)\b/i;

/** A group said to be on a version or to use it, the sentence's last words ("… on v2."). */
const ON_VERSION = /\b(?:on|uses?|using)\s+(?:api\s+)?(v\d+)\s*[.!]$/i;

/**
 * A whole sentence (capital start) that ends saying the group is on a version or uses it, a
 * version the question's own text does not name.
 */
function onVersionAlone(text: string, question: string): boolean {
  const sentence = text.trim();
  const version = ON_VERSION.exec(sentence)?.[1];
  if (!/^[A-Z0-9]/.test(sentence) || version === undefined) return false;
  const named = new Set(
    [...question.matchAll(/\bv\d+\b/gi)].map((match) => match[0].toLowerCase()),
  );
  return !named.has(version.toLowerCase());
}

/**
 * Does a clause's word set hold `word`, also with a final consonant doubled before an ending
 * the stemmer cut ("pinned" stems to "pinn", "pins" to "pin"; "stopped", "mapped")?
 */
function sharesStem(words: ReadonlySet<string>, word: string): boolean {
  return words.has(word) || (/[^aeiou]$/.test(word) && words.has(`${word}${word.slice(-1)}`));
}

/**
 * A plain assertion of a finding: it states one, with no hedge of its own (an attribution,
 * "per the sandbox researcher", is no doubt), no dismissal, no caveats section and nothing
 * narrowing it.
 */
export function plainFindingClause(reading: ClauseReading): boolean {
  return (
    reading.clause.role === "assert" &&
    reading.states.size > 0 &&
    (reading.hedges.size === 0 || onlyAttributed(reading)) &&
    reading.dismissal.length === 0 &&
    !reading.genericSection &&
    reading.narrow.length === 0
  );
}

/**
 * A clause that names the question's group only to state findings about it, flatly: an
 * assertion stating a finding, with no hedge, dismissal or question of its own.
 */
export function flatFindingStatement(
  reading: ClauseReading,
  question: AuditItem,
  ids: ReadonlySet<string>,
  findingTopic: (id: string) => ReadonlySet<string>,
): boolean {
  // (It restates what a finding says, not only the group's name: "the twelve sandbox merchants
  // are anyone's call" names the group and states no finding about it.)
  const subject = new Set([
    ...questionSubject(question),
    ...contentWords(question.text.replace(/\s*\(would settle it:[\s\S]*$/, "")),
  ]);
  const words = contentWords(reading.clause.text);
  const own = questionSubject(question);
  const restates = [...reading.states].some((id) => {
    const topic = findingTopic(id);
    // (A finding about the question's own group: it shares a subject word with the question.)
    if (![...own].some((word) => topic.has(word))) return false;
    // (A version the group is said to be on or to use, in a sentence of its own, "The
    // researcher lists 12 sandbox merchants on v2.", restates what the finding says of it when
    // the question does not name that version: sixty-second round.)
    if (onVersionAlone(reading.clause.text, question.text)) return true;
    return [...topic].some(
      (word) => sharesStem(words, word) && !subject.has(word) && !/\d/.test(word),
    );
  });
  // (A clause that gives the group what was said of the others, "… sit on v1 as well", "…
  // also run on v2", restates.)
  const shared = SHARED_PREDICATE.test(reading.clause.text) || ALSO.test(reading.clause.text);
  return (
    (restates || (shared && reading.states.size > 0)) &&
    [...reading.namesQuestion].some((id) => ids.has(id)) &&
    // (A clause that also names an unread area or an assumption by words of its own, beyond
    // the findings it states, names a caveat beside them.)
    ![...reading.mentions].some(
      (id) =>
        /\/[NA]\d+$/.test(id) &&
        [...findingTopic(id)].some(
          (word) =>
            words.has(word) &&
            ![...reading.states].some((stated) => findingTopic(stated).has(word)),
        ),
    ) &&
    plainFindingClause(reading) &&
    // (A parenthesis beside the group is an aside about it, whatever its words.)
    // (A citation, "(sandbox-adapter.ts line 9)", is no aside: citation-lines.ts; nor is a
    // count of the group, "(12 merchants)".)
    !/\([^)]*[a-z]{3}[^)]*\)/i.test(
      withoutCitations(reading.clause.text).replace(/\(\s*\d+\s+[a-z]+\s*\)/gi, " "),
    )
  );
}

/** The day a date question asks about, named in a flat statement's own words. */
const NAMED_DAY = /\b(?:date|dates|day|cutoff|cut-off|deadline)\b/i;
/** What a date question asks about, named in the clause that continues a flat statement. */
const ASKED_DAY = /\b(?:date|dates|day|cutoff|cut-off|deadline|schedule|timing|when)\b/i;

/**
 * A flat statement of the group that speaks of the day a date question asks about, in its own
 * words ("… pinned to v2, have no announced date") or in a clause that continues its sentence
 * naming no item and keeping something open ("…, date unknown"; "…, but the provider hasn't
 * set their date yet"): the group is kept apart, not only stated.
 */
export function continuedAsOpen(
  reading: ClauseReading,
  readings: readonly ClauseReading[],
  asksDate: boolean,
): boolean {
  if (asksDate && NAMED_DAY.test(reading.clause.text)) return true;
  const next = readings.find((other) => other.clause.index === reading.clause.index + 1);
  return (
    next !== undefined &&
    next.clause.sentence === reading.clause.sentence &&
    next.states.size === 0 &&
    next.mentions.size === 0 &&
    (has(next, OPEN_HEDGES) || (asksDate && ASKED_DAY.test(next.clause.text)))
  );
}
