import nlp from "compromise";
import { layoutUnits, type LayoutUnit } from "./answer-layout";
import { attachClauseContext } from "./clause-context";
import {
  APPOSITION,
  attachConditionContents,
  attachConditions,
  withdrawContradictedHedges,
  withdrawSettledConditions,
} from "./condition-attachment";
import { CONDITION_START, CONTRAST_START, clauseRole, type ClauseRole } from "./clause-roles";
import { withdrawCounterfactualPremises } from "./counterfactual-arguments";
import { withdrawAffirmedConditions } from "./affirmed-conditions";
import { markSpelledOutPremises } from "./announced-premises";
import { dashAsides } from "./dash-asides";
import { isGlossaryEntry } from "./glossary-entries";
import { insertBeforeVerb } from "./comma-inserts";
import { hedgeCues } from "./hedge-cues";
import { isPredicateCoordination } from "./predicate-coordination";
import { sentencesOf } from "./sentence-split";
import { IDENTIFIER_RUN, attachVerblessSubjects } from "./verbless-subjects";
import { isSourceAppositive } from "./source-appositives";
import { hedgesBackAfterContrast } from "./contrast-pointers";
import { contrastLeadEnd } from "./contrast-leads";

/**
 * Sentences and clauses of a free-text answer (issue 14, failure classes 1 and 3). Each
 * layout unit is split into sentences by the platform's ICU sentence segmenter
 * (Intl.Segmenter) and each sentence into clauses at semicolons, dashes, contrast connectives
 * ("but", "however", "even so") and subordinate conditions ("if …", "assuming …",
 * "taking … as …"), so that a hedge's scope is its own clause: a condition clause qualifies the
 * clause it is attached to, never the whole sentence. A clause is a `question` (direct, or an
 * indirect "whether …"), a `condition`, or an `assert`ion.
 */

export { CONDITION_START, type ClauseRole };

export interface AnswerClause {
  index: number;
  text: string;
  /** answer.slice(start, end) === text. */
  start: number;
  end: number;
  unit: LayoutUnit;
  /** Index of its sentence in the answer. */
  sentence: number;
  role: ClauseRole;
  /** It opens with a contrast connective ("Even so, …", "but …"). */
  contrast: boolean;
  /** Condition clauses attached to this clause (same sentence, adjacent). */
  conditions: AnswerClause[];
  /** Later hedge fragments of its sentence that qualify it ("— inferred from the code"). */
  appendices: AnswerClause[];
  /** A parenthesis after its sentence's final stop ("… m_0148. (inferred, not verified)"). */
  sentenceNote: string | null;
  /** Structured answers: the keys of the objects its value sits in ("break if table holds"). */
  keyPath: string[];
  /**
   * A condition the next clause settles at once ("Assuming X — and it won't fail, …"): no
   * hedge; set on the condition and on the clauses it qualified.
   */
  withdrawn: boolean;
  /** Its hedge is reported, then contradicted in its sentence (condition-attachment.ts). */
  contradicted: boolean;
  /** It holds as given what a child's reported doubt questioned (overruled-doubt.ts). */
  overruled: boolean;
}

/**
 * Where a trailing condition starts; "depends on" after a bare pronoun ("and it depends on the
 * fallback firing") is its clause's verb, not a condition cut off from its subject.
 */
const TRAILING_CONDITION =
  /,?\s(?=(?:if|unless|assuming|presuming|provided(?: that)?(?!\s+(?:without|as[- ]is|for (?:information|reference|convenience)|in good faith)\b)|as long as|so long as|on the assumption|only if|only while|depending on|contingent on|conditional on|taking\b[^,;]{1,80}\bas\b)\s)|(?<!\b(?:it|this|that|which|everything|all (?:of )?(?:it|this|that)))(?:,\s|\s)(?=depends on\s(?!v\d+\b))/gi;
/** A fragment that qualifies what came before it: it opens with a hedge or points back. */
const APPENDIX_START =
  /^(?:that'?s|that is|this is|which is|both are|all (?:of )?(?:this|that)|(?:that|this|which|all of (?:this|that)) (?!(?:merchant|account|group|list|date|file|table|path)s?\b)[a-z]+(?:s|ed)\b)/i;

/** A sentence that only qualifies the one before it: a confidence, source or basis line. */
const QUALIFIER_SENTENCE =
  /^[*_\s]*(?:confidence|certainty|likelihood|probability|firmness|how (?:sure|certain|firm)|source|sources|basis|evidence|provenance|status)[*_\s]*:/i;

/** Paren depth at every index of a text (cuts inside parentheses are not clause boundaries). */
function parenDepths(text: string): number[] {
  const depths: number[] = [];
  let depth = 0;
  for (const char of text) {
    if (char === "(") depth += 1;
    depths.push(depth);
    if (char === ")") depth = Math.max(0, depth - 1);
  }
  return depths;
}

/** Does a piece of text hold a verb of its own (compromise's tagger)? */
function hasVerb(text: string): boolean {
  // "likely" before a verb is read as an adjective ("three more likely break" has no verb).
  const plain = text
    .replace(IDENTIFIER_RUN, "they")
    .replace(/\b(?:un)?likely\s+(?=\w)/gi, "probably ");
  return nlp(plain).verbs().length > 0;
}

/** The characters after ", and" read for a verb of its own (a clause's verb comes early). */
const COORDINATION_PROBE = 240;
/** The coordinations of one sentence probed for a verb (each probe runs the tagger). */
const MAX_COORDINATION_PROBES = 100;

/** A sentence with more cut points than its caller's bound (see clauseCountWithin). */
class TooManyCuts extends Error {}

/**
 * Cut points inside a sentence: [index where the next clause starts]. Throws TooManyCuts as
 * soon as more than `maxCuts` are found, so a refused sentence costs work bounded by the cap.
 */
function cutPoints(sentence: string, maxCuts = Infinity, work?: ClauseWork): number[] {
  const cuts = new Set<number>();
  const depths = parenDepths(sentence);
  const add = (at: number) => {
    if (at > 0 && at < sentence.length && (depths[at] ?? 0) === 0) cuts.add(at);
    if (work) work.cuts = Math.max(work.cuts, cuts.size);
    if (cuts.size > maxCuts) throw new TooManyCuts();
  };
  // Key-value pairs of inline JSON ('"date": "…", "affected": {…}'): each pair is a clause.
  for (const match of sentence.matchAll(/(?<=["\]}\d]),\s*(?="[\w -]{1,40}"\s*:)/g))
    add((match.index ?? 0) + match[0].length);
  // Semicolons and spaced dashes; a short hedging aside between a pair of dashes ("the vendor —
  // per its own notice — drops v2 then") interrupts its clause, as a parenthesis does: no cut.
  const asides = dashAsides(sentence);
  for (const match of sentence.matchAll(/;\s+|\s[—–]\s|\s--\s|—(?=\w)/g))
    if (!asides.has(match.index ?? 0)) add((match.index ?? 0) + match[0].length);
  // ", but …", ", however …", ", even so …", ", although …", ", while …", ", whereas …".
  for (const match of sentence.matchAll(
    /,\s+(?=(?:but|however|even so|although|though|while|whereas|yet|except|apart from|save for|with the exception of|nevertheless|nonetheless|still|so|hence|therefore|which means)\b)|\s(?=but\s)/gi,
  )) {
    const at = (match.index ?? 0) + match[0].length;
    // A bare "but" between two predicates of one subject is no clause cut.
    if (!match[0].includes(",") && isPredicateCoordination(sentence.slice(at))) continue;
    add(at);
  }
  // A bare blanket status and its exemption ("All provisional except the date, …") are two
  // clauses: the exemption speaks for itself (blanket-status.ts).
  const bare = BARE_BLANKET_EXCEPT.exec(sentence);
  if (bare) add(bare[0].length);
  // Coordinated independent clauses: ", and the twelve sandbox merchants will break"; a
  // coordinated condition (", and assuming …") ends at its next comma.
  // Each probe tags at most COORDINATION_PROBE characters, and at most MAX_COORDINATION_PROBES
  // coordinations a sentence are probed: the tagger's work is bounded, not quadratic in a
  // sentence of thousands of ", and …".
  let probes = 0;
  for (const match of sentence.matchAll(/,\s+(?=(?:and|or|so|then|plus)\s)/gi)) {
    if (probes >= MAX_COORDINATION_PROBES) break;
    const at = (match.index ?? 0) + match[0].length;
    const rest = sentence.slice(at, at + COORDINATION_PROBE).replace(/^\w+\s+/, "");
    // An elliptical clause ("…, and so do the override merchants") shares the verb before it.
    if (
      /^(?:so|neither|nor)\s+(?:do|does|did|is|are|was|were|has|have|will|would|can)\b/i.test(rest)
    )
      continue;
    // ("…, or the twelve sandbox ones, are affected" is a subject, not a clause: comma-inserts.ts.)
    if (insertBeforeVerb(rest) !== null) continue;
    if (CONDITION_START.test(rest)) {
      add(at);
      const comma = rest.search(/,\s/);
      if (comma > 0) add(at + (sentence.length - at - rest.length) + comma + 2);
    } else {
      probes += 1;
      if (work) work.verbProbes += 1;
      if (hasVerb(rest.split(/;|\s[—–]\s/)[0] ?? "")) add(at);
    }
  }
  // Trailing conditions (", if …", " depending on …"); each ends at the next comma.
  for (const match of sentence.matchAll(TRAILING_CONDITION)) {
    const at = (match.index ?? 0) + match[0].length;
    add(at);
    // (An insert before the condition's verb, "if the source, the table, is right", ends nothing.)
    let comma = sentence.slice(at).search(/,\s/);
    const insert = comma > 0 ? insertBeforeVerb(sentence.slice(at + comma + 2)) : null;
    if (insert !== null) {
      const next = sentence.slice(at + comma + 2 + insert).search(/,\s/);
      comma = next < 0 ? -1 : comma + 2 + insert + next;
    }
    if (comma > 0) add(at + comma + 2);
  }
  // A leading clause of contrast ("Whereas …, …") is a claim of its own (contrast-leads.ts).
  const lead = contrastLeadEnd(sentence, (at) => (depths[at] ?? 0) === 0);
  if (lead !== undefined) add(lead);
  // Leading conditions and contrast: "If …, …", "Even so, …" → cut after the first comma.
  if (CONDITION_START.test(sentence)) {
    const comma = sentence.search(/,\s/);
    if (comma > 0) add(comma + 2);
  }
  // A bare conjunction (or "only" of "only if") between two cuts belongs to the next clause.
  // A comma inside a run of identifiers ("m_0005, m_0067") separates list items, not clauses.
  const sorted = [...cuts]
    .filter(
      (cut) =>
        !(
          LIST_ITEM_BEFORE.test(sentence.slice(Math.max(0, cut - 40), cut)) &&
          LIST_ITEM_AFTER.test(sentence.slice(cut, cut + 40))
        ),
    )
    .sort((a, b) => a - b);
  return sorted.filter((cut, index) => {
    const piece = sentence.slice(sorted[index - 1] ?? 0, cut).replace(/[\s,;]+/g, " ");
    return !/^\s*(?:and|or|but|so|plus|then|only|even|just)?\s*$/i.test(piece);
  });
}

/** A sentence opening on a bare blanket status before an exemption ("All tentative except"). */
const BARE_BLANKET_EXCEPT =
  /^[\s*_>-]*(?:all|everything(?: here| else)?|the rest)\s+(?:is\s+|are\s+)?(?:provisional|tentative|unconfirmed|unverified)\s+(?=(?:except|apart from|save for)\b)/i;

/** The end of one identifier of a run, and the start of the next. */
const LIST_ITEM_BEFORE = /\b[a-z]+_\w+\s*,\s*$/i;
const LIST_ITEM_AFTER = /^\s*(?:and\s+|or\s+)?[a-z]+_\w+\b/i;

/** Does the clause qualify the clauses before it (see the module comment)? */
function isAppendix(text: string): boolean {
  // A key-value pair of inline JSON qualifies its own value only.
  if (/^[\s{[]*"[^"]{1,40}"\s*:/.test(text)) return false;
  const body = text.replace(/^[\s("'“*_]+/, "");
  if (APPENDIX_START.test(body)) return hedgeCues(body).size > 0;
  for (const [family, cues] of hedgeCues(body)) {
    if (family === "condition") continue;
    if (cues.some((cue) => body.toLowerCase().startsWith(cue))) return true;
  }
  return false;
}

/** Every clause of the answer, in order (see the module comment). */
export function answerClauses(answer: string): AnswerClause[] {
  return clausesUpTo(answer, Infinity, undefined) ?? [];
}

/** A measure of the work a clause count did, for tests. */
export interface ClauseWork {
  /** The most cut points found in one sentence. */
  cuts: number;
  /** Coordinations (", and …") run through the tagger, in all. */
  verbProbes: number;
}

/**
 * The number of clauses of the answer (answerClauses), or null once it is known to be more
 * than `max`: reading stops at the first sentence that passes the cap, and a sentence stops
 * being cut once it has more than 4 × max + 8 cut points (each clause has at most a condition
 * and a bare conjunction cut beside it), so refusing a long answer costs work bounded by the
 * cap, not by the answer's length. `work` records the cut points found, for tests.
 */
export function clauseCountWithin(answer: string, max: number, work?: ClauseWork): number | null {
  return clausesUpTo(answer, max, work)?.length ?? null;
}

/**
 * Whether a sentence ends as a question: a question mark, perhaps before closing
 * brackets, quotes or emphasis ("[fires on errors?]"). A table cell holding only "?"
 * marks its row unconfirmed and is no question (form-values.ts).
 */
function endsAsQuestion(sentence: string, unitKind: string): boolean {
  if (!/\?\s*[)\]"'”*_]*\s*$/.test(sentence)) return false;
  return !(unitKind === "table_row" && /\|\s*\?{1,3}\s*(?:\|\s*)?$/.test(sentence));
}

function clausesUpTo(
  answer: string,
  max: number,
  work: ClauseWork | undefined,
): AnswerClause[] | null {
  const maxCuts = max === Infinity ? Infinity : 4 * max + 8;
  const clauses: AnswerClause[] = [];
  let sentence = -1;
  for (const unit of layoutUnits(answer)) {
    // (A glossary's entries define words, not findings: glossary-entries.ts.)
    if (unit.kind === "heading" || isGlossaryEntry(unit)) continue;
    for (const segment of sentencesOf(unit.text)) {
      const raw = segment.segment;
      const trimmed = raw.trim();
      if (trimmed === "") continue;
      sentence += 1;
      const sentenceStart = unit.start + segment.index + (raw.length - raw.trimStart().length);
      const isQuestion = endsAsQuestion(trimmed, unit.kind);
      let cuts: number[];
      try {
        cuts = cutPoints(trimmed, maxCuts, work);
      } catch (error) {
        if (error instanceof TooManyCuts) return null;
        throw error;
      }
      const points = [0, ...cuts, trimmed.length];
      const own: AnswerClause[] = [];
      for (let i = 0; i + 1 < points.length; i += 1) {
        const piece = trimmed.slice(points[i], points[i + 1]);
        const text = piece.trim().replace(/[,;]$/, "").trim();
        const start = sentenceStart + points[i]! + (piece.length - piece.trimStart().length);
        // A footnote marker the segmenter cut off ("…path.¹") belongs to the clause before it.
        const previous = own.at(-1) ?? (clauses.at(-1)?.unit === unit ? clauses.at(-1) : undefined);
        if (/^[\s¹²³⁴⁵⁶⁷⁸⁹†‡*^[\]\d().]+$/u.test(text) && previous && text !== "") {
          previous.end = start + text.length;
          previous.text = unit.text.slice(previous.start - unit.start, previous.end - unit.start);
          continue;
        }
        if (text === "" || !/[\p{L}\p{N}]/u.test(text)) continue;
        own.push({
          index: clauses.length + own.length,
          text,
          start,
          end: start + text.length,
          unit,
          sentence,
          role: clauseRole(text, isQuestion, i + 2 === points.length),
          contrast: CONTRAST_START.test(text.replace(/^[\s("'“*_]+/, "")),
          conditions: [],
          appendices: [],
          sentenceNote: /[.!?]\s*\(([^()]+)\)\s*$/.exec(trimmed)?.[1] ?? null,
          keyPath: [],
          withdrawn: false,
          contradicted: false,
          overruled: false,
        });
      }
      markSpelledOutPremises(own);
      attachConditions(own, trimmed, sentenceStart);
      attachConditionContents(own);
      withdrawSettledConditions(own);
      withdrawCounterfactualPremises(own);
      withdrawAffirmedConditions(own);
      withdrawContradictedHedges(own);
      own.forEach((clause, index) => {
        if (index === 0 || clause.role !== "assert") return;
        // (A contrast pointing back with a hedge, "…, but they are inferred", qualifies the
        // clause just before it: contrast-pointers.ts.)
        if (hedgesBackAfterContrast(clause.text)) own[index - 1]!.appendices.push(clause);
        if (!isAppendix(clause.text) && !isSourceAppositive(clause.text)) return;
        for (const before of own.slice(0, index)) before.appendices.push(clause);
      });
      // A short fragment before a dash or colon ("Three more —", "via_fallback: 3 —") names
      // what the clause after it says: that clause's hedges are its own.
      // A fragment of identifiers alone ("m_0005, m_0067 —") is the subject of the whole rest
      // of its sentence: every later clause's hedges are about it.
      own.forEach((clause, index) => {
        const next = own[index + 1];
        if (!next || !APPOSITION.test(clause.text) || clause.text.split(/\s+/).length > 4) return;
        const subjectOnly = clause.text.replace(IDENTIFIER_RUN, "").replace(/[\W\d]+/g, "") === "";
        for (const later of subjectOnly ? own.slice(index + 1) : [next])
          clause.appendices.push(later, ...later.conditions, ...later.appendices);
      });
      // A sentence that is one parenthesis ("… m_0148. (inferred, not verified)") or a
      // qualifier line ("Confidence: medium, inferred from the code") qualifies the sentence
      // before it in its unit.
      // (The sentence before is the tail of `clauses`: read backwards, never the whole list.)
      if (
        (trimmed.startsWith("(") && trimmed.trimEnd().endsWith(")")) ||
        QUALIFIER_SENTENCE.test(trimmed)
      ) {
        const hedged = own.filter((clause) => hedgeCues(clause.text).size > 0);
        for (let index = clauses.length - 1; index >= 0; index -= 1) {
          const before = clauses[index]!;
          if (before.sentence < sentence - 1) break;
          if (before.unit === unit && before.sentence === sentence - 1)
            before.appendices.push(...hedged);
        }
      }
      clauses.push(...own);
      if (clauses.length > max) return null;
    }
  }
  attachVerblessSubjects(clauses);
  attachClauseContext(clauses, answer);
  return clauses;
}
