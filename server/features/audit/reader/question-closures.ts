import { NON_FACTOR } from "./settled-outcomes";
import { ONLY_UNSETTLED } from "./evidential-idioms";
import type { ClauseReading } from "./clause-analysis";
import { restStateClaims } from "./overstatement-cues";
import { verdict, type ItemVerdict } from "./item-status";
import { has, OPEN_HEDGES } from "./hedge-families";
import { verdictClauses } from "./verdict-sections";
import { closingCompleteness } from "./closing-completeness";

/**
 * Ways an answer closes an open question without naming an answer to it (issue 14, seventeenth
 * reader round; question-status.ts decides): an idiom of losing service said of the group, a
 * plural pointer saying the groups change nothing, another question named as the only one open,
 * and a list restated without the group and then called whole ("no other tenant is hit").
 */

/**
 * Idioms of losing service ("stop working", "go dark", "lose access"): outcome words too, when
 * said of the group, not inside a clause about when or whether it happens ("… hasn't said when
 * the test tenants lose access").
 */
export const LOSS_OF_SERVICE =
  /\b(?:(?:takes?|took|taking)\b[^.;]{0,160}\bwith (?:it|them)\b|(?:takes?|took|taking) down|(?:stops?|stopped|stopping|ceases?|ceased) (?:working|functioning)|(?:goes|go|going|went|gone) (?:dark|down|offline)|(?:loses?|losing|lost) (?:access|service|v\d+)|(?:cut|switched|turned) off)\b/i;
export const statesLossOfService = (text: string) =>
  LOSS_OF_SERVICE.test(text.replace(/\b(?:when|whether|if|once|until)\b[\s\S]*$/i, ""));
/**
 * A clause that names one thing as all that is open ("our sole unknown: …", "… is the lone
 * open point", "the single item still pending").
 */
const EXCLUSIVE_OPEN =
  /\b(?:the|our) (?:only|one|single|sole|lone) (?:remaining )?(?:unknown|uncertainty|loose end|open (?:item|question|point|thread)|outstanding (?:item|question))s?\b|\b(?:the|our) (?:only|one|single|sole|lone) (?:thing|item|question|piece|issue|point)s? (?:that'?s |that is |which is )?(?:still )?(?:open|pending|outstanding|unknown|unresolved|unsettled|left open|(?:we're|we are|i'm|i am) (?:unsure|uncertain|not sure) (?:about|of))\b/i;

/** "Neither changes the total", "none of them moves the count": the groups pointed at change nothing. */
export const NEITHER_CHANGES =
  /^\W*(?:and\s+|but\s+|so\s+)?(?:neither(?: one)?(?: of (?:them|these|those))?|none of (?:them|these|those))\s+(?:\w+\s+)?(?:changes?|affects?|alters?|moves?|adds? to|impacts?)\b/i;

/**
 * After every mention of the question, a list restated without its group ("19 break: 16 … and
 * 3 …") and then a clause that says nobody outside that list is affected ("no other tenant is
 * hit"), with no hedge of its own. (Right after the open groups, "beyond these groups no tenant
 * is at risk" counts them in: no list comes between.)
 */
function laterCompleteness(
  readings: ClauseReading[],
  mentions: ClauseReading[],
  extendsLists: boolean,
): ClauseReading | undefined {
  if (!extendsLists) return undefined;
  const last = Math.max(...mentions.map((reading) => reading.clause.index));
  const restated = readings.find(
    (reading) =>
      reading.clause.index > last &&
      reading.clause.role === "assert" &&
      reading.listClaim &&
      reading.listsItems &&
      reading.namesQuestion.size === 0,
  );
  if (!restated) return undefined;
  return readings.find(
    (reading) =>
      reading.clause.index > restated.clause.index &&
      reading.clause.role === "assert" &&
      reading.ownHedges.size === 0 &&
      !has(reading, OPEN_HEDGES) &&
      restStateClaims(reading.clause.text).length > 0,
  );
}

/**
 * A clause of the answer's verdict (verdict-sections.ts) that calls the list complete or says
 * nobody outside it is affected, with no hedge of its own and without naming the question's
 * group, while the body keeps the question open: before the body (a summary over an appendix)
 * or after it (a conclusion), the verdict is what the answer says.
 */
function verdictCompleteness(
  readings: ClauseReading[],
  mentions: ClauseReading[],
  extendsLists: boolean,
): ClauseReading | undefined {
  if (!extendsLists) return undefined;
  const verdicts = verdictClauses(readings.map((reading) => reading.clause));
  return readings.find(
    (reading) =>
      !mentions.includes(reading) &&
      verdicts.has(reading.clause) &&
      reading.clause.role === "assert" &&
      reading.namesQuestion.size === 0 &&
      // (A source named in the verdict, "per the changelog", leaves its completeness standing.)
      [...reading.ownHedges].every((family) => family === "attribution") &&
      !has(reading, OPEN_HEDGES) &&
      (reading.listComplete.length > 0 || restStateClaims(reading.clause.text).length > 0),
  );
}

/**
 * An open question closed by the rest of the answer: kept open, then a list restated without its
 * group and called whole (mention then contradict), or, not kept open, another question named as
 * the only one open ("the lone open point is the test tenants' day"). Both are high: the answer says
 * the question is settled.
 */
export function closedElsewhere(
  readings: ClauseReading[],
  mentions: ClauseReading[],
  ids: ReadonlySet<string>,
  extendsLists: boolean,
  open: ClauseReading | undefined,
  dependents: ClauseReading[],
): ItemVerdict | undefined {
  const excluded = excludedByDirective(readings, mentions);
  if (excluded)
    return {
      ...verdict("dropped", "high", excluded, "the answer leaves the group out on its own call", [
        ...dependents,
        excluded,
      ]),
      answered: true,
    };
  // (Named apart and not kept open, "the override five were flagged as open", the question is
  // closed as well by a list called whole after it: closing-completeness.ts.)
  const overruled = open
    ? (laterCompleteness(readings, mentions, extendsLists) ??
      verdictCompleteness(readings, mentions, extendsLists) ??
      (extendsLists ? closingCompleteness(readings, mentions) : undefined))
    : extendsLists
      ? (closingCompleteness(readings, mentions) ??
        // (Named apart, not dismissed, "Open: the sandbox date", and a verdict calls the list
        // final: the verdict overrules it, as it does a question kept open.)
        (mentions.length === 0 || mentions.some((reading) => reading.dismissal.length > 0)
          ? undefined
          : verdictCompleteness(readings, mentions, extendsLists)))
      : undefined;
  // A list called whole in a sentence that names this question as still open after it ("that's
  // everyone; the sandbox date is the one thing left to chase") excepts it: it closes the others
  // alone. Named before it in the sentence ("flagged as unknowns, but the 19 are the whole
  // list"), the question is overruled.
  if (
    overruled &&
    !mentions.some(
      (reading) =>
        reading.clause.sentence === overruled.clause.sentence &&
        reading.clause.index > overruled.clause.index,
    )
  )
    return {
      ...verdict(
        "dropped",
        "high",
        overruled,
        "kept open, then contradicted: the list is said to leave nobody out",
        [...dependents, overruled],
      ),
      answered: true,
    };
  if (open) return undefined;
  const exclusive = readings.find(
    (reading) =>
      reading.clause.role === "assert" &&
      (EXCLUSIVE_OPEN.test(reading.clause.text) || ONLY_UNSETTLED.test(reading.clause.text)) &&
      reading.namesQuestion.size > 0 &&
      ![...reading.namesQuestion].some((id) => ids.has(id)),
  );
  if (!exclusive) return undefined;
  return {
    ...verdict(
      "dropped",
      "high",
      exclusive,
      "the answer names another question as the only one open",
      [...dependents, exclusive],
    ),
    answered: true,
  };
}

/**
 * The reply that opens the clause right after a question the answer asks itself ("Will they go
 * the same day? Surely; …", "Do they send v2? Hardly —", "…? It wouldn't make sense"): a word
 * of assent or denial, not one of doubt ("Maybe", "Unclear", "No idea" keep it open); or
 * (thirty-third round) a sweeping denial ("The override five? Nobody overrides to a dead
 * version.", "Nothing else calls v2") or the group called no factor ("Red herrings.").
 */
const REPLY = new RegExp(
  String.raw`^\W*(?:checked|double-checked|triple-checked|verified|confirmed|combed (?:through|over)|went through|looked (?:into|at)|surely|certainly|of course|obviously|definitely|absolutely|undoubtedly|clearly|hardly|not at all|(?:yes|yep|no|nope)(?=\s*[,.;:!—–-])|it (?:wouldn't|would not|doesn't|does not) make (?:any )?sense|there'?s no (?:sensible |good |real )?reason|(?:nobody|no one|no-one|nothing(?: else)?|none of them)\s+(?:sensible\s+|in (?:their|its) right mind\s+)?(?!knows?\b|can\b|could\b|has (?:checked|confirmed|verified|seen)\b)[a-z]+|${NON_FACTOR.source})\b`,
  "i",
);

/**
 * A topic label whose text is such a reply ("The override five: nobody overrides to a dead
 * version", as question-answer-pairs.ts lays out "The override five? Nobody …"): the reply
 * answers for the group the label names.
 */
export function repliedUnderLabel(reading: ClauseReading): boolean {
  // (A label of a few words, a topic: not a clause of its own, "the researchers covered …:".)
  const body = /^\s*[^\s:]+(?:\s+[^\s:]+){0,3}:\s+(\S[\s\S]*)$/.exec(reading.clause.text)?.[1];
  return body !== undefined && REPLY.test(body) && !has(reading, OPEN_HEDGES);
}

/**
 * A question the answer asks and at once replies to (REPLY), with no hedge in the reply: the
 * question is answered, not kept open (rhetorical questions of reasoning aloud).
 */
export function repliedAtOnce(
  readings: readonly ClauseReading[],
  question: ClauseReading,
): ClauseReading | undefined {
  if (question.clause.role !== "question") return undefined;
  const next = readings.find((reading) => reading.clause.index === question.clause.index + 1);
  if (!next || has(next, OPEN_HEDGES)) return undefined;
  if (REPLY.test(next.clause.text)) return next;
  // (A curt verdict first, "Red herrings; nobody sensible pins …": the reply after it in its
  // sentence answers.)
  const after = readings.find((reading) => reading.clause.index === question.clause.index + 2);
  const curt = next.clause.text.trim().split(/\s+/).length <= 3;
  if (curt && after && after.clause.sentence === next.clause.sentence)
    if (REPLY.test(after.clause.text) && !has(after, OPEN_HEDGES)) return after;
  return concludedVerdict(readings, next);
}

/**
 * A bare verdict drawn as a conclusion ("so no", "so yes", "so of course", "so what else could
 * happen"): "so" with nothing but assent, denial or a rhetorical question that allows no other
 * outcome.
 */
const CONCLUDED_VERDICT =
  /^\W*(?:and\s+)?(?:so|hence|therefore|thus|which means)\s*,?\s*(?:(?:yes|yep|no|nope|not|of course|obviously)|what else (?:could|would|can|will) (?:happen|it be|they do|it do))\s*[.!?]*\s*$/i;

/**
 * A question answered by the reasoning of the sentence after it (seventy-fourth round): "Are the
 * override five at risk? Their version comes from a header, and nobody sends a header for a
 * retired version, so no." The sentence right after the question ends in a verdict drawn from
 * its own grounds (CONCLUDED_VERDICT), and none of its clauses keeps anything open: the writer
 * asked in order to answer, as a reply that opens with "No" does.
 */
function concludedVerdict(
  readings: readonly ClauseReading[],
  next: ClauseReading,
): ClauseReading | undefined {
  const sentence = readings.filter(
    (reading) =>
      reading.clause.sentence === next.clause.sentence && reading.clause.unit === next.clause.unit,
  );
  const last = sentence.at(-1);
  if (!last || !CONCLUDED_VERDICT.test(last.clause.text)) return undefined;
  return sentence.some((reading) => has(reading, OPEN_HEDGES)) ? undefined : last;
}

/**
 * Is a clause that restates a question's group asked about later in its own sentence ("they send
 * a version header; nobody can tell whether any sends v2")? Then it settles nothing: the question
 * speaks last. A reason given after an answer ("it runs on its own schedule") asks nothing.
 */
export function askedLaterInSentence(
  reading: ClauseReading,
  mentions: readonly ClauseReading[],
): boolean {
  return mentions.some(
    (other) =>
      other.clause.sentence === reading.clause.sentence &&
      other.clause.start > reading.clause.start &&
      has(other, ["unknown"]) &&
      /\b(?:whether|if or not)\b/i.test(other.clause.text),
  );
}

/** An instruction to leave a group out of the count ("so count them out", "ignore those"). */
const EXCLUSION_DIRECTIVE =
  /\b(?:leave|count|rule|cross|strike|take)\s+(?:them|those|these|that group)\s+(?:out|off)\b|\b(?:exclude|ignore|disregard)\s+(?:them|those|these)\b/i;

/**
 * What makes leaving a group out provisional ("for now", "until the logs come in"), or no
 * verdict on it: left out "rather than guess" (fifty-seventh round), for want of an answer.
 */
const PROVISIONAL =
  /\b(?:for now|for the moment|until|till|unless|pending|provisionally|if|(?:rather than|instead of) (?:guess(?:ing)?|speculat(?:e|ing)|assum(?:e|ing)|pretend(?:ing)? to know))\b/i;

/**
 * A clause telling the reader to leave the question's group out ("…, so count them out"), after
 * the group is named earlier in its sentence, unhedged and not provisional: the writer decides
 * the question on its own call, whatever doubt it conceded first (twenty-second round).
 */
function excludedByDirective(
  readings: readonly ClauseReading[],
  mentions: readonly ClauseReading[],
): ClauseReading | undefined {
  return readings.find(
    (reading) =>
      reading.clause.role === "assert" &&
      EXCLUSION_DIRECTIVE.test(reading.clause.text) &&
      !PROVISIONAL.test(reading.clause.text) &&
      mentions.some(
        (mention) =>
          mention.clause.sentence === reading.clause.sentence &&
          mention.clause.start <= reading.clause.start,
      ),
  );
}
