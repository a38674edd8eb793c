/**
 * Splitting a final answer into units the audit can line up with the debriefs: headings,
 * bullets (one unit each) and sentences of plain paragraphs, each with its character span in
 * the answer. A unit is a `claim` when it asserts something, a `caveat` when it is there to
 * hedge (an "Assumption:" bullet, anything under a "Caveats" heading, a question), or `other`.
 * Linear in the answer's length.
 */

export type UnitRole = "claim" | "caveat" | "other";

export interface AnswerUnit {
  /** Index in answer order. */
  index: number;
  text: string;
  /** Span in the answer: answer.slice(start, end) === text. */
  start: number;
  end: number;
  /** Units of the same bullet, or a sentence and the parenthetical or "This …" that follows it. */
  block: number;
  /** The heading this unit sits under, when there is one. */
  heading: string | null;
  isHeading: boolean;
}

const BULLET = /^(\s*)(?:[-*•+]|\d{1,3}[.)])\s+/;
const MARKDOWN_HEADING = /^\s*#{1,6}\s+\S/;

function isHeadingLine(line: string): boolean {
  const trimmed = line.trim();
  if (MARKDOWN_HEADING.test(trimmed)) return true;
  if (/^\*\*[^*]+\*\*:?$/.test(trimmed)) return true;
  return trimmed.endsWith(":") && trimmed.length <= 160 && !BULLET.test(line);
}

/**
 * Sentence boundaries inside one line: after . ! ? (and closing quotes) before a capital, a
 * digit or an identifier ("v2 is …", "m_0005 breaks …").
 */
const SENTENCE_END =
  /(?<!\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig))([.!?])["')\]]*\s+(?=["'([]?(?:[A-Z0-9]|[a-z]+[\d_]))/g;

/** A sentence that continues the previous one's block: "(inferred …)", "This assumes …". */
const CONTINUATION =
  /^(?:\(|(?:this|that|these|those|it|both|the (?:above|list|figure|count|number))\b)/i;

/**
 * Split an answer into units with spans. Bullets are one unit each; paragraph lines are split
 * into sentences. Headings ("Caveats:", "## Risks") are units too (isHeading) and give their
 * text to the units below them until a blank line ends the section (a blank line right after
 * the heading does not).
 */
export function segmentAnswer(answer: string): AnswerUnit[] {
  const units: AnswerUnit[] = [];
  let heading: string | null = null;
  let headingHasContent = false;
  let block = -1;
  let offset = 0;
  for (const rawLine of answer.split("\n")) {
    const lineStart = offset;
    offset += rawLine.length + 1;
    const line = rawLine.replace(/\r$/, "");
    if (line.trim() === "") {
      if (headingHasContent) heading = null;
      continue;
    }
    const leading = line.length - line.trimStart().length;
    const start = lineStart + leading;
    const text = line.trim();
    if (isHeadingLine(line)) {
      block += 1;
      units.push({
        index: units.length,
        text,
        start,
        end: start + text.length,
        block,
        heading: null,
        isHeading: true,
      });
      heading = text;
      headingHasContent = false;
      continue;
    }
    headingHasContent = true;
    if (BULLET.test(line)) {
      block += 1;
      units.push({
        index: units.length,
        text,
        start,
        end: start + text.length,
        block,
        heading,
        isHeading: false,
      });
      continue;
    }
    let sentenceStart = 0;
    const pieces: [number, number][] = [];
    for (const match of text.matchAll(SENTENCE_END)) {
      const cut = (match.index ?? 0) + match[0].trimEnd().length;
      pieces.push([sentenceStart, cut]);
      sentenceStart = (match.index ?? 0) + match[0].length;
    }
    pieces.push([sentenceStart, text.length]);
    for (const [from, to] of pieces) {
      const sentence = text.slice(from, to).trim();
      if (sentence === "") continue;
      const at =
        start + from + (text.slice(from, to).length - text.slice(from, to).trimStart().length);
      const continues = CONTINUATION.test(sentence) && units.length > 0 && !units.at(-1)!.isHeading;
      if (!continues) block += 1;
      units.push({
        index: units.length,
        text: sentence,
        start: at,
        end: at + sentence.length,
        block,
        heading,
        isHeading: false,
      });
    }
  }
  return units;
}

/** Hedge cues: words that keep a statement from being stated as established fact. */
const HEDGE_CUES: RegExp =
  /\b(?:assum\w*|depend(?:s|ing)? on|rel(?:y|ies|ying) on|if|unless|provided that|inferred|inference|infer|not (?:been )?verified|unverified|unconfirmed|not (?:been |yet )?confirmed|reported(?:ly)?|according to|per (?:the )?(?:provider'?s? )?(?:changelog|documentation|docs|notice|announcement)|(?:changelog|document|docs|notice|announcement|provider) (?:says|states|claims|announces|reports)|may|might|could|likely|probably|possibly|appears?|seems?|suggests?|unknown|not known|unclear|uncertain\w*|undetermined|(?:could|can)(?:not|n't| not) (?:determine|check|verify|confirm|tell|say|rule out)|did(?:n't| not) (?:check|verify|search|read|look|confirm)|not (?:yet |been |yet been )?(?:checked|searched|read|looked at|examined|reviewed|announced|determined|known)|unresolved|open questions?|caveats?|not (?:an )?established|not yet|to be (?:confirmed|announced|determined)|tbd|pending|incomplete|at least|so far|ran out|budget|partial(?:ly)?|estimated?|approximately|roughly|unchecked)\b|n't (?:yet |been )?(?:checked|searched|read|known|verified|confirmed|announced|determined)\b/gi;

/** Cues that restate an assumption: "assuming", "if", "provided that", "not verified". */
const ASSUMPTION_CUES: RegExp =
  /\b(?:assum\w*|presum\w*|if|unless|provided (?:that )?|taken as|take it as|not (?:been )?verified|unverified|depend(?:s|ing)? on|rel(?:y|ies|ying) on|rest(?:s|ing)? on|based on|holds only|caveats?)\b/gi;

/** Cues that restate an open question: "unknown", "could not determine", "whether". */
const OPEN_QUESTION_CUES: RegExp =
  /\b(?:unknown|not known|unclear|uncertain\w*|undetermined|(?:could|can)(?:not|n't| not) (?:determine|check|verify|confirm|tell|say|rule out|be checked|be verified|be determined)|did(?:n't| not) (?:check|verify|confirm|determine)|not (?:yet |been |yet been )?(?:checked|known|determined|announced|confirmed|verified|settled|answered)|unverified|unresolved|open questions?|whether|tbd|to be (?:announced|confirmed|determined)|pending|may|might|separately)\b|n't (?:yet |been |yet been )?(?:checked|known|determined|announced|confirmed|verified|settled|answered)\b/gi;

/** Cues that restate a coverage gap: "not searched", "not read in full", "unchecked". */
const GAP_CUES: RegExp =
  /\b(?:not (?:yet |been |yet been )?(?:searched|read|checked|examined|reviewed|looked at|covered|inspected|available)|did(?:n't| not) (?:search|read|check|look|examine)|unchecked|unsearched|unread|outside|not in the workspace|(?:may be )?incomplete|no access)\b|n't (?:yet |been |yet been )?(?:searched|read|checked|examined|reviewed|looked at|covered|inspected|available)\b/gi;

/** Cues that restate an exhausted budget. */
const BUDGET_CUES: RegExp =
  /\b(?:ran out|budget|tool[- ]call (?:limit|ceiling)|stopped early|out of (?:turns|tool calls))\b/gi;

/** What a hedge of each kind needs in a clause for the answer to keep it. */
export type CueFamily = "any" | "assumption" | "open_question" | "gap" | "budget";

const FAMILIES: Record<Exclude<CueFamily, "any">, RegExp[]> = {
  assumption: [ASSUMPTION_CUES],
  open_question: [OPEN_QUESTION_CUES],
  // "whether they send v2 is unknown without request logs" restates the gap too.
  gap: [GAP_CUES, OPEN_QUESTION_CUES],
  budget: [BUDGET_CUES],
};

/** Cues that a count or list is not complete. */
const COMPLETENESS_HEDGES: RegExp =
  /\b(?:at least|so far|known|(?:may|might|could) be (?:more|others|incomplete)|incomplete|not (?:be )?(?:exhaustive|complete)|partial(?:ly)?|or more|at minimum|such as|e\.g\.|for example|possibly more|ran out|budget)\b/gi;

/** Statements that a count or list is complete. */
const COMPLETENESS_CLAIMS: RegExp =
  /\b(?:all (?:of )?the (?:\w+ )?(?:affected|impacted|merchants|cases)|these are all|that(?:'s| is) all|the (?:complete|full|entire|exhaustive|definitive|final) (?:list|set)|(?:complete|full|exhaustive|definitive) list|exhaustive(?:ly)?|no other|none other|nothing else|only (?:these|those)|exactly \d+|all \d+|every affected|no (?:additional|further|more) \w+)\b/gi;

/** Statements of certainty. "verified" counts, "not verified" / "unverified" do not. */
const CERTAINTY_CLAIMS: RegExp =
  /(?<!\bnot |\bnot been |\bun|n't )\b(?:verified|confirmed)\b|\b(?:definitely|certainly|guaranteed|established fact|for certain|without (?:a )?doubt|no doubt|we know|it is certain|proven|definitive(?:ly)?)\b/gi;

/** Statements that settle an open question in the negative ("unaffected", "not affected"). */
const NEGATION_CLAIMS: RegExp =
  /\b(?:unaffected|(?:no|none of the) \w+ (?:are|is|will be|were) (?:affected|impacted|at risk)|nothing (?:breaks|is affected)|none (?:are|is) affected|not (?:be )?(?:affected|impacted|at risk)|won't (?:break|be affected)|will not (?:break|be affected)|(?:is|are) (?:safe|fine)|no (?:impact|risk)|do(?:es)?(?:n't| not) (?:break|send|use)|never (?:send|use|break)s?|can be ignored|safe to ignore|none of (?:them|these|those|the \w+) (?:break|are affected|send|use))\b/gi;

const CAVEAT_START =
  /^(?:[-*•+]\s+|\d{1,3}[.)]\s+)?(?:\*\*)?(?:caveats?|assumptions?|assuming|unresolved|open questions?|unknown|not searched|not checked|not verified|unverified|limitations?|risks?|uncertain(?:ty|ties)?|(?:we|i) could not|it is (?:unknown|unclear)|it's (?:unknown|unclear)|what would settle it)\b/i;

const CAVEAT_HEADING =
  /\b(?:caveats?|assumptions?|unresolved|open questions?|not searched|limitations?|risks?|uncertain\w*|unknowns?|not (?:established|verified)|gaps?)\b/i;

function matches(pattern: RegExp, text: string): string[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].map((match) => match[0].toLowerCase());
}

/** Hedge cues in a text, lower case, in order (duplicates kept once). */
export function hedgeCues(text: string): string[] {
  return [...new Set(matches(HEDGE_CUES, text))];
}

/** A text without its source citations ("sources: a.ts:12; merchants.api_version"). */
export function withoutCitations(text: string): string {
  return text.replace(/\b(?:sources?|provenance|cited from)\s*:[^)\n]*/gi, " ");
}

/** Cues of one family in a text ("any": every hedge cue). */
export function familyCues(family: CueFamily, text: string): string[] {
  if (family === "any") return hedgeCues(text);
  return [...new Set(FAMILIES[family].flatMap((pattern) => matches(pattern, text)))];
}

/** Cues that a count or list is not complete. */
export function completenessHedges(text: string): string[] {
  return [...new Set(matches(COMPLETENESS_HEDGES, text))];
}

/** Markers of an overstatement: completeness, certainty, or settling an open question. */
export function overstatementMarkers(text: string): {
  completeness: string[];
  certainty: string[];
  negation: string[];
} {
  return {
    completeness: [...new Set(matches(COMPLETENESS_CLAIMS, text))],
    certainty: [...new Set(matches(CERTAINTY_CLAIMS, text))],
    negation: [...new Set(matches(NEGATION_CLAIMS, text))],
  };
}

/** The role of a unit (see the module comment); `hasTopic`: it names an entity or topic. */
export function unitRole(unit: AnswerUnit, hasTopic: boolean): UnitRole {
  if (unit.isHeading) return "other";
  if (unit.heading !== null && CAVEAT_HEADING.test(unit.heading)) return "caveat";
  if (CAVEAT_START.test(unit.text)) return "caveat";
  if (/\?\s*(?:["')\]]\s*)?$/.test(unit.text) || /^\(.*\)[.;]?$/.test(unit.text)) return "caveat";
  return hasTopic ? "claim" : "other";
}
