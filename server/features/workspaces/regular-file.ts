import { constants, type Stats } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { NotFoundError, WorkspaceAccessError } from "../../runtime/errors";
import { pathSystemError } from "./path-errors";

/**
 * Reading workspace files safely: regular files only, with one hard link, under a size cap,
 * with async I/O only. The file is opened first (O_NONBLOCK, so opening a FIFO cannot block;
 * O_NOFOLLOW, so a symlink swapped in after the path was resolved is refused) and checked
 * with fstat on the open handle, so what is checked is what is read.
 */

const OPEN_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW;

/** What a path is, in words (for error messages). */
export function describeFileKind(info: Stats): string {
  if (info.isFIFO()) return "a FIFO";
  if (info.isSocket()) return "a socket";
  if (info.isCharacterDevice()) return "a character device";
  if (info.isBlockDevice()) return "a block device";
  if (info.isSymbolicLink()) return "a symlink";
  if (info.isDirectory()) return "a directory";
  return "not a regular file";
}

/**
 * The open handle of a regular file with one link and at most `maxBytes` bytes, with its
 * stats. Errors (`displayPath` names the file): NotFoundError (missing; a directory),
 * WorkspaceAccessError (a FIFO, device, socket or symlink; more than one hard link; too large).
 * The caller closes the handle.
 */
export async function openRegularFile(
  realPath: string,
  displayPath: string,
  maxBytes: number,
): Promise<{ handle: FileHandle; info: Stats }> {
  let handle: FileHandle;
  try {
    handle = await open(realPath, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") {
      throw new NotFoundError(`file not found: ${displayPath}`);
    }
    if (code === "ELOOP") {
      throw new WorkspaceAccessError(`not a regular file: ${displayPath} is a symlink`);
    }
    throw pathSystemError(error, displayPath);
  }
  try {
    const info = await handle.stat();
    if (info.isDirectory()) throw new NotFoundError(`not a file: ${displayPath} is a directory`);
    if (!info.isFile()) {
      throw new WorkspaceAccessError(
        `not a regular file: ${displayPath} is ${describeFileKind(info)}; only regular files are read`,
      );
    }
    if (info.nlink > 1) {
      throw new WorkspaceAccessError(
        `file has ${info.nlink} hard links: ${displayPath} (a hard link can point outside the workspace; only files with one link are read)`,
      );
    }
    if (info.size > maxBytes) {
      throw new WorkspaceAccessError(
        `file too large to read: ${displayPath} (${info.size} bytes; the limit is ${maxBytes})`,
      );
    }
    return { handle, info };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * The bytes of a regular file (see openRegularFile), at most `maxBytes` even if the file
 * grows while it is read.
 */
export async function readRegularFile(
  realPath: string,
  displayPath: string,
  maxBytes: number,
): Promise<Buffer> {
  const { handle, info } = await openRegularFile(realPath, displayPath, maxBytes);
  try {
    return await readUpTo(handle, Math.min(info.size, maxBytes));
  } finally {
    await handle.close();
  }
}

/** Up to `limit` bytes from the start of an open file. */
export async function readUpTo(handle: FileHandle, limit: number): Promise<Buffer> {
  const buffer = Buffer.alloc(limit);
  let filled = 0;
  while (filled < limit) {
    const { bytesRead } = await handle.read(buffer, filled, limit - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}
