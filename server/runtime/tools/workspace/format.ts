import { DebriefError } from "../../errors";
import { redactTextKeepingLines } from "../../redaction/redaction";
import type { ToolOutcome } from "../tool";

/** The most lines one read_file (or one changelog section) returns. */
export const MAX_READ_LINES = 400;

/** A file's lines; a final newline does not make an extra empty line. */
export function splitLines(text: string): string[] {
  if (text === "") {
    return [];
  }
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === "") {
    lines.pop();
  }
  return lines;
}

/** One numbered line: `  12| text` (numbers right-aligned to at least 4 columns). */
export function numberedLine(lineNumber: number, text: string, width: number): string {
  const label = String(lineNumber).padStart(Math.max(4, width));
  return text === "" ? `${label}|` : `${label}| ${text}`;
}

/**
 * A range of a file in the read_file format, or an error message for a bad range. The file's
 * raw text is redacted first, line by line kept (redactTextKeepingLines), then numbered: a
 * secret over several lines (a private key) is found before line numbers split it.
 */
export function renderNumberedFile(
  filePath: string,
  text: string,
  startLine = 1,
  endLine?: number,
): { ok: true; content: string; uncertainty: string | null } | { ok: false; message: string } {
  const lines = splitLines(redactTextKeepingLines(text));
  const total = lines.length;
  if (total === 0) {
    return { ok: true, content: `${filePath} (empty file)`, uncertainty: null };
  }
  if (startLine > total) {
    return {
      ok: false,
      message: `start_line ${startLine} is past the end of ${filePath} (${total} lines)`,
    };
  }
  if (endLine !== undefined && endLine < startLine) {
    return {
      ok: false,
      message: `end_line ${endLine} is before start_line ${startLine}`,
    };
  }
  const requestedEnd = Math.min(endLine ?? total, total);
  const end = Math.min(requestedEnd, startLine + MAX_READ_LINES - 1);
  const width = String(end).length;
  const body = lines
    .slice(startLine - 1, end)
    .map((line, index) => numberedLine(startLine + index, line, width));
  const uncertainty =
    end < requestedEnd
      ? `showing lines ${startLine}-${end} of ${total}; read again with start_line=${end + 1} for the rest`
      : null;
  return {
    ok: true,
    content: [`${filePath} (lines ${startLine}-${end} of ${total})`, ...body].join("\n"),
    uncertainty,
  };
}

/** Any error as a tool error outcome with a readable message; never rethrows. */
export function errorOutcome(error: unknown, prefix?: string): ToolOutcome {
  const message =
    error instanceof DebriefError || error instanceof Error ? error.message : String(error);
  return {
    status: "error",
    content: prefix ? `${prefix}: ${message}` : message,
    uncertainty: null,
  };
}
