import { contentWords } from "../entities";
import { featuresOf, type Features, type TermWeights } from "../linking";
import type { AnswerClause } from "./answer-clauses";
import { markersIn } from "./answer-layout";
import type { AuditItem } from "./debrief-model";
import {
  certaintyMarkers,
  codeCompleteness,
  dismissals,
  hedgeCues,
  labelKind,
  listCompleteness,
  noEffectClaims,
  type HedgeFamily,
} from "./hedge-cues";
import { linkFindings } from "./finding-links";
import {
  itemValues,
  type ItemValues,
  valuesIn,
  withoutLocators,
  type ClauseValues,
} from "./item-values";
import { childReports, type DebriefSources, parentheticalSource } from "./source-attribution";

/**
 * What the audit reads in one clause of a free-text answer (issue 14): the hedges in its scope
 * (its own words, the conditions attached to it, the footnotes it references, a label or
 * heading that hedges by itself), its overstatements, and the debrief items it links to —
 * findings it states (by merchant ids, counts, sums of counts such as 16 + 3 = 19, dates in any
 * form, or wording), and the assumptions, open questions and gaps it mentions.
 */

export interface ClauseReading {
  clause: AnswerClause;
  features: Features;
  values: ClauseValues;
  /** Hedge families in scope (its words, attached conditions, footnotes, a hedging label). */
  hedges: Map<HedgeFamily, string[]>;
  /**
   * Hedge families in its own words outside parentheses (what certainty in the same words
   * competes with).
   */
  ownHedges: Set<HedgeFamily>;
  /** The hedge cues of its own words outside parentheses ("probably", "should"). */
  ownCues: string[];
  /** What qualifies it besides its own words: conditions, parentheses, footnotes, fragments. */
  qualifiers: Qualifier[];
  /** The unit's heading hedges it only as a section name ("Caveats:" over a list). */
  genericSection: boolean;
  certainty: string[];
  listComplete: string[];
  codeComplete: string[];
  dismissal: string[];
  noEffect: string[];
  /** Findings it states. */
  states: Set<string>;
  /** Assumptions, open questions, gaps and budgets it mentions. */
  mentions: Set<string>;
  /** It states its findings by value (ids, counts, dates), not by wording only. */
  statesByValue: boolean;
  /** Findings it states as parts of a total (16 + 3 = 19). */
  summed: Set<string>;
  /** Findings it states by their date alone ("… on 2027-03-31"). */
  byDateOnly: Set<string>;
  /**
   * Open questions it names unmistakably: by merchant ids, two subject words, a subject word
   * no finding it states uses, or a count of the question's merchants (alone or in a total).
   */
  namesQuestion: Set<string>;
  /** It counts or lists merchants (or whatever noun the findings count). */
  listClaim: boolean;
  /** It counts or lists them itself (not only calls a list complete: "that's everyone"). */
  listsItems: boolean;
}

/**
 * A qualifier of a clause (an attached condition, a parenthesis, a footnote, a trailing hedge
 * fragment, a hedging label): its hedge families and its topic words. A condition qualifies
 * only the items it is about ("depending on the override merchants" does not carry the
 * fallback inference); other hedges ("inferred", "per the changelog") qualify the claim itself.
 */
export interface Qualifier {
  families: Set<HedgeFamily>;
  words: Set<string>;
}

/** Words of hedge cues and pointers: no topic. */
const QUALIFIER_FILLER = new Set(
  "assume assumed assuming if depend depending hold holds holding right correct true accurate note notes above below caveat caveats point points earlier previous conditional condition conditions two three both section sections part parts premise premises"
    .split(" ")
    .flatMap((word) => [...contentWords(word)]),
);

function qualifierOf(text: string): Qualifier {
  return {
    families: new Set(hedgeCues(text).keys()),
    words: new Set(
      [...contentWords(text)].filter(
        (word) => !QUALIFIER_FILLER.has(word) && !GENERIC_SUBJECT.has(word),
      ),
    ),
  };
}

/**
 * Does the clause keep one of `families` on an item with topic words `topic` (see Qualifier)?
 * Its own words count for every item; a condition qualifier only when it has no topic of its
 * own or shares a topic word with the item.
 */
export function hedgedFor(
  reading: ClauseReading,
  families: readonly HedgeFamily[],
  topic: ReadonlySet<string>,
): boolean {
  if (families.some((family) => reading.ownHedges.has(family))) return true;
  if (reading.clause.role === "condition" && families.includes("condition")) return true;
  return reading.qualifiers.some((qualifier) =>
    families.some((family) => {
      if (!qualifier.families.has(family)) return false;
      if (family !== "condition" || qualifier.words.size === 0) return true;
      return [...qualifier.words].some((word) => topic.has(word));
    }),
  );
}

/** Parenthesised parts of a text, and the text without them. */
function parentheses(text: string): { inner: string[]; outer: string } {
  const inner: string[] = [];
  const outer = text.replace(/\(([^()]*)\)?/g, (_, body: string) => {
    inner.push(body);
    return " ";
  });
  return { inner, outer };
}

/** What the reader knows about the debriefs while it reads clauses. */
export interface ReaderContext {
  items: AuditItem[];
  byId: Map<string, AuditItem>;
  weights: TermWeights;
  values: Map<string, ItemValues>;
  /** Nouns the findings count ("merchant"). */
  countNouns: Set<string>;
  /** Footnote texts by marker. */
  footnotes: Map<string, string>;
  /** Merchant ids each sentence names (by sentence index): its clauses share that subject. */
  sentenceMerchants: Map<number, Set<string>>;
  /** The documents reported findings cite and the children's names (source-attribution.ts). */
  sources: DebriefSources;
}

/** Words that describe any open question or gap: they say nothing about which one. */
const GENERIC_SUBJECT = new Set(
  "merchant affect break send run time version date same provider request come api sandbox"
    .split(" ")
    .filter((word) => word !== "sandbox" && word !== "request"),
);

/** The distinctive subject words of an open question: its content words minus generic ones. */
export function questionSubject(item: AuditItem): Set<string> {
  const question = item.text.replace(/\s*\(would settle it:[\s\S]*$/, "").replace(/\?[\s\S]*$/, "");
  return new Set([...contentWords(question)].filter((word) => !GENERIC_SUBJECT.has(word)));
}

function scopeHedges(
  reading: ClauseReading["clause"],
  context: ReaderContext,
): {
  hedges: Map<HedgeFamily, string[]>;
  genericSection: boolean;
  qualifiers: Qualifier[];
} {
  const { inner } = parentheses(reading.text);
  const qualifying = [
    ...reading.conditions.map((condition) => condition.text),
    ...reading.appendices.flatMap((appendix) => [
      appendix.text,
      ...appendix.conditions.map((condition) => condition.text),
    ]),
    // A parenthesis is read with its brackets ("(per the notes)" is a parenthesised source).
    ...inner.map((body) => `(${body})`),
    ...(reading.sentenceNote === null ? [] : [`(${reading.sentenceNote})`]),
    ...reading.keyPath,
  ];
  const unit = reading.unit;
  for (const marker of markersIn(reading.text, new Set(unit.markers))) {
    const footnote = context.footnotes.get(marker);
    if (footnote) qualifying.push(footnote);
  }
  let genericSection = false;
  let labelHedge: string | null = null;
  for (const section of [unit.label, unit.heading, ...reading.keyPath]) {
    const kind = labelKind(section);
    if (kind === "specific" && section && !reading.keyPath.includes(section))
      qualifying.push(section);
    // A label that hedges by itself but has no cue of a family ("Open:", "Unknowns") keeps
    // what it labels open.
    if (kind === "specific" && section && hedgeCues(section).size === 0) labelHedge = section;
    // A "Caveats" heading over a list may present its items as caveats; an inline "Note:" or
    // "Caveat:" before a sentence does not make the sentence one (class 1).
    if (kind === "generic" && section === unit.heading) genericSection = true;
  }
  const texts = [reading.text, ...qualifying];
  const hedges = new Map<HedgeFamily, string[]>();
  for (const text of texts)
    for (const [family, cues] of hedgeCues(text))
      hedges.set(family, [...(hedges.get(family) ?? []), ...cues]);
  // A condition clause is itself conditional.
  if (reading.role === "condition" && !hedges.has("condition")) hedges.set("condition", ["if"]);
  const qualifiers = qualifying.map(qualifierOf);
  // A parenthesis that only names one of the debriefs' sources attributes the claim to it.
  // (A trailing comment of a code or YAML line, "# vendor notes", is read as a parenthesis.)
  const comment = TRAILING_COMMENT.exec(reading.text)?.[1];
  const sourced = [
    ...inner,
    ...(reading.sentenceNote === null ? [] : [reading.sentenceNote]),
    ...(comment === undefined ? [] : [comment]),
  ].flatMap((body) => parentheticalSource(body, context.sources));
  if (sourced.length > 0) {
    hedges.set("attribution", [...(hedges.get("attribution") ?? []), ...sourced]);
    qualifiers.push({ families: new Set(["attribution"]), words: new Set() });
  }
  if (labelHedge !== null) {
    hedges.set("unknown", [...(hedges.get("unknown") ?? []), labelHedge]);
    qualifiers.push({ families: new Set(["unknown"]), words: new Set() });
  }
  return { hedges, genericSection, qualifiers };
}

/** Completeness affirmed of the list itself, not only of what it leaves out. */
const AFFIRMED_COMPLETE =
  /\b(?:complete|full|entire|exhaustive|definitive|final|whole|identified|found|listed|accounted|caught|captured|pinned down|exactly|precisely|affected|impacted)\b/i;

/** A trailing comment of a code or YAML line ("date: 2027-03-31  # from the notes"). */
const TRAILING_COMMENT = /(?:^|\s)(?:#|\/\/)\s+([^#]+?)\s*$/;

/** Read one clause (see the module comment). */
export function readClause(clause: AnswerClause, context: ReaderContext): ClauseReading {
  const features = featuresOf(clause.text);
  const valueText = withoutLocators(clause.text);
  const values = valuesIn(valueText, valueText === clause.text ? features : featuresOf(valueText));
  const { hedges, genericSection, qualifiers } = scopeHedges(clause, context);
  const own = hedgeCues(parentheses(clause.text).outer);
  // A child reporting it ("the notes researcher found …") attributes the claim to that child.
  const reported = childReports(parentheses(clause.text).outer, context.sources);
  if (reported.length > 0) {
    own.set("attribution", [...(own.get("attribution") ?? []), ...reported]);
    hedges.set("attribution", [...(hedges.get("attribution") ?? []), ...reported]);
  }
  const reading: ClauseReading = {
    clause,
    features,
    values,
    hedges,
    ownHedges: new Set(own.keys()),
    ownCues: [...own.values()].flat(),
    qualifiers,
    genericSection,
    certainty: certaintyMarkers(clause.text),
    listComplete: listCompleteness(clause.text),
    codeComplete: codeCompleteness(clause.text),
    dismissal: dismissals(clause.text),
    noEffect: noEffectClaims(clause.text),
    states: new Set(),
    mentions: new Set(),
    summed: new Set(),
    byDateOnly: new Set(),
    statesByValue: false,
    namesQuestion: new Set(),
    listClaim: false,
    listsItems: false,
  };
  linkFindings(reading, context);
  linkHedgeItems(reading, context);
  reading.listsItems =
    clause.role === "assert" &&
    (values.merchantIds.size >= 2 ||
      [...values.counts].some(([, noun]) => context.countNouns.has(noun)) ||
      // One merchant named alone ("your account (m_0148)") is a claim about that merchant,
      // not a list of who breaks.
      ([...reading.states].some((id) => (context.values.get(id)?.counts.size ?? 0) > 0) &&
        values.merchantIds.size !== 1));
  reading.listClaim =
    reading.listsItems || (clause.role === "assert" && reading.listComplete.length > 0);
  // A count or list affirmed complete ("we have identified all 19", "the definitive list") is
  // stated as established; one that only excludes others ("nobody else") answers what it
  // excludes, it adds no certainty to the count.
  if (reading.listsItems)
    for (const phrase of reading.listComplete)
      if (AFFIRMED_COMPLETE.test(phrase) && !reading.certainty.includes(phrase))
        reading.certainty.push(phrase);
  return reading;
}

/** Assumptions, open questions, gaps and budgets a clause mentions. */
/** "sandbox_date" and "override-merchants" (keys, slugs) as words; ids like m_0015 stay. */
const splitKeys = (text: string) => text.replace(/(?<=[A-Za-z]{2})[_-](?=[A-Za-z]{2})/g, " ");

function linkHedgeItems(reading: ClauseReading, context: ReaderContext): void {
  const words = contentWords(splitKeys(reading.clause.text));
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
  const headingWords = contentWords(
    splitKeys([reading.clause.unit.heading, reading.clause.unit.label].filter(Boolean).join(" ")),
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
      // A claim that counts the question's merchants, alone or in a total (16 + 3 + 12 sandbox
      // = 31), is about it.
      const counted = [...reading.states].some((id) =>
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
      if (ids || distinctive.length > 0 || counted) reading.mentions.add(item.id);
      // One shared word names it only when no finding the clause states uses it ("/v2/
      // requests return 410" restates the changelog, not the per-request question).
      const own = distinctive.filter((word) => !statedWords.has(word));
      if (ids || distinctive.length >= 2 || own.length > 0 || counted)
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
    const ownWord = shared.some((word) => !questionWords.has(word) && !GENERIC_SUBJECT.has(word));
    // (A noun every answer counts, "merchants", does not name an area beside one other word.)
    // (Nor does a word every answer uses, "provider" or "version", beside one other word.)
    const areaShared = shared.filter(
      (word) => !context.countNouns.has(word) && !GENERIC_SUBJECT.has(word),
    );
    const enough =
      item.kind === "not_searched"
        ? sharedFile || areaShared.length >= 2 || single
        : ownWord &&
          overlap.score >= bestOther &&
          (overlap.score >= 3 ||
            (reading.hedges.has("condition") && overlap.score >= 1.5 && shared.length >= 1));
    if (enough) reading.mentions.add(item.id);
  }
}

/** Values of every item, by id. */
export function valuesOfItems(items: readonly AuditItem[]): Map<string, ItemValues> {
  return new Map(items.map((item) => [item.id, itemValues(item)]));
}
