import { INCLUDED_OR_EXEMPTED } from "./inclusion-outcomes";
import type { ClauseReading } from "./clause-analysis";
import { expectsNothing } from "./negated-expectations";

/**
 * Outcomes an answer gives a group in plain words, beyond "affected" and "breaks" (issue 14,
 * cross-set residual round; question-status.ts decides whether a clause answers an open
 * question). Found across voices (press releases, FAQs, board papers, chat replies, tutorials):
 * a group said to be "fully protected", "not at risk", "left behind", to "continue to operate
 * normally", to "be fine", or to go "alike" with the others — and a group said "not affected"
 * because it runs on "its own schedule", where the schedule is the reason for the answer, not
 * doubt about it.
 */

/**
 * Outcome words any "which X break" question is answered by ("concerned", "exposed": affected,
 * as a reply from a translated or formal register says it).
 */
const OUTCOME =
  /\b(?:breaks?|broken|affected|unaffected|impacted|concerned|exposed|safe|spared|fails?|(?:are|is|['’]re|['’]s) fine|(?:be|been|being|get|gets|got|getting|not|never)\s+hit)\b/i;
/** The question said settled ("the sandbox question is closed"; not "neither question is"). */
const QUESTION_SETTLED =
  /(?<!\b(?:neither|nor|no|not|none of the)\s+(?:[\w-]+\s+)?)\b(?:question|point|issue)\s+(?:is|'s|was|has been)\s+(?:now\s+)?(?:closed|resolved|settled|answered)\b/i;

/**
 * Outcome words of whether a group is hit, in the words of reassurance or of warning ("they stay
 * up": service kept, forty-sixth round; not "stay up until the cutoff").
 */
const REASSURED_OUTCOME =
  /\b(?:at risk|in the clear|(?:fully |completely |entirely )?protected|left behind|(?:will|would|should|'ll) be (?:fine|ok|okay|alright|all right)|(?:continue|continues|keep|keeps) (?:to )?(?:operat|work|run|function)\w*(?: (?:normally|as (?:usual|before|today)|fine))?|(?:operate|work|run|function)s? (?:normally|as usual)|(?:stay|stays|stayed|remain|remains|remained) (?:up|online|live|available|operational|in service)\b(?! (?:until|till|through|to)\b))\b/i;

/**
 * A group called no factor, in figures of speech (thirty-third round): "non-runners", "a
 * non-issue", "off the hook", "out of the picture": it is said not to be hit. So is a group said
 * to be out of play (eightieth round, v76's counts): "definitely not in play", "out of play",
 * "not at stake" (not "still in play", which keeps it a possibility). (A group called "a
 * red herring" or "a distraction" is set aside, a dismissal: overstatement-cues.ts.)
 */
export const NON_FACTOR =
  /\b(?:non-?runners?|non-?starters?|non-?issues?|off the hook|out of the (?:picture|running|race)|dodged? (?:the|a) bullet)\b|(?:\b(?:not|never)|n't|n’t)\s+(?:[a-z]+ly\s+)?(?:in play|at stake)\b|\bout of play\b/i;

/**
 * The retirement said to pass the group by (eightieth round, v76's counts): "a test endpoint that
 * the retirement doesn't touch", "the cutoff won't reach them" give the group an outcome (not
 * affected), whatever the object the verb takes.
 */
const PASSED_BY =
  /\b(?:retirement|cutoff|cut-off|shutdown|sunset|deprecation|switch-?off)\s+(?:doesn't|does not|doesn’t|won't|will not|won’t|can't|cannot|isn't going to|is not going to)\s+(?:touch|reach|hit|affect|apply to|cover)\b/i;

/**
 * The retiring version denied as the group's route (eighty-third round: "the staging accounts
 * don't route through v2"): a group that never reaches the version is said not to be hit.
 */
const ROUTE_DENIED =
  /\b(?:don['’]t|do not|doesn['’]t|does not|never|won['’]t|will not)\s+(?:route|go|pass|run)\s+(?:through|via|over|on)\s+v\d+\b/i;

/** Sameness with the others ("… and the 12 sandbox merchants alike", "like everyone else"). */
const SHARED_WITH_OTHERS =
  /\b(?:alike|like (?:everyone|everybody|every ?one|all the others|the others|all the rest|every other [\w-]+)(?: else)?)\b/i;

/**
 * Does the clause give an outcome (OUTCOME), say the question settled, give one in words of
 * reassurance or warning (REASSURED_OUTCOME, outside a clause of whether it happens), give
 * the others' outcome ("alike", "like everyone else"), or call the group no factor (NON_FACTOR)?
 */
export function statesOutcome(text: string): boolean {
  if (OUTCOME.test(text) || QUESTION_SETTLED.test(text)) return true;
  const said = text.replace(/\b(?:whether|if)\b[\s\S]*$/i, "");
  // (Inclusion in the list or exemption from it: inclusion-outcomes.ts.)
  return (
    REASSURED_OUTCOME.test(said) ||
    SHARED_WITH_OTHERS.test(said) ||
    NON_FACTOR.test(said) ||
    PASSED_BY.test(said) ||
    ROUTE_DENIED.test(said) ||
    INCLUDED_OR_EXEMPTED.test(said)
  );
}

/** A schedule or timeline of the group's own, the cue of an unknown when it is only a reason. */
const OWN_SCHEDULE =
  /^(?:separate(?:ly)? (?:announce|announcement|notice|schedule|date|timeline)|(?:its|their) own (?:announcement|notice|schedule|date|timeline))$/i;

/** An outcome given outright: not affected, not cut off, not part of the retirement. */
const OUTRIGHT_OUTCOME =
  /(?:(?:\bnot|n't|\bnever|\bun)\s*(?:be\s+)?(?:affected|impacted|cut off|hit|part of (?:this|the) (?:retirement|cutoff|cut-off|shutdown|change))|\bunaffected|\bsafe|(?:will|would|'ll) be (?:fine|ok|okay))\b/i;

/**
 * A clause whose only unknown cue is a schedule of the group's own ("sandbox: not affected,
 * separate schedule", "it runs on its own schedule and won't be cut off"), said beside an
 * outright outcome: the schedule is the reason given for the answer, which is no doubt.
 */
export function scheduleGivenAsReason(reading: ClauseReading): boolean {
  const families = [...reading.hedges.keys()];
  if (families.length === 0 || families.some((family) => family !== "unknown")) return false;
  const cues = reading.hedges.get("unknown") ?? [];
  return (
    cues.length > 0 &&
    cues.every((cue) => OWN_SCHEDULE.test(cue.trim())) &&
    (OUTRIGHT_OUTCOME.test(reading.clause.text) || expectsNothing(reading.clause.text))
  );
}
