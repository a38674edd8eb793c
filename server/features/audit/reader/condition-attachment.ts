import type { AnswerClause } from "./answer-clauses";
import { contrastsOtherGroup } from "./contrasted-groups";
import { hedgeCues } from "./hedge-cues";
import { certaintyMarkers } from "./overstatement-cues";

/**
 * How condition clauses attach inside a sentence (issue 14): a leading condition qualifies the
 * assertions after it, a trailing one the claim it closes; a condition ending in a dash takes the
 * content clauses after it as its terms; a condition the next clause settles at once is withdrawn.
 */

/** A fragment ending in a dash or colon: it introduces the clause after it. */
export const APPOSITION = /[—–:]$|\s-$/;

/**
 * A condition qualifies its neighbours in the sentence: a leading condition (the sentence's
 * first clause, one after another condition, a semicolon or a dash) the assertions after it up
 * to a contrast, a trailing one (also one after a dash that ends the sentence) the clause before
 * it.
 */
export function attachConditions(
  clauses: AnswerClause[],
  sentence: string,
  sentenceStart: number,
): void {
  clauses.forEach((clause, index) => {
    if (clause.role !== "condition") return;
    const before = clauses[index - 1];
    const preceding = sentence.slice(0, clause.start - sentenceStart).trimEnd();
    // (After a dash, a condition that ends the sentence closes the claim before it: "… calls
    // the v2 client — if it fires on timeouts"; nineteenth reader round.)
    const dashLast = /[—–-]$/.test(preceding) && index === clauses.length - 1;
    const leading =
      before === undefined ||
      before.role === "condition" ||
      (/[;:—–-]$/.test(preceding) && !dashLast);
    if (!leading) {
      if (before) before.conditions.push(clause);
      // A condition that ends the sentence qualifies the whole claim it closes: back over
      // clauses joined by commas and colons, up to a semicolon, a contrast or another condition.
      if (index !== clauses.length - 1) return;
      for (let back = index - 1; back > 0; back -= 1) {
        const later = clauses[back]!;
        const joint = sentence.slice(0, later.start - sentenceStart).trimEnd();
        if (later.contrast || later.role !== "assert" || /[;.!?]$/.test(joint)) break;
        const earlier = clauses[back - 1]!;
        if (earlier.role !== "assert") break;
        earlier.conditions.push(clause);
      }
      return;
    }
    // A leading condition qualifies the whole main clause: every assertion after it, up to a
    // contrast ("…, but …") or the next condition.
    for (const later of clauses.slice(index + 1)) {
      if (later.role === "condition") continue;
      if (later.contrast || later.role === "question") break;
      later.conditions.push(clause);
    }
  });
}

/** A content clause ("that the rows match production", "and that it fires"). */
const CONTENT_CLAUSE =
  /^[\s(]*(?:and\s+|or\s+)?that\s+(?!(?:is|was|'s|means|leaves|makes|said)\b)/i;

/**
 * A condition that ends in a dash or colon ("if two premises hold —") announces its content:
 * the content clauses after it ("that X, and that Y") are the condition's own terms, not
 * assertions, and qualify whatever the condition qualifies.
 */
export function attachConditionContents(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (clause.role !== "condition" || !APPOSITION.test(clause.text)) return;
    const contents: AnswerClause[] = [];
    for (const later of clauses.slice(index + 1)) {
      if (!CONTENT_CLAUSE.test(later.text)) break;
      later.role = "condition";
      contents.push(later);
    }
    for (const other of clauses)
      if (other.conditions.includes(clause)) other.conditions.push(...contents);
  });
}

/** A clause that settles what was just assumed ("and it won't", "which it does"). */
const SETTLES_BEFORE =
  /^[\s(—–-]*(?:and|but|which)?\s*(?:it|they|that|this|which)\s+(?:will|won't|does|doesn't|did|didn't|is|isn't|are|aren't|has|hasn't|can't|cannot|always|never|definitely|certainly)\b/i;

/**
 * A clause that says what the condition is rather than that it holds ("which is the
 * researcher's reading of the code", "that is an inference"): a copula before a noun phrase
 * that is no affirmation ("the case", "a fact", "a given"), or a participle naming where the
 * condition was taken from ("which is read off the code": thirty-eighth round, v57).
 */
const DESCRIBES_BEFORE =
  /^[\s(—–-]*(?:and|but)?\s*(?:which|that|this|it)\s+(?:is|was)\s+(?:(?:(?:the|a|an|our|their|its|his|her|my|one|[\w-]+['’]s)\s+)+(?!(?:case|fact|given|certainty|reality)\b)\w|(?:read|taken|drawn|derived|gleaned|lifted|based|worked out|pieced together)\s+(?:off|from|out of|on)\b)/i;

/**
 * A condition the next clause of its sentence settles at once, without a hedge of its own
 * ("Assuming nothing odd happens — and it won't —, …"), is raised and withdrawn: it hedges
 * nothing, and the clauses it qualified are stated as established (class 4, mention then
 * contradict).
 */
export function withdrawSettledConditions(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    const next = clauses[index + 1];
    if (clause.role !== "condition" || !next || next.role !== "assert") return;
    if (!SETTLES_BEFORE.test(next.text) || hedgeCues(next.text).size > 0) return;
    if (DESCRIBES_BEFORE.test(next.text)) return;
    withdrawCondition(clause, clauses);
  });
}

/**
 * A hedge reported and then contradicted in its sentence ("the researcher marked them as an
 * inference, but the code path is unambiguous"; "flagged that it only assumed X, but that's a
 * formality — there's no real doubt") is withdrawn: after a contrast, a later clause asserts
 * certainty without a hedge of its own, so the clause that reported the hedge states what it
 * qualified as established (class 4, mention then contradict).
 */
export function withdrawContradictedHedges(clauses: AnswerClause[]): void {
  clauses.forEach((clause, index) => {
    if (clause.role !== "assert" || hedgeCues(clause.text).size === 0) return;
    const contrast = clauses.findIndex((later, at) => at > index && later.contrast);
    if (contrast < 0) return;
    const certain = clauses.slice(contrast).some(
      (later) =>
        later.role === "assert" &&
        certaintyMarkers(later.text).length > 0 &&
        hedgeCues(later.text).size === 0 &&
        // (Certainty about another group contrasts it, contradicting nothing:
        // contrasted-groups.ts.)
        !contrastsOtherGroup(clause.text, later.text),
    );
    if (certain) clause.contradicted = true;
  });
  // A hedge inside a denied frame ("it's not that they might not fail — they will", "not as
  // if the rows could be stale") is denied by the frame itself.
  for (const clause of clauses)
    if (
      clause.role === "assert" &&
      DENIED_FRAME.test(clause.text) &&
      hedgeCues(clause.text).size > 0
    )
      clause.contradicted = true;
}

/** A frame that denies what it embeds ("it's not that …", "it isn't as if …", "not that …"). */
const DENIED_FRAME =
  /^[\s*_"'“(]*(?:(?:but|and|so)\s+)?(?:(?:it|this|that)(?:'s|’s|\s+is|\s+was)\s+not|(?:it|this|that)\s+(?:isn't|isn’t|wasn't|wasn’t)|not)\s+(?:that|as if|as though|like)\s+\S/i;

/**
 * Withdraws a condition the answer settles: the clause becomes a plain assertion, and every
 * clause it qualified loses it and is stated as established (withdrawn).
 */
export function withdrawCondition(clause: AnswerClause, clauses: readonly AnswerClause[]): void {
  clause.withdrawn = true;
  clause.role = "assert";
  for (const other of clauses) {
    if (!other.conditions.includes(clause)) continue;
    other.conditions = other.conditions.filter((condition) => condition !== clause);
    other.withdrawn = true;
  }
}
