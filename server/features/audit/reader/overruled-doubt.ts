import type { AnswerClause } from "./answer-clauses";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";
import { verbAlternation } from "./verb-classes";

/**
 * A child's doubt reported and then overruled (issue 14, sixth reader round; class 4, mention
 * then contradict). The answer says a child hedged something ("the researcher flagged the rows
 * as possibly stale") and then sets the doubt aside:
 * - after a contrast in the same sentence, by a decision to hold the claim as given ("…, but
 *   I'm treating them as solid", "…, but the job reads those rows, so we'll take them as
 *   true"): the decision is no condition the answer keeps, it is the answer's own verdict;
 * - in the next sentence, by pointing back and denying that the doubt matters ("I don't think
 *   that's a real risk", "That is no serious concern").
 * The reporting clause is then contradicted (its hedge reaches nothing and what it names is
 * stated as established) and the decision clauses are overruled (a "treating … as" in them is
 * no condition).
 */

/** Verbs that report what a child said of its own claim ("flagged", "noted", "marked"). */
const REPORTING = new RegExp(
  String.raw`\b(?:${verbAlternation(["flag", "note", "mark", "warn", "caution", "point out", "raise", "mention", "call out", "stress", "say", "label", "call", "class", "list", "argue", "claim"])})\b`,
  "i",
);

/**
 * The writer's own call on what the report labelled, after it in the sentence ("I'd call both
 * airtight", "we'd rate it solid"), a firm word and no hedge, overrules the reported label
 * (fifty-eighth round, v67) as a decision after a contrast does.
 */
const COUNTER_CALL =
  /^[\s,;:—–-]*(?:but\s+|and\s+)?(?:i'd|i would|i|we'd|we would|we|myself,?\s+i'd)\s+(?:just\s+)?(?:call|rate|class|count|consider)\s+(?:it|them|both|that|those|each|all(?:\s+of\s+them)?|the\s+(?:two|pair))\s+(?:(?:completely|fully|totally|entirely|perfectly)\s+)?(?:airtight|watertight|solid|rock[- ]solid|certain|settled|firm|proven|established|iron-?clad|bullet-?proof|(?:hard\s+)?facts?)\b/i;

/** A decision to hold a claim as given ("I'm treating them as", "treat 16 as final"). */
const DECISION = new RegExp(
  String.raw`\b(?:${verbAlternation(["treat", "take", "regard", "count"])})\b[^.;]{0,60}?\bas\b`,
  "i",
);

/** A sentence that points back at a doubt and denies it matters ("I don't think that's a risk"). */
const DOUBT_DENIED =
  /^[\W]*(?:(?:but|still|however|honestly|frankly|personally)\W+)?(?:(?:i|we)\s+(?:don't|do not|didn't|did not)\s+(?:think|believe|see|consider|expect)\s+(?:that|this|it)(?:'s|\s+is|\s+as)?|(?:that|this|it)(?:'s|\s+is)\s+(?:not|no|hardly)|(?:that|this|it)\s+(?:isn't|is not))\s+(?:(?:a|an|any)\s+)?(?:(?:real|serious|big|genuine|practical|actual)\s+)?(?:risk|concern|problem|issue|worry|doubt)\b/i;

/** Mark reported doubts that the answer overrules (see the module comment). */
export function overruleReportedDoubts(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (clause.role !== "assert" || !REPORTING.test(clause.text)) return;
    if (hedgeCues(clause.text).size === 0) return;
    const same = clauses.filter(
      (later, at) => at > index && later.sentence === clause.sentence && later.role === "assert",
    );
    // (A concessive "though" sets the doubt against what follows as "but" does.)
    const contrast = same.findIndex(
      (later) => later.contrast || /^[\s—–-]*(?:though|although)\b/i.test(later.text),
    );
    // (The writer's own contrary call needs no contrast word: "…; I'd call both airtight".)
    const decided = [
      ...(contrast < 0
        ? []
        : same.slice(contrast).filter((later) => isDecision(later) || vouches(later))),
      ...same.filter((later) => COUNTER_CALL.test(later.text) && hedgeCues(later.text).size === 0),
    ];
    const next = clauses.filter(
      (later) => later.sentence === clause.sentence + 1 && later.unit === clause.unit,
    );
    const denied = next[0] !== undefined && DOUBT_DENIED.test(next[0].text);
    if (decided.length === 0 && !denied) return;
    clause.contradicted = true;
    for (const later of [...decided, ...(denied ? next.filter(isDecision) : [])])
      later.overruled = true;
  });
}

/**
 * A decision with no hedge on it ("treating them as solid:"): one held for now ("… as given
 * until the captures arrive", "… as probably right") keeps the doubt open.
 */
function isDecision(clause: AnswerClause): boolean {
  if (clause.role !== "assert") return false;
  const match = DECISION.exec(clause.text);
  if (!match) return false;
  const complement = clause.text.slice((match.index ?? 0) + match[0].length).split(/[:;,—–]/)[0]!;
  return hedgeCues(complement).size === 0 && !HELD_FOR_NOW.test(complement);
}

/**
 * A clause after the contrast that vouches for the claim on its own word ("…, though the code
 * leaves no room for doubt"): a certainty marker and no hedge (thirty-sixth round; rankings and
 * comparisons that report a child's "inferred" and then rank the claim as firm).
 */
const vouches = (clause: AnswerClause) =>
  clause.role === "assert" &&
  certaintyMarkers(clause.text).length > 0 &&
  hedgeCues(clause.text).size === 0;

/** A decision held for a while only ("for now", "until the logs are in"). */
const HELD_FOR_NOW =
  /\b(?:until|till|unless|pending|for now|for the moment|for the time being|provisionally|tentatively|meanwhile)\b/i;
