import { hedgeCues, type HedgeFamily } from "./hedge-cues";

/**
 * Hedge scope inside a clause (issue 14, class 3): a hedge in a later conjunct that names its
 * own merchants or counts ("16 break on the date, and likely the 3 fallback ones too", "…
 * together with the 16, plus probably m_0005 …", "(m_0005, m_0067, likely via the fallback)")
 * qualifies that conjunct only, not the head of the clause, which names values of its own. A
 * hedge in the head (or in a conjunct that names nothing) keeps its whole clause. A counted
 * group added with its own relative clause ("…, are the sixteen the table assigns to v2 and the
 * three — m_0005, … — that the researcher believes reach v2") is such a conjunct: the hedge in
 * the relative clause is about that group, not the total or the other groups (seventy-fifth
 * round). Two forms of the same conjuncts (seventy-eighth round): a connective set off by a
 * comma before a hedge that is set off too ("the sixteen in the table plus, probably, m_0005 …")
 * still starts a conjunct, and a bare count with its own relative clause ("… and three that
 * probably fall back to v2") is an added group as much as "the three that …" is; the hedge stays
 * with the group it was written beside, so a plain group before it still rests flatly on the
 * premise it was read under (the table's authority: dropped unless said elsewhere).
 */

export interface NarrowSpan {
  start: number;
  end: number;
  text: string;
  families: Set<HedgeFamily>;
}

/** A narrow conjunct as a clause reading keeps it: its hedges and what it names by value. */
export interface NarrowConjunct {
  families: Set<HedgeFamily>;
  /** Findings it states by value. */
  states: Set<string>;
  words: Set<string>;
  /** Open questions it names by value ("plus possibly the 5 override merchants"). */
  questions: Set<string>;
}

const NUMBER_WORD =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty";
/** A merchant id, a number or a number word: a value a conjunct may name of its own. */
const VALUE = new RegExp(String.raw`\b[a-z]{1,4}_\d{2,}\b|\b\d+\b|\b(?:${NUMBER_WORD})\b`, "i");
const EPISTEMIC_LEAD = String.raw`(?:very |most |quite )?(?:likely|probably|possibly|maybe|perhaps|potentially|presumably)\b`;
/**
 * An absolute phrase that holds a group open ("…, with the five override merchants unknown",
 * "…, with the sandbox date still open"; sixty-sixth round): a conjunct of its own, whose hedge
 * is about the group it names, not the list before it.
 */
const OPEN_ABSOLUTE = String.raw`with\s+(?:the\s+|its\s+|their\s+)?(?:[\w'’-]+\s+){1,4}(?:(?:still|as yet|yet)\s+)?(?:unknown|open|unresolved|undetermined|unclear|unconfirmed|unanswered|pending|undecided)\b`;
/**
 * A comma-spliced clause whose subject adds to what came before ("The direct researcher lists
 * sixteen, the fallback researcher adds m_0005, m_0067, m_0148 (an inference)": sixty-sixth
 * round): a conjunct of its own, so a hedge after the added group is about that group.
 */
const ADDING_SUBJECT = String.raw`(?:the\s+|a\s+|our\s+)?(?:[\w'’-]+\s+){0,2}?(?:adds|added|contributes|contributed|tacks\s+on|brings\s+in)\b`;

/** Where a later conjunct starts (see the module comment). */
const BOUNDARY = new RegExp(
  String.raw`(?<!\s)\s+(?:plus|together with|along with|as well as|alongside|in addition to),?\s+|,?(?<!\s)\s+(?:and|or)\s+(?=${EPISTEMIC_LEAD})|,\s+(?=(?:another|a further|an additional)\s|(?:\d+|${NUMBER_WORD})\s+more\b)|,\s+(?=${OPEN_ABSOLUTE})|,\s+(?=${ADDING_SUBJECT})|(?<!\s)\s+and\s+(?=(?:the\s+)?(?:\d+|${NUMBER_WORD})\s+(?:[—–]\s+[^—–]{3,80}\s+[—–]\s+)?(?:that|which|who)\b)`,
  "gi",
);

/** The text with parentheses blanked (same length). */
const withoutParentheses = (text: string) =>
  text.replace(/\([^()]*\)/g, (part) => " ".repeat(part.length));

/** The conjuncts and parentheses of a clause whose hedges qualify themselves only. */
export function narrowSpans(text: string): NarrowSpan[] {
  const outer = withoutParentheses(text);
  // (A span starts at its connective or comma, not in the blanks of a parenthesis before it.)
  const starts = [...outer.matchAll(BOUNDARY)].map(
    (match) => (match.index ?? 0) + Math.max(0, match[0].search(/\S/)),
  );
  const candidates: { start: number; end: number }[] = [];
  starts.forEach((start, index) => {
    candidates.push({ start, end: starts[index + 1] ?? text.length });
  });
  for (const match of text.matchAll(/\([^()]*\)/g))
    candidates.push({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length });
  const spans: NarrowSpan[] = [];
  for (const { start, end } of candidates) {
    const part = text.slice(start, end);
    const families = new Set(hedgeCues(part).keys());
    if (families.size === 0 || !VALUE.test(part)) continue;
    // The rest of the clause (its head, other parentheses) must name values of its own.
    const rest = text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
    if (!VALUE.test(rest)) continue;
    spans.push({ start, end, text: part, families });
  }
  return spans;
}

/** The text with the spans blanked out (same length). */
export function withoutSpans(text: string, spans: readonly NarrowSpan[]): string {
  let result = text;
  for (const span of spans)
    result =
      result.slice(0, span.start) + " ".repeat(span.end - span.start) + result.slice(span.end);
  return result;
}

/**
 * The findings the head of a clause states, less those a hedged parenthesis restates by value:
 * a parenthesis that lists or counts the group the head names ("three via the fallback
 * (m_0005, m_0067, m_0148, inferred)") is in apposition to it, and its hedge qualifies that
 * group, not only itself (third cross-set residual round). A source named there ("(m_0008 …, as
 * listed in the debrief)") attributes, it does not hedge (parenthesised sources are read apart);
 * a later conjunct naming its own group ("…, and probably m_0005 too") stays narrow.
 */
export function headStatesBeside(
  headStates: ReadonlySet<string>,
  spans: readonly { span: NarrowSpan; states: ReadonlySet<string> }[],
): Set<string> {
  const restated = new Set(
    spans
      .filter(
        ({ span }) =>
          span.text.startsWith("(") &&
          [...span.families].some((family) => family !== "attribution"),
      )
      .flatMap(({ states }) => [...states]),
  );
  return new Set([...headStates].filter((id) => !restated.has(id)));
}
