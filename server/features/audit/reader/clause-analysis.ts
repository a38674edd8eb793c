import { withoutUnrealConsequence } from "./unreal-consequences";
import { withoutKnowledgeBasis } from "./bounded-knowledge";
import { declinedTopics } from "./declined-topics";
import { addedNothing } from "./added-nothing";
import { filledHeading } from "./table-columns";
import { contentWords } from "../entities";
import { featuresOf, type Features, type TermWeights } from "../linking";
import { withoutVerificationBasis } from "./verification-basis";
import { withRenamedReferents } from "./renamed-referents";
import { CONDITION_START, type AnswerClause } from "./answer-clauses";
import { markersIn } from "./answer-layout";
import { labelOver } from "./clause-labels";
import type { AuditItem } from "./debrief-model";
import { hedgeCues, labelKind, type HedgeFamily } from "./hedge-cues";
import {
  certaintyMarkers,
  codeCompleteness,
  dismissals,
  listCompleteness,
  noEffectClaims,
} from "./overstatement-cues";
import { findingsByValue, linkFindings, questionsByValue } from "./finding-links";
import { GENERIC_SUBJECT, linkHedgeItems } from "./item-mentions";
import { clauseItems, type ClauseItem } from "./list-items";
import { headStatesBeside, narrowSpans, withoutSpans, type NarrowConjunct } from "./conjunct-scope";
import { type ItemValues, valuesIn, withoutLocators, type ClauseValues } from "./item-values";
import { qualifierOf, type Qualifier } from "./qualifiers";
import { spelledOutCondition } from "./announced-premises";
import {
  childReports,
  type DebriefSources,
  parentheticalSource,
  withoutAgentNames,
} from "./source-attribution";

/**
 * What the audit reads in one clause of a free-text answer (issue 14): the hedges in its scope
 * (its own words, the conditions attached to it, the footnotes it references, a label or
 * heading that hedges by itself), its overstatements, and the debrief items it links to —
 * findings it states (by merchant ids, counts, sums of counts such as 16 + 3 = 19, dates in any
 * form, or wording), and the assumptions, open questions and gaps it mentions.
 */

export type { Qualifier };

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
  /**
   * Later conjuncts whose hedges qualify them alone (conjunct-scope.ts): their hedge families
   * and the findings they state by value. Their hedges are in none of the fields above.
   */
  narrow: NarrowConjunct[];
  /** With narrow conjuncts: the findings the rest of the clause states by value. */
  headStates: Set<string>;
  /** It states a finding its child verified (not hedged). */
  statesVerified: boolean;
  /** The items of its list of groups, with their hedges and findings (list-items.ts). */
  items: ClauseItem[];
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

function scopeHedges(
  reading: ClauseReading["clause"],
  context: ReaderContext,
  /** The clause's text without its narrow spans (conjunct-scope.ts). */
  text: string,
): {
  hedges: Map<HedgeFamily, string[]>;
  genericSection: boolean;
  qualifiers: Qualifier[];
} {
  const { inner } = parentheses(text);
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
  const heading = filledHeading(unit); // (a table row: the header over its filled cells)
  for (const section of [labelOver(unit, reading.start), heading, ...reading.keyPath]) {
    const kind = labelKind(section);
    if (kind === "specific" && section && !reading.keyPath.includes(section))
      qualifying.push(section);
    // A label that hedges by itself but has no cue of a family ("Open:", "Unknowns") keeps
    // what it labels open.
    if (kind === "specific" && section && hedgeCues(section).size === 0) labelHedge = section;
    // A "Caveats" heading over a list may present its items as caveats; an inline "Note:" or
    // "Caveat:" before a sentence does not make the sentence one (class 1).
    if (kind === "generic" && section === heading) genericSection = true;
  }
  const texts = [text, ...qualifying];
  const hedges = new Map<HedgeFamily, string[]>();
  for (const text of texts)
    for (const [family, cues] of hedgeCues(text))
      hedges.set(family, [...(hedges.get(family) ?? []), ...cues]);
  // A condition clause is itself conditional.
  if (reading.role === "condition" && !hedges.has("condition")) hedges.set("condition", ["if"]);
  // Who assumed or reported it ("assumed by two researchers") says nothing of what it is about.
  const agentWords = new Set(context.sources.agentNames.flatMap((name) => [...contentWords(name)]));
  const qualifiers: Qualifier[] = qualifying.map(qualifierOf).map((qualifier, index) => ({
    ...qualifier,
    // (A condition that spells out premises named before it, "namely that the column is right",
    // is a condition though it has no cue of its own: announced-premises.ts.)
    families: spelledOutCondition(reading.conditions[index])
      ? new Set([...qualifier.families, "condition" as const])
      : qualifier.families,
    words: new Set([...qualifier.words].filter((word) => !agentWords.has(word))),
    scoped: index < reading.conditions.length,
  }));
  // A parenthesis that only names one of the debriefs' sources attributes the claim to it.
  // (A trailing comment of a code or YAML line, "# vendor notes", is read as a parenthesis.)
  const comment = TRAILING_COMMENT.exec(text)?.[1];
  const sourced = [
    ...inner,
    ...markersIn(reading.text, new Set(unit.markers)).flatMap((marker) => {
      const footnote = context.footnotes.get(marker);
      return footnote === undefined ? [] : [footnote.replace(/[.\s]+$/, "")];
    }),
    ...(reading.sentenceNote === null ? [] : [reading.sentenceNote]),
    ...(comment === undefined ? [] : [comment]),
  ].flatMap((body) => {
    const cited = parentheticalSource(body, context.sources);
    // (A parenthesis that says whose it is, "(the date being the notes')", attributes it too.)
    return cited.length > 0 ? cited : childReports(body, context.sources);
  });
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
export const AFFIRMED_COMPLETE =
  /\b(?:complete|full|entire|exhaustive|definitive|final|whole|identified|found|listed|accounted|caught|captured|pinned down|exactly|precisely|affected|impacted|(?:every|each) one of them|all of them|the lot)\b/i;

/** A trailing comment of a code or YAML line ("date: 2027-03-31  # from the notes"). */
const TRAILING_COMMENT = /(?:^|\s)(?:#|\/\/)\s+([^#]+?)\s*$/;

/**
 * Certainty a footnote the clause references asserts without a hedge of its own ("² … this is
 * certain from the code"): the footnote speaks of the clause. Naming the source beside the
 * certainty ("‡ straight from the vendor's notice, so it is settled") gives its basis, no hedge
 * (thirty-second round).
 */
function footnoteCertainty(clause: AnswerClause, context: ReaderContext): string[] {
  return markersIn(clause.text, new Set(clause.unit.markers)).flatMap((marker) => {
    const footnote = context.footnotes.get(marker) ?? "";
    const hedges = [...hedgeCues(footnote).keys()].filter((family) => family !== "attribution");
    return hedges.length === 0 ? certaintyMarkers(footnote) : [];
  });
}

/**
 * Certainty a qualifier member of a structured answer asserts without a hedge of its own
 * ('"certainty": "every figure here is final"'): like a footnote, it speaks of its siblings.
 */
function memberCertainty(clause: AnswerClause): string[] {
  return clause.appendices
    .filter((appendix) => /^[\s{[,]*"[^"]{1,60}"\s*:/.test(appendix.text))
    .flatMap((appendix) =>
      hedgeCues(appendix.text).size === 0
        ? [
            ...certaintyMarkers(appendix.text),
            // ('"status": "final"' affirms its siblings whole.)
            ...listCompleteness(appendix.text).filter((phrase) => AFFIRMED_COMPLETE.test(phrase)),
          ]
        : [],
    );
}

/**
 * Lend a clause reading a hedge as if in its own words: the cues join the family's cues in
 * scope, the family joins its own hedges, and the cues join its own cues (a rating beside it,
 * an inference pointing back at it, a status colour).
 */
export function lendHedge(reading: ClauseReading, family: HedgeFamily, ...cues: string[]): void {
  reading.hedges.set(family, [...(reading.hedges.get(family) ?? []), ...cues]);
  reading.ownHedges.add(family);
  reading.ownCues.push(...cues);
}

/** Read one clause (see the module comment). */
export function readClause(clause: AnswerClause, context: ReaderContext): ClauseReading {
  // A child's name ("the fallback researcher") names who reported, not what the clause is about.
  // (What a verification pointing back was made against is its basis: verification-basis.ts.)
  const features = featuresOf(
    withRenamedReferents(
      withoutVerificationBasis(withoutAgentNames(clause.text, context.sources.agentNames)),
    ),
  );
  const valueText = withoutLocators(clause.text);
  const values = valuesIn(valueText, valueText === clause.text ? features : featuresOf(valueText));
  // Hedges of a later conjunct naming its own values qualify it alone (conjunct-scope.ts).
  // (Only a span that states a finding by its values of its own: "(two notes above)" does not.)
  // (A locator, "line 12", is no value: "(notes, line 12; reported)" names no count of 12.)
  // (Or an open question's group by its values: "…, plus possibly the 5 override merchants".)
  const spans = narrowSpans(clause.text).filter(
    (span) =>
      findingsByValue(withoutLocators(span.text), context).size > 0 ||
      questionsByValue(withoutLocators(span.text), context).size > 0,
  );
  const scopeText = withoutSpans(clause.text, spans);
  const { hedges, genericSection, qualifiers } = scopeHedges(clause, context, scopeText);
  const own = hedgeCues(parentheses(scopeText).outer);
  // A condition raised and withdrawn hedges nothing (answer-clauses.ts).
  if (clause.withdrawn && CONDITION_START.test(clause.text.replace(/^[\s("'“*_]+/, ""))) {
    own.delete("condition");
    hedges.delete("condition");
  } else if (clause.overruled) {
    // Holding as given what a reported doubt questioned (overruled-doubt.ts) is no condition.
    own.delete("condition");
    hedges.delete("condition");
  } else if (clause.contradicted) {
    // A hedge reported, then contradicted (condition-attachment.ts): it hedges nothing.
    own.clear();
    hedges.clear();
  }
  // A child reporting it ("the notes researcher found …") attributes the claim to that child.
  const reported = childReports(parentheses(scopeText).outer, context.sources);
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
    certainty: [
      // (What would hold in a case that does not is no certainty: unreal-consequences.ts;
      // "on what we know", "we know X, not that Y" claim none: bounded-knowledge.ts.)
      ...certaintyMarkers(withoutKnowledgeBasis(withoutUnrealConsequence(clause))),
      ...footnoteCertainty(clause, context),
      ...memberCertainty(clause),
      ...(clause.withdrawn ? ["a condition raised and withdrawn"] : []),
      ...(clause.contradicted ? ["a hedge reported, then contradicted"] : []),
    ],
    listComplete: listCompleteness(clause.text),
    codeComplete: codeCompleteness(clause.text),
    dismissal: [...dismissals(clause.text), ...declinedTopics(clause.text)],
    noEffect: [...noEffectClaims(clause.text), ...addedNothing(clause.text)],
    states: new Set(),
    mentions: new Set(),
    summed: new Set(),
    byDateOnly: new Set(),
    statesByValue: false,
    namesQuestion: new Set(),
    listClaim: false,
    listsItems: false,
    narrow: [],
    headStates: new Set(),
    statesVerified: false,
    items: clauseItems(clause.text, (text) => ({
      states: findingsByValue(withoutLocators(text), context),
      questions: questionsByValue(withoutLocators(text), context),
    })),
  };
  linkFindings(reading, context);
  linkHedgeItems(reading, context);
  reading.statesVerified = [...reading.states].some((id) => context.byId.get(id)?.hedged === false);
  if (spans.length > 0) {
    reading.narrow = spans.map((span) => ({
      families: span.families,
      states: findingsByValue(span.text, context),
      questions: questionsByValue(span.text, context),
      words: new Set([...contentWords(span.text)].filter((word) => !GENERIC_SUBJECT.has(word))),
    }));
    reading.headStates = headStatesBeside(
      findingsByValue(scopeText, context),
      spans.map((span, index) => ({ span, states: reading.narrow[index]!.states })),
    );
  }
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
