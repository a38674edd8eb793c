import { realpath } from "node:fs/promises";
import path from "node:path";
import { InputValidationError } from "../../runtime/errors";

/**
 * Where registered workspaces may live: folders an administrator configures
 * (DEBRIEF_WORKSPACE_ROOTS; default the repository's `workspaces/` and `data/workspaces/`).
 * A registered folder or database must resolve (symlinks followed) strictly inside one root.
 * Anything else — `/`, system folders, a path that leaves a root through `..` or a symlink —
 * gets one message that does not say whether the path exists.
 */

/** Folders that are never a workspace root nor inside one. */
export const SYSTEM_FOLDERS: readonly string[] = [
  "/bin",
  "/boot",
  "/dev",
  "/etc",
  "/lib",
  "/lib32",
  "/lib64",
  "/proc",
  "/root",
  "/run",
  "/sbin",
  "/sys",
  "/usr",
  "/var",
];

/** The default roots: `<repo>/workspaces` and `<repo>/data/workspaces`. */
export function defaultWorkspaceRoots(repoRoot: string): string[] {
  return [path.join(repoRoot, "workspaces"), path.join(repoRoot, "data", "workspaces")];
}

/**
 * Parse DEBRIEF_WORKSPACE_ROOTS: absolute folders separated by `:` (like PATH). Pure: returns
 * the roots (normalised) and one message per bad entry; `/` and system folders are refused.
 * An empty or absent value gives no roots (the caller then uses the defaults).
 */
export function parseWorkspaceRoots(spec: string | null | undefined): {
  roots: string[];
  errors: string[];
} {
  const roots: string[] = [];
  const errors: string[] = [];
  for (const raw of (spec ?? "").split(":")) {
    const entry = raw.trim();
    if (entry === "") continue;
    if (!path.posix.isAbsolute(entry)) {
      errors.push(`workspace root "${entry}" must be an absolute path`);
      continue;
    }
    const normalised = path.posix.resolve(entry);
    const problem = systemFolderProblem(normalised);
    if (problem !== null) {
      errors.push(`workspace root "${entry}" ${problem}`);
      continue;
    }
    if (!roots.includes(normalised)) roots.push(normalised);
  }
  return { roots, errors };
}

function systemFolderProblem(folder: string): string | null {
  if (folder === "/") return "is the file system root";
  const system = SYSTEM_FOLDERS.find((entry) => isInsideOrEqual(entry, folder));
  return system === undefined ? null : `is a system folder (${system})`;
}

/** What is being confined (it names the field in messages). */
export type ConfinedPathKind = "folder" | "database";

/** The configured roots and the check every registered path passes. */
export class WorkspaceRoots {
  readonly roots: readonly string[];

  constructor(roots: readonly string[]) {
    this.roots = roots.map((root) => path.resolve(root));
  }

  /**
   * The real path of `candidate` when it lies strictly inside a root; InputValidationError
   * otherwise: "must be an absolute path", the one outside message (whether or not the path
   * exists), or — for a path inside a root only — "does not exist".
   */
  async confine(candidate: string, kind: ConfinedPathKind): Promise<string> {
    const text = candidate.trim();
    const label = kind === "folder" ? "workspace folder" : "database";
    if (text === "" || !path.isAbsolute(text) || text.includes("\0")) {
      throw new InputValidationError(`${label} must be an absolute path: "${text}"`);
    }
    const lexical = path.resolve(text);
    const realRoots = await this.resolveRoots();
    const lexicallyInside = [...this.roots, ...realRoots].some((root) =>
      isStrictlyInside(root, lexical),
    );
    if (!lexicallyInside) throw this.outside(label, text);
    let real: string;
    try {
      real = await realpath(lexical);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") {
        throw new InputValidationError(`${label} does not exist: ${text}`);
      }
      throw this.outside(label, text);
    }
    if (!realRoots.some((root) => isStrictlyInside(root, real))) throw this.outside(label, text);
    return real;
  }

  /** The message for any path outside the roots (the same whether it exists or not). */
  private outside(label: string, text: string): InputValidationError {
    return new InputValidationError(
      `${label} ${text} is not inside a workspace root (${this.roots.join(", ")}); an administrator can add roots with DEBRIEF_WORKSPACE_ROOTS`,
    );
  }

  /** The roots' real paths (a root that does not exist yet stands for itself). */
  private resolveRoots(): Promise<string[]> {
    return Promise.all(this.roots.map((root) => realpath(root).catch(() => root)));
  }
}

/** True when `candidate` lies under `root` (both absolute), never `root` itself or outside it. */
export function isStrictlyInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return (
    relative !== "" &&
    relative !== ".." &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}

function isInsideOrEqual(root: string, candidate: string): boolean {
  return candidate === root || isStrictlyInside(root, candidate);
}
