import { doubtsUnseenBehaviour } from "./unobserved-behaviour";
import { labelOver } from "./clause-labels";
import { openCountInList } from "./count-status-lists";
import { contentWords } from "../entities";
import type { ClauseReading, ReaderContext } from "./clause-analysis";
import type { AuditItem } from "./debrief-model";
import { withoutAgentNames } from "./source-attribution";
import { namesFileInWords } from "./spoken-file-names";
import { withRenamedReferents } from "./renamed-referents";

/**
 * Which assumptions, open questions, coverage gaps and budgets a clause of a free-text answer
 * mentions (issue 14): an open question by its merchant ids, its distinctive subject words or a
 * count of its merchants; an assumption by words of its own that match it at least as well as
 * any question or gap; a gap by its file name or two of its words.
 */

/** Words that describe any open question or gap: they say nothing about which one. */
export const GENERIC_SUBJECT = new Set(
  "merchant affect break send run time version date same provider request come api sandbox"
    .split(" ")
    .filter((word) => word !== "sandbox" && word !== "request"),
);

/** The distinctive subject words of an open question: its content words minus generic ones. */
export function questionSubject(item: AuditItem): Set<string> {
  const question = item.text.replace(/\s*\(would settle it:[\s\S]*$/, "").replace(/\?[\s\S]*$/, "");
  return new Set([...contentWords(question)].filter((word) => !GENERIC_SUBJECT.has(word)));
}

/** "sandbox_date" and "override-merchants" (keys, slugs) as words; ids like m_0015 stay. */
const splitKeys = (text: string) => text.replace(/(?<=[A-Za-z]{2})[_-](?=[A-Za-z]{2})/g, " ");

/**
 * An item's key as the parent's rendering numbers it ("A2", "U1", "fallback-researcher/A1"),
 * cited in the answer. A key alone names an item only when one child has it.
 */
const KEY_CITATION = /(?:\b([a-z][\w-]*)\/)?\b([AUN]\d{1,2})\b(?![\w/.-])/g;

/** The family of hedge a key-led line conveys: the debrief's own section of the item. */
const KEY_FAMILY = { assumption: "condition", unresolved: "unknown", not_searched: "gap" } as const;

/**
 * Link the items a clause cites by key; a clause that opens with the key (a quoted debrief line,
 * "> A2 The fallback path fires …") gives the item as the debrief listed it: an assumption, an
 * open question, a gap, with its hedge.
 */

/**
 * Counted nouns (stemmed) of work or time, never of the merchants an open question is about:
 * "I made 5 tool calls" names no question about 5 merchants.
 */
const WORK_OR_TIME_NOUN =
  /^(?:tool|call|step|file|line|search|queri|query|attempt|tri|try|turn|token|iter|second|minut|hour|day|week|month|year|percent)/;
function linkCitedKeys(reading: ClauseReading, context: ReaderContext): void {
  // (Keys in brackets, "[rests on: direct-researcher/A1, …]", are a claim's provenance: the
  // items it rests on, not items it states or hedges.)
  const text = reading.clause.text.replace(/\[[^\]]*\]/g, " ");
  for (const match of text.matchAll(KEY_CITATION)) {
    const [, agent, key] = match;
    const cited = context.items.filter(
      (item) =>
        item.key === key &&
        (agent === undefined || item.agentName.toLowerCase() === agent.toLowerCase()),
    );
    if (cited.length !== 1) continue;
    const item = cited[0]!;
    if (item.kind !== "assumption" && item.kind !== "unresolved" && item.kind !== "not_searched")
      continue;
    reading.mentions.add(item.id);
    if (item.kind === "unresolved") reading.namesQuestion.add(item.id);
    const opens = new RegExp(String.raw`^[\s>*_"'“(-]*${match[0].replace("/", "\\/")}\b`).test(
      text,
    );
    if (opens) {
      const family = KEY_FAMILY[item.kind];
      reading.hedges.set(family, [...(reading.hedges.get(family) ?? []), key!.toLowerCase()]);
    }
  }
}

/** Assumptions, open questions, gaps and budgets a clause mentions (added to `reading.mentions`). */
export function linkHedgeItems(reading: ClauseReading, context: ReaderContext): void {
  linkCitedKeys(reading, context);
  // (A renamed referent, "staging", links as the debrief's word: renamed-referents.ts.)
  const words = contentWords(splitKeys(withRenamedReferents(reading.clause.text)));
  // A child named by its agent name ("I had credited the date to the sandbox researcher") is the
  // reporter, not the group its name is about: the name keeps a question mentioned (a
  // reporter's line, "Sandbox researcher: date unknown", keeps it open) but does not name the
  // question's group for a clause to answer (seventy-seventh round).
  const subjectWords = contentWords(
    splitKeys(
      withRenamedReferents(withoutAgentNames(reading.clause.text, context.sources.agentNames)),
    ),
  );
  // An assumption is mentioned only when it matches the clause at least as well as any open
  // question or gap does ("per-request override" belongs to the question, not the assumption).
  const others = context.items
    .filter((item) => item.kind === "unresolved" || item.kind === "not_searched")
    .map(
      (item) => context.weights.score(reading.features, item.features, { topicOnly: true }).score,
    );
  const bestOther = Math.max(0, ...others);
  const questionWords = new Set(
    context.items
      .filter((item) => item.kind === "unresolved")
      .flatMap((item) => [...questionSubject(item)]),
  );
  // (A heading that names the children who reported, "# sandbox-researcher", names who spoke,
  // not what its lines are about.)
  const headingWords = contentWords(
    splitKeys(
      withoutAgentNames(
        [reading.clause.unit.heading, labelOver(reading.clause.unit, reading.clause.start)]
          .filter(Boolean)
          .join(" "),
        context.sources.agentNames,
      ),
    ),
  );
  const statedWords = new Set(
    [...reading.states].flatMap((id) => [...(context.byId.get(id)?.topic ?? [])]),
  );
  for (const item of context.items) {
    if (item.kind === "finding" || item.kind === "budget_exhausted") continue;
    if (item.kind === "unresolved") {
      const subject = questionSubject(item);
      const values = context.values.get(item.id)!;
      const ids = [...reading.values.merchantIds].some((id) => values.merchantIds.has(id));
      // The heading a clause sits under names its subject too ("### Sandbox").
      const distinctive = [...subject].filter(
        (word) =>
          (words.has(word) || headingWords.has(word)) &&
          context.weights.weight(`w:${word}`, "word") >= 1,
      );
      const named = distinctive.filter((word) => subjectWords.has(word) || headingWords.has(word));
      // A claim that counts the question's merchants, alone or in a total (16 + 3 + 12 sandbox
      // = 31), is about it.
      let counted = [...reading.states].some((id) =>
        [...(context.values.get(id)?.counts.keys() ?? [])].some((value) =>
          values.counts.has(value),
        ),
      );
      // A clause that names other merchants by id is about them: one shared word ("a v3
      // request times out") does not make it about the question's merchants.
      // A clause without a subject of its own ("but their client retries …") shares its
      // sentence's merchants.
      const ownSubject = reading.values.counts.size > 0 || reading.values.bare.size > 0;
      const sentenceIds = ownSubject
        ? reading.values.merchantIds
        : (context.sentenceMerchants.get(reading.clause.sentence) ?? new Set<string>());
      const foreign =
        !ids &&
        values.merchantIds.size > 0 &&
        (reading.values.merchantIds.size > 0 || sentenceIds.size > 0) &&
        ![...sentenceIds].some((id) => values.merchantIds.has(id)) &&
        distinctive.length < 2;
      if (foreign) continue;
      // A count of its own that only the question's merchants have ("the 5 merchants that …")
      // names them, whatever words the clause uses for them.
      // A count of work or time ("I made 5 tool calls", "5 days") counts no merchants.
      const ownCount = [...reading.values.counts].some(
        ([value, noun]) =>
          values.counts.has(value) &&
          !findingCounts(context).has(value) &&
          !WORK_OR_TIME_NOUN.test(noun),
      );
      // (So does a bare count left open in a list of counts, "…, 12 undated, 5 unknown":
      // count-status-lists.ts.)
      const listedOpen = [...values.counts.keys()].some(
        (value) => !findingCounts(context).has(value) && openCountInList(reading, value),
      );
      if (ownCount || listedOpen) counted = true;
      // One shared word names it only when no finding the clause states uses it ("/v2/
      // requests return 410" restates the changelog, not the per-request question); in a plain
      // statement, nor does it mention it (forty-fourth round).
      const own = distinctive.filter((word) => !statedWords.has(word));
      if (
        ids ||
        distinctive.length >= 2 ||
        own.length > 0 ||
        counted ||
        (distinctive.length > 0 && (reading.hedges.size > 0 || reading.clause.role !== "assert"))
      )
        reading.mentions.add(item.id);
      const ownNamed = named.filter((word) => !statedWords.has(word));
      if (ids || named.length >= 2 || ownNamed.length > 0 || counted)
        reading.namesQuestion.add(item.id);
      continue;
    }
    const overlap = context.weights.score(reading.features, item.features, { topicOnly: true });
    const shared = [...item.topic].filter((word) => words.has(word));
    const sharedFile = overlap.shared.some((term) => term.startsWith("file:"));
    // A one-word area ("db/merchants.sql" → merchant) is mentioned by its file name, or by its
    // word when that word is no counted noun (every answer counts merchants).
    const single =
      item.topic.size === 1 &&
      shared.length === 1 &&
      !context.countNouns.has(shared[0]!) &&
      context.weights.weight(`w:${shared[0]!}`, "word") >= 1.5;
    // An assumption is named by a word of its own, not one it shares with an open question
    // ("authoritative for merchants without a per-request override" is not named by
    // "override").
    // A table column the assumption is about ("merchants.api_version") names it as its own
    // words would: an entity, not a word, so the words above do not see it.
    const ownEntity = overlap.shared.some((term) => term.startsWith("table_column:"));
    const ownWord =
      ownEntity || shared.some((word) => !questionWords.has(word) && !GENERIC_SUBJECT.has(word));
    // (A noun every answer counts, "merchants", does not name an area beside one other word.)
    // (Nor does a word every answer uses, "provider" or "version", beside one other word.)
    const areaShared = shared.filter(
      (word) => !context.countNouns.has(word) && !GENERIC_SUBJECT.has(word),
    );
    const enough =
      item.kind === "not_searched"
        ? sharedFile ||
          areaShared.length >= 2 ||
          single ||
          namesFileInWords(item.text, reading.clause.text, context.countNouns)
        : ownWord &&
          overlap.score >= bestOther &&
          (overlap.score >= 3 ||
            // (A behaviour never seen happening names it like a condition:
            // unobserved-behaviour.ts.)
            ((reading.hedges.has("condition") || doubtsUnseenBehaviour(reading, item.text)) &&
              overlap.score >= 1.5 &&
              shared.length >= 1));
    if (enough) reading.mentions.add(item.id);
  }
}

/** The counts (values) any finding of the debriefs states ("16 merchants" → 16). */
function findingCounts(context: ReaderContext): Set<number> {
  const counts = new Set<number>();
  for (const item of context.items)
    if (item.kind === "finding")
      for (const value of context.values.get(item.id)?.counts.keys() ?? []) counts.add(value);
  return counts;
}
