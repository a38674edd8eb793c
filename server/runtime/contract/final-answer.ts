import { z } from "zod";
import type { DebriefItemKind } from "./debrief-items";
import type { Confidence } from "./research-result";

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

/**
 * Which forms carry which hedge, by the free-text reader's rule (audit/reader/item-status.ts):
 * a source carries a reported finding, never an inference, an assumption or an open question;
 * "at least" or a named gap does not keep a finding or an assumption hedged ("at least 19"
 * still states 19); an open question stays open, a gap named, a budget's lists incomplete.
 * A finding whose confidence is not known (the live check reads only the id) takes the forms
 * of a reported one; a verified finding has no hedge to carry.
 */
const FORMS_BY_HEDGE = {
  inferred: ["condition", "qualified", "open_question"],
  reported: ["condition", "qualified", "open_question", "attribution"],
  assumption: ["condition", "qualified", "open_question"],
  unresolved: ["open_question", "qualified", "condition", "incomplete", "coverage_gap"],
  not_searched: ["coverage_gap", "incomplete", "open_question", "qualified", "condition"],
  budget_exhausted: ["incomplete", "coverage_gap", "open_question", "qualified"],
} as const satisfies Record<string, readonly CarryForm[]>;

/** What the item is, in a refusal: "a finding", "an assumption". */
const KIND_PHRASES: Record<DebriefItemKind, string> = {
  finding: "a finding",
  assumption: "an assumption",
  unresolved: "an open question",
  not_searched: "an area not searched",
  budget_exhausted: "an exhausted budget",
};

/** The hedge an item has, for its carry forms: its kind, and a finding's confidence. */
export interface CarriedItem {
  kind: DebriefItemKind;
  /** A finding's confidence (inferred for one the audit lowered); null: not known. */
  confidence: Confidence | null;
}

/** The carry forms that keep `item`'s hedge (FORMS_BY_HEDGE). */
export function carryFormsFor(item: CarriedItem): readonly CarryForm[] {
  if (item.kind !== "finding") return FORMS_BY_HEDGE[item.kind];
  return item.confidence === "inferred" ? FORMS_BY_HEDGE.inferred : FORMS_BY_HEDGE.reported;
}

/**
 * Null when carrying `item` `as` keeps its hedge; else why not, for the audit's reason
 * ("attribution, which does not carry an inferred finding (carry it as …)").
 */
export function carryMisfit(as: CarryForm, item: CarriedItem): string | null {
  const forms = carryFormsFor(item);
  if (forms.includes(as)) return null;
  const what =
    item.kind === "finding" && item.confidence !== null
      ? `${item.confidence === "inferred" ? "an" : "a"} ${item.confidence} finding`
      : KIND_PHRASES[item.kind];
  return `${as}, which does not carry ${what} (carry it as ${listed(forms)})`;
}

/**
 * The live contract's refusal of carrying `id` `as`, or null: `kind` is read from the id's key,
 * so a finding takes the forms of a reported one.
 */
export function carryRefusal(as: CarryForm, id: string, kind: DebriefItemKind): string | null {
  const forms = carryFormsFor({ kind, confidence: null });
  if (forms.includes(as)) return null;
  const named = kind === "finding" ? `${listed(forms)} (a reported finding)` : listed(forms);
  return `"${as}" does not carry the hedge of ${id} (${KIND_PHRASES[kind]}): carry it as ${named}`;
}

/** "a, b or c". */
function listed(forms: readonly string[]): string {
  return forms.length === 1
    ? forms[0]!
    : `${forms.slice(0, -1).join(", ")} or ${forms[forms.length - 1]!}`;
}

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

/**
 * At most `limit` characters, refused with `message(length)`: checked by refinement, so the JSON
 * Schema providers are sent (and every parent's counted context) stays as it was.
 */
function atMost(limit: number, message: (length: number) => string) {
  return (text: string, context: z.RefinementCtx) => {
    if (text.length > limit) context.addIssue({ code: "custom", message: message(text.length) });
  };
}

/** A debrief item id as the parent cites it (`researcher/F2`), at most MAX_ITEM_ID_CHARS. */
function itemIdSchema(empty: string) {
  return z
    .string()
    .trim()
    .min(1, empty)
    .superRefine(
      atMost(
        MAX_ITEM_ID_CHARS,
        (length) =>
          `an item id is at most ${MAX_ITEM_ID_CHARS} characters (got ${length}); cite the ids printed in the debriefs`,
      ),
    );
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
    .superRefine(
      atMost(
        MAX_CLAIM_CHARS,
        (length) =>
          `at most ${MAX_CLAIM_CHARS} characters (got ${length}); quote only the words that carry the hedge`,
      ),
    )
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
