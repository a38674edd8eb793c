import { formatIssues } from "../agent/tool-call-acceptance";
import type { TranscriptItem } from "../transcript/transcript-item";
import { firstErrors } from "./contract-enforcement";
import { itemKindOfId } from "./debrief-items";
import { carryRefusal, finalAnswerSchema, type FinalAnswerRecord } from "./final-answer";

/** At most this many retries after a rejected final_answer (the research_result rule). */
export const MAX_FINAL_ANSWER_RETRIES = 2;

export type FinalAnswerCheck =
  { ok: true; record: FinalAnswerRecord } | { ok: false; errors: string[] };

/** Text compared for `words`: lower case, one kind of quote and dash, whitespace collapsed. */
export function comparableText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Validate a parent's final_answer arguments (issue 14): the schema (final-answer.ts), then
 * against the debriefs the parent received (`received`: the id of every item it was shown):
 * every id in rests_on names a received item; every carried item is one the claim rests on,
 * carried in a form that can keep its kind's hedge (carryRefusal: a source carries no
 * assumption); the carried `words` appear in the claim's text. Errors are `claims.<i>.<field>: message`
 * lines the parent gets back (at most MAX_CONTRACT_ERRORS, the rest counted, as a child's);
 * nothing is dropped or invented: rests_on is only deduplicated.
 */
export function checkFinalAnswer(input: unknown, received: ReadonlySet<string>): FinalAnswerCheck {
  const parsed = finalAnswerSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: firstErrors(formatIssues(parsed.error.issues)) };
  const errors: string[] = [];
  // The summary, transcript and inline modes deliver no item ids: rests_on must stay empty.
  const hint =
    received.size === 0
      ? "you received no debrief item ids (no typed debrief was delivered to you), so leave rests_on and carries empty and say each caveat in the words of the claim"
      : `cite the ids printed in the debriefs you received (e.g. ${[...received].slice(0, 3).join(", ")})`;
  const claims = parsed.data.claims.map((claim, claimIndex) => {
    const restsOn = [...new Set(claim.rests_on)];
    restsOn.forEach((id) => {
      if (!received.has(id)) {
        const at = claim.rests_on.indexOf(id);
        errors.push(`claims.${claimIndex}.rests_on.${at}: unknown debrief item "${id}"; ${hint}`);
      }
    });
    const text = comparableText(claim.text);
    claim.carries.forEach((carry, carryIndex) => {
      const at = `claims.${claimIndex}.carries.${carryIndex}`;
      if (!restsOn.includes(carry.item))
        errors.push(`${at}.item: "${carry.item}" is not in this claim's rests_on`);
      const kind = received.has(carry.item) ? itemKindOfId(carry.item) : null;
      const refusal = kind === null ? null : carryRefusal(carry.as, carry.item, kind);
      if (refusal !== null) errors.push(`${at}.as: ${refusal}`);
      if (!text.includes(comparableText(carry.words)))
        errors.push(
          `${at}.words: "${carry.words}" does not appear in the claim's text; quote the words that carry the hedge`,
        );
    });
    return { ...claim, rests_on: restsOn };
  });
  if (errors.length > 0) return { ok: false, errors: firstErrors(errors) };
  return { ok: true, record: { claims } };
}

/**
 * The accepted final_answer of a parent's transcript: the arguments of the last final_answer
 * call whose paired result is `ok` (the runtime accepted only a valid record), parsed again
 * (rests_on deduplicated); null when the parent never had one accepted.
 */
export function acceptedFinalAnswer(items: readonly TranscriptItem[]): FinalAnswerRecord | null {
  const accepted = new Set(
    items.flatMap((item) =>
      item.kind === "tool_result" && item.toolName === "final_answer" && item.status === "ok"
        ? [item.toolUseId]
        : [],
    ),
  );
  const call = items.findLast(
    (item) =>
      item.kind === "tool_call" && item.name === "final_answer" && accepted.has(item.callId),
  );
  if (call?.kind !== "tool_call") return null;
  const parsed = finalAnswerSchema.safeParse(call.parsedArguments);
  if (!parsed.success) return null;
  return {
    claims: parsed.data.claims.map((claim) => ({
      ...claim,
      rests_on: [...new Set(claim.rests_on)],
    })),
  };
}
