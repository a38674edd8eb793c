import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The application version a run executes on (issue 10 item 6): package.json's version and,
 * when known, the git commit — `0.1.0+3f4b4263e9a1`. The commit comes from
 * DEBRIEF_GIT_COMMIT (set it when building an image without .git), else from `git rev-parse`
 * in `repoRoot`; without either the version stands alone.
 */
export function readAppVersion(repoRoot: string, commitFromEnv: string | undefined): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8"));
  const version =
    typeof manifest === "object" && manifest !== null && "version" in manifest
      ? String(manifest.version)
      : "0.0.0";
  const commit = commitFromEnv ?? gitCommit(repoRoot);
  return commit === null ? version : `${version}+${commit.slice(0, 12)}`;
}

function gitCommit(repoRoot: string): string | null {
  try {
    const output = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: repoRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 5_000,
    }).trim();
    return /^[0-9a-f]{40}$/.test(output) ? output : null;
  } catch {
    return null;
  }
}
