import { z } from "zod";
import { visibleUnlessEmpty, textRule } from "./input-rules";
import { groupedNumber } from "./number-text";

/**
 * The escalation case schema (issue 11's eval set; datasets/escalations/README.md), client-safe:
 * the add-case form, the datasets router and the JSONL loader
 * (server/features/experiments/escalation-case.ts) all parse with it.
 */

/** What a case mainly asks for. */
export const CASE_KINDS = [
  "affected_ids",
  "version",
  "date",
  "cause_location",
  "count",
  "path_affected",
  "partly_unknowable",
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/**
 * Most truth elements one case may hold (the sample cases hold at most 4). Each SQL element is
 * a query run in a child process when the case is checked, with its own time limit
 * (case-truth.ts), so a case's check time grows with its elements.
 */
export const MAX_TRUTH_ELEMENTS = 32;

/**
 * Free text a case stores (descriptions, notes, cited line text, ids, values, caveat mentions):
 * a visible character at least (hasVisibleText: a cited text " " or "⠀" would be found on any
 * line, or on none), and the free-text rule every stored text follows (textRule: no
 * control characters but tab and line breaks, no bidirectional overrides, no unpaired
 * surrogates). JSON's escapes ("\u0000", "\u202e") decode before this check, so an import's
 * escaped characters meet it too (attack repro 12). `label` names the field in the refusal.
 */
export function caseTextSchema(label: string) {
  return z
    .string()
    .min(1, `${label} must not be empty`)
    .refine(visibleUnlessEmpty, { error: `${label} must not be empty` })
    .superRefine(textRule(label));
}

const keySchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, "must be snake_case (a-z, 0-9, _), at most 64 characters");

const relativePathSchema = z
  .string()
  .min(1)
  .refine(
    (value) => !value.startsWith("/") && !value.includes("\\") && !value.split("/").includes(".."),
    "must be a path relative to the workspace root, without '..'",
  );

const lineNumberSchema = z.number().int().positive();
/**
 * Longest truth SQL (characters): a truth query selects ids or a count with a few conditions
 * (the sample cases' longest is 185); long literal lists cost parse time in the query child.
 */
export const MAX_TRUTH_SQL_CHARS = 10_000;

const sqlSchema = z
  .string()
  .trim()
  .min(1)
  .max(
    MAX_TRUTH_SQL_CHARS,
    `a truth query is at most ${groupedNumber(MAX_TRUTH_SQL_CHARS)} characters`,
  );

/** A line of a workspace file that holds a value: the line must contain `text`. */
export const citedLineSchema = z
  .object({
    file: relativePathSchema,
    line: lineNumberSchema,
    text: caseTextSchema("the cited text"),
  })
  .strict();
export type CitedLine = z.infer<typeof citedLineSchema>;

const base = { key: keySchema, description: caseTextSchema("the description").optional() };

/** The ids a query over the workspace database returns (one column), compared as a set. */
const idSetSchema = z
  .object({
    kind: z.literal("id_set"),
    ...base,
    ids: z.array(caseTextSchema("each id")),
    sql: sqlSchema,
  })
  .strict()
  .superRefine((element, context) => {
    const seen = new Set<string>();
    for (const id of element.ids) {
      if (seen.has(id)) {
        context.addIssue({ code: "custom", path: ["ids"], message: `duplicate id "${id}"` });
      }
      seen.add(id);
    }
  });

/** A count: the query returns one row with one integer. */
const countSchema = z
  .object({
    kind: z.literal("count"),
    ...base,
    value: z.number().int().nonnegative(),
    sql: sqlSchema,
  })
  .strict();

/** A yes/no fact: the query returns one row with 0 or 1. */
const booleanSchema = z
  .object({ kind: z.literal("boolean"), ...base, value: z.boolean(), sql: sqlSchema })
  .strict();

/** A value read from a cited line (the line must contain `source.text`, which holds the value). */
function citedValueSchema<Kind extends string>(kind: Kind, value: z.ZodType<string>) {
  return z
    .object({ kind: z.literal(kind), ...base, value, source: citedLineSchema })
    .strict()
    .refine((element) => element.source.text.includes(element.value), {
      path: ["source", "text"],
      message: "must contain the value",
    });
}

const versionSchema = citedValueSchema(
  "version",
  z.string().regex(/^v\d+(\.\d+)*$/, "must look like v2 or v3.1"),
);
const dateSchema = citedValueSchema("date", z.iso.date());
const valueSchema = citedValueSchema("value", caseTextSchema("the value"));

/**
 * The file:line of a cause; the line must contain `text`. `also`: other lines of the same file
 * that name the same cause (e.g. the condition guarding the statement), each with its text; an
 * answer citing any of them cites the cause.
 */
const locationSchema = z
  .object({
    kind: z.literal("location"),
    ...base,
    file: relativePathSchema,
    line: lineNumberSchema,
    text: caseTextSchema("the cited text"),
    also: z
      .array(z.object({ line: lineNumberSchema, text: caseTextSchema("the cited text") }).strict())
      .min(1)
      .optional(),
  })
  .strict();

/** One element of a case's ground truth, scored on its own. */
export const truthElementSchema = z.discriminatedUnion("kind", [
  idSetSchema,
  countSchema,
  booleanSchema,
  versionSchema,
  dateSchema,
  valueSchema,
  locationSchema,
]);
export type TruthElement = z.infer<typeof truthElementSchema>;
export type TruthElementKind = TruthElement["kind"];

/**
 * One term a caveat's mention group accepts: trimmed, visible (a mention of blanks alone, "⠀"
 * or a zero-width space, is in no answer, so its caveat could never be kept).
 */
const mentionSchema = z
  .string()
  .trim()
  .min(1, "each mention must not be empty")
  .refine(visibleUnlessEmpty, { error: "each mention must not be empty" })
  .superRefine(textRule("each mention"));

/**
 * Something no data in the workspace can settle, which a faithful answer must say.
 * `mentions` is a list of groups of alternatives: the answer mentions at least one term of
 * every group (case-insensitive), e.g. [["m_0015", "per-request override"], ["request logs"]].
 */
export const requiredCaveatSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be kebab-case (a-z, 0-9, -)"),
    description: caseTextSchema("the caveat description"),
    mentions: z.array(z.array(mentionSchema).min(1)).min(1),
  })
  .strict();
export type RequiredCaveat = z.infer<typeof requiredCaveatSchema>;

/** One escalation case. */
export const escalationCaseSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be kebab-case (a-z, 0-9, -)"),
    workspace: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/,
        "must be a workspace id (letters, digits, _ . -)",
      ),
    kind: z.enum(CASE_KINDS),
    question: z
      .string()
      .trim()
      .min(1, "the question must not be empty")
      .refine(visibleUnlessEmpty, { error: "the question must not be empty" })
      .max(2000, "the question must be at most 2,000 characters")
      .superRefine(textRule("the question")),
    /** Folder (relative to the workspace root) whose index.json lists the parent's history. */
    history: relativePathSchema.nullable(),
    truth: z
      .array(truthElementSchema)
      .min(1)
      .max(
        MAX_TRUTH_ELEMENTS,
        `a case has at most ${groupedNumber(MAX_TRUTH_ELEMENTS)} truth elements (split a larger one into cases)`,
      ),
    caveats: z.array(requiredCaveatSchema),
    notes: caseTextSchema("the notes").optional(),
  })
  .strict()
  .superRefine((value, context) => {
    reportDuplicates(
      value.truth.map((element) => element.key),
      (key, index) =>
        context.addIssue({
          code: "custom",
          path: ["truth", index, "key"],
          message: `duplicate truth key "${key}"`,
        }),
    );
    reportDuplicates(
      value.caveats.map((caveat) => caveat.id),
      (id, index) =>
        context.addIssue({
          code: "custom",
          path: ["caveats", index, "id"],
          message: `duplicate caveat id "${id}"`,
        }),
    );
  });
export type EscalationCase = z.infer<typeof escalationCaseSchema>;

function reportDuplicates(
  values: readonly string[],
  report: (value: string, index: number) => void,
) {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (seen.has(value)) report(value, index);
    seen.add(value);
  });
}
