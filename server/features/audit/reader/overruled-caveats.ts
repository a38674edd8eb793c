import type { ClauseReading } from "./clause-analysis";

/**
 * Caveats listed, then overruled (issue 14, thirty-fourth reader round; assessments with an
 * information-gaps section): an answer lists its open questions ("Information gaps: the five
 * override merchants and the sandbox date") and then says they do not matter: "the gaps above
 * don't change the number", "none of these unknowns moves the total", "those caveats won't
 * alter the bottom line". Such a clause names no question of its own, so it would answer
 * none: it points back at every open question the answer named before it, and says they have
 * no effect (the questions are answered). A group said to be safe to leave out ("the override
 * five can be disregarded", "… may safely be discounted") is dismissed, as "can be ignored" is
 * (overstatement-cues.ts).
 */

/** A plural pointer to caveats, then a predicate that they change nothing. */
const OVERRULED = new RegExp(
  String.raw`\b(?:the|these|those|all|both|such|any|none of (?:the|these|those))\s+(?:(?:two|three|four|open|remaining|listed|known|information|collection|intelligence)\s+){0,2}(?:gaps?|unknowns?|open questions?|questions?|caveats?|uncertaint(?:y|ies)|open items?|items?|points?)(?:\s+(?:above|listed|noted|named|flagged|raised|here|so far))?\s+(?:(?:do|does|did|will|would|should|could|can)\s*(?:not|n't|n’t)|don't|doesn't|won't|wouldn't|can't|never|change nothing|alter nothing)\b\s*(?:\w+\s+)?(?:change|affect|alter|move|shift|touch|impact|dent|undermine)?\s*(?:the|this|that|our|my|any)?\s*(?:number|count|total|list|answer|conclusion|assessment|judgment|judgement|bottom line|picture|estimate|figure|finding|findings)?`,
  "i",
);
/**
 * A pronoun that points back at caveats its sentence named, then a predicate that they change
 * the result, a word for it or its figure (eighty-fourth round): "the five override merchants
 * are open questions; worth chasing, but they don't move the nineteen".
 */
export const POINTED_OVERRULED =
  /^[\s,;:—–-]*(?:(?:but|and|yet|though|still)\s+)?(?:they|these|those|neither|none of (?:them|these|those))\s+(?:(?:do|does|did|will|would)\s*(?:not|n't|n’t)|don't|doesn't|won't|wouldn't|never)\s+(?:change|affect|alter|move|shift|touch|impact|dent)\s+(?:the|this|that|our|my)\s+(?:number|count|total|list|answer|conclusion|picture|estimate|figure|findings?|\d+|(?:[a-z]+teen|twenty|thirty)(?!\s+[a-z]))\b/i;
/** A clause that calls what it names caveats ("… are open questions the researcher flagged"). */
const CALLED_CAVEATS =
  /\b(?:open questions?|unknowns?|gaps?|caveats?|uncertaint(?:y|ies)|open items?)\b/i;

/** What the predicate must reach: a word for the answer's result. */
const RESULT =
  /\b(?:number|count|total|list|answer|conclusion|assessment|judg(?:e)?ment|bottom line|picture|estimate|figure|findings?|nothing)\b/i;

/** A group said to be safe to leave out. */
const DISREGARDED =
  /\b(?:can|should)\s+(?:safely\s+|simply\s+|just\s+)?be\s+(?:disregarded|discounted|dismissed|ruled out|set aside|dropped|left aside|waved off)\b/i;

/**
 * A gaps section declared empty ("Information gaps: none material", "there are no collection
 * gaps", "Gaps — nil"): the answer claims it covered everything (list completeness).
 */
const NO_GAPS = new RegExp(
  String.raw`\b(?:(?:information|intelligence|collection|coverage|knowledge|data|evidence|analytic)\s+)?gaps?\s*[:—–-]\s*(?:(?:none|nil|nothing)(?=\s*(?:[.;!)]|$))|no(?:ne)?\s+(?:material|significant|remaining|outstanding|of note|known)\b)|\bthere\s+(?:are|were|remain)\s+no\s+(?:material\s+|significant\s+|remaining\s+|outstanding\s+|real\s+)?(?:information\s+|intelligence\s+|collection\s+|coverage\s+|knowledge\s+)?gaps\b|\bno\s+(?:material|significant|remaining|outstanding)\s+(?:information\s+|intelligence\s+|collection\s+|coverage\s+)?gaps\b`,
  "i",
);

/** Read caveats overruled after they were listed (see the module comment). */
export function readOverruledCaveats(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    const text = reading.clause.text;
    const disregarded = DISREGARDED.exec(text);
    if (disregarded !== null && reading.namesQuestion.size > 0)
      reading.dismissal.push(disregarded[0].toLowerCase());
    const noGaps = NO_GAPS.exec(text);
    if (noGaps !== null) {
      reading.listComplete.push(noGaps[0].toLowerCase());
      reading.listClaim = true;
    }
    const pointed = POINTED_OVERRULED.exec(text);
    const pointedBack =
      pointed !== null &&
      readings
        .slice(0, index)
        .some(
          (earlier) =>
            earlier.clause.sentence === reading.clause.sentence &&
            CALLED_CAVEATS.test(earlier.clause.text),
        );
    const overruled = pointedBack ? pointed : OVERRULED.exec(text);
    if (overruled === null || !(pointedBack || RESULT.test(overruled[0]))) return;
    const named = readings.slice(0, index).flatMap((earlier) => [...earlier.namesQuestion]);
    if (named.length === 0) return;
    // (The pointer's own noun, "the open questions", names the caveats it overrules: it keeps
    // none of them open.)
    const pointer = overruled[0].toLowerCase();
    const unknown = reading.hedges.get("unknown") ?? [];
    const own = reading.ownCues.filter((cue) => unknown.includes(cue));
    if (own.length > 0 && own.every((cue) => pointer.includes(cue.toLowerCase()))) {
      reading.hedges.delete("unknown");
      reading.ownHedges.delete("unknown");
    } else if (unknown.length > 0) return;
    for (const id of named) {
      reading.namesQuestion.add(id);
      reading.mentions.add(id);
    }
    reading.noEffect.push(overruled[0].toLowerCase());
  });
}
