import type { TranscriptItem } from "../transcript/transcript-item";
import type { Finding } from "./research-result";

/**
 * The "verified on unread evidence" rule (seed 000: `verified` is "a fact read out of a file").
 * A finding the child marks `verified` while every file it cites is one the child did not read
 * (its own coverage.not_searched names the file, or, where the transcript is known, no tool call
 * or tool result of the child ever mentioned the path) is not verified: it rests on search hits
 * or on nothing. The contract guard lowers it to `inferred` with a recorded reason (a guard,
 * like the seed's empty-findings guard: the schema cannot express it, and a rejection would spend
 * one of the child's retries on a judgement the runtime can make itself); the audit reads stored
 * debriefs by the same rule.
 */

/** A `path:line` or `path:line-line` provenance entry: the path, or null for other forms. */
export function citedFilePath(entry: string): string | null {
  const place = /^(.+?):(\d+)(?:\s*[-–]\s*(\d+))?$/.exec(entry.trim());
  if (!place?.[1] || /^[a-z][a-z0-9+.-]*:\/\//i.test(entry.trim())) return null;
  const path = place[1].trim().replace(/^\.\//, "");
  return /[\w-]\.[A-Za-z0-9]{1,6}$/.test(path) || path.includes("/") ? path : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The not-searched entry that names `path` (the whole path, or its file name), if any. */
export function notSearchedEntryFor(
  path: string,
  notSearched: readonly string[],
): string | undefined {
  const base = path.split("/").pop() ?? path;
  return notSearched.find(
    (area) =>
      new RegExp(`(?:^|[\\s/(])${escapeRegExp(base)}(?![\\w.-])`).test(area) || area.includes(path),
  );
}

/** Why a cited file counts as not read, or null when the child read (or at least saw) it. */
function unreadReason(
  path: string,
  notSearched: readonly string[],
  transcriptText: string | null,
): string | null {
  const listed = notSearchedEntryFor(path, notSearched);
  if (listed !== undefined) return `coverage.not_searched lists "${listed}"`;
  if (transcriptText !== null && !transcriptText.includes(path))
    return "no tool call or tool result of the child mentions it";
  return null;
}

/**
 * Why `finding` cannot be `verified` (every cited file unread; see the module comment), or null
 * when the rule does not apply (not verified, no file cited, or a cited file was read).
 */
export function verifiedOnUnreadFiles(
  finding: Pick<Finding, "confidence" | "provenance">,
  notSearched: readonly string[],
  transcriptText: string | null = null,
): string | null {
  if (finding.confidence !== "verified") return null;
  const files = finding.provenance.flatMap((entry) => {
    const path = citedFilePath(entry);
    return path === null ? [] : [{ entry, path }];
  });
  if (files.length === 0) return null;
  const reasons: string[] = [];
  for (const file of files) {
    const reason = unreadReason(file.path, notSearched, transcriptText);
    if (reason === null) return null;
    reasons.push(`${file.entry} (${reason})`);
  }
  return `every file it cites was not read by the child: ${reasons.join("; ")}`;
}

/**
 * The text of the child's own tool calls and tool results (research_result excluded): what a
 * cited path must appear in for the child to have seen it. Null when part of the transcript was
 * compacted or is legacy text: then only coverage.not_searched decides.
 */
export function toolExchangeText(items: readonly TranscriptItem[]): string | null {
  if (items.some((item) => item.kind === "compaction" || item.kind === "legacy_text")) return null;
  return items
    .flatMap((item) => {
      if (item.kind === "tool_call" && item.name !== "research_result") return [item.argumentsText];
      if (
        item.kind === "tool_result" &&
        item.toolName !== "research_result" &&
        item.status === "ok"
      )
        return [item.content];
      return [];
    })
    .join("\n");
}
