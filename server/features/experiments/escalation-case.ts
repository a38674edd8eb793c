import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { InputValidationError, NotFoundError } from "../../runtime/errors";

/**
 * Escalation cases: the eval set of the return-mode experiments (issue 11, seed 000's "eval
 * score on 30 escalation cases"). A case is a question over a workspace, its ground truth as
 * typed elements that are scored one by one, and the caveats a faithful answer must carry.
 * Stored as JSONL in datasets/escalations/<version>/cases.jsonl (see its README).
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

/** Most problems one import error lists before "… and N more". */
export const MAX_LISTED_PROBLEMS = 20;

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
const sqlSchema = z.string().trim().min(1);

/** A line of a workspace file that holds a value: the line must contain `text`. */
export const citedLineSchema = z
  .object({ file: relativePathSchema, line: lineNumberSchema, text: z.string().min(1) })
  .strict();
export type CitedLine = z.infer<typeof citedLineSchema>;

const base = { key: keySchema, description: z.string().min(1).optional() };

/** The ids a query over the workspace database returns (one column), compared as a set. */
const idSetSchema = z
  .object({ kind: z.literal("id_set"), ...base, ids: z.array(z.string().min(1)), sql: sqlSchema })
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
const valueSchema = citedValueSchema("value", z.string().min(1));

/** The file:line of a cause; the line must contain `text`. */
const locationSchema = z
  .object({
    kind: z.literal("location"),
    ...base,
    file: relativePathSchema,
    line: lineNumberSchema,
    text: z.string().min(1),
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
 * Something no data in the workspace can settle, which a faithful answer must say.
 * `mentions` is a list of groups of alternatives: the answer mentions at least one term of
 * every group (case-insensitive), e.g. [["m_0015", "per-request override"], ["request logs"]].
 */
export const requiredCaveatSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be kebab-case (a-z, 0-9, -)"),
    description: z.string().min(1),
    mentions: z.array(z.array(z.string().trim().min(1)).min(1)).min(1),
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
    question: z.string().trim().min(1).max(2000),
    /** Folder (relative to the workspace root) whose index.json lists the parent's history. */
    history: relativePathSchema.nullable(),
    truth: z.array(truthElementSchema).min(1),
    caveats: z.array(requiredCaveatSchema),
    notes: z.string().min(1).optional(),
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

/** A loaded dataset version. */
export interface EscalationDataset {
  version: string;
  /** The JSONL file it was read from. */
  filePath: string;
  cases: EscalationCase[];
}

/** datasets/escalations under the current working directory (the repository root). */
export function defaultDatasetsDirectory(): string {
  return path.join(process.cwd(), "datasets", "escalations");
}

/**
 * Parse JSONL text (one case per line; blank lines are skipped). Throws InputValidationError
 * naming every bad line ("<source>: line 3: invalid JSON; line 5: duplicate case id …"), with
 * `details.problems` as `{ line, message }[]`; nothing is returned unless every line is valid.
 */
export function parseCasesJsonl(text: string, options: { source?: string } = {}): EscalationCase[] {
  const source = options.source ?? "cases JSONL";
  const problems: { line: number; message: string }[] = [];
  const cases: EscalationCase[] = [];
  const firstLineOfId = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push({ line, message: "invalid JSON" });
      return;
    }
    const parsed = escalationCaseSchema.safeParse(value);
    if (!parsed.success) {
      const id = idOf(value);
      const label = id === null ? "" : ` (case "${id}")`;
      problems.push({ line, message: `${formatIssues(parsed.error)}${label}` });
      return;
    }
    const first = firstLineOfId.get(parsed.data.id);
    if (first !== undefined) {
      problems.push({
        line,
        message: `duplicate case id "${parsed.data.id}" (first on line ${first})`,
      });
      return;
    }
    firstLineOfId.set(parsed.data.id, line);
    cases.push(parsed.data);
  });
  if (problems.length === 0 && cases.length === 0) {
    throw new InputValidationError(`${source}: no cases (the text holds no JSON lines)`);
  }
  if (problems.length > 0) {
    throw new InputValidationError(
      `${source}: ${listProblems(problems.map((p) => `line ${p.line}: ${p.message}`))}`,
      { problems },
    );
  }
  return cases;
}

/**
 * The JSONL text of `cases` (one line each, keys in schema order, final newline). Validates
 * first: throws InputValidationError naming each bad case ("case 2 (\"x\"): …") or duplicate id.
 */
export function casesToJsonl(cases: readonly unknown[]): string {
  const problems: string[] = [];
  const lines: string[] = [];
  const firstOfId = new Map<string, number>();
  cases.forEach((value, index) => {
    const position = index + 1;
    const parsed = escalationCaseSchema.safeParse(value);
    if (!parsed.success) {
      const id = idOf(value);
      problems.push(
        `case ${position}${id === null ? "" : ` ("${id}")`}: ${formatIssues(parsed.error)}`,
      );
      return;
    }
    const first = firstOfId.get(parsed.data.id);
    if (first !== undefined) {
      problems.push(
        `case ${position}: duplicate case id "${parsed.data.id}" (first is case ${first})`,
      );
      return;
    }
    firstOfId.set(parsed.data.id, position);
    lines.push(JSON.stringify(parsed.data));
  });
  if (problems.length > 0) {
    throw new InputValidationError(`cannot export cases: ${listProblems(problems)}`, { problems });
  }
  return lines.map((line) => `${line}\n`).join("");
}

/** The dataset versions present under `directory` (folders v1, v2, … holding cases.jsonl). */
export function listDatasetVersions(directory: string = defaultDatasetsDirectory()): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
    .filter((entry) => existsSync(path.join(directory, entry.name, "cases.jsonl")))
    .map((entry) => entry.name)
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

/**
 * Load `<directory>/<version>/cases.jsonl`. Throws InputValidationError for a malformed version
 * or file (the message starts with the file's path), NotFoundError for an unknown version.
 */
export function loadDataset(
  version: string,
  directory: string = defaultDatasetsDirectory(),
): EscalationDataset {
  if (!VERSION_PATTERN.test(version)) {
    throw new InputValidationError(`dataset version must look like v1, v2, …: "${version}"`);
  }
  const filePath = path.join(directory, version, "cases.jsonl");
  if (!existsSync(filePath)) {
    throw new NotFoundError(`unknown dataset version: ${version} (no file ${filePath})`);
  }
  const cases = parseCasesJsonl(readFileSync(filePath, "utf8"), { source: filePath });
  return { version, filePath, cases };
}

const VERSION_PATTERN = /^v[1-9]\d*$/;

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

function idOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === "string" && id !== "" ? id : null;
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length === 0 ? "(case)" : issue.path.map(String).join(".");
      return `${where}: ${issue.message}`;
    })
    .join("; ");
}

function listProblems(problems: readonly string[]): string {
  const shown = problems.slice(0, MAX_LISTED_PROBLEMS).join("; ");
  const hidden = problems.length - MAX_LISTED_PROBLEMS;
  return hidden > 0 ? `${shown}; … and ${hidden} more` : shown;
}
