import { z } from "zod";

/**
 * The `research_result` contract: the typed debrief a child hands back (seed 000,
 * "Specify the fields, and let the schema do the work"). Shared by runtime, server and UI.
 */
export const confidenceSchema = z.enum(["verified", "inferred", "reported"]);
export type Confidence = z.infer<typeof confidenceSchema>;

export const findingSchema = z.object({
  claim: z.string().trim().min(1, "claim must not be empty"),
  provenance: z
    .array(z.string().trim().min(1))
    .describe("file:line, table.column, or url + retrieved_at"),
  confidence: confidenceSchema,
});
export type Finding = z.infer<typeof findingSchema>;

export const unresolvedItemSchema = z.object({
  question: z.string().trim().min(1, "question must not be empty"),
  would_settle_it: z.string().trim().min(1, "would_settle_it must not be empty"),
});
export type UnresolvedItem = z.infer<typeof unresolvedItemSchema>;

export const coverageSchema = z.object({
  searched: z.array(z.string()),
  not_searched: z.array(z.string()),
});
export type Coverage = z.infer<typeof coverageSchema>;

export const effortSchema = z.object({
  tool_calls: z.number().int().nonnegative(),
  budget_exhausted: z.boolean(),
});

/** The tool input the child must send. `transcript_ref` is optional: the runtime sets the real one. */
export const researchResultSchema = z.object({
  findings: z.array(findingSchema),
  assumptions: z
    .array(z.string().trim().min(1))
    .describe("what had to be taken as true to proceed"),
  unresolved: z.array(unresolvedItemSchema),
  coverage: coverageSchema,
  effort: effortSchema,
  transcript_ref: z.string().optional().describe("handle for on-demand retrieval, not inlined"),
});
export type ResearchResultInput = z.infer<typeof researchResultSchema>;

/** A debrief after the runtime accepted it: transcript_ref always set. */
export type ResearchResult = Omit<ResearchResultInput, "transcript_ref"> & {
  transcript_ref: string;
};
