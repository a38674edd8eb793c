import type { TranscriptItem } from "@/server/runtime/transcript/transcript-item";

/** A provenance entry taken apart: `file:line`, `table.column`, or anything else (url…). */
export interface ParsedProvenance {
  raw: string;
  kind: "path" | "column" | "other";
  /** File path (kind path) or table name (kind column). */
  target: string;
  /** The cited line (kind path with a line), first line of a range. */
  line: number | null;
  lineEnd: number | null;
  /** Column name (kind column). */
  column: string | null;
}

const PATH_LINE = /^(.+?):(\d+)(?:\s*[-–]\s*(\d+))?$/;
const TABLE_COLUMN = /^([A-Za-z_][\w]*)\.([A-Za-z_][\w]*)$/;
const FILE_EXTENSION =
  /\.(ts|tsx|js|jsx|mjs|cjs|json|md|sql|py|go|rb|java|ya?ml|toml|txt|csv|html|css)$/i;

/** Parses one provenance string ("src/a.ts:12", "merchants.api_version", "https://… 2026-…"). */
export function parseProvenance(entry: string): ParsedProvenance {
  const raw = entry.trim();
  const pathLine = PATH_LINE.exec(raw);
  if (pathLine && !/^[a-z]+:\/\//i.test(raw)) {
    const line = Number(pathLine[2]);
    return {
      raw,
      kind: "path",
      target: pathLine[1] ?? raw,
      line,
      lineEnd: pathLine[3] ? Number(pathLine[3]) : null,
      column: null,
    };
  }
  const tableColumn = TABLE_COLUMN.exec(raw);
  if (tableColumn && !FILE_EXTENSION.test(raw)) {
    return {
      raw,
      kind: "column",
      target: tableColumn[1] ?? raw,
      line: null,
      lineEnd: null,
      column: tableColumn[2] ?? null,
    };
  }
  if (!/\s/.test(raw) && (raw.includes("/") || FILE_EXTENSION.test(raw))) {
    return { raw, kind: "path", target: raw, line: null, lineEnd: null, column: null };
  }
  return { raw, kind: "other", target: raw, line: null, lineEnd: null, column: null };
}

/** Strings to look for in tool results, most specific first. */
function needles(p: ParsedProvenance): string[] {
  const list = [p.raw, p.target];
  if (p.kind === "path") {
    // "./src/a.ts" and "src/a.ts" should find each other.
    list.push(p.target.replace(/^\.\//, ""));
  }
  if (p.kind === "other") {
    const firstToken = p.raw.split(/\s+/)[0];
    if (firstToken) list.push(firstToken);
  }
  return [...new Set(list.filter((s) => s.length > 0))];
}

/**
 * The call id (a tool_result's toolUseId) of the tool call in `transcript` a provenance entry
 * was read from. Preference: a result that shows the cited `path:line`; for `table.column`, a
 * call whose arguments name the table and whose result names the column; then the first
 * result whose content mentions the path / table name; then the first call whose arguments
 * do. Null when nothing in the transcript mentions the source.
 */
export function findProvenanceCall(
  transcript: TranscriptItem[] | undefined,
  entry: string,
): string | null {
  if (!transcript) return null;
  const parsed = parseProvenance(entry);
  const results = transcript.filter((i) => i.kind === "tool_result");
  const calls = transcript.filter((i) => i.kind === "tool_call");

  if (parsed.kind === "path" && parsed.line !== null) {
    const shown = results.find(
      (r) =>
        r.content.includes(parsed.target) &&
        r.content.split("\n").some((line) => isCitedLine(line, parsed)),
    );
    if (shown) return shown.toolUseId;
  }
  if (parsed.kind === "column" && parsed.column !== null) {
    const column = parsed.column;
    const queried = calls.find(
      (c) =>
        c.argumentsText.includes(parsed.target) &&
        results.some((r) => r.toolUseId === c.callId && r.content.includes(column)),
    );
    if (queried) return queried.callId;
  }
  for (const needle of needles(parsed)) {
    const hit = results.find((r) => r.content.includes(needle));
    if (hit) return hit.toolUseId;
  }
  for (const needle of needles(parsed)) {
    const hit = calls.find((c) => c.argumentsText.includes(needle));
    if (hit) return hit.callId;
  }
  return null;
}

/**
 * Whether a line of tool output is the cited line: it names `path:line`, or it is a numbered
 * source line ("12: …", "  12 | …", "12\t…") for that line number.
 */
export function isCitedLine(text: string, cite: ParsedProvenance | null): boolean {
  if (!cite || cite.kind !== "path" || cite.line === null) return false;
  const first = cite.line;
  const last = Math.max(first, cite.lineEnd ?? first);
  const inRange = (n: number) => n >= first && n <= last;
  const target = cite.target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const match of text.matchAll(new RegExp(`${target}:(\\d+)`, "g"))) {
    if (inRange(Number(match[1]))) return true;
  }
  const numbered = /^\s*L?(\d+)\s*(?:[:|│\t]|\s{2,})/.exec(text);
  return numbered !== null && inRange(Number(numbered[1]));
}
