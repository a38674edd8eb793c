import { z } from "zod";
import { escalationCaseSchema } from "./escalation-case-schema";
import { choiceSchema, hasVisibleText, idSchema, inputObject, textRule } from "./input-rules";
import { modelNameSchema } from "./run-inputs";
import { PROVIDER_NAMES, RETURN_MODES } from "./run-settings";
import { groupedNumber } from "./number-text";

/**
 * Inputs of the experiments and datasets features (issue 11), parsed once at their routers and
 * checked by the forms. An experiment is a dataset version × return modes × provider/model ×
 * trials; a dataset version is the repository's (`v1`, read-only) or one users made (`v1-u1`).
 */

/** Most trials (repetitions of every case and mode) one experiment runs. */
export const MAX_EXPERIMENT_TRIALS = 5;
/** Longest JSONL text one import takes (characters). */
export const MAX_IMPORT_CHARS = 2_000_000;
/**
 * Most cases one import takes: each is truth-checked (its SQL elements run as queries, each in a
 * child process with a time limit) before anything is stored.
 */
export const MAX_IMPORT_CASES = 500;
/** Longest note on a dataset version (characters). */
export const MAX_DATASET_NOTE_LENGTH = 500;

/** A dataset version: `v<n>` (the repository's) or `v<n>-u<m>` (the m-th users made from v<n>). */
export const datasetVersionSchema = z
  .string()
  .trim()
  .regex(/^v[1-9]\d*(-u[1-9]\d*)?$/, "a dataset version looks like v1 or v1-u2");

/**
 * An experiment's status (`partial`: it ended, but some of its runs did not succeed;
 * `cancelled`: a person stopped it, its runs in flight were cancelled and the rest skipped).
 */
export const EXPERIMENT_STATUSES = [
  "running",
  "succeeded",
  "partial",
  "failed",
  "interrupted",
  "cancelled",
] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** A run of an experiment: the recording (contract; its children are replayed), a replay, or inline. */
export const EXPERIMENT_RUN_ROLES = ["recording", "replay", "inline"] as const;
export type ExperimentRunRole = (typeof EXPERIMENT_RUN_ROLES)[number];

/** Whether a run's children did the recording's work: all of it, some of it, or not at all. */
export const HELD_STATES = ["held", "partial", "not_held"] as const;
export type HeldState = (typeof HELD_STATES)[number];

/** The values `values` holds more than once, each named once, in first-seen order. */
function repeatedValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

const caseIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "a case id is kebab-case");

/**
 * Create an experiment. Modes are unique, in column order; the first is the baseline. Case ids
 * are unique too: a repeated one is refused, naming it, rather than silently run once.
 */
export const createExperimentInputSchema = inputObject({
  datasetVersion: datasetVersionSchema,
  modes: z
    .array(choiceSchema(RETURN_MODES, "each mode"))
    .min(1, "choose at least one return mode")
    .refine((modes) => new Set(modes).size === modes.length, "each mode at most once"),
  provider: choiceSchema(PROVIDER_NAMES, "provider").default("scripted"),
  /** The provider's model; its DEBRIEF_MODEL_<PROVIDER> default when absent. */
  model: modelNameSchema.optional(),
  trials: z
    .number("trials must be a number")
    .int("trials must be a whole number")
    .min(1, "at least one trial")
    .max(MAX_EXPERIMENT_TRIALS, `at most ${groupedNumber(MAX_EXPERIMENT_TRIALS)} trials`)
    .default(1),
  /** "all" or the ids of the version's cases to run. */
  caseIds: z
    .union([
      z.literal("all"),
      z
        .array(caseIdSchema)
        .min(1, "choose at least one case")
        .superRefine((caseIds, context) => {
          const repeated = repeatedValues(caseIds);
          if (repeated.length > 0) {
            context.addIssue({
              code: "custom",
              message: `each case at most once: ${repeated.join(", ")} chosen more than once`,
            });
          }
        }),
    ])
    .default("all"),
});
export type CreateExperimentRequest = z.input<typeof createExperimentInputSchema>;
export type CreateExperimentInput = z.output<typeof createExperimentInputSchema>;

const experimentIdShape = { experimentId: idSchema("experimentId") };

/** Input naming one experiment. */
export const experimentIdInputSchema = inputObject(experimentIdShape);

/** Input naming one case of an experiment (the drill-down). */
export const experimentCaseInputSchema = inputObject({
  ...experimentIdShape,
  caseId: caseIdSchema,
});

/** Export an experiment's scores. */
export const experimentExportInputSchema = inputObject({
  ...experimentIdShape,
  format: choiceSchema(["csv", "json"], "format"),
});

/** Compare two modes of an experiment case by case on one metric. */
export const experimentComparisonInputSchema = inputObject({
  ...experimentIdShape,
  baseline: choiceSchema(RETURN_MODES, "baseline"),
  other: choiceSchema(RETURN_MODES, "other"),
});

/** Input naming one dataset version. */
export const datasetVersionInputSchema = inputObject({ version: datasetVersionSchema });

const noteSchema = z
  .string()
  .trim()
  .max(
    MAX_DATASET_NOTE_LENGTH,
    `a note is at most ${groupedNumber(MAX_DATASET_NOTE_LENGTH)} characters`,
  )
  .superRefine(textRule("the note"))
  // Blanks alone (spaces, "⠀", a zero-width space) are no note: the version gets its default.
  .transform((note) => (hasVisibleText(note) ? note : undefined))
  .optional();

/** Add one case to a version: a new version holding its cases and this one. */
export const addCaseInputSchema = inputObject({
  basedOn: datasetVersionSchema,
  case: escalationCaseSchema,
  note: noteSchema,
});
export type AddCaseInput = z.output<typeof addCaseInputSchema>;

/** Import JSONL (one case per line) as a new version, alone or appended to `basedOn`'s cases. */
export const importCasesInputSchema = inputObject({
  jsonl: z
    .string()
    .min(1, "the file is empty")
    .max(MAX_IMPORT_CHARS, `an import is at most ${groupedNumber(MAX_IMPORT_CHARS)} characters`)
    .superRefine(textRule("the file")),
  basedOn: datasetVersionSchema.optional(),
  note: noteSchema,
});
export type ImportCasesInput = z.output<typeof importCasesInputSchema>;
