import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { InputValidationError, NotFoundError } from "../../runtime/errors";
import { escalationCaseSchema, type EscalationCase } from "../../shared/escalation-case-schema";
import { describeCaseIssues } from "./case-issue-wording";

export {
  CASE_KINDS,
  citedLineSchema,
  escalationCaseSchema,
  requiredCaveatSchema,
  truthElementSchema,
} from "../../shared/escalation-case-schema";
export type {
  CaseKind,
  CitedLine,
  EscalationCase,
  RequiredCaveat,
  TruthElement,
  TruthElementKind,
} from "../../shared/escalation-case-schema";

/**
 * Escalation cases: the eval set of the return-mode experiments (issue 11, seed 000's "eval
 * score on 30 escalation cases"). A case is a question over a workspace, its ground truth as
 * typed elements that are scored one by one, and the caveats a faithful answer must carry.
 * Stored as JSONL in datasets/escalations/<version>/cases.jsonl (see its README).
 */

/** Most problems one import error lists before "… and N more". */
export const MAX_LISTED_PROBLEMS = 20;

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
 * Parse JSONL text (one case per line; blank lines are skipped; a leading byte order mark is
 * ignored). Throws InputValidationError naming every bad line ("<source>: line 3: invalid
 * JSON; line 5: duplicate case id …"), with `details.problems` as `{ line, message }[]`;
 * nothing is returned unless every line is valid.
 */
export function parseCasesJsonl(text: string, options: { source?: string } = {}): EscalationCase[] {
  const source = options.source ?? "cases JSONL";
  const problems: { line: number; message: string }[] = [];
  const cases: EscalationCase[] = [];
  const firstLineOfId = new Map<string, number>();
  // A leading byte order mark (files saved by Windows editors) is not part of line 1's JSON.
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
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
      problems.push({ line, message: `${describeCaseIssues(parsed.error, value)}${label}` });
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
        `case ${position}${id === null ? "" : ` ("${id}")`}: ${describeCaseIssues(parsed.error, value)}`,
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
 * or file (the message starts with the file's path under the datasets folder, e.g.
 * `escalations/v1/cases.jsonl`), NotFoundError for an unknown version.
 */
export function loadDataset(
  version: string,
  directory: string = defaultDatasetsDirectory(),
): EscalationDataset {
  if (!VERSION_PATTERN.test(version)) {
    throw new InputValidationError(`dataset version must look like v1, v2, …: "${version}"`);
  }
  const filePath = path.join(directory, version, "cases.jsonl");
  // Messages name the file under its datasets folder, never the server's absolute path.
  const shown = path.join(path.basename(directory), version, "cases.jsonl");
  if (!existsSync(filePath)) {
    throw new NotFoundError(`unknown dataset version: ${version} (no file ${shown})`);
  }
  const cases = parseCasesJsonl(readFileSync(filePath, "utf8"), { source: shown });
  return { version, filePath, cases };
}

const VERSION_PATTERN = /^v[1-9]\d*$/;

function idOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === "string" && id !== "" ? id : null;
}

function listProblems(problems: readonly string[]): string {
  const shown = problems.slice(0, MAX_LISTED_PROBLEMS).join("; ");
  const hidden = problems.length - MAX_LISTED_PROBLEMS;
  return hidden > 0 ? `${shown}; … and ${hidden} more` : shown;
}
