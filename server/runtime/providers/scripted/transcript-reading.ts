import type {
  ToolCallItem,
  ToolResultItem,
  TranscriptItem,
} from "../../transcript/transcript-item";

/**
 * Helpers the scripted model uses to read its own transcript. The scripted model decides only
 * from what it received (tool results, corrections), like a real model would.
 */

/** A call with its paired result (result undefined while unpaired). */
export interface ToolExchange {
  call: ToolCallItem;
  result: ToolResultItem | undefined;
}

/** Every tool call in order with its result. */
export function toolExchanges(items: readonly TranscriptItem[]): ToolExchange[] {
  const results = new Map<string, ToolResultItem>();
  for (const item of items) if (item.kind === "tool_result") results.set(item.toolUseId, item);
  return items
    .filter((item): item is ToolCallItem => item.kind === "tool_call")
    .map((call) => ({ call, result: results.get(call.callId) }));
}

/** One hit of search_code output (`path:line: text`). */
export interface SearchHit {
  path: string;
  line: number;
  text: string;
}

/** Parse search_code output lines `path:line: text`. */
export function parseSearchHits(content: string): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const line of content.split("\n")) {
    const match = /^([^:\s][^:]*):(\d+): ?(.*)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      hits.push({ path: match[1], line: Number(match[2]), text: match[3] ?? "" });
    }
  }
  return hits;
}

/** One numbered line of read_file / read_changelog output (`  12| text`), with its file. */
export interface NumberedLine {
  path: string;
  line: number;
  text: string;
}

/**
 * Parse read_file / read_changelog output: a header line naming the file
 * (`path (lines a-b of n)`) followed by `  12| text` lines; several sections may follow.
 */
export function parseNumberedLines(content: string, fallbackPath = ""): NumberedLine[] {
  const lines: NumberedLine[] = [];
  let path = fallbackPath;
  for (const raw of content.split("\n")) {
    const numbered = /^\s*(\d+)\| ?(.*)$/.exec(raw);
    if (numbered?.[1] !== undefined) {
      lines.push({ path, line: Number(numbered[1]), text: numbered[2] ?? "" });
      continue;
    }
    const header = /^(?:=+\s*)?([\w./-]+\.\w+)\s*\(lines?/.exec(raw.trim());
    if (header?.[1] !== undefined) path = header[1];
  }
  return lines;
}

/** The JSON query_sql returns. */
export interface QueryTable {
  columns: string[];
  rows: unknown[][];
}

/** Parse query_sql output; null when it is not the expected JSON. */
export function parseQueryTable(content: string): QueryTable | null {
  try {
    const parsed = JSON.parse(content) as { columns?: unknown; rows?: unknown };
    if (!Array.isArray(parsed.columns) || !Array.isArray(parsed.rows)) return null;
    return { columns: parsed.columns.map(String), rows: parsed.rows.filter(Array.isArray) };
  } catch {
    return null;
  }
}

/** Rows as objects keyed by column name. */
export function rowsAsObjects(table: QueryTable): Record<string, unknown>[] {
  return table.rows.map((row) =>
    Object.fromEntries(table.columns.map((column, index) => [column, row[index]])),
  );
}

/** Corrections the agent has consumed, in order. */
export function consumedCorrections(
  items: readonly TranscriptItem[],
): { sequence: number; author: string; text: string }[] {
  return items.flatMap((item) =>
    item.kind === "correction"
      ? [{ sequence: item.correctionSequence, author: item.author, text: item.text }]
      : [],
  );
}

/** True when the call ran (ok or error), false when it was prevented, cancelled or is unpaired. */
export function wasExecuted(exchange: ToolExchange): boolean {
  return exchange.result?.status === "ok" || exchange.result?.status === "error";
}

/** Tool calls that ran, research_result excluded (the effort a debrief reports). */
export function executedToolCalls(items: readonly TranscriptItem[]): number {
  return toolExchanges(items).filter(
    (exchange) => exchange.call.name !== "research_result" && wasExecuted(exchange),
  ).length;
}
