import type { SkippedFileReason, SkippedWorkspaceFile } from "../../ports";

/** Names a hint lists per reason before "and N more". */
const NAMES_PER_REASON = 5;

const REASON_WORDS: Record<SkippedFileReason, string> = {
  too_large: "too large to read",
  binary: "binary",
  not_regular_file: "not a regular file (device, socket, pipe or hard link)",
  link_outside: "a link that leads outside the workspace",
  ignored_folder: "ignored folder",
};

const REASON_ORDER: readonly SkippedFileReason[] = [
  "too_large",
  "binary",
  "ignored_folder",
  "not_regular_file",
  "link_outside",
];

function kilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024).toLocaleString("en-US")} KB`;
}

function named(entry: SkippedWorkspaceFile): string {
  return entry.reason === "too_large" && entry.bytes !== undefined
    ? `${entry.path} (${kilobytes(entry.bytes)})`
    : entry.path;
}

/**
 * Why a search read no file, in a sentence the transcript shows and the model reads: the
 * files left out under `prefix` grouped by reason (at most NAMES_PER_REASON named each), or,
 * when nothing was left out, that the prefix matches no file or the workspace has none.
 * `listedCount`: how many files the workspace lists at all (any prefix).
 */
export function noFilesSearchedHint(
  skipped: readonly SkippedWorkspaceFile[] | null,
  prefix: string,
  listedCount: number,
): string {
  const under = (skipped ?? []).filter((entry) => entry.path.startsWith(prefix));
  if (under.length > 0) {
    const groups = REASON_ORDER.flatMap((reason) => {
      const entries = under.filter((entry) => entry.reason === reason);
      if (entries.length === 0) return [];
      const names = entries.slice(0, NAMES_PER_REASON).map(named).join(", ");
      const more =
        entries.length > NAMES_PER_REASON ? ` and ${entries.length - NAMES_PER_REASON} more` : "";
      return [`${REASON_WORDS[reason]}: ${names}${more}`];
    });
    const where = prefix === "" ? "the workspace" : `${prefix}`;
    return `No file was searched: everything in ${where} is skipped (${groups.join("; ")}).`;
  }
  if (prefix !== "" && listedCount > 0) {
    return `No file was searched: no readable file's path starts with "${prefix}" (the workspace has ${listedCount} readable file${listedCount === 1 ? "" : "s"}; try a shorter path_prefix or none).`;
  }
  if (skipped === null) return "No file was searched: the workspace lists no readable file.";
  return "No file was searched: the workspace has no files.";
}
