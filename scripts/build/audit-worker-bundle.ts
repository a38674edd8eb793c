import path from "node:path";
import { build } from "esbuild";

/**
 * The pasted-answer worker (server/features/audit/pasted-answer-worker.ts) as one plain ES
 * module: the production server loads no TypeScript, and Next's bundles have no file a worker
 * thread could start from. Packages stay imports from node_modules (as the server's own are);
 * the repository's modules are bundled in. Returns the file written.
 */
export async function buildAuditWorkerBundle(repoRoot: string, outFile: string): Promise<string> {
  await build({
    entryPoints: [path.join(repoRoot, "server", "features", "audit", "pasted-answer-worker.ts")],
    outfile: outFile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    tsconfig: path.join(repoRoot, "tsconfig.json"),
    logLevel: "warning",
  });
  return outFile;
}
