import type { Dirent } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { NotFoundError, WorkspaceAccessError } from "../../runtime/errors";

/**
 * A workspace's folder as every walk and read sees it (file-workspace.ts). Its real path is
 * pinned once (the registry's confirmed real path, or the first resolution) and resolved again
 * at every use: a folder that now resolves elsewhere (swapped for a symlink to /etc since it was
 * registered or first used) or is no longer a directory is refused with WorkspaceAccessError,
 * and nothing of it is listed or read. A directory is listed only when it resolves to itself
 * before and after readdir, so a folder swapped during the listing is refused too. Messages
 * name the workspace, never a server path.
 */
export class WorkspaceFolder {
  private pinned: string | null;

  /**
   * @param folder the folder (absolute; symlinks allowed in it when `pinnedRealPath` is unset)
   * @param workspaceName how messages name the workspace
   * @param pinnedRealPath the real path the folder must keep (default: its first resolution)
   */
  constructor(
    private readonly folder: string,
    private readonly workspaceName: string,
    pinnedRealPath: string | null = null,
  ) {
    this.pinned = pinnedRealPath === null ? null : path.resolve(pinnedRealPath);
  }

  /**
   * The folder's real path now. NotFoundError when it is missing; WorkspaceAccessError when it
   * resolves to another place than the pinned real path or is not a directory.
   */
  async resolve(): Promise<string> {
    let real: string;
    try {
      real = await realpath(this.folder);
    } catch (error) {
      if (isMissing(error)) {
        throw new NotFoundError(`workspace folder not found (workspace "${this.workspaceName}")`);
      }
      throw error;
    }
    this.pinned ??= real;
    if (real !== this.pinned) {
      throw new WorkspaceAccessError(
        `the folder of workspace "${this.workspaceName}" changed since it was opened (it now resolves to another place, e.g. it was replaced by a symlink); nothing is listed or read`,
      );
    }
    if (!(await stat(real)).isDirectory()) {
      throw new WorkspaceAccessError(
        `the folder of workspace "${this.workspaceName}" is no longer a directory; nothing is listed or read`,
      );
    }
    return real;
  }

  /**
   * The entries of `directory` (a real path inside the folder, built from resolve() and entry
   * names), read only when the folder and the directory resolve as before, both before and after
   * the listing; WorkspaceAccessError otherwise (resolve's errors, or a directory swapped for a
   * symlink: its entries are not returned).
   */
  async readDirectory(directory: string): Promise<Dirent[]> {
    await this.assertUnchanged(directory);
    const entries = await readdir(directory, { withFileTypes: true });
    await this.assertUnchanged(directory);
    return entries;
  }

  private async assertUnchanged(directory: string): Promise<void> {
    await this.resolve();
    const real = await realpath(directory).catch(() => null);
    if (real !== directory) {
      throw new WorkspaceAccessError(
        `a folder of workspace "${this.workspaceName}" changed while it was read (it was removed or replaced by a symlink); nothing is listed`,
      );
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
