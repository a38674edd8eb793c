import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The module a pasted-answer audit thread loads (pasted-answer-auditor.ts): a TypeScript file
 * loaded through tsx (development, tests), or a plain JavaScript bundle (the production build,
 * scripts/build-audit-worker.ts).
 */
export type WorkerEntry = { kind: "typescript"; file: string } | { kind: "bundle"; file: string };

/** The TypeScript source of the worker entry, under the repository root. */
export function typescriptWorkerEntry(repoRoot: string): WorkerEntry {
  return {
    kind: "typescript",
    file: path.join(repoRoot, "server", "features", "audit", "pasted-answer-worker.ts"),
  };
}

/** Where `npm run build` puts the worker's bundle (scripts/build-audit-worker.ts). */
export function bundledWorkerFile(repoRoot: string): string {
  return path.join(repoRoot, ".next", "debrief-workers", "pasted-answer-worker.mjs");
}

/**
 * The entry for this process: in production (`next start`) the bundle `npm run build` writes
 * after `next build`; otherwise (`next dev`, scripts run through tsx) the TypeScript source.
 * Throws when the production bundle is missing (a `next build` not run through `npm run
 * build`): the services are not built, so every request answers 500 with this message.
 */
export function pastedAnswerWorkerEntry(
  env: { NODE_ENV: "development" | "test" | "production" },
  repoRoot: string,
): WorkerEntry {
  if (env.NODE_ENV !== "production") return typescriptWorkerEntry(repoRoot);
  const file = bundledWorkerFile(repoRoot);
  if (!existsSync(file))
    throw new Error(
      `the pasted-answer worker bundle ${file} is missing: build with \`npm run build\` (next build, then scripts/build-audit-worker.ts)`,
    );
  return { kind: "bundle", file };
}
