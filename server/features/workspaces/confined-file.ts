import type { Stats } from "node:fs";
import { realpath, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { NotFoundError, WorkspaceAccessError } from "../../runtime/errors";
import { redactText } from "../../runtime/redaction/redaction";
import { pathSystemError } from "./path-errors";
import { openRegularFile, readUpTo } from "./regular-file";
import { isStrictlyInside } from "./workspace-roots";

/**
 * The one way server code reads a file of a workspace outside the tools (the truth checker's
 * cited lines, SQL seeds, escalation histories, a workspace's database file), under the rules
 * the tools keep (file-workspace.ts): at every read, not only at registration, the path is
 * resolved (symlinks followed) and must lie inside the real path of the folder it is confined
 * to, as that folder is now; the real path is then opened O_NONBLOCK | O_NOFOLLOW (a FIFO
 * cannot block the process, a symlink swapped in since is refused) and checked on the open
 * handle with fstat (a regular file with one hard link, at most `maxBytes`: regular-file.ts).
 * Messages name the file as `shown` (a path relative to the workspace), never a server path,
 * and quote its content only redacted (quoteWorkspaceText).
 */

/** A file of a workspace and where it may resolve to. */
export interface ConfinedFile {
  /** The folder the file must resolve inside (its real path is taken at each read). */
  folder: string;
  /**
   * The real path `folder` must still have (a workspace root pinned at registration or first
   * use); a folder that now resolves elsewhere (swapped for a symlink) is refused.
   */
  folderRealPath?: string;
  /** The file: a path relative to `folder`, or an absolute path lexically inside it. */
  file: string;
  /** How messages name the file (default: its path relative to `folder`). */
  shown?: string;
}

/** What one confined open gives: the handle (the caller closes it), its fstat and real path. */
export interface OpenedConfinedFile {
  handle: FileHandle;
  info: Stats;
  realPath: string;
}

/** How a confined file is named in messages: `shown`, else its path relative to its folder. */
export function shownName(confined: ConfinedFile): string {
  if (confined.shown !== undefined) return confined.shown;
  const relative = path.relative(confined.folder, path.resolve(confined.folder, confined.file));
  return relative === "" ? path.basename(confined.file) : relative.split(path.sep).join("/");
}

/**
 * The real path of a confined file as it resolves now. Errors (naming only `shown`):
 * WorkspaceAccessError for a path that leaves the folder lexically or through a symlink, or
 * whose folder no longer resolves to `folderRealPath`; NotFoundError for a missing file or folder.
 */
export async function resolveConfinedFile(confined: ConfinedFile): Promise<string> {
  const shown = shownName(confined);
  if (confined.file.trim() === "" || confined.file.includes("\0")) {
    throw new WorkspaceAccessError(`invalid path: ${JSON.stringify(shown)}`);
  }
  const folder = path.resolve(confined.folder);
  const lexical = path.resolve(folder, confined.file);
  if (!isStrictlyInside(folder, lexical)) {
    throw new WorkspaceAccessError(`path escapes the workspace: ${shown}`);
  }
  let realFolder: string;
  let real: string;
  try {
    realFolder = await realpath(folder);
    real = await realpath(lexical);
  } catch (error) {
    if (isMissing(error)) throw new NotFoundError(`file not found in the workspace: ${shown}`);
    throw pathSystemError(error, shown);
  }
  if (confined.folderRealPath !== undefined && realFolder !== confined.folderRealPath) {
    throw new WorkspaceAccessError(
      `the workspace folder changed since it was opened (it now resolves to another place): ${shown} is not read`,
    );
  }
  if (!isStrictlyInside(realFolder, real)) {
    throw new WorkspaceAccessError(
      `path resolves outside the workspace through a symlink: ${shown}`,
    );
  }
  return real;
}

/**
 * Open a confined file (resolveConfinedFile, then openRegularFile on its real path): a regular
 * file with one link and at most `maxBytes` bytes. Errors: those of resolveConfinedFile;
 * WorkspaceAccessError for a FIFO, device, socket, symlink swapped in, hard link or a file over
 * the cap; NotFoundError for a directory. The caller closes the handle.
 */
export async function openConfinedFile(
  confined: ConfinedFile,
  maxBytes: number,
): Promise<OpenedConfinedFile> {
  const realPath = await resolveConfinedFile(confined);
  const { handle, info } = await openRegularFile(realPath, shownName(confined), maxBytes);
  return { handle, info, realPath };
}

/** The bytes of a confined file (openConfinedFile), at most `maxBytes` even if it grows. */
export async function readConfinedFile(confined: ConfinedFile, maxBytes: number): Promise<Buffer> {
  const { handle, info } = await openConfinedFile(confined, maxBytes);
  try {
    return await readUpTo(handle, Math.min(info.size, maxBytes));
  } finally {
    await handle.close();
  }
}

/**
 * The UTF-8 text of a confined file (readConfinedFile); WorkspaceAccessError for a binary file
 * (a NUL byte), as read_file refuses it.
 */
export async function readConfinedText(confined: ConfinedFile, maxBytes: number): Promise<string> {
  const bytes = await readConfinedFile(confined, maxBytes);
  if (bytes.includes(0)) {
    throw new WorkspaceAccessError(`binary file, not readable as text: ${shownName(confined)}`);
  }
  return bytes.toString("utf8");
}

/** Most characters of a workspace file's text a message quotes. */
export const MAX_QUOTED_CHARACTERS = 200;

/**
 * A workspace file's text as a message may quote it: redacted (redactText: keys, tokens,
 * credentials after their key become placeholders), cut to MAX_QUOTED_CHARACTERS, JSON-quoted.
 */
export function quoteWorkspaceText(text: string): string {
  const redacted = redactText(text.trim());
  return JSON.stringify(
    redacted.length > MAX_QUOTED_CHARACTERS
      ? `${redacted.slice(0, MAX_QUOTED_CHARACTERS)}…`
      : redacted,
  );
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
