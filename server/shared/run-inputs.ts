import { z } from "zod";
import {
  DEFAULT_RUNS_PAGE_SIZE,
  MAX_HISTORY_LENGTH,
  MAX_ID_LENGTH,
  MAX_MODEL_NAME_LENGTH,
  MAX_QUESTION_LENGTH,
  MAX_RUNS_PAGE_SIZE,
  MAX_RUNS_SEARCH_LENGTH,
  MAX_CONTEXT_TOKENS,
  MIN_CONTEXT_TOKENS,
} from "./limits";
import {
  choiceSchema,
  visibleUnlessEmpty,
  idSchema,
  inputObject,
  nameRule,
  pageDirectionSchema,
  textRule,
} from "./input-rules";
import { runStatusSchema } from "./run-status";
import { runOutcomeSchema } from "./run-outcome";
import { PROVIDER_NAMES, RETURN_MODES, SCRIPTED_SCENARIOS } from "./run-settings";
import { groupedNumber } from "./number-text";

/** A run id field: trimmed, not empty, at most MAX_ID_LENGTH characters, a plain name. */
export const runIdSchema = idSchema("runId");

/** An agent id field: trimmed, not empty, at most MAX_ID_LENGTH characters, a plain name. */
export const agentIdSchema = idSchema("agentId");

/** Input naming one run (get, live, replay, audit). */
export const runIdInputSchema = inputObject({ runId: runIdSchema });

/** A run's model calls (exchange summaries), optionally of one of its agents. */
export const runExchangesInputSchema = inputObject({
  runId: runIdSchema,
  agentId: agentIdSchema.optional(),
});
export type RunExchangesInput = z.output<typeof runExchangesInputSchema>;

/** Who started a run: a person (the form, the API) or an experiment (issue 11). */
export const RUN_SOURCES = ["people", "experiments"] as const;
/** One of RUN_SOURCES. */
export type RunSource = (typeof RUN_SOURCES)[number];

/**
 * One page of the runs list, newest first: optional filters (status, outcome, provider, return mode,
 * workspace, and `query`, text the question must contain, case-insensitive; an empty query
 * filters nothing), the cursor the previous page returned (`nextCursor`; one that names no run
 * is NOT_FOUND, as in every cursor-paginated list), and the page size
 * (1 to MAX_RUNS_PAGE_SIZE, default DEFAULT_RUNS_PAGE_SIZE). `direction` is tRPC's (infinite
 * queries send it) and changes nothing.
 */
export const listRunsInputSchema = inputObject({
  status: runStatusSchema.optional(),
  outcome: runOutcomeSchema.optional(),
  provider: choiceSchema(PROVIDER_NAMES, "provider").optional(),
  returnMode: choiceSchema(RETURN_MODES, "returnMode").optional(),
  workspaceId: idSchema("workspaceId").optional(),
  /** `people`: runs a person started; `experiments`: runs experiments started. */
  source: choiceSchema(RUN_SOURCES, "source").optional(),
  query: z
    .string()
    .trim()
    .max(
      MAX_RUNS_SEARCH_LENGTH,
      `the search must be at most ${groupedNumber(MAX_RUNS_SEARCH_LENGTH)} characters`,
    )
    .superRefine(textRule("the search"))
    .optional(),
  cursor: idSchema("cursor").nullish(),
  limit: z
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_RUNS_PAGE_SIZE, `limit must be at most ${groupedNumber(MAX_RUNS_PAGE_SIZE)}`)
    .default(DEFAULT_RUNS_PAGE_SIZE),
  direction: pageDirectionSchema,
}).optional();
/** A runs-list query as services take it (every field optional; the page size defaults). */
export type ListRunsInput = Partial<NonNullable<z.output<typeof listRunsInputSchema>>>;

/** The question field: trimmed, 1 to MAX_QUESTION_LENGTH characters. */
export const questionSchema = z
  .string()
  .trim()
  .min(1, "the question must not be empty")
  .refine(visibleUnlessEmpty, { error: "the question must not be empty" })
  .max(
    MAX_QUESTION_LENGTH,
    `the question must be at most ${groupedNumber(MAX_QUESTION_LENGTH)} characters`,
  )
  .superRefine(textRule("the question"));

/** A user's own escalation history text: trimmed, 1 to MAX_HISTORY_LENGTH characters. */
export const historyTextSchema = z
  .string()
  .trim()
  .min(1, "the attached history must not be empty")
  .refine(visibleUnlessEmpty, { error: "the attached history must not be empty" })
  .max(
    MAX_HISTORY_LENGTH,
    `the attached history must be at most ${groupedNumber(MAX_HISTORY_LENGTH)} characters`,
  )
  .superRefine(textRule("the attached history"));

/**
 * The escalation history a run's parent starts with (issue 11: "an escalation carries its
 * history"): `"sample"` the workspace's own `escalation-history/`, `"none"`, or `{ text }` the
 * user's own (redacted when the run starts). Absent: the workspace's history when the question
 * is the one that history leads up to, else none.
 */
export const historyInputSchema = z.union([
  z.literal("sample"),
  z.literal("none"),
  inputObject({ text: historyTextSchema }),
]);
export type HistoryInput = z.output<typeof historyInputSchema>;

/** A model name: trimmed, 1 to MAX_MODEL_NAME_LENGTH characters, a plain name. */
export const modelNameSchema = z
  .string()
  .trim()
  .min(1, "the model name must not be empty")
  .refine(visibleUnlessEmpty, { error: "the model name must not be empty" })
  .max(
    MAX_MODEL_NAME_LENGTH,
    `the model name must be at most ${groupedNumber(MAX_MODEL_NAME_LENGTH)} characters`,
  )
  .superRefine(nameRule("the model name"));

/** The new-run input: parsed by the runs router, checked by the form, used by the demo. */
export const startRunInputSchema = inputObject({
  question: questionSchema,
  workspaceId: z
    .string()
    .trim()
    .min(1, "choose a workspace")
    .refine(visibleUnlessEmpty, { error: "choose a workspace" })
    .max(MAX_ID_LENGTH, `workspaceId must be at most ${groupedNumber(MAX_ID_LENGTH)} characters`)
    .superRefine(nameRule("workspaceId")),
  provider: choiceSchema(PROVIDER_NAMES, "provider").default("scripted"),
  /** The provider's model; its DEBRIEF_MODEL_<PROVIDER> default when absent. */
  model: modelNameSchema.optional(),
  returnMode: choiceSchema(RETURN_MODES, "returnMode").default("contract"),
  scenario: choiceSchema(SCRIPTED_SCENARIOS, "scenario").default("auto"),
  /**
   * The model's context size (tokens) for this run, a whole number from MIN_CONTEXT_TOKENS to
   * MAX_CONTEXT_TOKENS; the table or environment when absent.
   */
  contextTokens: z
    .number("contextTokens must be a number")
    .int("contextTokens must be a whole number of tokens")
    .min(MIN_CONTEXT_TOKENS, `contextTokens must be at least ${groupedNumber(MIN_CONTEXT_TOKENS)}`)
    .max(MAX_CONTEXT_TOKENS, `contextTokens must be at most ${groupedNumber(MAX_CONTEXT_TOKENS)}`)
    .optional(),
  history: historyInputSchema.optional(),
});
/** What a client sends (defaults not applied yet). */
export type StartRunRequest = z.input<typeof startRunInputSchema>;
/** What the runs service receives (parsed, defaults applied). */
export type StartRunInput = z.output<typeof startRunInputSchema>;

/** Cancel every agent of a run (the signed-in user cancels). */
export const cancelRunInputSchema = inputObject({ runId: runIdSchema });
export type CancelRunInput = z.output<typeof cancelRunInputSchema>;

/** Cancel one agent of a run. */
export const cancelAgentInputSchema = inputObject({
  runId: runIdSchema,
  agentId: agentIdSchema,
});
export type CancelAgentInput = z.output<typeof cancelAgentInputSchema>;
