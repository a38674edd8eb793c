import type { ClauseReading } from "./clause-analysis";
import { hedgeCues } from "./hedge-cues";

/**
 * An assumed behaviour stated as what happens (issue 14): an assumption that a mechanism does
 * something (the fallback fires on timeouts and 5xx) is restated as a condition or an
 * assumption, and then a clause of the answer's own says, flat, that the mechanism does it:
 *
 *   "… if the fallback fires on timeouts. The fallback does fire on timeouts."
 *   "It fires on every timeout and 5xx in production."
 *   "the retry path kicks in whenever the provider times out"
 *
 * The later clause takes the hedge back (mention, then contradict). It must speak of the
 * assumption's own mechanism (a word the assumption uses before its verb, or "it"), affirm the
 * behaviour (no negation, no modal, no condition or question) and be no hedged claim itself.
 * Seed: the fallback-firing assumption restated as "assuming it fires" and then given as how
 * the primary adapter behaves (sixty-seventh round).
 */

/** The behaviour verbs of a mechanism's assumption: firing, triggering, kicking in, tripping. */
const BEHAVIOUR = String.raw`(?:fires?|fired|triggers?|triggered|kicks?\s+in|kicked\s+in|trips?|tripped)`;
const BEHAVIOUR_VERB = new RegExp(String.raw`\b${BEHAVIOUR}\b`, "i");

/** Emphasis or frequency between the mechanism and its verb ("does", "always", "reliably"). */
const AFFIRMING = String.raw`(?:(?:does|do|did|will|always|reliably|really|actually|indeed|definitely|certainly|clearly|in fact)\s+)*`;

/**
 * Words that make the clause no flat statement of the behaviour: a negation, a modal, a hedge, a
 * report, or a check the behaviour is the object of ("rather than wait to prove it fires").
 */
const NOT_FLAT =
  /\b(?:not|never|no|nobody|no one|n't|whether|if|unless|may|might|could|should|would|can|likely|probably|possibly|perhaps|maybe|presumably|assum\w*|suppos\w*|expect\w*|believ\w*|think\w*|say|says|said|claims?|reports?|inferred|untested|unverified|unobserved|nor|prov(?:e|es|ed|en|ing)|wait\w*|test\w*|check\w*|verif\w*|confirm\w*|watch\w*|observ\w*|see|seen|sees|saw)\b|n['’]t\b|\?/i;

/** A subordinating lead just before the mechanism ("whenever it triggers", "once the fallback"). */
const TEMPORAL_LEAD =
  /\b(?:whenever|when|once|until|before|after|as soon as|each time|every time|in case|how often|if ever)\s+(?:the\s+|its\s+)?(?:[\w-]+\s+)?$/i;

/** Small words that never name a mechanism. */
const FUNCTION_WORDS = new Set(["the", "a", "an", "its", "their", "this", "that", "path", "of"]);

/** The assumption's words before its behaviour verb: how it names its mechanism. */
function mechanismWords(assumption: string): string[] {
  const verb = BEHAVIOUR_VERB.exec(assumption);
  if (!verb) return [];
  return assumption
    .slice(0, verb.index)
    .toLowerCase()
    .split(/[^a-z0-9_]+/)
    .filter((word) => word.length > 2 && !FUNCTION_WORDS.has(word));
}

/**
 * Whether the clause states, flat, that the assumption's mechanism does what the assumption
 * says it does (see the module comment). The clause's role and hedges are its caller's to read.
 */
export function reassertsBehaviour(reading: ClauseReading, assumption: string): boolean {
  const words = mechanismWords(assumption);
  if (words.length === 0) return false;
  const text = reading.clause.text;
  if (NOT_FLAT.test(text)) return false;
  const subject = String.raw`(?:\bit|${words.map((word) => String.raw`\b${word}`).join("|")})`;
  const match = new RegExp(String.raw`${subject}\w*\s+${AFFIRMING}${BEHAVIOUR}\b`, "i").exec(text);
  // "… log loudly whenever it triggers": the behaviour is a time the clause speaks of, not a claim.
  return match !== null && !TEMPORAL_LEAD.test(text.slice(0, match.index));
}

/**
 * The clause, other than `restated` (where the answer gives the assumption as an assumption),
 * that asserts without a hedge what one of `assumptions` says its mechanism does
 * (`reassertsBehaviour`), before or after it: mention, then contradict. Undefined when none.
 */
export function reassertingReading(
  readings: readonly ClauseReading[],
  restated: ClauseReading,
  assumptions: readonly string[],
): ClauseReading | undefined {
  return readings.find(
    (reading) =>
      reading !== restated &&
      reading.clause.role === "assert" &&
      reading.hedges.size === 0 &&
      assumptions.some((assumption) => reassertsBehaviour(reading, assumption)),
  );
}

/**
 * A reason or an aside that gives the assumed behaviour as fact inside a clause whose hedge, if
 * any, belongs to its main claim (issue 14, seventy-first round): the hedge of "might need a
 * look" or "per the changelog" does not reach the reason after "since", "because" or "given
 * that", nor a non-restrictive "which" after the mechanism's name:
 *
 *   "the three go down on the date too, since the fallback kicks in whenever the provider times out"
 *   "on that basis they break through the adapter's fallback, which kicks in on timeouts and 5xx"
 *
 * The reason (or the aside, read with "it" for "which") must state the behaviour flat
 * (`reassertsBehaviour`: no negation, modal, report or condition) and carry no hedge of its own.
 */
const REASON_LEAD = /\b(?:since|because|given that|seeing (?:as|that)|now that)\s+/gi;

/** The clause's reasons and asides that could state the assumed behaviour (see REASON_LEAD). */
function reasonsAndAsides(text: string, words: readonly string[]): string[] {
  const segments = [...text.matchAll(REASON_LEAD)].map((lead) =>
    text.slice((lead.index ?? 0) + lead[0].length),
  );
  const aside = new RegExp(
    String.raw`\b(?:${words.join("|")})\w*(?:\s+[\w'’-]+){0,2}?,\s*which\s+`,
    "gi",
  );
  for (const relative of text.matchAll(aside))
    segments.push(`it ${text.slice((relative.index ?? 0) + relative[0].length)}`);
  return segments;
}

/**
 * The clause that gives what one of `assumptions` says its mechanism does as the plain reason
 * or aside of another claim (see the comment of REASON_LEAD), whatever hedges that claim.
 */
export function behaviourGivenAsReason(
  readings: readonly ClauseReading[],
  assumptions: readonly string[],
): ClauseReading | undefined {
  return readings.find(
    (reading) =>
      reading.clause.role === "assert" &&
      assumptions.some((assumption) => {
        const words = mechanismWords(assumption);
        if (words.length === 0) return false;
        return reasonsAndAsides(reading.clause.text, words).some(
          (segment) =>
            hedgeCues(segment).size === 0 &&
            reassertsBehaviour(
              { ...reading, clause: { ...reading.clause, text: segment } },
              assumption,
            ),
        );
      }),
  );
}
