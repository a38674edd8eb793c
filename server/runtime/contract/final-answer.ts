import { z } from "zod";

/**
 * The `final_answer` contract (issue 14): how a Debrief parent finishes, as `research_result`
 * is how a child does. The answer is a record of claims; each names the debrief items it rests
 * on (ids `<agentName>/<key>` from debrief-items.ts, as the renderings print them) and how it
 * carries the hedges of those items, with the words of the claim that carry each. The prose
 * the user reads is rendered from this record (final-answer-rendering.ts): the model phrases
 * the claims, the record is authoritative. The caveat audit of such an answer is exact: a claim
 * that rests on a hedged item without carrying it drops that caveat.
 */

/** How a claim carries the hedge of an item it rests on. */
export const CARRY_FORMS = [
  /** "if the table is authoritative", "assuming …": the claim holds only under the item. */
  "condition",
  /** "according to the provider's changelog": the claim is what a source reports. */
  "attribution",
  /** "probably", "inferred from the code, not verified": the claim is stated as less than established. */
  "qualified",
  /** "whether the override merchants send v2 is unknown": the question stays open. */
  "open_question",
  /** "request logs were not searched": the gap is named. */
  "coverage_gap",
  /** "at least 19", "the list may be incomplete": the claim says it may not be complete. */
  "incomplete",
] as const;
export type CarryForm = (typeof CARRY_FORMS)[number];

/** How a claim is stated: as established fact, or qualified by its own words. */
export const CLAIM_STANCES = ["established", "qualified"] as const;
export type ClaimStance = (typeof CLAIM_STANCES)[number];

/** Longest claim text (characters). */
export const MAX_CLAIM_CHARS = 4_000;
/** Most claims in one answer. */
export const MAX_CLAIMS = 60;
/**
 * Longest item id (characters): an agent's name (at most 200 characters, as every name and id
 * of the app) and its key. A longer one names no item and is refused without being echoed.
 */
export const MAX_ITEM_ID_CHARS = 216;

/** A debrief item id as the parent cites it (`researcher/F2`), at most MAX_ITEM_ID_CHARS. */
function itemIdSchema(empty: string) {
  return z
    .string()
    .trim()
    .min(1, empty)
    .max(MAX_ITEM_ID_CHARS, {
      error: (issue) =>
        `an item id is at most ${MAX_ITEM_ID_CHARS} characters (got ${(issue.input as string).length}); cite the ids printed in the debriefs`,
    });
}

export const carrySchema = z.object({
  item: itemIdSchema("item must name a debrief item id").describe(
    "a debrief item id from rests_on",
  ),
  as: z.enum(CARRY_FORMS).describe("how the claim carries the item's hedge"),
  words: z
    .string()
    .trim()
    .min(1, "words must quote the words of the claim that carry the hedge")
    .max(MAX_CLAIM_CHARS, {
      error: (issue) =>
        `at most ${MAX_CLAIM_CHARS} characters (got ${(issue.input as string).length}); quote only the words that carry the hedge`,
    })
    .describe("the words of `text` that carry the hedge, quoted exactly"),
});
export type Carry = z.infer<typeof carrySchema>;

export const answerClaimSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "text must not be empty")
    .max(MAX_CLAIM_CHARS, `text must be at most ${MAX_CLAIM_CHARS} characters`)
    .describe("the claim as the user reads it, with its hedges in the words"),
  rests_on: z
    .array(itemIdSchema("an item id must not be empty"))
    .describe("ids of the debrief items the claim rests on, e.g. researcher/F2, researcher/A1"),
  carries: z
    .array(carrySchema)
    .describe("for each hedged item in rests_on: how the claim carries its hedge"),
  stated_as: z
    .enum(CLAIM_STANCES)
    .describe("established: stated as fact; qualified: the claim's own words hedge it"),
});
export type AnswerClaim = z.infer<typeof answerClaimSchema>;

/** The tool input the parent must send. */
export const finalAnswerSchema = z.object({
  claims: z
    .array(answerClaimSchema)
    .min(1, "give at least one claim")
    .max(MAX_CLAIMS, `at most ${MAX_CLAIMS} claims`),
});
export type FinalAnswerInput = z.infer<typeof finalAnswerSchema>;

/** An accepted final answer: the validated claims (rests_on deduplicated). */
export interface FinalAnswerRecord {
  claims: AnswerClaim[];
}
