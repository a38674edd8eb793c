import { readProcessNote } from "./process-notes";
import type { ToolCallItem, ToolResultItem, TranscriptItem } from "../transcript/transcript-item";

/**
 * The "not searched, yet searched" rule: coverage.not_searched says what the child did not
 * look at, so an entry its own transcript refutes is not kept. The contract guard removes such
 * an entry with a recorded reason (like the unread-provenance guard, it is a judgement the
 * runtime can make from the transcript, so no retry is spent on it). Two refutations count:
 * - the entry names a file path the child read with a successful read_file call;
 * - the entry says it was skipped by a correction, and a word of the part it names is the
 *   subject of a tool the child had already called successfully ("the changelog (skipped by
 *   correction #2)" after a read_changelog that ran): the skip came after the research.
 */

/** A tool call of the child that ran and returned an ok result. */
export interface SucceededCall {
  name: string;
  /** The `path` argument, when the call has one (read_file). */
  path: string | null;
}

/** Words of a tool name that say how, not what ("read" in read_changelog): never a subject. */
const TOOL_VERBS = new Set([
  "read",
  "search",
  "query",
  "list",
  "get",
  "run",
  "file",
  "code",
  "sql",
]);

/**
 * The child's tool calls that succeeded (research_result excluded). Null when part of the
 * transcript was compacted or is legacy text: the guard then keeps every entry.
 */
export function succeededCalls(items: readonly TranscriptItem[]): SucceededCall[] | null {
  if (items.some((item) => item.kind === "compaction" || item.kind === "legacy_text")) return null;
  const results = new Map<string, ToolResultItem>();
  for (const item of items) if (item.kind === "tool_result") results.set(item.toolUseId, item);
  return items
    .filter((item): item is ToolCallItem => item.kind === "tool_call")
    .filter((call) => call.name !== "research_result" && results.get(call.callId)?.status === "ok")
    .map((call) => ({ name: call.name, path: pathArgument(call.parsedArguments) }));
}

function pathArgument(parsed: unknown): string | null {
  if (typeof parsed !== "object" || parsed === null) return null;
  const path = (parsed as { path?: unknown }).path;
  return typeof path === "string" ? path.replace(/^\.\//, "") : null;
}

/**
 * Why the transcript shows `entry` was searched after all, or null when nothing refutes it.
 * `calls` null (transcript unknown): null.
 */
export function searchedAfterAll(
  entry: string,
  calls: readonly SucceededCall[] | null,
): string | null {
  if (calls === null) return null;
  for (const path of entry.match(/[\w.-]+(?:\/[\w.-]+)+\.\w+/g) ?? []) {
    const read = calls.find((call) => call.name === "read_file" && call.path === path);
    if (read) return `the child read ${path} (read_file)`;
  }
  const note = readProcessNote(entry);
  if (note?.kind !== "skipped") return null;
  const words = new Set(note.area.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  for (const call of calls) {
    const subject = call.name
      .toLowerCase()
      .split("_")
      .filter((word) => word.length > 2 && !TOOL_VERBS.has(word));
    if (subject.length > 0 && subject.every((word) => words.has(word)))
      return `the child had already called ${call.name}, which succeeded, before the skip`;
  }
  return null;
}
