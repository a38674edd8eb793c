import type { ClauseReading } from "./clause-analysis";

/**
 * Parts written for different readers (issue 14, twenty-seventh reader round): a support ticket
 * that holds an internal note for colleagues ("Internal note:", "[Internal]", "Private note —")
 * and a reply for the customer ("Reply to customer:", "Customer reply:", "Public response (to the
 * account owner):"). The customer reads the reply alone: a hedge the note keeps does not reach a
 * claim the reply makes flatly, and a total the reply gives leaves out what only the note keeps
 * open. Without an internal part the answer is one text, read as before.
 */

/**
 * A label or heading of the part meant for colleagues only ("Behind the scenes:", what the
 * customer is not shown: seventy-seventh round).
 */
const INTERNAL =
  /^\W*(?:internal(?:\s+(?:note|comment|summary))?|behind the scenes|private (?:note|comment)|note to (?:the )?(?:team|self|tier \d)|(?:for )?(?:our|the team['’]s) (?:side|eyes|team) only|not for (?:the )?(?:customer|merchant|client))\b/i;
/** A label or heading of the part sent to the customer. */
const REPLY =
  /^\W*(?:(?:customer|public|external)(?:[- ]facing)?\s+(?:reply|response|message|answer)|reply to (?:the )?(?:customer|merchant|client)|(?:response|message|answer) to (?:the )?(?:customer|merchant|client))\b/i;

const section = (reading: ClauseReading) => [
  reading.clause.unit.label,
  reading.clause.unit.heading,
];

/** A letter's salutation opening the answer ("Dear m_0092 team,", "Hi Marta,"). */
const SALUTATION =
  /^\W*(?:dear|hi|hello|hey|good (?:morning|afternoon|evening))\b[^,.!:\n]{0,40}[,!:]/i;

/**
 * The clauses of the part sent to the customer (see the module comment): those labeled or headed
 * as the reply, when another clause of the answer is labeled or headed as an internal note; an
 * empty set otherwise. A letter that opens with a salutation and is followed by a labeled
 * internal part ("Dear m_0092 team, … Internal only: …", "Hi Marta, … For our side only: …") is
 * the reply up to that part, with no label of its own (seventy-first round).
 */
export function customerReply(readings: readonly ClauseReading[]): Set<ClauseReading> {
  const isInternal = (reading: ClauseReading) =>
    section(reading).some((name) => name !== null && INTERNAL.test(name));
  const firstInternal = readings.findIndex(isInternal);
  if (firstInternal < 0) return new Set();
  const labeled = readings.filter((reading) =>
    section(reading).some((name) => name !== null && REPLY.test(name)),
  );
  if (labeled.length > 0) return new Set(labeled);
  const opening = readings.slice(0, firstInternal);
  const unlabeled = opening.every((reading) => section(reading).every((name) => name === null));
  if (opening.length > 0 && unlabeled && SALUTATION.test(opening[0]!.clause.text))
    return new Set(opening);
  return new Set();
}

/**
 * A claim of the customer reply among `uses` that does not keep the item (`keeps`), when no claim
 * of the reply keeps it and some claim outside the reply does: the hedge stays in the note.
 */
export function unkeptInReply(
  uses: readonly ClauseReading[],
  keeps: (reading: ClauseReading) => boolean,
  readings: readonly ClauseReading[],
): ClauseReading | undefined {
  const reply = customerReply(readings);
  if (reply.size === 0) return undefined;
  const inReply = uses.filter((use) => reply.has(use));
  if (inReply.some(keeps) || !uses.some((use) => !reply.has(use) && keeps(use))) return undefined;
  return inReply.find((use) => !keeps(use));
}

/**
 * A total the customer reply gives (a clause adding findings up, "19 of your merchants") when no
 * clause of the reply names the open question (`mentions`): the customer gets the list the
 * question could extend without it, whatever the internal note keeps open.
 */
export function replyTotalWithout(
  readings: readonly ClauseReading[],
  mentions: readonly ClauseReading[],
): ClauseReading | undefined {
  const reply = customerReply(readings);
  if (mentions.some((reading) => reply.has(reading))) return undefined;
  return readings.find(
    (reading) => reply.has(reading) && reading.clause.role === "assert" && reading.summed.size > 0,
  );
}

/**
 * A reassurance that the customer need not act ("nothing for you to change"), or need not worry
 * ("no need to worry about your test environment": seventy-seventh round).
 */
const NOTHING_TO_DO =
  /\b(?:(?:nothing|no action) (?:for you |you need )?to (?:change|do)|no need (?:for you )?to (?:worry|fret|be concerned)|(?:don't|do not|won't|will not) (?:need|have) to (?:change|do) anything)\b/i;

/**
 * The clause of a customer reply that answers an open question for the customer it is written
 * to (seventy-first round): the reply names a member of the question's group (its salutation or
 * a clause naming the merchant) and tells them, with no hedge, that nothing happens to them
 * ("won't affect you", "nothing for you to change"), while only the internal note keeps the
 * question open. The customer reads the answer; the note's doubt never reaches them.
 */
export function replyAnswersGroup(
  readings: readonly ClauseReading[],
  mentions: readonly ClauseReading[],
): ClauseReading | undefined {
  const reply = customerReply(readings);
  const inNote = mentions.filter((reading) => !reply.has(reading));
  if (reply.size === 0 || inNote.length === 0) return undefined;
  // (A short salutation names the merchant but claims nothing, letter-frame.ts: the note's
  // mention of the same merchant ties the reply to the group.)
  const noteMerchants = new Set(inNote.flatMap((reading) => [...reading.values.merchantIds]));
  const addressed = [...reply].some(
    (reading) =>
      mentions.includes(reading) ||
      [...reading.values.merchantIds].some((merchant) => noteMerchants.has(merchant)),
  );
  if (!addressed) return undefined;
  return readings.find(
    (reading) =>
      reply.has(reading) &&
      reading.clause.role === "assert" &&
      reading.hedges.size === 0 &&
      (reading.noEffect.length > 0 || NOTHING_TO_DO.test(reading.clause.text)),
  );
}
