import { concludesFromAgreement } from "./agreement-verdicts";
import { AFFIRMED_COMPLETE, type ClauseReading } from "./clause-analysis";
import {
  closePointedQuestion,
  keepPointedQuestionOpen,
  openAboutSilentSource,
} from "./pointed-questions";
import { opensThatComplement } from "./coordinated-complements";
import { CERTAIN_OPENING, dashBefore, SPOKEN_LEAD } from "./pointer-leads";

/**
 * Pointers back (issue 14): a clause that names nothing of its own and points at what an
 * earlier clause named ("they are affected", "both are non-issues", "each group fails",
 * "neither changes the total") speaks of the findings and open questions that clause names.
 * Moved out of free-text-reading.ts (seventeenth reader round), where it was read.
 */

/** A contrast or framing lead before a pointer ("Even so, they …", "Put side by side, both …"). */
const CONTRAST_LEAD =
  /^(?:even so|still|regardless|nevertheless|nonetheless|however|that said|yet|but|in (?:practice|reality|fact)|(?:put|taken|read|looked at) (?:side by side|together|as a whole))\s*,?\s*/i;

/**
 * A clause that points back instead of naming its subject ("They are affected, full stop"),
 * also by a possessive ("their header sends v3": what the group's own attribute does).
 */
const POINTER_START =
  /^(?:and\s+|but\s+|so\s+)?(?:they|them|their|these|those|it|its|this|that|both|neither|none of (?:them|these|those)|all (?:three|of them|of these|of those)|which|(?:each|every) (?:one|group|of them|of these|of those|of the (?:groups|three|four))|(?:all|both) (?:the )?groups)\b|^(?:so|hence|thus|therefore|then)\s*,?\s+(?:no|nothing|none|not|fine|safe|unaffected|irrelevant|n\/a)\b/i;

/**
 * A demonstrative as the object of a verb of inference or report, in a clause that opens its
 * sentence ("The fallback researcher inferred this from the code path"), or a free relative that
 * names what a source found ("what it found is the provider's announcement"): after a claim in
 * the same bullet or paragraph, it speaks of that claim, as a pointer subject does
 * (seventy-fourth round). "that" and "them" are left out: "inferred that it does" is a
 * complement, and "inferred them from the code" inside a sentence speaks of its own clause.
 */
const POINTER_OBJECT =
  /^(?:and\s+|but\s+)?(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:inferred|assumed|guessed|estimated|presumed|deduced|reported|took|takes|treats|treated)\s+(?:this|these)\b(?!\s+(?:merchants?|accounts?|[\w-]+s)\b)/i;
/** What a source found, as a subject ("what it found is …"). */
const FOUND_POINTER =
  /^(?:and\s+|but\s+)?what\s+(?:it|they|he|she|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:found|reported|saw|read|returned)\s+(?:is|was|are|were)\b/i;

/** A pointer to two or more things named before ("neither", "both of them"). */
const PLURAL_POINTER = /^(?:and\s+|but\s+|so\s+)?(?:both|neither|none of (?:them|these|those))\b/i;

/**
 * A pointer that names a count ("that floor is solid", "this number is firm", "the total is
 * confirmed"): it speaks of the count the earlier clause gives, not of the date that clause
 * also names (thirty-sixth round).
 */
const COUNT_POINTER =
  /^(?:and\s+|but\s+|so\s+)?(?:that|this|the|which|these|those) (?:floor|ceiling|number|count|figure|total|tally|estimate|bound|range)s?\b/i;

/**
 * A pointer that names a date ("That date, 2027-03-31, is the changelog's", "this production
 * date is …"): it speaks of the date the earlier clause names, not of the group an open question
 * there asks about (fifty-seventh round), so it takes none of that clause's questions.
 */
const DATE_NOUN_POINTER =
  /^(?:and\s+|but\s+|so\s+)?(?:that|this|the same) (?:[\w-]+ )?(?:date|deadline|cutoff|cut-off)\b/i;

/** A clause that ends by pointing back ("and there's no dispute about it"). */
const POINTER_END = /\b(?:about|on|of|over|to) (?:it|that|this|them|those)\s*[.!]*$/i;

/**
 * Class 4 (mention, then contradict): a clause that names nothing of its own and points back
 * ("They are affected, full stop", "and that is confirmed") states what the nearest earlier
 * clause of its unit states, so a certainty marker in it reaches those findings.
 */
export function resolvePointers(readings: ClauseReading[]): void {
  readings.forEach((reading, index) => {
    // (A clause that names only a date of its own, "they fail on <date>", still points back.)
    const ownSubject = [...reading.states].some((id) => !reading.byDateOnly.has(id));
    const body = reading.clause.text
      .replace(/^[\s("'“*_]+/, "")
      .replace(CONTRAST_LEAD, "")
      .replace(SPOKEN_LEAD, "");
    // ("Neither changes the total": a plural pointer is the subject, whatever it names after.)
    const plural = PLURAL_POINTER.test(body);
    // (A source said to have kept silent names no subject of its own: pointed-questions.ts.)
    const ownNamed = ownSubject && !plural && !openAboutSilentSource(reading);
    if (ownNamed || reading.namesQuestion.size > 0) return;
    // (A clause after a dash that opens with certainty and names nothing, "… — definitely",
    // vouches for the clause before it.)
    const certainAfterDash =
      CERTAIN_OPENING.test(body) && reading.certainty.length > 0 && dashBefore(readings, index);
    // ("… and that 2027-03-31 is the changelog's": a complement with its own subject.)
    // ("…, so the table is confirmed", "the counts agree, which settles it": agreement-verdicts.ts.)
    const startsPointing =
      (POINTER_START.test(body) && !opensThatComplement(body)) ||
      // (Opening its sentence: inside one, "inferred them" speaks of its own clause's words.)
      (POINTER_OBJECT.test(body) &&
        readings[index - 1]?.clause.sentence !== reading.clause.sentence) ||
      FOUND_POINTER.test(body) ||
      concludesFromAgreement(body, reading);
    if (!startsPointing && !POINTER_END.test(body) && !certainAfterDash) {
      keepPointedQuestionOpen(readings, index);
      closePointedQuestion(readings, index);
      return;
    }
    // A pointer to two or more ("neither", "both") points at every clause of the sentence it
    // finds first.
    let pointed: number | null = null;
    for (let back = index - 1; back >= 0; back -= 1) {
      const earlier = readings[back]!;
      if (earlier.clause.unit !== reading.clause.unit) break;
      if (pointed !== null && earlier.clause.sentence !== pointed) break;
      if (earlier.states.size === 0 && earlier.namesQuestion.size === 0) continue;
      // (What the earlier clause names by its date alone, the pointer names by that date too,
      // unless the pointer names the count.)
      for (const id of earlier.states) {
        if (earlier.byDateOnly.has(id) && COUNT_POINTER.test(body)) continue;
        reading.states.add(id);
        if (earlier.byDateOnly.has(id)) reading.byDateOnly.add(id);
      }
      // Pointing back at open questions ("… Even so, they send v3"; "both are non-issues")
      // speaks of them: a claim of what they do answers them.
      for (const id of DATE_NOUN_POINTER.test(body) ? [] : earlier.namesQuestion) {
        reading.mentions.add(id);
        reading.namesQuestion.add(id);
      }
      // A list called whole ("…; that's the definitive list") points at its whole sentence.
      if (reading.listComplete.length > 0 && earlier.clause.sentence === reading.clause.sentence) {
        for (const before of readings.slice(0, back))
          if (before.clause.sentence === reading.clause.sentence)
            for (const id of before.states) {
              reading.states.add(id);
              if (before.byDateOnly.has(id)) reading.byDateOnly.add(id);
            }
        // (Called complete, the list it points at is stated as established.)
        for (const phrase of reading.listComplete)
          if (AFFIRMED_COMPLETE.test(phrase) && !reading.certainty.includes(phrase))
            reading.certainty.push(phrase);
      }
      if (!plural) break;
      pointed = earlier.clause.sentence;
    }
  });
}
