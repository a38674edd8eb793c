import { WorkspaceAccessError } from "../../runtime/errors";

/**
 * File-system errors on a workspace path, as messages may show them. Node's own messages name
 * the absolute server path ("ENAMETOOLONG: name too long, realpath '/srv/…'"), which only
 * administrators see; these name the path as the caller gave it (`shown`), cut to a readable
 * length.
 */

/** Most characters of a path a message shows (the rest becomes "…"). */
export const MAX_SHOWN_PATH_CHARACTERS = 80;

/** A path as a message shows it: at most MAX_SHOWN_PATH_CHARACTERS, then "…". */
export function shortPath(shown: string): string {
  return shown.length > MAX_SHOWN_PATH_CHARACTERS
    ? `${shown.slice(0, MAX_SHOWN_PATH_CHARACTERS)}…`
    : shown;
}

/**
 * The WorkspaceAccessError for a file-system call on `shown` that failed with an errno code (a
 * name or path too long, a symlink loop, no permission, anything else by its code), never
 * quoting the server path; any other error is returned as it is. Callers handle a missing file
 * (ENOENT, ENOTDIR) first, with their own NotFoundError.
 */
export function pathSystemError(error: unknown, shown: string): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== "string") return error;
  switch (code) {
    case "ENAMETOOLONG":
      return new WorkspaceAccessError(
        `path too long: ${shortPath(shown)} (a file name may have at most 255 bytes, a path 4,096)`,
      );
    case "ELOOP":
      return new WorkspaceAccessError(`path resolves through a symlink loop: ${shortPath(shown)}`);
    case "EACCES":
    case "EPERM":
      return new WorkspaceAccessError(`permission denied: ${shortPath(shown)}`);
    default:
      return new WorkspaceAccessError(`could not read ${shortPath(shown)} (${code})`);
  }
}
