import type { AnswerClause } from "./answer-clauses";
import { clausesBySentence } from "./clause-sentences";
import type { ClauseReading } from "./clause-analysis";
import { hedgeCues } from "./hedge-cues";

/**
 * Hedges judged excessive (issue 14, thirty-first reader round; class 4, mention then
 * contradict, in a critical voice): a parent grading its children's debriefs may name a hedge
 * only to call it unwarranted: "calling the three 'inferred' undersells the code", "the open
 * question on the test tenants is overcautious", "the firing isn't an assumption worth
 * flagging", "I'll drop its inferred tag", "the verified tag wins", "the researcher is too timid
 * on the date", "I don't accept the test-tenant question as open", "that's not an assumption,
 * it's the data", "two runs agreeing settles the column as authoritative". The hedge it names
 * is no hedge of the answer's own: the judging clause, where it carries a hedge cue or names a
 * kind of hedge ("the override question"), is contradicted (its hedges reach nothing, what it
 * names is stated as established), as a disavowed hedge is (disavowed-hedges.ts). The
 * judgement reaches its own clause only ("…, which I'd keep as an assumption" after it in the
 * sentence is no part of it); a short sentence that is the judgement alone ("Cut the
 * hedging.", "Too timid on the date.") reaches the sentence after it, where the hedges it
 * judges are quoted. An open question judged so is answered (question-status.ts).
 *
 * Praise of a hedge ("fairly flagged as inferred", "rightly calls it an inference", "keep it
 * that way") is no such judgement, nor is a doubt about the children's confidence ("too sure").
 */

/** A judgement that a hedge, a caveat or an open question is excessive. */
const HEDGE_REJECTED = new RegExp(
  [
    String.raw`\bover-?(?:cautious|careful|hedg\w*|blown)\b`,
    String.raw`\b(?:too|overly|excessively|needlessly) (?:cautious|timid|careful|conservative|hedged|modest)\b`,
    String.raw`\btimidity\b`,
    String.raw`\bis (?:just |mere |only )?modesty\b`,
    String.raw`\bundersells?\b`,
    String.raw`\bhedged (?:far |way |much )?too much\b`,
    String.raw`\bself-evident\b`,
    String.raw`\b(?:isn't|is not|aren't|are not|not) (?:an? )?(?:\w+ )?worth (?:flagging|hedging|a caveat|keeping open)\b`,
    String.raw`\b(?:drop|dropping|remove|removing|strip|stripping|lose|losing) (?:its|the|their|that|this|those) (?:\w+ )?(?:tag|label|hedge|caveat|qualifier|flag)s?\b`,
    String.raw`\bcut (?:the|all the|their|its) hedg\w*`,
    String.raw`\bupgrad\w* (?:that|it|this|them|those|these) to (?:certain|verified|confirmed|fact|established)\b`,
    String.raw`\b(?:verified|confirmed) (?:tag|label) wins\b`,
    String.raw`\b(?:don't|do not|won't|will not|can't|cannot) accept (?:[\w'’-]+ ){0,4}as (?:open|unknown|unresolved|an? (?:assumption|inference|guess|open question))\b`,
    String.raw`\b(?:that's|that is|it's|it is|this is) not an? (?:assumption|inference|guess)\b`,
    String.raw`\bsettles? (?:the|that|this|it|its) (?:[\w-]+ ){0,3}as (?:authoritative|accurate|correct|right|true|fact|certain|settled)\b`,
  ].join("|"),
  "i",
);

/**
 * A judgement of the caveats as a whole, just listed or granted (fifty-first round, v65's
 * blanket dismissals): "none of them changes the plan", "the hedges were caution, not doubt",
 * "the caveats are boilerplate". It reaches every hedged clause of its sentence and of the
 * sentence before it, and the flat claims of the sentence after it state what they claim as
 * established: the judgement is their certainty (lendBlanketCertainty).
 */
const BLANKET_REJECTED = new RegExp(
  [
    String.raw`\b(?:none|not one|neither) of (?:them|these|those|the (?:caveats?|hedges?|qualifiers?|provisos?|doubts?|unknowns?))\s+(?:really\s+|actually\s+)?(?:changes?|alters?|affects?|moves?|shifts?)\s+(?:the\s+(?:plan|answer|picture|outcome|conclusion|bottom line|list|count)|anything)\b`,
    String.raw`\b(?:the|those|these|its|their|his|her) (?:hedges?|caveats?|qualifiers?|provisos?)\s+(?:were|are|is|was)\s+(?:just\s+|only\s+|mere(?:ly)?\s+|simply\s+)?(?:caution|formalit(?:y|ies)|boilerplate|habit|reflex|politeness|ritual)\b`,
  ].join("|"),
  "i",
);

/**
 * The caveats dismissed as a whole (sixty-third round, across v52, v57 and v66): named and
 * called boilerplate whatever they are called ("the table assumption and the fallback trigger
 * are boilerplate"), called not load-bearing, the answer's whole content declared certain
 * ("treat all of it as certain", "it now counts as confirmed"), or a refusal to block on them
 * ("I'm not blocking on them"). It reaches as BLANKET_REJECTED does, but lends no certainty to
 * the sentence after it: it vouches for what it dismisses, not for what follows. The writer's
 * decision to hand over the result without the hedges it has just named dismisses them too
 * (eighty-first round, v77's reasoning preambles): "so I'll give the count without qualifiers",
 * "so I won't carry that assumption forward", "so I'll present the merged result as final".
 */
const BLANKET_DISMISSED = new RegExp(
  [
    String.raw`\b(?:are|is|were|was)\s+(?:just\s+|only\s+|mere(?:ly)?\s+|simply\s+|pure(?:ly)?\s+)?boilerplate\b`,
    String.raw`\b(?:none|not one|neither) of (?:them|these|those|the (?:caveats?|hedges?|qualifiers?|provisos?|assumptions?))(?: here| above| below)?\s+(?:is|are)\s+load-bearing\b`,
    String.raw`\b(?:the|those|these) (?:caveats?|hedges?|qualifiers?|provisos?|assumptions?)(?: here| above| below)?\s+(?:is|are)\s+not\s+load-bearing\b`,
    String.raw`\b(?:treat|take|count|read)\s+(?:all of (?:it|this|that|them)|it all|them all|everything(?: here| above)?)\s+as\s+(?:certain|confirmed|settled|firm|fact|established|verified|definite)\b`,
    String.raw`\b(?:it|that|this|all of (?:it|this|them))\s+(?:now\s+)?counts\s+as\s+(?:confirmed|certain|settled|established|verified|fact)\b`,
    String.raw`\b(?:not|n't|never)\s+(?:going\s+to\s+)?(?:block|blocking)\s+on\s+(?:them|those|these|it|that)\b`,
    // The writer's decision to hand over the result without the hedges just named.
    String.raw`\b(?:give|giving|present|presenting|report|reporting|state|stating|list|listing|share|sharing|deliver|delivering)\s+(?:it|them|(?:the|this|that|my|our)\s+(?:[\w-]+\s+)?(?:count|list|number|numbers|result|answer|total|figures?|findings|merchants))\s+(?:without|with\s+no|minus)\s+(?:any\s+|the\s+)?(?:qualifiers?|qualifications?|caveats?|hedges?|hedging|provisos?|fine\s+print)\b`,
    String.raw`\b(?:won't|won’t|will\s+not|not\s+going\s+to|don't|don’t|do\s+not)\s+(?:carry|keep|pass|bring|take)\s+(?:that|this|the|those|these|any|its|their)\s+(?:[\w-]+\s+)?(?:assumptions?|caveats?|hedges?|qualifiers?|inferences?|provisos?|doubts?)\s+(?:forward|along|on|over|through)\b`,
    String.raw`\b(?:present|presenting|give|giving|report|reporting|deliver|delivering|treat|treating)\s+(?:the|this|that|my|our)\s+(?:[\w-]+\s+)?(?:result|list|answer|count|findings|numbers|total)\s+as\s+(?:final|definitive|settled|certain|confirmed)\b`,
  ].join("|"),
  "i",
);

/** The flat claims after a blanket judgement, with its words (see BLANKET_REJECTED). */
const blanketCertainty = new WeakMap<AnswerClause, string>();

/** A blanket judgement of the caveats is the certainty of the flat claims after it. */
export function lendBlanketCertainty(readings: ClauseReading[]): void {
  for (const reading of readings) {
    const phrase = blanketCertainty.get(reading.clause);
    if (phrase !== undefined && !reading.certainty.includes(phrase)) reading.certainty.push(phrase);
  }
}

/**
 * A hedge named by its kind ("the override question", "its tag"), with no cue of a family
 * ("the hedging" names them all, to be quoted after it).
 */
const HEDGE_NOUN = /\b(?:question|assumption|caveat|tag|label|inference|doubt|unknown)s?\b/i;

/** The most words of a judgement that reaches the sentence after it ("Cut the hedging."). */
const SHORT_WORDS = 12;

/** Mark the hedges a judgement calls excessive as contradicted (see the module comment). */
export function contradictRejectedHedges(clauses: AnswerClause[]): void {
  const bySentence = clausesBySentence(clauses);
  for (const [sentence, members] of bySentence) {
    const hedged = (clause: AnswerClause) =>
      clause.role !== "question" && hedgeCues(clause.text).size > 0;
    const blanket = members.find(
      (clause) => clause.role === "assert" && BLANKET_REJECTED.test(clause.text),
    );
    const dismissal = members.find(
      (clause) => clause.role === "assert" && BLANKET_DISMISSED.test(clause.text),
    );
    if (blanket === undefined && dismissal !== undefined) {
      const before = (bySentence.get(sentence - 1) ?? []).filter(
        (clause) => clause.unit === dismissal.unit,
      );
      for (const clause of [...before, ...members].filter(hedged)) clause.contradicted = true;
      continue;
    }
    if (blanket !== undefined) {
      const before = (bySentence.get(sentence - 1) ?? []).filter(
        (clause) => clause.unit === blanket.unit,
      );
      for (const clause of [...before, ...members].filter(hedged)) clause.contradicted = true;
      const phrase = BLANKET_REJECTED.exec(blanket.text)![0].toLowerCase();
      const after = (bySentence.get(sentence + 1) ?? []).filter(
        (clause) => clause.unit === blanket.unit,
      );
      if (after.every((clause) => clause.role === "assert" && !hedged(clause)))
        for (const clause of after) blanketCertainty.set(clause, phrase);
      continue;
    }
    const judging = members.find(
      (clause) => clause.role === "assert" && HEDGE_REJECTED.test(clause.text),
    );
    if (judging === undefined) continue;
    // (A short judgement naming no hedge of its own reaches the quoted hedges after it.)
    const short =
      members
        .map((clause) => clause.text)
        .join(" ")
        .split(/\s+/).length <= SHORT_WORDS;
    const reached =
      hedged(judging) || HEDGE_NOUN.test(judging.text)
        ? [judging]
        : short
          ? (bySentence.get(sentence + 1) ?? []).filter(
              (clause) => clause.unit === judging.unit && hedged(clause),
            )
          : [];
    for (const clause of reached) clause.contradicted = true;
  }
}
