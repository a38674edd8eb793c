import type { ResearchResult } from "../../runtime/contract/research-result";
import {
  NOT_READ_BY_CHILD_REASON,
  type ProvenanceCheckForm,
  type ProvenanceCheckStatus,
} from "../../shared/audit-terms";
import type { DatabaseTable, WorkspacePort } from "../../runtime/ports";
import {
  citedTerms,
  evidenceOf,
  listedAsNotRead,
  NO_EVIDENCE,
  termPattern,
  type FindingEvidence,
} from "./provenance-evidence";
import { extractEntities } from "./entities";
import { countCheck, emptyCounts, type ProvenanceCounts } from "./provenance-counts";

/**
 * Provenance verification (issue 5; seed 000: "provenance … lets a human check one claim
 * without re-running anything"). Each provenance entry of a finding is checked against the
 * workspace through the WorkspacePort, read-only:
 *
 * - `path:line`, `path:line-line` (also `path#L12`, `path#L12-L20`): the file exists, the
 *   line(s) exist, and the cited line(s) or a window of ±3 lines contain an identifier or
 *   value the claim cites (identifiers, numbers, quoted strings, merchant ids, versions,
 *   dates) or a term the child searched for (its coverage.searched). Without any such term
 *   the entry is unverifiable; so is a file the child's own coverage lists as not searched.
 * - `table.column`: the table and the column exist (describeDatabase).
 * - `table.column=value`: the value occurs (`SELECT 1 … LIMIT 1`, compared as text).
 * - any http(s) URL (with or without retrieved_at): unverifiable offline.
 * - anything else: unverifiable, "unrecognised form".
 *
 * Never throws: a workspace error becomes an unverifiable status with the error as reason.
 */

type ProvenanceStatus = ProvenanceCheckStatus;
type ProvenanceForm = ProvenanceCheckForm;

/** One entry's result. `reason` says what was found or missing, in words. */
export interface ProvenanceCheck {
  findingIndex: number;
  entryIndex: number;
  entry: string;
  form: ProvenanceForm;
  status: ProvenanceStatus;
  reason: string;
}

/** Every entry of one debrief, in finding then entry order, with counts. */
export interface DebriefProvenanceReport {
  checks: ProvenanceCheck[];
  counts: ProvenanceCounts;
}

/** Lines either side of a cited line that may hold the cited term. */
export const WINDOW_LINES = 3;
/** Longer entries are not parsed (reported as unrecognised). */
export const MAX_ENTRY_CHARS = 2_000;
/** Longest value a `table.column=value` entry may compare. */
export const MAX_VALUE_CHARS = 1_000;
/** Longest cited range that is scanned in full. */
export const MAX_RANGE_LINES = 2_000;

type Outcome = Pick<ProvenanceCheck, "form" | "status" | "reason">;

type FileLines = { lines: string[] } | { error: Outcome };

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "";
}

/** Splits a file into lines; a trailing newline does not add an empty last line. */
function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A verifier over one workspace. Files and the database description are read once per
 * verifier (cached), so checking a whole run costs one read per cited file.
 */
export class ProvenanceVerifier {
  private readonly files = new Map<string, Promise<FileLines>>();
  private tables: Promise<DatabaseTable[] | Outcome> | null = null;

  constructor(private readonly workspace: WorkspacePort) {}

  /**
   * Check one entry for one claim; `evidence`: what the child searched and did not read (its
   * debrief's coverage, evidenceOf).
   */
  async check(
    claim: string,
    entry: string,
    evidence: FindingEvidence = NO_EVIDENCE,
  ): Promise<Outcome> {
    const text = typeof entry === "string" ? entry.trim() : String(entry);
    const claimText = typeof claim === "string" ? claim : String(claim);
    try {
      return await this.checkParsed(claimText, text, evidence);
    } catch (error) {
      return { form: "unrecognised", status: "unverifiable", reason: errorMessage(error) };
    }
  }

  private async checkParsed(
    claim: string,
    entry: string,
    evidence: FindingEvidence,
  ): Promise<Outcome> {
    if (entry === "")
      return { form: "unrecognised", status: "unverifiable", reason: "empty provenance entry" };
    if (entry.length > MAX_ENTRY_CHARS) {
      return {
        form: "unrecognised",
        status: "unverifiable",
        reason: `unrecognised form: entry is ${entry.length} characters (longer than ${MAX_ENTRY_CHARS})`,
      };
    }
    const url = /https?:\/\/[^\s;,)]+/i.exec(entry);
    if (url) {
      const retrieved = /retrieved(?:_at)?\s*[:=]?\s*(\S+)/i.exec(entry)?.[1];
      return {
        form: "url",
        status: "unverifiable",
        reason: `URL ${url[0]}${retrieved ? ` (retrieved ${retrieved})` : ""}: cannot be checked offline`,
      };
    }
    // path:line:column, then path:line[-line] / path#Lx[-Ly], each with an optional "(note)".
    const place =
      /^([^\s:][^:]*?):(\d+):\d+(?:\s+\([^)]*\))?$/.exec(entry) ??
      /^(.+?)(?::|#L)(\d+)(?:\s*[-–]\s*L?(\d+))?(?:\s+\([^)]*\))?$/.exec(entry);
    if (place?.[1] && place[2]) {
      const start = Number(place[2]);
      const end = place[3] ? Number(place[3]) : start;
      return this.checkLines(claim, place[1], start, end, place[3] !== undefined, evidence);
    }
    const value = /^([A-Za-z_]\w*)\.([A-Za-z_]\w*)\s*==?\s*([\s\S]+)$/.exec(entry);
    if (value?.[1] && value[2] && value[3]) {
      return this.checkValue(value[1], value[2], value[3].trim());
    }
    const column = /^([A-Za-z_]\w*)\.([A-Za-z_]\w*)$/.exec(entry);
    if (column?.[1] && column[2]) return this.checkColumn(column[1], column[2], entry);
    return {
      form: "unrecognised",
      status: "unverifiable",
      reason:
        "unrecognised form (expected path:line, path:line-line, table.column, table.column=value or a URL)",
    };
  }

  private readLines(path: string): Promise<FileLines> {
    let cached = this.files.get(path);
    if (!cached) {
      cached = this.workspace.readFile(path).then(
        (text) => ({ lines: splitLines(text) }),
        (error: unknown): FileLines => {
          const name = errorName(error);
          const form: ProvenanceForm = "path_line";
          if (name === "NotFoundError")
            return { error: { form, status: "not_found", reason: `file not found: ${path}` } };
          return { error: { form, status: "unverifiable", reason: errorMessage(error) } };
        },
      );
      this.files.set(path, cached);
    }
    return cached;
  }

  private async checkLines(
    claim: string,
    rawPath: string,
    start: number,
    end: number,
    isRange: boolean,
    evidence: FindingEvidence,
  ): Promise<Outcome> {
    const form: ProvenanceForm = isRange ? "path_range" : "path_line";
    const path = rawPath.trim().replace(/^\.\//, "");
    const cited = isRange ? `lines ${start}–${end}` : `line ${start}`;
    if (start < 1 || end < start) {
      return { form, status: "not_found", reason: `${cited} is not a valid line reference` };
    }
    const file = await this.readLines(path);
    if ("error" in file) return { ...file.error, form };
    const { lines } = file;
    if (end > lines.length) {
      return {
        form,
        status: "not_found",
        reason: `${path} has ${lines.length} lines; ${cited} does not exist`,
      };
    }
    const unread = listedAsNotRead(path, evidence);
    if (unread !== undefined) {
      return {
        form,
        status: "unverifiable",
        reason: `${NOT_READ_BY_CHILD_REASON}"${clip(unread, 120)}" as not searched: a line there is not evidence it read`,
      };
    }
    const claimTerms = citedTerms(claim);
    const claimKeys = new Set(claimTerms.map((term) => `${term.kind}:${term.key.toLowerCase()}`));
    const searchedTerms = evidence.searched
      .flatMap((area) => extractEntities(area))
      .filter(
        (entity) =>
          entity.kind === "quoted" && !claimKeys.has(`${entity.kind}:${entity.key.toLowerCase()}`),
      );
    const terms = [...claimTerms, ...searchedTerms];
    if (terms.length === 0) {
      return {
        form,
        status: "unverifiable",
        reason: `${path} ${cited} exists, but the claim cites no identifier or value to look for`,
      };
    }
    const fromSearch = new Set(searchedTerms);
    const patterns = terms.map((term) => ({ term, pattern: termPattern(term) }));
    const from = Math.max(1, start - WINDOW_LINES);
    const to = Math.min(lines.length, end + WINDOW_LINES, start + MAX_RANGE_LINES);
    // Cited lines first, then outwards: the nearest match is reported.
    const order: number[] = [];
    for (let line = start; line <= Math.min(end, to); line += 1) order.push(line);
    for (let distance = 1; distance <= WINDOW_LINES; distance += 1) {
      if (start - distance >= from) order.push(start - distance);
      if (end + distance <= to) order.push(end + distance);
    }
    for (const lineNumber of order) {
      const text = lines[lineNumber - 1] ?? "";
      const hit = patterns.find(({ pattern }) => pattern.test(text));
      if (!hit) continue;
      const where =
        lineNumber >= start && lineNumber <= end
          ? `line ${lineNumber}`
          : `line ${lineNumber} (within ±${WINDOW_LINES} of ${cited})`;
      return {
        form,
        status: "verified",
        reason: `${path} ${where} contains "${clip(hit.term.text, 80)}"${fromSearch.has(hit.term) ? " (a term the child searched for)" : ""}`,
      };
    }
    const shown = terms
      .slice(0, 8)
      .map((term) => clip(term.text, 40))
      .join(", ");
    return {
      form,
      status: "not_found",
      reason: `${path} ${cited} exists, but none of the claim's identifiers or values (${shown}${terms.length > 8 ? ", …" : ""}) occur in lines ${from}–${to}`,
    };
  }

  private describe(): Promise<DatabaseTable[] | Outcome> {
    this.tables ??= (async () => {
      if (!this.workspace.hasDatabase) {
        return {
          form: "table_column" as const,
          status: "not_found" as const,
          reason: "this workspace has no database",
        };
      }
      try {
        return await this.workspace.describeDatabase();
      } catch (error) {
        return {
          form: "table_column" as const,
          status: "unverifiable" as const,
          reason: errorMessage(error),
        };
      }
    })();
    return this.tables;
  }

  private async findColumn(
    table: string,
    column: string,
    form: ProvenanceForm,
  ): Promise<{ table: DatabaseTable; column: string } | Outcome> {
    const tables = await this.describe();
    if (!Array.isArray(tables)) return { ...tables, form };
    const found =
      tables.find((candidate) => candidate.name === table) ??
      tables.find((candidate) => candidate.name.toLowerCase() === table.toLowerCase());
    if (!found) return { form, status: "not_found", reason: `no table named ${table}` };
    const name =
      found.columns.find((candidate) => candidate === column) ??
      found.columns.find((candidate) => candidate.toLowerCase() === column.toLowerCase());
    if (name === undefined) {
      return { form, status: "not_found", reason: `table ${found.name} has no column ${column}` };
    }
    return { table: found, column: name };
  }

  private async checkColumn(table: string, column: string, entry: string): Promise<Outcome> {
    const found = await this.findColumn(table, column, "table_column");
    if ("status" in found) {
      // "config.ts" looks like table.column: say so when no such table exists.
      if (found.status === "not_found" && /\.(?:ts|tsx|js|md|sql|json|py|go|rs)$/i.test(entry)) {
        return {
          form: "unrecognised",
          status: "unverifiable",
          reason: `unrecognised form: ${entry} looks like a file without a line number`,
        };
      }
      return found;
    }
    return {
      form: "table_column",
      status: "verified",
      reason: `table ${found.table.name} has column ${found.column}`,
    };
  }

  private async checkValue(table: string, column: string, rawValue: string): Promise<Outcome> {
    const form: ProvenanceForm = "table_column_value";
    const found = await this.findColumn(table, column, form);
    if ("status" in found) return found;
    const quoted = /^(['"])([\s\S]*)\1$/.exec(rawValue);
    const value = quoted ? (quoted[2] ?? "") : rawValue;
    if (value.length > MAX_VALUE_CHARS) {
      return {
        form,
        status: "unverifiable",
        reason: `value is ${value.length} characters (longer than ${MAX_VALUE_CHARS})`,
      };
    }
    const target = `${quoteIdentifier(found.table.name)}`;
    const columnSql = quoteIdentifier(found.column);
    const condition =
      !quoted && /^null$/i.test(value)
        ? `${columnSql} IS NULL`
        : `CAST(${columnSql} AS TEXT) = '${value.replace(/'/g, "''")}'`;
    try {
      const result = await this.workspace.querySql(
        `SELECT 1 FROM ${target} WHERE ${condition} LIMIT 1`,
        1,
      );
      const where = `${found.table.name}.${found.column}`;
      return result.rows.length > 0
        ? { form, status: "verified", reason: `a row has ${where} = ${value}` }
        : { form, status: "not_found", reason: `no row has ${where} = ${value}` };
    } catch (error) {
      return { form, status: "unverifiable", reason: errorMessage(error) };
    }
  }
}

/**
 * Check every provenance entry of one debrief. Pass a shared verifier to reuse cached file
 * reads across the debriefs of a run. Odd input (missing arrays, non-string entries) gives
 * fewer checks, never an exception.
 */
export async function verifyDebriefProvenance(
  result: ResearchResult | null | undefined,
  workspace: WorkspacePort,
  verifier: ProvenanceVerifier = new ProvenanceVerifier(workspace),
): Promise<DebriefProvenanceReport> {
  const checks: ProvenanceCheck[] = [];
  const counts = emptyCounts();
  const findings = Array.isArray(result?.findings) ? result.findings : [];
  for (const [findingIndex, finding] of findings.entries()) {
    const entries = Array.isArray(finding?.provenance) ? finding.provenance : [];
    for (const [entryIndex, entry] of entries.entries()) {
      const outcome = await verifier.check(
        String(finding?.claim ?? ""),
        String(entry),
        evidenceOf(result),
      );
      checks.push({ findingIndex, entryIndex, entry: String(entry), ...outcome });
      countCheck(counts, outcome.status);
    }
  }
  return { checks, counts };
}
