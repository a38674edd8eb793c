import type { ClauseReading } from "./clause-analysis";

/**
 * Parts written for different readers (issue 14, twenty-seventh reader round): a support ticket
 * that holds an internal note for colleagues ("Internal note:", "[Internal]", "Private note —")
 * and a reply for the customer ("Reply to customer:", "Customer reply:", "Public response (to the
 * account owner):"). The customer reads the reply alone: a hedge the note keeps does not reach a
 * claim the reply makes flatly, and a total the reply gives leaves out what only the note keeps
 * open. Without an internal part the answer is one text, read as before.
 */

/** A label or heading of the part meant for colleagues only. */
const INTERNAL =
  /^\W*(?:internal(?:\s+(?:note|comment|summary))?|private (?:note|comment)|note to (?:the )?(?:team|self|tier \d))\b/i;
/** A label or heading of the part sent to the customer. */
const REPLY =
  /^\W*(?:(?:customer|public|external)(?:[- ]facing)?\s+(?:reply|response|message|answer)|reply to (?:the )?(?:customer|merchant|client)|(?:response|message|answer) to (?:the )?(?:customer|merchant|client))\b/i;

const section = (reading: ClauseReading) => [
  reading.clause.unit.label,
  reading.clause.unit.heading,
];

/**
 * The clauses of the part sent to the customer (see the module comment): those labeled or headed
 * as the reply, when another clause of the answer is labeled or headed as an internal note; an
 * empty set otherwise.
 */
export function customerReply(readings: readonly ClauseReading[]): Set<ClauseReading> {
  const internal = readings.some((reading) =>
    section(reading).some((name) => name !== null && INTERNAL.test(name)),
  );
  if (!internal) return new Set();
  return new Set(
    readings.filter((reading) =>
      section(reading).some((name) => name !== null && REPLY.test(name)),
    ),
  );
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
