import { z } from "zod";

/**
 * The `research_result` contract: the typed debrief a child hands back (seed 000,
 * "Specify the fields, and let the schema do the work"). Shared by runtime, server and UI.
 */
/**
 * How much one debrief may hold: a child that returns thousands of findings or a transcript's
 * worth of text in one claim is refused with the limit in the message, and retries under the
 * contract's rule (MAX_CONTRACT_RETRIES), so no stored debrief, and no parent's context, holds
 * more. Counts are items; lengths are characters after trimming.
 */
export const RESEARCH_RESULT_LIMITS = {
  findings: 200,
  assumptions: 100,
  unresolved: 100,
  /** Provenance entries of one finding. */
  provenance: 20,
  /** Entries of coverage.searched, and of coverage.not_searched. */
  coverageAreas: 200,
  /** A claim, an assumption, an unresolved question or what would settle it. */
  textLength: 2000,
  /** A provenance entry or a coverage area. */
  referenceLength: 500,
} as const;

/** An array of at most `limit` `what`, with the count it got in the message. */
function capped<T extends z.ZodType>(item: T, limit: number, what: string) {
  return z.array(item).max(limit, {
    error: (issue) =>
      `at most ${limit} ${what} (got ${(issue.input as unknown[]).length}); keep the ones that answer the question and merge repeats`,
  });
}

/** A trimmed, non-empty text of at most `limit` characters. */
function boundedText(limit: number, empty: string) {
  return z
    .string()
    .trim()
    .min(1, empty)
    .max(limit, {
      error: (issue) =>
        `at most ${limit} characters (got ${(issue.input as string).length}); state it shorter`,
    });
}

export const confidenceSchema = z.enum(["verified", "inferred", "reported"]);
export type Confidence = z.infer<typeof confidenceSchema>;

const { textLength, referenceLength } = RESEARCH_RESULT_LIMITS;

export const findingSchema = z.object({
  claim: boundedText(textLength, "claim must not be empty"),
  provenance: capped(
    boundedText(referenceLength, "provenance must not be empty"),
    RESEARCH_RESULT_LIMITS.provenance,
    "provenance entries",
  ).describe("file:line, table.column, or url + retrieved_at"),
  confidence: confidenceSchema,
});
export type Finding = z.infer<typeof findingSchema>;

export const unresolvedItemSchema = z.object({
  question: boundedText(textLength, "question must not be empty"),
  would_settle_it: boundedText(textLength, "would_settle_it must not be empty"),
});
export type UnresolvedItem = z.infer<typeof unresolvedItemSchema>;

/** A coverage area: any string (may be empty, as before), at most referenceLength characters. */
const coverageArea = z.string().max(referenceLength, {
  error: (issue) =>
    `at most ${referenceLength} characters (got ${(issue.input as string).length}); name the area shorter`,
});

export const coverageSchema = z.object({
  searched: capped(coverageArea, RESEARCH_RESULT_LIMITS.coverageAreas, "areas"),
  not_searched: capped(coverageArea, RESEARCH_RESULT_LIMITS.coverageAreas, "areas"),
});
export type Coverage = z.infer<typeof coverageSchema>;

export const effortSchema = z.object({
  tool_calls: z.number().int().nonnegative(),
  budget_exhausted: z.boolean(),
});

/** The tool input the child must send. `transcript_ref` is optional: the runtime sets the real one. */
export const researchResultSchema = z.object({
  findings: capped(findingSchema, RESEARCH_RESULT_LIMITS.findings, "findings"),
  assumptions: capped(
    boundedText(textLength, "assumption must not be empty"),
    RESEARCH_RESULT_LIMITS.assumptions,
    "assumptions",
  ).describe("what had to be taken as true to proceed"),
  unresolved: capped(unresolvedItemSchema, RESEARCH_RESULT_LIMITS.unresolved, "unresolved items"),
  coverage: coverageSchema,
  effort: effortSchema,
  transcript_ref: z.string().optional().describe("handle for on-demand retrieval, not inlined"),
});
export type ResearchResultInput = z.infer<typeof researchResultSchema>;

/** A debrief after the runtime accepted it: transcript_ref always set. */
export type ResearchResult = Omit<ResearchResultInput, "transcript_ref"> & {
  transcript_ref: string;
};
